/**
 * The two origins of a real site server, as a browser reaches them (127.0.0.1 public, localhost
 * admin, one port): each page on its own origin, each origin running only its own sections' code,
 * and the session living on the admin origin alone, whatever a page of the public origin sends.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RouteTableInput } from '@site/contracts/route-entry';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { TestAgent } from '@site/identity/test-sign-in';
import { freePort } from './test-support/free-port.ts';
import { createSite, deployRemote, PLATFORM_TOKEN, route, scriptSourcesOf, SOLUTIONS_V1, type SiteFixture } from './test-support/fixtures.ts';
import { COHORT_COOKIE, PREVIEW_COOKIE } from './registry/visitor-cookies.ts';
import { describeDeployedVersion } from './deployments/deployed-version.ts';

const ADMIN_TABLE: RouteTableInput = {
  routes: [
    route('/admin/login', { category: 'admin', seoEnabled: false, exclude: true }),
    route('/admin/users', { category: 'admin', seoEnabled: false, exclude: true, permissions: ['ADMIN'] }),
  ],
};
const SESSION_COOKIE = 'site_session';

let site: SiteFixture;
let publicBase: string;
let adminBase: string;
let admin: TestAgent;
let session: string;

beforeAll(async () => {
  const port = await freePort();
  publicBase = `http://127.0.0.1:${port}`;
  site = await createSite({ siteOrigin: publicBase, remotes: [['admin', '1.0.0-admin', ADMIN_TABLE]], settings: { GTM_CONTAINER_ID: 'GTM-ABC123' } });
  await site.app.listen({ port, host: '127.0.0.1' });
  adminBase = `http://localhost:${port}`;
  admin = new TestAgent();
  // Sign-in starts wherever a person starts it, and ends on the admin origin.
  const signedIn = await admin.signIn(publicBase, 'admin@keyline.example', 'keyline-local-only', '/admin/users');
  expect(signedIn.finalUrl).toBe(`${adminBase}/admin/users`);
  session = admin.cookie(adminBase, SESSION_COOKIE) ?? '';
}, 60_000);

afterAll(() => site.close());

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: 'manual', headers });

describe('each page on its own origin', () => {
  test('the default admin origin is the other loopback name on the same port', () => {
    expect(site.app.origins).toEqual({ public: publicBase, admin: adminBase });
  });

  test('an admin page asked for on the public origin is sent to the admin origin, query and all', async () => {
    const response = await get(`${publicBase}/admin/users?tab=tokens`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${adminBase}/admin/users?tab=tokens`);
  });

  test('a page of the public site asked for on the admin origin is sent to the public origin', async () => {
    for (const path of ['/', '/about', '/solutions/agent-assisted', '/no-such-page']) {
      const response = await get(`${adminBase}${path}`);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe(`${publicBase}${path}`);
    }
  });

  test('section previews open on the public origin, where nobody is signed in', async () => {
    const response = await get(`${adminBase}/preview/some-token`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${publicBase}/preview/some-token`);
  });
});

describe('each origin runs only its own sections', () => {
  const sectionsOf = async (base: string) => ((await (await get(`${base}/remotes.json`)).json()) as VisitorLiveMap).sections.map((section) => section.name);

  test('/remotes.json names the admin section alone on the admin origin, and every section but it on the public origin', async () => {
    expect(await sectionsOf(adminBase)).toEqual(['admin']);
    expect(await sectionsOf(publicBase)).toEqual(['solutions']);
  });

  test('the map a page carries agrees with its origin', async () => {
    const carried = (html: string) => /<script[^>]*id="remotes-map"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const adminPage = await (await admin.request(`${adminBase}/admin/users`)).text();
    expect(carried(adminPage)).toContain('"name":"admin"');
    expect(carried(adminPage)).not.toContain('"name":"solutions"');
    const publicPage = await (await get(`${publicBase}/about`)).text();
    expect(carried(publicPage)).toContain('"name":"solutions"');
    expect(carried(publicPage)).not.toContain('"name":"admin"');
  });

  test("no public section's file is served on the admin origin", async () => {
    expect((await get(`${adminBase}/remotes/solutions/${SOLUTIONS_V1}/remoteEntry.js`)).status).toBe(404);
    expect((await get(`${publicBase}/remotes/solutions/${SOLUTIONS_V1}/remoteEntry.js`)).status).toBe(200);
    expect((await get(`${adminBase}/remotes/admin/1.0.0-admin/remoteEntry.js`)).status).toBe(200);
  });

  test('admin pages load no tag manager; public pages do', async () => {
    expect(scriptSourcesOf(await admin.request(`${adminBase}/admin/users`))).not.toContain('googletagmanager');
    expect(scriptSourcesOf(await get(`${publicBase}/about`))).toContain('https://www.googletagmanager.com');
  });
});

describe('the session lives on the admin origin alone', () => {
  test('the session cookie is set for the admin origin only', () => {
    expect(session).not.toBe('');
    expect(admin.cookie(publicBase, SESSION_COOKIE)).toBeUndefined();
  });

  test('the same session cookie sent to the public origin is nobody', async () => {
    const cookie = `${SESSION_COOKIE}=${session}`;
    expect((await get(`${publicBase}/api/admin/users`, { cookie })).status).toBe(401);
    expect(await (await get(`${publicBase}/api/auth/session`, { cookie })).json()).toBeNull();
    expect((await get(`${adminBase}/api/admin/users`, { cookie })).status).toBe(200);
  });

  test('asked from another origin’s page, the admin origin says nobody is signed in', async () => {
    const cookie = `${SESSION_COOKIE}=${session}`;
    expect(await (await get(`${adminBase}/api/auth/session`, { cookie, 'sec-fetch-site': 'same-site', origin: publicBase })).json()).toBeNull();
    expect(await (await get(`${adminBase}/api/auth/session`, { cookie, 'sec-fetch-site': 'same-origin' })).json()).toMatchObject({
      user: { email: 'admin@keyline.example' },
    });
  });

  test('a request carrying the session from another origin is refused, a read as well as a write', async () => {
    const cookie = `${SESSION_COOKIE}=${session}`;
    const read = await get(`${adminBase}/api/admin/users`, { cookie, 'sec-fetch-site': 'same-site', origin: publicBase });
    expect(read.status).toBe(403);
    const write = await fetch(`${adminBase}/api/admin/users`, {
      method: 'POST',
      headers: { cookie, origin: publicBase, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'intruder@attacker.example', role: 'ADMIN', sections: [] }),
    });
    expect(write.status).toBe(403);
    const users = (await (await get(`${adminBase}/api/admin/users`, { cookie })).json()) as { users?: Array<{ email: string }> } | Array<{ email: string }>;
    expect(JSON.stringify(users)).not.toContain('intruder@attacker.example');
  });
});

describe('no preview or dev override ever reaches the admin origin; a canary of the admin section does', () => {
  const auth = { authorization: `Bearer ${PLATFORM_TOKEN}` };

  test('a preview of the admin section is refused when it is minted, with the reason', async () => {
    const minted = await site.app.inject({
      method: 'POST',
      url: '/api/registry/previews',
      headers: auth,
      payload: { section: 'admin', version: '1.0.0-admin', ttlSeconds: 3600 },
    });
    expect(minted.statusCode).toBe(400);
    expect(minted.json<{ message: string }>().message).toMatch(/runs on the admin origin alone, where no preview opens/);
  });

  test('a preview cookie carried to the admin origin (set for a parent domain by a sibling host, say) changes nothing there', async () => {
    const minted = await site.app.inject({
      method: 'POST',
      url: '/api/registry/previews',
      headers: auth,
      payload: { section: 'solutions', version: SOLUTIONS_V1, ttlSeconds: 3600 },
    });
    expect(minted.statusCode, minted.body).toBe(201);
    const reviewer = new TestAgent();
    await reviewer.request(minted.json<{ url: string }>().url);
    const planted = reviewer.cookie(publicBase, PREVIEW_COOKIE);
    expect(planted).toBeDefined();
    const onAdmin = (await (await get(`${adminBase}/remotes.json`, { cookie: `${PREVIEW_COOKIE}=${planted}` })).json()) as VisitorLiveMap;
    expect(onAdmin.preview).toBeUndefined();
    expect(onAdmin.sections.map((section) => section.name)).toEqual(['admin']);
  });

  test('a canary of the admin section reaches its cohort on the admin origin', async () => {
    await deployRemote(site, 'admin', '1.1.0-admin', ADMIN_TABLE, { live: false });
    const description = await describeDeployedVersion(site.app.versionStorage ?? site.store, 'admin', '1.1.0-admin');
    const published = await site.app.inject({ method: 'POST', url: '/api/registry/versions', headers: auth, payload: description });
    expect(published.statusCode, published.body).toBeLessThan(300);
    const canary = await site.app.inject({
      method: 'POST',
      url: '/api/registry/sections/admin/promote',
      headers: auth,
      payload: { version: '1.1.0-admin', canaryPercent: 50, reason: 'the admin canary test' },
    });
    expect(canary.statusCode, canary.body).toBe(200);
    const versions = new Set<string>();
    for (let visitor = 0; visitor < 60 && versions.size < 2; visitor++) {
      // A cohort comes with a page (the sign-in page needs no session), then the map follows it.
      const page = await get(`${adminBase}/admin/login`);
      const cohort = page.headers.getSetCookie().find((line) => line.startsWith(`${COHORT_COOKIE}=`));
      expect(cohort).toBeDefined();
      const map = (await (await get(`${adminBase}/remotes.json`, { cookie: String(cohort).split(';')[0] ?? '' })).json()) as VisitorLiveMap;
      versions.add(map.sections.find((section) => section.name === 'admin')?.version ?? '');
    }
    expect([...versions].toSorted()).toEqual(['1.0.0-admin', '1.1.0-admin']);
  });
});
