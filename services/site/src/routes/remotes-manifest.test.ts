import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defineRouteTable } from '@site/contracts/route-entry';
import { visitorLiveMapSchema } from '@site/contracts/remotes-manifest';
import { createSite, deployRemote, makeLive, route, SOLUTIONS_ROUTE_TABLE, SOLUTIONS_V1, SOLUTIONS_V2, type SiteFixture } from '../test-support/fixtures.ts';

describe('/remotes.json', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite();
  });
  afterAll(() => site.close());

  test('lists each live section with its versioned manifest URL and inlined route table', async () => {
    const response = await site.app.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3');
    const manifest = visitorLiveMapSchema.parse(response.json());
    expect(manifest.sections).toEqual([
      {
        name: 'solutions',
        version: SOLUTIONS_V1,
        manifestUrl: `/remotes/solutions/${SOLUTIONS_V1}/mf-manifest.json`,
        routeTable: defineRouteTable(SOLUTIONS_ROUTE_TABLE),
        cohort: 'live',
        // The registry recorded each file's digest when it was published: browsers check them (SRI).
        integrity: { 'mf-manifest.json': expect.stringMatching(/^sha384-/), 'remoteEntry.js': expect.stringMatching(/^sha384-/) },
      },
    ]);
    expect(Number.isNaN(Date.parse(manifest.generatedAt))).toBe(false);
  });

  test('the manifest URL it advertises is served', async () => {
    const manifest = visitorLiveMapSchema.parse((await site.app.inject({ url: '/remotes.json' })).json());
    for (const section of manifest.sections) {
      const response = await site.app.inject({ url: section.manifestUrl });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: `section_${section.name}` });
    }
  });

  test('answers If-None-Match with 304 while nothing changed, and 200 for another ETag', async () => {
    const first = await site.app.inject({ url: '/remotes.json' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await site.app.inject({ url: '/remotes.json' });
    expect(again.headers.etag).toBe(etag);

    const notModified = await site.app.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('public, max-age=3');

    const stale = await site.app.inject({ url: '/remotes.json', headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
  });

  test('a query string (cache buster) is accepted', async () => {
    expect((await site.app.inject({ url: '/remotes.json?t=123' })).statusCode).toBe(200);
  });

  test('a promote is seen by the next request, with a new ETag and no restart', async () => {
    const before = await site.app.inject({ url: '/remotes.json' });
    const oldEtag = String(before.headers.etag);
    expect((await site.app.inject({ url: '/solutions/new-checkout' })).statusCode).toBe(404);

    await deployRemote(site, 'solutions', SOLUTIONS_V2, {
      ...SOLUTIONS_ROUTE_TABLE,
      routes: [...SOLUTIONS_ROUTE_TABLE.routes, route('/solutions/new-checkout', { category: 'solution' })],
    });

    const after = await site.app.inject({ url: '/remotes.json', headers: { 'if-none-match': oldEtag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(oldEtag);
    const manifest = visitorLiveMapSchema.parse(after.json());
    expect(manifest.sections.map(({ name, version, manifestUrl }) => ({ name, version, manifestUrl }))).toEqual([
      { name: 'solutions', version: SOLUTIONS_V2, manifestUrl: `/remotes/solutions/${SOLUTIONS_V2}/mf-manifest.json` },
    ]);
    expect(manifest.sections[0]?.routeTable.routes.map((entry) => entry.path)).toContain('/solutions/new-checkout');

    // The new version's pages are served at once, and the old version's files stay available
    // for visitors whose page loaded before the promote.
    expect((await site.app.inject({ url: '/solutions/new-checkout' })).statusCode).toBe(200);
    expect((await site.app.inject({ url: `/remotes/solutions/${SOLUTIONS_V1}/remoteEntry.js` })).statusCode).toBe(200);
    expect((await site.app.inject({ url: `/remotes/solutions/${SOLUTIONS_V2}/remoteEntry.js` })).statusCode).toBe(200);
  });

  /** The page URLs site search finds for the page the promote adds. */
  const searchNewCheckout = async () =>
    ((await site.app.inject({ url: '/api/search/pages?q=new-checkout' })).json() as { results: Array<{ url: string }> }).results.map((result) => result.url);

  test('what derives from what is live hears of a promote at once: /healthz, and site search (whose own re-check is a minute away)', async () => {
    expect((await site.app.inject({ url: '/healthz' })).json()).toMatchObject({ sections: { solutions: SOLUTIONS_V2 } });
    await expect.poll(searchNewCheckout, { timeout: 2000 }).toContain('/solutions/new-checkout');
  });

  test('a rollback is seen by the next request too', async () => {
    await makeLive(site.app, site.store, 'solutions', SOLUTIONS_V1);
    const manifest = visitorLiveMapSchema.parse((await site.app.inject({ url: '/remotes.json' })).json());
    expect(manifest.sections.map((section) => section.version)).toEqual([SOLUTIONS_V1]);
    expect((await site.app.inject({ url: '/solutions/new-checkout' })).statusCode).toBe(404);
    await expect.poll(searchNewCheckout, { timeout: 2000 }).not.toContain('/solutions/new-checkout');
  });
});

describe('/remotes.json with nothing live', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite({ liveSolutions: false });
  });
  afterAll(() => site.close());

  test('is a valid, empty manifest', async () => {
    const response = await site.app.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(visitorLiveMapSchema.parse(response.json()).sections).toEqual([]);
  });
});
