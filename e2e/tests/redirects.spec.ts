import { expect, test, type Page } from '@playwright/test';
import { isExternalUrl } from '@site/contracts/site-links';
import { allRedirects } from '../support/site-routes.ts';
import { appTakenOver } from '../support/settle.ts';

test('every redirect answers a direct load with HTTP 301 to its target', async ({ request }) => {
  expect(allRedirects.length).toBeGreaterThan(15);
  for (const { from, to } of allRedirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

/** A redirect whose target is not a page of the app: the browser leaves it (another site, the API docs, /go/*). */
const leavesTheApp = (to: string) => isExternalUrl(to) || to.startsWith('/api/') || to.startsWith('/go/');

/** Navigates inside the app, as a link or the back button does, without loading a document. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('in-app navigation to each redirect within the app lands on its target, one after another in one tab', async ({ page }) => {
  const within = allRedirects.filter(({ to }) => !leavesTheApp(to));
  expect(within.length).toBeGreaterThan(10);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Keyline');
  await appTakenOver(page);
  for (const { from, to } of within) {
    await navigateInApp(page, from);
    await expect(page, from).toHaveURL(new URL(to, page.url()).href);
    await expect(page.getByRole('heading', { level: 1 }), from).not.toHaveText('Page not found');
  }
});

for (const { from, to } of allRedirects.filter(({ to }) => leavesTheApp(to))) {
  test(`in-app navigation to ${from} leaves the app for ${to}`, async ({ page }) => {
    // Leaving the site is observed, not performed: external hosts are answered locally.
    await page.route(/^https:\/\/[^/]*keyline\.example\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>external</title><h1>external</h1>' }),
    );
    await page.route('**/api/docs', (route) => route.fulfill({ contentType: 'text/html', body: '<title>api docs</title><h1>api docs</h1>' }));
    // /go/support answers 302 to the address the settings hold now (site-settings.test.ts); a
    // redirect the browser follows cannot be answered locally, so the hop itself is observed.
    await page.route('**/go/*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>settings destination</title><h1>settings destination</h1>' }),
    );
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Keyline');
    await appTakenOver(page);
    await navigateInApp(page, from);
    await page.waitForURL(to.startsWith('/') ? new URL(to, page.url()).href : to);
  });
}
