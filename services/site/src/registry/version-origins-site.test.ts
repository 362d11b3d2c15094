/**
 * Version files come from the version storage or from the CDN origins the site lists
 * (REMOTE_CDN_ORIGINS), nothing else: against a listening server, over HTTP, as a section team's
 * CI would try it with a token scoped to its section.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RouteTableInput } from '@site/contracts/route-entry';
import { createApiToken } from '@site/identity/api-tokens';
import { TestAgent } from '@site/identity/test-sign-in';
import { readBuildDescription } from '@site/registry/build-description';
import { freePort } from '../test-support/free-port.ts';
import { createSite, route, scriptSourcesOf, SOLUTIONS_V1, type SiteFixture } from '../test-support/fixtures.ts';
import { PREVIEW_COOKIE } from './visitor-cookies.ts';

const CDN_ORIGIN = 'https://cdn.keyline.example';
const OUTSIDE = 'https://scripts.attacker.example';
/** Pages of every kind, the admin's included (the live map, JSON, allows nothing at all). */
const PAGES = ['/', '/solutions', '/admin', '/admin/releases'];
const ADMIN_TABLE: RouteTableInput = { routes: [route('/admin/login', { category: 'admin', seoEnabled: false, exclude: true })] };

describe('a version naming an origin the site does not list, against a listening server', () => {
  let site: SiteFixture;
  let base: string;
  let adminBase: string;
  let releaser: Record<string, string>;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    adminBase = `http://localhost:${port}`;
    site = await createSite({ siteOrigin: base, remotes: [['admin', '1.0.0-admin', ADMIN_TABLE]], settings: { REMOTE_CDN_ORIGINS: [CDN_ORIGIN] } });
    await site.app.listen({ host: '127.0.0.1', port });
    const db = site.app.database;
    if (!db) throw new Error('the test site has no database');
    const operations = ['registry:read', 'registry:publish', 'registry:promote', 'registry:rollback', 'registry:preview'] as const;
    const { secret } = await createApiToken(
      db,
      { name: 'solutions-ci', sections: ['solutions'], operations, expiresAt: new Date(Date.now() + 3_600_000) },
      'test',
    );
    releaser = { authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
  }, 30_000);
  afterAll(() => site?.close());

  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: releaser, body: JSON.stringify(body) });
  const policies = async () =>
    Promise.all(
      [...PAGES.map((page) => `${base}${page}`), `${adminBase}/admin/login`].map(
        async (url) => [url, (await fetch(url, { redirect: 'manual' })).headers.get('content-security-policy')] as const,
      ),
    );
  const describeBuild = (version: string, manifestUrl: string) =>
    readBuildDescription(site.store.versionDir('solutions', SOLUTIONS_V1), { section: 'solutions', version, manifestUrl });

  test('publish and check refuse it with a 400 naming the origin and REMOTE_CDN_ORIGINS; nothing is recorded to canary, and no page’s CSP changes', async () => {
    const before = await policies();
    for (const [page, policy] of before) {
      expect(policy, page).toMatch(/script-src /);
      expect(policy, page).not.toContain('attacker.example');
    }
    const build = await describeBuild('9.0.0-outside', `${OUTSIDE}/solutions/9.0.0-outside/mf-manifest.json`);
    for (const path of ['/api/registry/versions/check', '/api/registry/versions']) {
      const refused = await post(path, build);
      expect(refused.status, path).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await refused.json()) as { error: string; message: string; statusCode: number };
      expect(body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
      expect(body.message).toContain(`${OUTSIDE} is not a place this site loads section files from.`);
      expect(body.message).toContain(`add ${OUTSIDE} to REMOTE_CDN_ORIGINS (now: ${CDN_ORIGIN})`);
    }
    // A 1 % canary of it: there is no such version.
    expect((await post('/api/registry/sections/solutions/promote', { version: '9.0.0-outside', canaryPercent: 1 })).status).toBe(404);
    const versions = (await (await fetch(`${base}/api/registry/versions?section=solutions`, { headers: releaser })).json()) as {
      versions: { version: string }[];
    };
    expect(versions.versions.map((version) => version.version)).not.toContain('9.0.0-outside');
    expect(await policies()).toEqual(before);
  });

  test('a preview cannot load from it either: by URL, or of a version recorded before the rule', async () => {
    const byUrl = await post('/api/registry/previews', { section: 'solutions', manifestUrl: `${OUTSIDE}/pr-1/mf-manifest.json`, ttlSeconds: 600 });
    expect(byUrl.status).toBe(400);
    expect(((await byUrl.json()) as { message: string }).message).toContain(`${OUTSIDE} is not a place this site loads section files from.`);
    // A row written before publish refused such origins (or whose origin has since left the list).
    await site.app.database?.query(
      `INSERT INTO remote_versions (section, version, manifest_url, integrity, exposes, shared, contracts_major, route_table, bytes, published_by)
       SELECT section, 'legacy-outside', $2, integrity, exposes, shared, contracts_major, route_table, bytes, published_by
       FROM remote_versions WHERE section = 'solutions' AND version = $1`,
      [SOLUTIONS_V1, `${OUTSIDE}/solutions/legacy/mf-manifest.json`],
    );
    const before = await policies();
    const legacy = await post('/api/registry/previews', { section: 'solutions', version: 'legacy-outside', ttlSeconds: 600 });
    expect(legacy.status).toBe(400);
    expect(((await legacy.json()) as { message: string }).message).toContain(`${OUTSIDE} is not a place this site loads section files from.`);
    expect(await policies()).toEqual(before);
    // The stored version itself can still be previewed.
    expect((await post('/api/registry/previews', { section: 'solutions', version: SOLUTIONS_V1, ttlSeconds: 600 })).status).toBe(201);
    // Even in a 1 % canary (promote is not this rule's to refuse), no page's policy names its origin.
    const canary = await post('/api/registry/sections/solutions/promote', { version: 'legacy-outside', canaryPercent: 1 });
    expect(canary.status, await canary.clone().text()).toBe(200);
    await fetch(`${base}/remotes.json`);
    expect(await policies()).toEqual(before);
    expect((await post('/api/registry/sections/solutions/rollback', { reason: 'the canary names an origin the site does not list' })).status).toBe(200);
  });

  test('a build on the listed CDN origin is accepted', async () => {
    const build = await describeBuild('3.0.0-cdn', `${CDN_ORIGIN}/solutions/3.0.0-cdn/mf-manifest.json`);
    const published = await post('/api/registry/versions', build);
    expect(published.status, await published.clone().text()).toBe(201);
    expect(((await published.json()) as { version: { manifestUrl: string } }).version.manifestUrl).toBe(`${CDN_ORIGIN}/solutions/3.0.0-cdn/mf-manifest.json`);
  });

  test('a page names a listed CDN origin only when it needs it: while a version there is live, on the public origin; for one browser, while its preview is open; on admin pages, never', async () => {
    // Nothing live or in canary loads from the CDN: no page names it, though it is listed.
    expect(scriptSourcesOf(await fetch(`${base}/`))).not.toContain(CDN_ORIGIN);
    // A reviewer with a preview open may load a version from any listed origin; the policy says so for that browser alone.
    const minted = await post('/api/registry/previews', { section: 'solutions', version: SOLUTIONS_V1, ttlSeconds: 600 });
    expect(minted.status, await minted.clone().text()).toBe(201);
    const reviewer = new TestAgent();
    await reviewer.request(((await minted.json()) as { url: string }).url);
    const previewCookie = reviewer.cookie(base, PREVIEW_COOKIE);
    expect(previewCookie).toBeDefined();
    expect(scriptSourcesOf(await fetch(`${base}/`, { headers: { cookie: `${PREVIEW_COOKIE}=${previewCookie}` } }))).toContain(CDN_ORIGIN);
    expect(scriptSourcesOf(await fetch(`${base}/`))).not.toContain(CDN_ORIGIN);

    // A solutions version on the CDN goes live: every public page names the origin; the admin's pages do not.
    const build = await describeBuild('3.1.0-cdn', `${CDN_ORIGIN}/solutions/3.1.0-cdn/mf-manifest.json`);
    expect((await post('/api/registry/versions', build)).status).toBe(201);
    const promoted = await post('/api/registry/sections/solutions/promote', { version: '3.1.0-cdn' });
    expect(promoted.status, await promoted.clone().text()).toBe(200);
    await fetch(`${base}/remotes.json`);
    for (const page of ['/', '/solutions']) expect(scriptSourcesOf(await fetch(`${base}${page}`)), page).toContain(CDN_ORIGIN);
    expect(scriptSourcesOf(await fetch(`${adminBase}/admin/login`))).not.toContain(CDN_ORIGIN);
    expect(scriptSourcesOf(await fetch(`${adminBase}/admin/login`, { headers: { cookie: `${PREVIEW_COOKIE}=${previewCookie}` } }))).not.toContain(CDN_ORIGIN);
    expect((await post('/api/registry/sections/solutions/rollback', { reason: 'back to the stored version' })).status).toBe(200);
    await fetch(`${base}/remotes.json`);
    expect(scriptSourcesOf(await fetch(`${base}/`))).not.toContain(CDN_ORIGIN);
  });
});
