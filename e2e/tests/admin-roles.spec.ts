import { expect, test } from '@playwright/test';
import { PERMISSIONS, rolesWith } from '@site/contracts/access';
import { expectAccessibleOnPhoneAndDesktop, PEOPLE, seriousViolations, signIn } from '../support/admin.ts';
import { withStoredConsent } from '../support/header.ts';
import { resizeTo } from '../support/resize.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * Roles and removing access in Chromium, signed in through the site's real local OpenID provider,
 * on a server of its own: the provider allows ten sign-in attempts a minute from one address, and
 * the sign-in journeys use most of them.
 */
test.describe('roles and access', { tag: '@admin' }, () => {
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

  test('the roles page shows what each role may do, as the server enforces it, and who holds it; an ADMIN removes access in one confirmation and that person is signed out and cannot sign in', async ({
    page,
    browser,
  }) => {
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await withStoredConsent(editor);
    await signIn(editor, site.adminUrl, PEOPLE.editor, '/admin/content');

    await signIn(page, site.adminUrl, PEOPLE.admin, '/admin/users');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    // Every permission, each role's answer read from the same table the server checks.
    for (const permission of PERMISSIONS) {
      const holders = page.getByRole('list', { name: `Roles that hold ${permission}` }).getByRole('listitem');
      await expect(holders, permission).toHaveText(rolesWith(permission).map((role) => new RegExp(`^${role}`)));
    }
    await expect(page.getByTestId('role-EDITOR').getByRole('listitem')).toContainText([PEOPLE.editor]);
    await expectAccessibleOnPhoneAndDesktop(page, 'roles');

    await page.getByRole('link', { name: 'Users', exact: true }).last().click();
    await expect(page.getByRole('button', { name: `Remove the access of ${PEOPLE.admin}` })).toHaveCount(0);
    await page.getByRole('button', { name: `Remove the access of ${PEOPLE.editor}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove the access of ${PEOPLE.editor}?` });
    await expect(dialog).toContainText('their open session ends now');
    await dialog.getByRole('button', { name: 'Remove access' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId(`user-${PEOPLE.editor}`)).toHaveCount(0);

    // Their open tab is signed out at its next request, and signing in again is refused.
    await editor.reload();
    await expect(editor).toHaveURL(/\/admin\/login\?returnTo=/);
    // Still signed in at the provider (as with a company account), so the site's refusal comes at once.
    await editor.getByRole('link', { name: /^Sign in with / }).click();
    await expect(editor.getByRole('alert')).toContainText('Your account has no access');
    await editorContext.close();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Action').selectOption('user.remove');
    await expect(page.getByTestId('audit-entry').first()).toContainText(PEOPLE.editor);
  });

  test('on a phone the first screen holds the page: the areas fold behind a menu button naming the page, opened and chosen by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, site.adminUrl, PEOPLE.admin, '/admin/roles');
    const heading = page.getByRole('heading', { level: 1, name: 'Roles' });
    await expect(heading).toBeVisible();
    // The heading and the start of the page's own content sit in the first screen.
    expect((await heading.boundingBox())?.y).toBeLessThan(400);
    const nav = page.getByRole('navigation', { name: 'Administration' });
    await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
    const menu = nav.getByRole('button', { name: 'Menu: Roles' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page), 'the menu open at 390').toEqual([]);
    await nav.getByRole('link', { name: 'Audit log' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Menu: Audit log' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
    // A table wider than the phone scrolls inside its frame, and says so; an e-mail address is not broken a letter per line.
    await expect(page.getByTestId('audit-entry').first()).toBeVisible();
    await expect(page.getByTestId('scroll-hint')).toHaveText(/Scroll sideways for more columns/);
    await expect(page.getByRole('region', { name: 'Audit entries' })).toHaveAccessibleDescription(/Scroll sideways/);
    const who = page.getByTestId('audit-entry').first().getByRole('rowheader');
    expect((await who.boundingBox())?.width).toBeGreaterThan(150);

    // From a tablet up, the areas are a row of links and there is no menu button.
    await resizeTo(page, 1024);
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(nav.getByRole('button')).toBeHidden();
    await resizeTo(page, 1440);
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByTestId(`user-${PEOPLE.admin}`)).toBeVisible();
    await expect(page.getByTestId('scroll-hint')).toHaveCount(0);
  });
});
