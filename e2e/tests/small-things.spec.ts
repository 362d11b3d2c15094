import { expect, test } from '@playwright/test';
import { withStoredConsent } from '../support/header.ts';
import { searchInput, searchOptions } from '../support/search.ts';
import { appTakenOver, settleAfterNavigation } from '../support/settle.ts';

/** What visitors' browsers, feed readers and printers expect of a site, checked on the built site. */

test.beforeEach(({ page }) => withStoredConsent(page));

test('every page names its icons, web app manifest and blog feed in its head, and each answers', async ({ page, request }) => {
  await page.goto('/solutions/agent-assisted');
  const head = {
    icon: await page.locator('head link[rel="icon"]').getAttribute('href'),
    appleTouchIcon: await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href'),
    manifest: await page.locator('head link[rel="manifest"]').getAttribute('href'),
    feed: await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href'),
  };
  for (const href of [...Object.values(head), '/favicon.ico', '/.well-known/security.txt']) {
    expect(href, JSON.stringify(head)).toBeTruthy();
    expect((await request.get(href ?? '')).status(), href ?? '').toBe(200);
  }
});

test('a printed policy shows the content alone, with where each link goes', { tag: '@legal' }, async ({ page }) => {
  await page.goto('/legal/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  // Measured on the app's own markup: an element the takeover replaces has no computed style.
  await appTakenOver(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner').first()).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  const link = page.locator('main article a[href]').first();
  const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
  expect(after).toContain(await link.getAttribute('href'));

  await page.goto('/solutions/agent-assisted');
  await page.emulateMedia({ media: 'print' });
  const solutionLink = page.locator('main article a[href]').first();
  expect(await solutionLink.evaluate((element) => getComputedStyle(element, '::after').content)).not.toContain(await solutionLink.getAttribute('href'));
});

test('the not-found page helps: its search box opens site search with the words typed, and popular pages are a click away', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const popular = page.getByRole('navigation', { name: 'Popular pages' });
  await expect(popular.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await appTakenOver(page);
  await settleAfterNavigation(page);

  await page.getByLabel('What were you looking for?').fill('pay by bank');
  await page.getByRole('search', { name: 'Search the site' }).getByRole('button', { name: 'Search' }).click();
  await expect(searchInput(page)).toHaveValue('pay by bank');
  await expect(searchOptions(page).first()).toBeVisible();
});
