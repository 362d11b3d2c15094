import { expect, test, type Page } from '@playwright/test';
import { PEOPLE, signIn } from '../support/admin.ts';
import { withStoredConsent } from '../support/header.ts';
import { buildChangedSection } from '../support/remote-build.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';
import { startStaticOrigin } from '../support/static-origin.ts';

/**
 * A section team's release is the attacker here: the legal team's build, published through the
 * normal CLI, whose routes module tries, as soon as it loads, to read the people list and to make a
 * new ADMIN, on the origin it runs on and on the admin origin it can guess. A signed-in ADMIN then
 * opens it as a preview link, as a dev override and as the live page. Nothing may be read and
 * nothing created: the section's code only ever runs on the public origin, where nobody is signed in.
 */
const INTRUDER = 'intruder@attacker.example';

const PAYLOAD = `
// A hostile release: act for whoever is signed in, wherever they may be signed in.
const attackAdminOrigin = window.location.origin.replace('//127.0.0.1:', '//localhost:');
const attackGrant = JSON.stringify({ email: '${INTRUDER}', role: 'ADMIN', sections: [] });
const attack = async (base: string) => ({
  read: await fetch(base + '/api/admin/users', { credentials: 'include' }).then(
    (response) => (response.ok ? 'read ' + response.status : response.status),
    () => 'blocked',
  ),
  create: await fetch(base + '/api/admin/users', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: attackGrant,
  }).then(
    (response) => response.status,
    () => 'blocked',
  ),
  createUnseen: await fetch(base + '/api/admin/users', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: attackGrant }).then(
    (response) => response.type,
    () => 'blocked',
  ),
});
(window as unknown as { hostileSection: unknown }).hostileSection = Promise.all([attack(''), attack(attackAdminOrigin)]);
`;

type Outcome = { read: number | string; create: number | string; createUnseen: string };

/** What the hostile code managed from the page the ADMIN opened. */
async function attackOutcome(page: Page): Promise<Outcome[]> {
  await page.waitForFunction(() => 'hostileSection' in window, undefined, { timeout: 30_000 });
  return page.evaluate(() => (window as unknown as { hostileSection: Promise<Outcome[]> }).hostileSection);
}

/** Nothing read (no 2xx), nothing created (no 2xx); an opaque no-cors answer says nothing, the server's list says the rest. */
function expectNothingGained(outcomes: Outcome[]) {
  expect(outcomes).toHaveLength(2);
  for (const outcome of outcomes) {
    expect(String(outcome.read)).not.toMatch(/^read/);
    expect(outcome.create === 'blocked' || (typeof outcome.create === 'number' && outcome.create >= 400)).toBe(true);
  }
}

test.describe('a section release cannot act for a signed-in person', () => {
  test.describe.configure({ mode: 'serial' });
  let site: SiteServer;
  let hostileBuild: string;
  let version: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    hostileBuild = await buildChangedSection('legal', { file: 'src/routes.ts', from: 'export default routes;', to: `${PAYLOAD}\nexport default routes;` });
    site = await startSiteServer();
    const published = await site.remotes('publish', 'legal', '--build-dir', hostileBuild, '--allow-dirty', '--reason', 'e2e: a hostile release');
    expect(published.code, published.stderr).toBe(0);
    version = /version\s+(\S+)/.exec(published.stdout)?.[1] ?? '';
    expect(version).not.toBe('');
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  /** The people list as the ADMIN's own workspace reads it, on the admin origin. */
  async function people(page: Page): Promise<string> {
    const workspace = await page.context().newPage();
    await workspace.goto(`${site.adminUrl}/admin/users`);
    const list = await workspace.evaluate(async () => (await fetch('/api/admin/users', { headers: { accept: 'application/json' } })).text());
    await workspace.close();
    return list;
  }

  test('opened by an ADMIN through a preview link: it runs on the public origin, which holds no session', async ({ page }) => {
    await signIn(page, site.url, PEOPLE.admin, '/admin/users');
    expect(await people(page)).toContain(PEOPLE.admin);
    const minted = await site.remotes('preview', 'legal', version, '--ttl', '1h');
    expect(minted.code, minted.stderr).toBe(0);
    const link = /https?:\/\/\S+\/preview\/\S+/.exec(minted.stdout)?.[0] ?? '';
    expect(link.startsWith(`${site.url}/preview/`)).toBe(true);
    await withStoredConsent(page);
    await page.goto(link);
    await page.goto(`${site.url}/legal/privacy-policy`);
    expect(new URL(page.url()).origin).toBe(site.url);
    expectNothingGained(await attackOutcome(page));
    // The public origin has no session cookie to send; the admin origin's is never sent by its pages.
    expect((await page.context().cookies(site.url)).map((cookie) => cookie.name)).not.toContain('site_session');
    expect(await page.evaluate(async () => (await fetch('/api/auth/session')).json())).toBeNull();
    expect(await people(page)).not.toContain(INTRUDER);
  });

  test('opened by an ADMIN as a dev override: the same, from a server on the opener’s machine, without digests', async ({ page }) => {
    const devServer = await startStaticOrigin(hostileBuild);
    try {
      await signIn(page, site.url, PEOPLE.admin, '/admin/users');
      const minted = await site.remotes('preview', 'legal', `${devServer.origin}/mf-manifest.json`, '--ttl', '1h');
      expect(minted.code, minted.stderr).toBe(0);
      const link = /https?:\/\/\S+\/preview\/\S+/.exec(minted.stdout)?.[0] ?? '';
      await withStoredConsent(page);
      // Opened where the ADMIN works: the admin origin sends it to the public one.
      await page.goto(link.replace(site.url, site.adminUrl));
      await page.goto(`${site.url}/legal/privacy-policy`);
      await expect(page.getByTestId('dev-override')).toBeVisible();
      expectNothingGained(await attackOutcome(page));
      expect(await people(page)).not.toContain(INTRUDER);
    } finally {
      await devServer.stop();
    }
  });

  test('live for everyone and visited by a signed-in ADMIN: the same, and the admin workspace never loads it', async ({ page }) => {
    const promoted = await site.remotes('promote', 'legal', version, '--reason', 'e2e: the hostile release goes live');
    expect(promoted.code, promoted.stderr).toBe(0);
    await signIn(page, site.url, PEOPLE.admin, '/admin/users');
    const legalOnAdmin: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(site.adminUrl) && request.url().includes('/remotes/legal/')) legalOnAdmin.push(request.url());
    });
    await withStoredConsent(page);
    await page.goto(`${site.url}/legal/privacy-policy`);
    expectNothingGained(await attackOutcome(page));
    // Back in the workspace, and through it to a legal page: the legal section is a page load to the public origin.
    await page.goto(`${site.adminUrl}/admin/users`);
    await expect(page.getByTestId('signed-in-as')).toContainText(PEOPLE.admin);
    expect(await page.evaluate(() => 'hostileSection' in window)).toBe(false);
    expect(legalOnAdmin).toEqual([]);
    expect(await people(page)).not.toContain(INTRUDER);
  });
});
