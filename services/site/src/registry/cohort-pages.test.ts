import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { visitorLiveMapSchema, type VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { ownerOf, prerenderKeys } from '@site/prerender/prerender-keys';
import { PRERENDER_COMBINATION_HEADER, PRERENDER_REQUEST_HEADER } from '@site/prerender/prerender-request';
import { FolderPrerenderStore } from '@site/prerender/prerender-store';
import {
  createSite,
  deployRemote,
  PLATFORM_TOKEN,
  SHELL_HTML,
  SOLUTIONS_ROUTE_TABLE,
  SOLUTIONS_V1,
  SOLUTIONS_V2,
  type SiteFixture,
} from '../test-support/fixtures.ts';
import { COHORT_COOKIE } from './visitor-cookies.ts';

const auth = { authorization: `Bearer ${PLATFORM_TOKEN}` };

async function remotesFor(site: SiteFixture, cookie?: string): Promise<{ manifest: VisitorLiveMap; cookie: string }> {
  const response = await site.app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
  const setCookie = response.headers['set-cookie'];
  // As served, not re-parsed: a schema would reorder the keys the prerender keys are hashed from.
  const manifest = response.json() as VisitorLiveMap;
  expect(visitorLiveMapSchema.safeParse(manifest).success).toBe(true);
  return { manifest, cookie: cookie ?? String(setCookie ?? '').split(';')[0] ?? '' };
}

const solutionsVersion = (manifest: VisitorLiveMap) => manifest.sections.find((section) => section.name === 'solutions')?.version;
const rootOf = (body: string) => /<div id="root"[^>]*>(.*?)<\/div>/s.exec(body)?.[1] ?? '';

describe('prerendered pages for a canary cohort', () => {
  let site: SiteFixture;
  let store: FolderPrerenderStore;
  const visitors: Record<'live' | 'canary', { cookie: string; manifest: VisitorLiveMap } | undefined> = { live: undefined, canary: undefined };

  beforeAll(async () => {
    site = await createSite({ prerender: true });
    store = new FolderPrerenderStore(path.join(site.deployRoot, 'prerendered'));
    // V1 adopted first, then V2 deployed and rolled back: both known, V1 live.
    await remotesFor(site);
    await deployRemote(site, 'solutions', SOLUTIONS_V2, SOLUTIONS_ROUTE_TABLE);
    await vi.waitFor(async () => expect(solutionsVersion((await remotesFor(site)).manifest)).toBe(SOLUTIONS_V2), { timeout: 10_000 });
    const rollback = await site.app.inject({ method: 'POST', url: '/api/registry/sections/solutions/rollback', headers: auth, payload: { reason: 'set-up' } });
    expect(rollback.statusCode, rollback.body).toBe(200);
    const canary = await site.app.inject({
      method: 'POST',
      url: '/api/registry/sections/solutions/promote',
      headers: auth,
      payload: { version: SOLUTIONS_V2, canaryPercent: 50 },
    });
    expect(canary.statusCode, canary.body).toBe(200);
    // New visitors join a cohort with a page, then read their map.
    for (let count = 0; count < 200 && (!visitors.live || !visitors.canary); count++) {
      const page = await site.app.inject({ url: '/about' });
      const visitor = await remotesFor(site, String(page.headers['set-cookie'] ?? '').split(';')[0]);
      visitors[solutionsVersion(visitor.manifest) === SOLUTIONS_V2 ? 'canary' : 'live'] = visitor;
    }
    const { live, canary: canaryVisitor } = visitors;
    if (!live || !canaryVisitor) throw new Error('200 new visitors did not fill both cohorts');
    // What the prerenderer writes for each map: everyone's, and the canary cohort's.
    for (const [label, manifest] of [
      ['live', live.manifest],
      ['canary', canaryVisitor.manifest],
    ] as const) {
      const keys = prerenderKeys(SHELL_HTML, manifest, '');
      for (const pagePath of ['/solutions', '/about']) {
        await store.write(keys[ownerOf(pagePath)], {
          markup: `<h1>${label} ${pagePath}</h1>`,
          styles: { ids: [], css: '' },
          queries: [],
          path: pagePath,
          renderedAt: 1,
        });
      }
    }
  }, 30_000);
  afterAll(() => site?.close());

  test('each cohort gets the page rendered for its own versions, private to it; a page of the shell is the same for both', async () => {
    for (const cohort of ['live', 'canary'] as const) {
      const page = await site.app.inject({ url: '/solutions', headers: { cookie: visitors[cohort]?.cookie ?? '' } });
      expect(page.statusCode).toBe(200);
      expect(rootOf(page.body)).toBe(`<h1>${cohort} /solutions</h1>`);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers.vary).toBe('cookie, accept-encoding');
    }
    // The canary map's shell pages have everyone's key: rendered once, served to both.
    expect(prerenderKeys(SHELL_HTML, visitors.canary?.manifest as VisitorLiveMap, '').shell).toBe(
      prerenderKeys(SHELL_HTML, visitors.live?.manifest as VisitorLiveMap, '').shell,
    );
  });

  test('a cohort’s page not rendered yet is served unrendered, never everyone’s, and its map is queued for rendering', async () => {
    const prerender = site.app.prerender;
    if (!prerender) throw new Error('prerendering is on');
    const wanted = vi.spyOn(prerender, 'wantRendered');
    const page = await site.app.inject({ url: '/solutions/agent-assisted', headers: { cookie: visitors.canary?.cookie ?? '' } });
    expect(rootOf(page.body)).toBe('');
    expect(wanted).toHaveBeenCalledWith(expect.objectContaining({ sections: visitors.canary?.manifest.sections }), '/solutions/agent-assisted');
    wanted.mockRestore();
  });

  test('a first visit while a canary runs joins a cohort with the page itself, and the page is that cohort’s', async () => {
    const page = await site.app.inject({ url: '/solutions' });
    const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${COHORT_COOKIE}=`));
    const { manifest } = await remotesFor(site, cookie);
    expect(rootOf(page.body)).toBe(`<h1>${solutionsVersion(manifest) === SOLUTIONS_V2 ? 'canary' : 'live'} /solutions</h1>`);
  });

  test('only the prerenderer’s browser, with the id of a map it is rendering, is answered with that map', async () => {
    const made = await site.app.inject({
      url: '/remotes.json',
      headers: { [PRERENDER_REQUEST_HEADER]: '1', [PRERENDER_COMBINATION_HEADER]: 'not-a-map-being-rendered', cookie: visitors.live?.cookie ?? '' },
    });
    expect(solutionsVersion(visitorLiveMapSchema.parse(made.json()))).toBe(SOLUTIONS_V1);
    expect(SOLUTIONS_V1).not.toBe(SOLUTIONS_V2);
  });
});
