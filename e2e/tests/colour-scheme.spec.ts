import { expect, test, type Page } from '@playwright/test';
import { COLOUR_SCHEME_STORAGE_KEY } from '@site/contracts/colour-scheme';
import { darkPalette, lightPalette } from '../../packages/ui/src/theme.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { withStoredConsent } from '../support/header.ts';
import { appTakenOver } from '../support/settle.ts';

test.beforeEach(({ page }) => withStoredConsent(page));
test.use({ viewport: { width: 1280, height: 800 } });

const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

test('the site follows the system’s colour scheme until the visitor chooses one', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await pageBackground(page)).toBe(rgb(darkPalette.surface));
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

  await page.emulateMedia({ colorScheme: 'light' });
  expect(await pageBackground(page)).toBe(rgb(lightPalette.surface));
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
});

test('the toggle switches the scheme, is remembered, and the choice is drawn before the first paint of the next page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/pricing');
  // The prerendered toggle is drawn before the app takes it over; a click before then is lost.
  await appTakenOver(page);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await pageBackground(page)).toBe(rgb(darkPalette.surface));
  expect(await page.evaluate((key) => localStorage.getItem(key), COLOUR_SCHEME_STORAGE_KEY)).toBe('dark');

  // A new page load: the inline script sets the scheme while the HTML is parsed, before any app code runs.
  await page.route('**/assets/main.*.js', (route) => route.abort());
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await pageBackground(page)).toBe(rgb(darkPalette.surface));
  await page.unroute('**/assets/main.*.js');

  await page.goto('/about');
  await appTakenOver(page);
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await pageBackground(page)).toBe(rgb(lightPalette.surface));
  // The one inline script runs under the strict CSP: no violation was reported.
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
});
