import { expect, test, type Browser, type Page } from '@playwright/test';
import { BLOG_POSTS } from '../../packages/db/src/seed/blog-posts.ts';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY } from '../../shell/src/consent/consent-record.ts';
import { withStoredConsent } from '../support/header.ts';
import { holdTheApp, landed } from '../support/prerender.ts';
import { appTakenOver } from '../support/settle.ts';

/**
 * A prerendered page works as it is (docs/architecture.md, "What a visitor's browser runs"): the
 * header's menus, the search, the links and the footer, with no script at all, and before the
 * app has been wanted.
 */
const TEMPLATES = ['/', '/solutions/agent-assisted', '/partners', `/resources/blog/${BLOG_POSTS[0]?.slug}`, '/legal/privacy-policy'];

async function pageWithoutScript(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

for (const path of TEMPLATES) {
  test(`${path} without JavaScript: the menus open and close, their links, the search, the skip link and the footer work`, async ({ browser, baseURL }) => {
    const page = await pageWithoutScript(browser, baseURL);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The skip link is the keyboard's first stop, and takes it to the page's content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$|#main$|#content$/);

    // A menu opens on its button, one at a time, and closes with Escape, focus back on its button.
    const solutions = mainNav(page).getByRole('button', { name: 'Solutions', exact: true });
    await solutions.click();
    await expect(mainNav(page).getByRole('link', { name: 'Solutions overview' })).toBeVisible();
    await mainNav(page).getByRole('button', { name: 'Partners', exact: true }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Solutions overview' })).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Partners overview' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mainNav(page).getByRole('link', { name: 'Partners overview' })).toBeHidden();

    // The footer is all there.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

    // The search leads to the search page, whose form sends the query in the address.
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('searchbox', { name: 'Search for' }).fill('dtmf');
    await page.getByRole('searchbox', { name: 'Search for' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dtmf$/);
    // The box still shows what was searched for, to refine it.
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('dtmf');
    // The server lists the results for a browser that runs no script, in place of the app's summary.
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByText(/^\d+ results? for “dtmf”$/)).toBeVisible();
    await expect(page.getByText('Type what you are looking for and press Search.')).toBeHidden();
    await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/search/);

    // A menu's link loads its page.
    await page.goBack();
    await page.goBack();
    await mainNav(page).getByRole('button', { name: 'Solutions', exact: true }).click();
    await mainNav(page).getByRole('link', { name: 'Solutions overview' }).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().close();
  });
}

test('at 390 px without JavaScript the mobile menu opens with every section shown, closes with Escape, and its links load their pages', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/partners');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const panel = mainNav(page);
  await expect(panel.getByRole('link', { name: 'Solutions overview' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Resources overview' })).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await panel.getByRole('link', { name: 'Solutions overview' }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('the landed page loads no script file (its landing script is inline) until the visitor reaches for it, then the app takes over and the first click is answered once', async ({
  page,
}) => {
  await withStoredConsent(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/partners', { waitUntil: 'load' });
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);

  // The search opens at once, before the app has run: its form takes what is typed, and the
  // app's live panel takes its place with it. The click also sends for the app, which on a fast
  // run has taken over by the time focus is checked: either field has it then, never neither.
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search the site' }).or(page.getByRole('combobox', { name: 'Search the site' }))).toBeFocused();
  await page.keyboard.type('dtmf');
  const panelInput = page.getByRole('combobox', { name: 'Search the site' });
  await expect(panelInput).toBeFocused();
  expect(scripts.some((script) => script.startsWith('/assets/main.'))).toBe(true);
  await expect(panelInput).toHaveValue('dtmf');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
  await expect(page.locator('#site-search')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panelInput).toBeHidden();
});

test('before the app, the search opens at once and Enter loads the search page with the query', async ({ page }) => {
  await withStoredConsent(page);
  await page.goto('/partners', { waitUntil: 'load' });
  // Nothing of the app may run before Enter: its code is held back.
  await holdTheApp(page);
  await landed(page);
  await page.keyboard.press('/');
  const input = page.getByRole('searchbox', { name: 'Search the site' });
  await expect(input).toBeFocused();
  await input.fill('pci scope');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=pci\+scope$/);
});

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookies on Keyline' });

/** Notes, every frame from the parsed document on, whether the cookie banner was ever shown. */
async function watchBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { shown: false };
    (window as unknown as { bannerSeen: typeof seen }).bannerSeen = seen;
    const look = () => {
      const banner = document.querySelector('[data-testid="consent-banner"]');
      if (banner && getComputedStyle(banner).display !== 'none') seen.shown = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

test('a first visit shows the cookie banner before the app runs, and Accept All is answered at once; the app then applies the stored choice', async ({
  page,
}) => {
  const releaseTheApp = await holdTheApp(page);
  await page.goto('/partners', { waitUntil: 'load' });
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  // It keeps room below the page: the footer's last links can be scrolled out from under it.
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await privacy.evaluate((link) => link.scrollIntoView({ block: 'end' }));
  const [link, bar] = await Promise.all([privacy.boundingBox(), banner.boundingBox()]);
  // Within a pixel: the page scrolls by whole pixels.
  expect(link && bar && link.y + link.height <= bar.y + 1).toBe(true);
  // First in the tab order, as with the app.
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toBeFocused();

  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_STORAGE_KEY);
  expect(stored).toMatchObject({ functional: true, analytics: true, advertising: true, revision: CONSENT_REVISION });
  await expect(page.getByRole('status').filter({ hasText: 'Your cookie preferences have been saved.' })).toBeAttached();
  expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();

  releaseTheApp();
  await appTakenOver(page);
  await expect(banner).toHaveCount(0);
  // The app tells the tag manager the stored choice as it starts, as for any visitor who chose before.
  const updates = await page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent' && args[1] === 'update')
      .map((args) => args[2]),
  );
  expect(updates).toEqual([expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', functionality_storage: 'granted' })]);
});

test('a visitor who has chosen never sees the cookie banner, not even before the app runs', async ({ page }) => {
  await withStoredConsent(page);
  await watchBanner(page);
  const releaseTheApp = await holdTheApp(page);
  await page.goto('/partners', { waitUntil: 'load' });
  await page.waitForTimeout(300);
  await expect(cookieBanner(page)).toBeHidden();
  releaseTheApp();
  await appTakenOver(page);
  await expect(cookieBanner(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { bannerSeen: { shown: boolean } }).bannerSeen.shown)).toBe(false);
});

test('without JavaScript there is no cookie banner: nothing but strictly necessary storage is used', async ({ browser, baseURL }) => {
  const page = await pageWithoutScript(browser, baseURL);
  await page.goto('/partners');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cookieBanner(page)).toBeHidden();
  await page.context().close();
});

test('left alone, the page is taken over by the app once the browser has been idle', async ({ page }) => {
  await withStoredConsent(page);
  await page.goto('/partners', { waitUntil: 'load' });
  await page.waitForFunction(() => Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber')), undefined, {
    timeout: 15_000,
  });
});
