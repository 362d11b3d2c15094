import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { layoutSettled, resizeTo } from './resize.ts';

/** The local identity provider's seeded people (services/identity) and their password (IDP_SEED_PASSWORD's default). */
export const PEOPLE = {
  admin: 'admin@keyline.example',
  editor: 'editor@keyline.example',
  legalTeam: 'legal-team@keyline.example',
  viewer: 'viewer@keyline.example',
} as const;
export const SEED_PASSWORD = 'keyline-local-only';

/**
 * Signs in as a person would: open an admin page, be sent to sign-in, choose the provider, type
 * the e-mail address and password on the provider's own page, and come back.
 */
export async function signIn(page: Page, siteUrl: string, email: string, path = '/admin/control-panel'): Promise<void> {
  await page.goto(`${siteUrl}${path}`);
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=/);
  await page.getByRole('link', { name: /^Sign in with / }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
}

/**
 * Waits until every part of an admin page has loaded once (its body stops being aria-busy): a
 * check of the whole page while a list still loads measures a layout that is about to move.
 */
export async function adminPageLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('admin-page-body')).toHaveAttribute('aria-busy', 'false');
}

/** WCAG 2.2 AA violations of serious or critical impact, each with the elements it names. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await layoutSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The admin page open in `page` has no serious accessibility violation and no sideways page scroll
 * at a phone's and a desktop's width, in the light and the dark scheme; it is left light.
 */
export async function expectAccessibleOnPhoneAndDesktop(page: Page, what: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1440]) {
      await resizeTo(page, width);
      await adminPageLoaded(page);
      expect(await seriousViolations(page), `${what} at ${width}, ${scheme}`).toEqual([]);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
          message: `horizontal page scroll of ${what} at ${width}, ${scheme}`,
        })
        .toBeLessThanOrEqual(0);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
