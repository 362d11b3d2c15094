import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminPageLoaded, PEOPLE, SEED_PASSWORD, seriousViolations, signIn } from '../support/admin.ts';
import { withStoredConsent } from '../support/header.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';
import { startStaticOrigin } from '../support/static-origin.ts';
import { E2E_TMP } from '../support/paths.ts';
import { resizeTo } from '../support/resize.ts';

/**
 * Admin sign-in in Chromium, through the site's real local OpenID provider: nobody's session is
 * forged. The journeys sign in and out and change people and tokens, so they run in order on a
 * server of their own.
 */
test.describe('admin sign-in', { tag: '@admin' }, () => {
  test.describe.configure({ mode: 'serial' });

  let site: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSiteServer();
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page);
  });

  test('the sign-in page, the provider’s form and the users page are accessible and fit at 390 and 1440 px', async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.adminUrl}/admin/login`);
      await expect(page.getByRole('link', { name: /^Sign in with / })).toBeVisible();
      expect(await seriousViolations(page), `sign-in at ${width}`).toEqual([]);
    }
    await page.getByRole('link', { name: /^Sign in with / }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(await seriousViolations(page), 'provider form').toEqual([]);
    await page.getByLabel('E-mail address').fill(PEOPLE.admin);
    await page.getByLabel('Password').fill(SEED_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Control panel' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).click();
    for (const width of [390, 1440]) {
      await resizeTo(page, width);
      await expect(page.getByTestId(`user-${PEOPLE.admin}`)).toBeVisible();
      await adminPageLoaded(page);
      expect(await seriousViolations(page), `users at ${width}`).toEqual([]);
      // Polled: on a busy machine the page has been seen wider for a moment after the resize, then not.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
          message: `horizontal page scroll at ${width}`,
        })
        .toBeLessThanOrEqual(0);
    }
  });

  test('each seeded person signs in through the provider and lands on the page they asked for, with their role', async ({ browser }) => {
    const journeys = [
      { email: PEOPLE.admin, path: '/admin/users?from=e2e', heading: 'Users', role: 'ADMIN' },
      { email: PEOPLE.editor, path: '/admin/control-panel', heading: 'Control panel', role: 'EDITOR' },
      { email: PEOPLE.legalTeam, path: '/admin/control-panel', heading: 'Control panel', role: 'RELEASER' },
      { email: PEOPLE.viewer, path: '/admin/dashboard', heading: 'Dashboard', role: 'VIEWER' },
    ];
    for (const journey of journeys) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await withStoredConsent(page);
      await signIn(page, site.adminUrl, journey.email, journey.path);
      await expect(page).toHaveURL(`${site.adminUrl}${journey.path}`);
      await expect(page.getByRole('heading', { level: 1, name: journey.heading })).toBeVisible();
      await expect(page.getByTestId('signed-in-as').locator('..')).toContainText(journey.role);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      // The same browser on the public site is nobody: no session cookie is kept for that origin, and none is sent.
      await page.goto(`${site.url}/`);
      expect((await context.cookies(site.url)).map((cookie) => cookie.name).filter((name) => name.includes('site_session'))).toEqual([]);
      expect(await page.evaluate(async () => (await fetch('/api/auth/session')).json())).toBeNull();
      await context.close();
    }
  });

  test('a role without the right sees "You don\'t have access", on a direct load (403) and after navigation', async ({ page }) => {
    await signIn(page, site.adminUrl, PEOPLE.editor);
    const direct = await page.goto(`${site.adminUrl}/admin/users`);
    expect(direct?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: "You don't have access" })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the control panel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Control panel' })).toBeVisible();
    // The control panel offers an editor nothing it would be refused.
    await expect(page.getByRole('navigation', { name: 'Administration' }).getByRole('link')).toHaveText([
      'Control panel',
      'Content',
      'Media library',
      'Search engines',
      'Leads',
    ]);
    const api = await page.request.get(`${site.adminUrl}/api/admin/users`);
    expect(api.status()).toBe(403);
  });

  test('signing out ends the session here and at the provider', async ({ page }) => {
    await signIn(page, site.adminUrl, PEOPLE.viewer, '/admin/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    expect(await (await page.request.get(`${site.adminUrl}/api/auth/session`)).json()).toBeNull();
    // The provider forgot the sign-in too: it asks for the password again.
    await page.goto(`${site.adminUrl}/admin/dashboard`);
    await page.getByRole('link', { name: /^Sign in with / }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('a wrong password is refused at the provider; cancelling there shows why on the sign-in page', async ({ page }) => {
    await page.goto(`${site.adminUrl}/admin/login`);
    await page.getByRole('link', { name: /^Sign in with / }).click();
    await page.getByLabel('E-mail address').fill(PEOPLE.admin);
    await page.getByLabel('Password').fill(`${SEED_PASSWORD}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That e-mail address and password do not match.');
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?error=cancelled$/);
    await expect(page.getByTestId('sign-in-error')).toHaveText('Sign-in was cancelled at the identity provider.');
    expect(await (await page.request.get(`${site.adminUrl}/api/auth/session`)).json()).toBeNull();
  });

  test('a page on another origin of the same site cannot use the admin’s session to change anything', async ({ page }) => {
    await signIn(page, site.adminUrl, PEOPLE.admin, '/admin/users');
    await mkdir(E2E_TMP, { recursive: true });
    const folder = await mkdtemp(path.join(E2E_TMP, 'other-origin-'));
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>Another origin</title><p>Another origin on this host</p>');
    const other = await startStaticOrigin(folder);
    try {
      await page.goto(`${other.origin}/index.html`);
      // Another origin of this machine: whether or not the cookie goes along, the Origin check stops it.
      const outcome = await page.evaluate(async (target) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = `${target}/auth/logout`;
        document.body.append(form);
        // The request reaches the server with the cookie; the answer is kept from this page either way.
        return fetch(`${target}/api/admin/users`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ email: 'csrf@keyline.example', role: 'ADMIN' }),
        }).then(
          (response) => response.type,
          () => 'blocked',
        );
      }, site.adminUrl);
      expect(['opaque', 'blocked']).toContain(outcome);
      await Promise.all([page.waitForURL(`${site.adminUrl}/auth/logout`), page.evaluate(() => document.querySelector('form')?.submit())]);
      await expect(page.locator('body')).toContainText('Sign-out must come from this site.');
    } finally {
      await other.stop();
      await rm(folder, { recursive: true, force: true });
    }
    await page.goto(`${site.adminUrl}/admin/users`);
    await expect(page.getByTestId('signed-in-as')).toContainText(PEOPLE.admin);
    await expect(page.getByTestId(`user-${PEOPLE.admin}`)).toBeVisible();
    await expect(page.getByTestId('user-csrf@keyline.example')).toHaveCount(0);
  });

  test('an ADMIN changes a role, and a token created in the browser works until it is revoked there', async ({ page }) => {
    await signIn(page, site.adminUrl, PEOPLE.admin, '/admin/users');
    // A new person, given access by e-mail before their first sign-in.
    await page.getByLabel('E-mail address').fill('new-releaser@keyline.example');
    await page.locator('#grant-role').selectOption('RELEASER');
    await page.getByRole('group', { name: 'Sections they may release' }).getByLabel('partners').check();
    await page.getByRole('button', { name: 'Grant access' }).click();
    await expect(page.getByTestId('user-new-releaser@keyline.example')).toContainText('partners');

    // Only reading is ticked for a new token: publishing is chosen on purpose.
    const operations = page.getByRole('group', { name: 'Operations' });
    await expect(operations.getByLabel('read')).toBeChecked();
    await expect(operations.getByLabel('publish')).not.toBeChecked();
    await page.getByLabel('Name', { exact: true }).fill('legal-team CI');
    await page.getByRole('group', { name: 'Sections', exact: true }).getByLabel('legal').check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('new-token-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^kl_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    const history = () => fetch(`${site.adminUrl}/api/registry/history?section=legal`, { headers: { authorization: `Bearer ${secret}` } });
    expect((await history()).status).toBe(200);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Revoke legal-team CI' }).click();
    // The page's own dialog, as everywhere else in the admin (not the browser's confirm()).
    const dialog = page.getByRole('dialog', { name: 'Revoke “legal-team CI”?' });
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('token-legal-team CI')).toContainText('revoked');
    expect((await history()).status).toBe(401);

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Action').selectOption('token.revoke');
    await expect(page.getByTestId('audit-entry').first()).toContainText(PEOPLE.admin);
  });
});
