import { expect, type Page } from '@playwright/test';

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
