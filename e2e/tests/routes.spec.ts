import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { GLOBAL_ADMIN_URL, GLOBAL_SITE_URL } from '../support/global-site.ts';
import { followMenuLink, mainNav } from '../support/header.ts';
import { appTakenOver, settleAfterNavigation } from '../support/settle.ts';
import { allRoutes } from '../support/site-routes.ts';
import { sectionTag, SMOKE_TAG } from '../support/section-tags.ts';

// Item pages (`/resources/blog/:slug` ...) take their heading from the item: resources.spec.ts covers them.
// Pages that need a role send an anonymous visitor to sign in: admin-sign-in.spec.ts covers them.
const pages = allRoutes.filter((route) => route.path !== '/404' && !route.path.includes(':') && route.permissions.length === 0);

// Every page of docs/product.md §2, in batches so each batch shares one browser page; batched per
// owner and tagged with it, so `npm run test:section -- <section>` runs its own pages' batches.
const BATCH = 20;
const owners = [...new Set(pages.map((route) => sectionTag(route.path)))];
for (const owner of owners) {
  const owned = pages.filter((route) => sectionTag(route.path) === owner);
  for (let start = 0; start < owned.length; start += BATCH) {
    const batch = owned.slice(start, start + BATCH);
    test(`${owner.slice(1)} routes ${start + 1}-${start + batch.length} show their heading with no console error`, { tag: owner }, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      for (const route of batch) {
        const url = route.path;
        const response = await page.goto(url);
        expect(response?.status(), `${url} status`).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(route.title);
        await expect(page, url).toHaveTitle(new RegExp(route.title.replaceAll(/[()]/g, '.')));
      }
      expect(errors).toEqual([]);
    });
  }
}

test('in-app navigation between shell and section pages keeps header and footer', { tag: SMOKE_TAG }, async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await followMenuLink(page, 'Solutions');
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure payment solutions');
  await settleAfterNavigation(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await mainNav(page).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Keyline');
  expect(errors).toEqual([]);
});

test('the admin workspace lives on the admin origin: nothing of the admin remote loads on public pages, and nothing of a public section on admin pages', async ({
  page,
}) => {
  const adminRequests: string[] = [];
  const publicSectionRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/admin/')) adminRequests.push(request.url());
    if (/\/remotes\/(solutions|resources|partners|legal)\//.test(request.url()) && request.url().startsWith(GLOBAL_ADMIN_URL))
      publicSectionRequests.push(request.url());
  });
  for (const path of ['/', '/solutions/agent-assisted', '/resources', '/partners', '/legal/cookie-policy', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(adminRequests).toEqual([]);

  // An in-app navigation to an admin page is a page load, which the server sends to the admin origin.
  await page.goto('/about');
  await appTakenOver(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin/login');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(`${GLOBAL_ADMIN_URL}/admin/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin sign-in');
  expect(adminRequests.length).toBeGreaterThan(0);
  expect(adminRequests.every((url) => url.startsWith(GLOBAL_ADMIN_URL))).toBe(true);
  // The workspace's own frame: no marketing header, footer or cookie banner around it.
  await expect(page.getByRole('link', { name: 'Book a demo' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: /cookie/i })).toHaveCount(0);
  // And back: the public site is a page load to the public origin.
  await page.getByRole('link', { name: 'View the site' }).click();
  await expect(page).toHaveURL(`${GLOBAL_SITE_URL}/`);
  await expect(page.getByRole('link', { name: 'Book a demo' }).first()).toBeVisible();
  expect(publicSectionRequests).toEqual([]);
});

test('unknown paths and /404 show the not-found page with HTTP 404', async ({ page }) => {
  const errors = collectConsoleErrors(page, { allowDocument404: true });
  for (const path of ['/404', '/this-page-does-not-exist', '/solutions/not-a-solution', '/legal/nothing/here']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
  }
  // In-app navigation to an unknown path renders the same page (once the app has taken the home
  // page over: a navigation during hydration makes React draw the page afresh, reported as a mismatch).
  await page.goto('/');
  await appTakenOver(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/still-not-here');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect(errors).toEqual([]);
});
