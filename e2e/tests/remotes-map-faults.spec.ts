import { expect, test, type Page, type Route } from '@playwright/test';
import { LIVE_MAP_READ_TIMEOUT_MS } from '../../shell/src/federation/live-map.ts';
import { mainNav, withStoredConsent } from '../support/header.ts';
import { appTakenOver, layoutTakenOver } from '../support/settle.ts';

/** What `/remotes.json` does while it is broken. */
const FAULTS: Array<{ name: string; answer: (route: Route) => Promise<void> }> = [
  { name: 'fails', answer: (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }) },
  { name: 'is malformed', answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"sections":"not a list"' }) },
  {
    name: 'is slow',
    answer: async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LIVE_MAP_READ_TIMEOUT_MS * 3));
      await route.continue().catch(() => undefined);
    },
  },
];

const MENUS = ['Solutions', 'Industries', 'Partners', 'Resources'];

/** Breaks `/remotes.json` until the returned function mends it. */
async function breakTheMap(page: Page, answer: (route: Route) => Promise<void>): Promise<() => void> {
  let broken = true;
  await page.route('**/remotes.json', (route) => (broken ? answer(route) : route.continue()));
  return () => {
    broken = false;
  };
}

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
});

for (const fault of FAULTS) {
  test(`when /remotes.json ${fault.name}, a prerendered section page keeps its content, menus and footer, and is taken over once it answers`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const mend = await breakTheMap(page, fault.answer);
    await page.goto('/industries/banking', { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { level: 1 });
    const title = await heading.textContent();
    const footerLinks = await page.getByRole('contentinfo').getByRole('link').count();
    expect(footerLinks).toBeGreaterThan(30);
    await heading.evaluate((element) => element.setAttribute('data-served', ''));

    // Past the first read's time limit the app runs on the map the page was served with.
    await page.waitForTimeout(LIVE_MAP_READ_TIMEOUT_MS + 1500);
    await expect(heading).toHaveText(title ?? '');
    await expect(page.getByText('Page not found')).toHaveCount(0);
    for (const menu of MENUS) await expect(mainNav(page).getByRole('button', { name: menu, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(footerLinks);
    // The header is the app's: its menus open and list the sections' pages.
    await mainNav(page).getByRole('button', { name: 'Partners', exact: true }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Partners overview', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    mend();
    // The shell reads /remotes.json again with backoff; once it answers, the section's page is the app's own, the same nodes.
    await appTakenOver(page);
    await expect(page.locator('main h1[data-served]')).toHaveText(title ?? '');
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(footerLinks);
  });
}

test('entering another section while /remotes.json fails goes through the update flow, never to "Page not found"', async ({ page }) => {
  test.setTimeout(60_000);
  await breakTheMap(page, FAULTS[0]!.answer);
  await page.goto('/industries/banking');
  // The page waits for its section's map, the layout does not: the footer's link is then the app's to follow.
  await layoutTakenOver(page);
  await page.waitForTimeout(LIVE_MAP_READ_TIMEOUT_MS + 500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByTestId('update-detected').or(page.getByTestId('updating-application'))).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
  // The update flow reloads onto the page, which is served prerendered with its map: still readable.
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy', { timeout: 15_000 });
  await expect(page.getByText('Page not found')).toHaveCount(0);
  for (const menu of MENUS) await expect(mainNav(page).getByRole('button', { name: menu, exact: true })).toBeVisible();
});
