import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, test, vi } from 'vitest';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { PrerenderService } from '@site/prerender/prerender-service';
import type { PrerenderedPage } from '@site/prerender/prerender-store';
import { prerenderedStep, renderable, StyleHashes } from './page-prerendered.ts';

const map = (cohort = 'live'): VisitorLiveMap => ({ sections: [{ name: 'solutions', cohort }] }) as unknown as VisitorLiveMap;
const page: PrerenderedPage = { path: '/about', renderedAt: 1, queries: [], markup: '<p>About</p>', styles: { ids: [], css: 'p{color:red}' } };
const log = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
const service = (lookup: PrerenderService['lookup']) =>
  ({ lookup: vi.fn(lookup), wantRendered: vi.fn() }) as unknown as PrerenderService & {
    lookup: ReturnType<typeof vi.fn>;
    wantRendered: ReturnType<typeof vi.fn>;
  };

describe('prerenderedStep', () => {
  const everyones = map();
  const lookup = (visitor: VisitorLiveMap, skip = false) => ({
    skip,
    path: '/about',
    everyonesMap: everyones,
    visitorMap: vi.fn(async () => ({ manifest: visitor, personal: visitor !== everyones })),
    log: log(),
  });

  test('without a prerenderer, or when skipped, nobody’s map is looked up', async () => {
    const skipped = lookup(everyones, true);
    expect(await prerenderedStep(undefined, lookup(everyones))).toEqual({ visitor: null, ownMap: false, rendered: null });
    expect(
      await prerenderedStep(
        service(async () => page),
        skipped,
      ),
    ).toEqual({ visitor: null, ownMap: false, rendered: null });
    expect(skipped.visitorMap).not.toHaveBeenCalled();
  });

  test('everyone’s page is served as rendered for everyone’s map', async () => {
    const prerender = service(async () => page);
    expect(await prerenderedStep(prerender, lookup(everyones))).toEqual({ visitor: { manifest: everyones, personal: false }, ownMap: false, rendered: page });
    expect(prerender.lookup).toHaveBeenCalledWith('/about', everyones);
  });

  test('a cohort’s page not rendered yet is served unrendered and asked for', async () => {
    const prerender = service(async () => null);
    const cohorts = map('canary');
    expect(await prerenderedStep(prerender, lookup(cohorts))).toMatchObject({ ownMap: true, rendered: null });
    expect(prerender.wantRendered).toHaveBeenCalledWith(cohorts, '/about');
  });

  test('a map with a dev override is never rendered nor looked up', async () => {
    const prerender = service(async () => page);
    expect(renderable(map('dev'))).toBe(false);
    expect(await prerenderedStep(prerender, lookup(map('dev')))).toMatchObject({ ownMap: true, rendered: null });
    expect(prerender.lookup).not.toHaveBeenCalled();
    expect(prerender.wantRendered).not.toHaveBeenCalled();
  });

  test('a store that cannot be read serves the page unrendered, logged', async () => {
    const failing = lookup(everyones);
    expect(
      await prerenderedStep(
        service(() => Promise.reject(new Error('disk'))),
        failing,
      ),
    ).toMatchObject({ rendered: null });
    expect(failing.log.warn).toHaveBeenCalledOnce();
  });
});

test('a rendering’s style hash is worked out once', () => {
  const hashes = new StyleHashes();
  const hash = hashes.of(page);
  expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
  expect(hashes.of(page)).toBe(hash);
});
