/**
 * The two origins of a real site server, as a browser reaches them (127.0.0.1 public, localhost
 * admin, one port): each page on its own origin, each origin running only its own sections' code,
 * and the session living on the admin origin alone, whatever a page of the public origin sends.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RouteTableInput } from '@site/contracts/route-entry';
import type { RemotesManifest } from '@site/contracts/remotes-manifest';
import { TestAgent } from '@site/identity/test-sign-in';
import { freePort } from './test-support/free-port.ts';
import { createSite, route, SOLUTIONS_V1, type SiteFixture } from './test-support/fixtures.ts';

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
  const sectionsOf = async (base: string) => ((await (await get(`${base}/remotes.json`)).json()) as RemotesManifest).sections.map((section) => section.name);

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
    const scriptSrc = (response: Response) =>
      String(response.headers.get('content-security-policy'))
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc(await admin.request(`${adminBase}/admin/users`))).not.toContain('googletagmanager');
    expect(scriptSrc(await get(`${publicBase}/about`))).toContain('https://www.googletagmanager.com');
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
