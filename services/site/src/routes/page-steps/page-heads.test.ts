import { describe, expect, test, vi } from 'vitest';
import type { DetailRecord } from '@site/contracts/page-head';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { SiteSettingsSnapshot } from '../../site-settings.ts';
import { MAX_CACHED_HEADS, PageHeads, type HeadRequest } from './page-heads.ts';
import { routeEntry } from './test-entries.ts';

const shellTable = { routes: [routeEntry('/about'), routeEntry('/404', { title: 'Nothing here' })], redirects: [] };
const map = (): VisitorLiveMap => ({ sections: [] }) as unknown as VisitorLiveMap;
const settings = (version: string) => ({ version, seo: new Map(), settings: undefined }) as unknown as SiteSettingsSnapshot;

function request(overrides: Partial<HeadRequest> = {}): HeadRequest {
  return {
    entry: routeEntry('/about'),
    manifest: map(),
    pagePath: '/about',
    record: undefined,
    draft: false,
    settings: undefined,
    faqs: vi.fn(async () => []),
    ...overrides,
  };
}

describe('PageHeads', () => {
  test('the not-found head is the shell’s /404 entry’s', () => {
    expect(new PageHeads(shellTable, 'https://www.example.com').notFound.head.title).toContain('Nothing here');
  });

  test('a page’s head is made once per map and settings version, with the FAQ read once', async () => {
    const heads = new PageHeads(shellTable, 'https://www.example.com');
    const manifest = map();
    const first = request({ manifest, settings: settings('v1') });
    const made = await heads.of(first);
    expect(made.head.canonical).toBe('https://www.example.com/about');
    expect(await heads.of({ ...first })).toBe(made);
    expect(first.faqs).toHaveBeenCalledOnce();
    expect(await heads.of({ ...first, manifest: map() })).not.toBe(made);
    expect(await heads.of({ ...first, settings: settings('v2') })).not.toBe(made);
  });

  test('a head showing a record or a draft is made for the request alone', async () => {
    const heads = new PageHeads(shellTable, 'https://www.example.com');
    const manifest = map();
    const withRecord = request({ manifest, record: { title: 'A post' } as DetailRecord });
    expect(await heads.of(withRecord)).not.toBe(await heads.of(withRecord));
    const draft = request({ manifest, draft: true });
    expect(await heads.of(draft)).not.toBe(await heads.of(draft));
  });

  test('the cache of one map is bounded: past its size it starts again', async () => {
    const heads = new PageHeads(shellTable, 'https://www.example.com');
    const manifest = map();
    const first = await heads.of(request({ manifest, pagePath: '/p0' }));
    for (let index = 1; index < MAX_CACHED_HEADS; index++) await heads.of(request({ manifest, pagePath: `/p${index}` }));
    expect(await heads.of(request({ manifest, pagePath: '/p0' }))).toBe(first);
    await heads.of(request({ manifest, pagePath: '/one-too-many' }));
    expect(await heads.of(request({ manifest, pagePath: '/p0' }))).not.toBe(first);
  });
});
