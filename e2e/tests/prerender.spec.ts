import { expect, test, type Page } from '@playwright/test';
import { isIndexable } from '@site/contracts/route-entry';
import { BLOG_POSTS } from '../../packages/db/src/seed/blog-posts.ts';
import { IDLE_TAKE_OVER_AFTER_MS } from '../../shell/src/prerender/app-wanted.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { searchButton, searchInput } from '../support/search.ts';
import { holdTheApp } from '../support/prerender.ts';
import { appTakenOver } from '../support/settle.ts';
import { allRoutes } from '../support/site-routes.ts';
import { ANALYTICS_VIEW_PATH } from '@site/contracts/analytics';

/**
 * Direct loads answer with the page already rendered (real content, for crawlers, link previews
 * and first paint), and the app takes over with no flash, no layout shift and no second fetch of
 * the data the first view shows. The site every journey shares waits (`/readyz`) until its pages
 * are prerendered.
 */

const BLOG_POST = `/resources/blog/${BLOG_POSTS[0]?.slug}`;
const LOADS_BEACON_PATH = '/api/registry/loads';
/** One page of each template: the ones Lighthouse scores, and the lists, the features and not-found. */
const TAKE_OVER_PAGES = [
  '/',
  '/solutions/agent-assisted',
  '/industries/banking',
  '/pricing',
  '/resources/blog',
  BLOG_POST,
  '/partners',
  '/legal/privacy-policy',
  '/features',
  '/no/such/page',
];

/** The markup in the document's `#root` (the built template is minified: `<div id=root>`). */
const rootOf = (html: string): string => html.slice(html.search(/<div id="?root"?[\s>]/), html.lastIndexOf('</body>'));

const textOf = (html: string, tag: string): string[] =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => (match[1] ?? '').replaceAll(/<[^>]+>/g, '').trim());

test('every indexable page is served with its content: exactly one h1, the page’s own title, in the HTML itself', async ({ request }) => {
  // Two hundred pages and more: a minute is too little one at a time beside the other journeys on two cores.
  test.setTimeout(180_000);
  const paths = [...allRoutes.filter(isIndexable).map((route) => route.path), BLOG_POST];
  const titles = new Map<string, string>();
  for (const pagePath of paths) {
    const html = await (await request.get(pagePath)).text();
    const root = rootOf(html);
    expect(textOf(root, 'h1'), pagePath).toHaveLength(1);
    expect(textOf(root, 'h1')[0], pagePath).not.toBe('');
    expect(root, pagePath).toContain('<footer');
    const [title] = textOf(html, 'title');
    expect(title, pagePath).toBeTruthy();
    expect(titles.get(title ?? ''), `${pagePath} has the title of ${titles.get(title ?? '')}`).toBeUndefined();
    titles.set(title ?? '', pagePath);
  }
  expect(titles.size).toBeGreaterThan(100);
});

test('the prerendered styles are the rules as written: a var() shorthand that a longhand overrides keeps every side', async ({ browser, baseURL }) => {
  // The calculator's result card has a border on every side and a thicker accent on top.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const html = await (await page.request.get(`${baseURL}/payment-processing-savings-calculator`)).text();
  const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
  expect(css).not.toMatch(/:\s*;/);
  await page.goto(`${baseURL}/payment-processing-savings-calculator`);
  const card = page.getByRole('region', { name: 'Your estimated annual saving' });
  const widths = await card.evaluate((element) =>
    ['Top', 'Right', 'Bottom', 'Left'].map((side) => getComputedStyle(element).getPropertyValue(`border-${side.toLowerCase()}-width`)),
  );
  expect(widths).toEqual(['4px', '1px', '1px', '1px']);
  await context.close();
});

test('without JavaScript a visitor still reads the page and follows its links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/solutions/agent-assisted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/agent-assisted/i);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

/**
 * Records, from the parsed document on (before any script runs), whether the page area ever lost
 * its heading or showed a loading state, and marks the served heading and header link, to tell
 * whether the app kept them.
 */
async function watchFirstView(page: Page): Promise<void> {
  await page.addInitScript({
    content: `
      window.__firstView = { served: null, states: [], shifts: 0 };
      const record = () => {
        const main = document.querySelector('main');
        const state = (main && main.querySelector('h1') ? 'page' : 'no-page') + (main && /Loading page/.test(main.textContent || '') ? '+loading' : '');
        if (window.__firstView.states.at(-1) !== state) window.__firstView.states.push(state);
      };
      // From the parsed document on: what the app does to it.
      document.addEventListener('DOMContentLoaded', () => {
        window.__firstView.served = document.getElementById('root').innerHTML;
        window.__firstView.heading = document.querySelector('main h1');
        window.__firstView.headerLink = document.querySelector('header a[href]');
        record();
        new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
      });
      window.__firstView.shifted = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__firstView.shifts += entry.value;
          // What moved, for the failure message: each source's element and its box before and after.
          for (const source of entry.sources || []) {
            const node = source.node;
            const name = node && node.nodeType === 1 ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ')[0] : '') : String(node && node.nodeName);
            window.__firstView.shifted.push(entry.value.toFixed(4) + ' ' + name + ' ' + JSON.stringify([source.previousRect.y, source.previousRect.height]) + '->' + JSON.stringify([source.currentRect.y, source.currentRect.height]) + ' at ' + Math.round(entry.startTime) + ' ms');
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    `,
  });
}

for (const pagePath of TAKE_OVER_PAGES) {
  test(`${pagePath}: the app hydrates the prerendered page: the same nodes and markup, no mismatch, no loading state, no layout shift, no second data fetch`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page, { allowDocument404: pagePath === '/no/such/page' });
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The section-load beacon and the page-view count report; they fetch no data.
      if (pathname.startsWith('/api/') && pathname !== LOADS_BEACON_PATH && pathname !== ANALYTICS_VIEW_PATH) apiRequests.push(request.url());
    });
    await watchFirstView(page);
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await appTakenOver(page);
    const view = (await page.evaluate(
      '({ served: window.__firstView.served, states: window.__firstView.states, shifts: window.__firstView.shifts, shifted: window.__firstView.shifted })',
    )) as {
      served: string;
      states: string[];
      shifts: number;
      shifted: string[];
    };
    const live = await page.evaluate(() => document.getElementById('root')?.innerHTML ?? '');
    const kept = await page.evaluate(
      "({ heading: window.__firstView.heading === document.querySelector('main h1'), headerLink: window.__firstView.headerLink === document.querySelector('header a[href]') })",
    );
    expect(view.served.length).toBeGreaterThan(10_000);
    expect(view.states).toEqual(['page']);
    expect(view.shifts, view.shifted.join('\n')).toBeLessThanOrEqual(0.01);
    expect(kept).toEqual({ heading: true, headerLink: true });
    expect(live).toBe(view.served);
    // The app runs: the header's search opens.
    await searchButton(page).click();
    await expect(searchInput(page)).toBeVisible();
    expect(apiRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the search page for a query is the prerendered search page: the app starts at once, takes it over without a mismatch and lists the results', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await watchFirstView(page);
  await page.goto('/search?q=pci', { waitUntil: 'load' });
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('pci');
  // Started by the address once the page was painted: not by any act (there was none), nor by the idle timer, which starts only once the page has loaded.
  const { appRequestedAt, loadedAt } = await page.evaluate(() => ({
    appRequestedAt:
      performance.getEntriesByType('resource').find((entry) => /\/assets\/main\.[^/]+\.js$/.test(entry.name))?.startTime ?? Number.POSITIVE_INFINITY,
    loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  expect(appRequestedAt).toBeLessThan(loadedAt + IDLE_TAKE_OVER_AFTER_MS);
  const kept = await page.evaluate("window.__firstView.heading === document.querySelector('main h1')");
  expect(kept).toBe(true);
  expect(errors).toEqual([]);
});

test('a blog post that does not exist gets the not-found page, which the app replaces with its own rendering of the route, without a hydration mismatch', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/resources/blog/no-such-post', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  expect(await page.locator('#root').getAttribute('data-prerendered-path')).toBe('/404');
  await appTakenOver(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  // The document and the post's own request answer 404; nothing else is wrong.
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

test('a click on the prerendered page before the app runs is answered once it does', async ({ page }) => {
  const startApp = await holdTheApp(page);
  await page.goto('/partners', { waitUntil: 'domcontentloaded' });
  await searchButton(page).click();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  startApp();
  await expect(page.getByRole('combobox')).toBeFocused();
});

test('a figure typed into the prerendered page before the app runs is kept in its field, and the app acts on it', async ({ page }) => {
  const startApp = await holdTheApp(page);
  await page.goto('/payment-processing-savings-calculator', { waitUntil: 'domcontentloaded' });
  const rate = page.getByLabel('Current blended processing rate (%)');
  await rate.fill('12');
  const served = await rate.elementHandle();
  startApp();
  await appTakenOver(page);
  expect(await served?.evaluate((element) => element.isConnected && element === document.activeElement)).toBe(true);
  await expect(rate).toHaveValue('12');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('estimated-saving')).toHaveText('Correct the fields marked with an error to see your estimate.');
});

test('focus a keyboard user gave the prerendered page stays where it was when the app takes over', async ({ page }) => {
  const startApp = await holdTheApp(page);
  await page.goto('/partners', { waitUntil: 'domcontentloaded' });
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await privacy.focus();
  const served = await privacy.elementHandle();
  startApp();
  await appTakenOver(page);
  // Hydration adopts the server's elements: the focused link is the app's own.
  expect(await served?.evaluate((element) => element.isConnected && element === document.activeElement)).toBe(true);
  await expect(privacy).toBeFocused();
});

test('the first view’s data is carried by the page, and a later visit to other data fetches as usual', async ({ page }) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/content/')) apiRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/resources/blog', { waitUntil: 'networkidle' });
  expect(await page.locator('#prerender-data').count()).toBe(1);
  await appTakenOver(page);
  expect(apiRequests).toEqual([]);
  // A post on the list's first page: the second newest.
  const [, other] = BLOG_POSTS.toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  await page
    .getByRole('link', { name: other?.title ?? '' })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other?.title ?? '');
  expect(apiRequests).toContain(`/api/content/blog/${other?.slug}`);
});

test('the home page’s sections below the first screen keep the server’s markup and load their code only once the visitor scrolls, without fetching their data again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const scripts: string[] = [];
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (pathname.startsWith('/api/content/')) apiRequests.push(pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await appTakenOver(page);
  const proof = page.getByRole('main').getByRole('region', { name: 'Results our customers measured' });
  // Shown from the server's markup: not yet the app's elements.
  await expect(proof.getByRole('article')).toHaveCount(3);
  const isAppElement = () => proof.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  expect(await isAppElement()).toBe(false);
  const firstLoadScripts = scripts.length;
  await page.mouse.wheel(0, 600);
  await expect.poll(isAppElement).toBe(true);
  expect(scripts.length).toBeGreaterThan(firstLoadScripts);
  await expect(proof.getByRole('article')).toHaveCount(3);
  expect(apiRequests).toEqual([]);
});

test('an unknown path answers 404 with the not-found page already rendered', async ({ request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(textOf(rootOf(html), 'h1')).toHaveLength(1);
});
