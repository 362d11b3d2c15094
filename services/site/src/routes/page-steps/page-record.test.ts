import type { FastifyRequest } from 'fastify';
import { describe, expect, test, vi } from 'vitest';
import type { DetailRecord } from '@site/contracts/page-head';
import { pageRecordStep } from './page-record.ts';
import { routeEntry } from './test-entries.ts';

const blogPost = routeEntry('/blog/:slug', { meta: { template: 'blog-post' } });
const about = routeEntry('/about');
const stored = { title: 'Stored post' } as DetailRecord;
const drafted = { title: 'Draft of the post' } as DetailRecord;
const requestWithLog = () => ({ log: { warn: vi.fn() } }) as unknown as FastifyRequest & { log: { warn: ReturnType<typeof vi.fn> } };
const address = (slug: string) => ({ decoded: `/blog/${slug}`, pagePath: `/blog/${slug}` });

describe('pageRecordStep', () => {
  test('a page that shows no record has none, and nothing is looked up', async () => {
    const detailRecords = vi.fn();
    expect(await pageRecordStep(about, { decoded: '/about', pagePath: '/about' }, requestWithLog(), { detailRecords })).toEqual({
      kind: 'shown',
      record: undefined,
      draft: false,
    });
    expect(detailRecords).not.toHaveBeenCalled();
  });

  test('a detail page shows its record by the path’s parameter; an unknown one is null', async () => {
    const detailRecords = vi.fn(async (_template: string, id: string) => (id === 'known' ? stored : null));
    expect(await pageRecordStep(blogPost, address('known'), requestWithLog(), { detailRecords })).toEqual({ kind: 'shown', record: stored, draft: false });
    expect(detailRecords).toHaveBeenCalledWith('blog-post', 'known');
    expect(await pageRecordStep(blogPost, address('unknown'), requestWithLog(), { detailRecords })).toEqual({ kind: 'shown', record: null, draft: false });
  });

  test('a record the database cannot read is served without it, and logged', async () => {
    const request = requestWithLog();
    const detailRecords = vi.fn().mockRejectedValue(new Error('database down'));
    expect(await pageRecordStep(blogPost, address('known'), request, { detailRecords })).toEqual({ kind: 'shown', record: undefined, draft: false });
    expect(request.log.warn).toHaveBeenCalledOnce();
  });

  test('a draft preview shows its draft, even of a record not published yet', async () => {
    const draftPreview = vi.fn().mockResolvedValue({ record: drafted });
    const detailRecords = vi.fn().mockResolvedValue(null);
    expect(await pageRecordStep(blogPost, address('new'), requestWithLog(), { detailRecords, draftPreview })).toEqual({
      kind: 'shown',
      record: drafted,
      draft: true,
    });
    expect(draftPreview).toHaveBeenCalledWith(expect.anything(), '/blog/new');
  });

  test('an unknown record whose slug moved answers with its new address, the slug encoded', async () => {
    const movedRecord = vi.fn().mockResolvedValue('new slug');
    const detailRecords = vi.fn().mockResolvedValue(null);
    expect(await pageRecordStep(blogPost, address('old'), requestWithLog(), { detailRecords, movedRecord })).toEqual({
      kind: 'moved',
      location: '/blog/new%20slug',
    });
    expect(movedRecord).toHaveBeenCalledWith('blog-post', 'old');
  });

  test('a moved-record lookup that fails leaves a 404, logged', async () => {
    const request = requestWithLog();
    const movedRecord = vi.fn().mockRejectedValue(new Error('database down'));
    const detailRecords = vi.fn().mockResolvedValue(null);
    expect(await pageRecordStep(blogPost, address('old'), request, { detailRecords, movedRecord })).toEqual({ kind: 'shown', record: null, draft: false });
    expect(request.log.warn).toHaveBeenCalledOnce();
  });
});
