import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { withStoredConsent } from '../support/header.ts';
import { Parser } from 'htmlparser2';

/**
 * A crawler's view of the site: starting from the home page, follow every internal link of every
 * page it reaches and check that each one answers: 200 for a page, or a 301 to somewhere that
 * does. Nothing broken, nothing orphaned behind a dead link.
 *
 * The pages are read as crawlers get them, prerendered: the HTML the site answers is the page as
 * Chromium rendered it (each one is checked to be that), and prerender.spec.ts shows the app takes
 * it over with the same nodes, so its links are the app's links: no browser is needed to follow
 * them. The few pages not prerendered (kept out of search engines) are rendered in the browser.
 */

/** The JSON API is not a page; its documentation and the server-rendered sitemap are, but render no app. */
/** A page of the app, not a file it links to (the HTML sitemap, feeds, a recording to download). */
const isAppPage = (pathname: string) => !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/.test(pathname);

interface ReadPage {
  links: string[];
  headings: number;
  prerenderedPath: string | undefined;
}

/** The internal links of a page's HTML, its level-one headings, and the path it was prerendered as. */
function readPage(html: string, origin: string): ReadPage {
  const read: ReadPage = { links: [], headings: 0, prerenderedPath: undefined };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'h1') read.headings += 1;
      if (name === 'div' && attributes.id === 'root') read.prerenderedPath = attributes['data-prerendered-path'];
      if (name !== 'a' || attributes.href === undefined) return;
      const url = new URL(attributes.href, origin);
      if (url.origin === origin) read.links.push(url.pathname);
    },
  });
  parser.end(html);
  return read;
}

/** The internal links of a page the app renders in the browser (one not prerendered). */
async function renderedLinks(page: Page, pathname: string, origin: string): Promise<string[]> {
  await page.goto(pathname);
  await expect(page.getByRole('heading', { level: 1 }), pathname).toHaveCount(1);
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    return url.origin === origin ? [url.pathname] : [];
  });
}

/** Follows redirects one hop at a time and returns the final status and where it led. */
async function resolve(request: APIRequestContext, pathname: string): Promise<{ status: number; finalPath: string; hops: number }> {
  let current = pathname;
  for (let hops = 0; hops < 5; hops++) {
    const response = await request.get(current, { maxRedirects: 0 });
    if (response.status() !== 301) return { status: response.status(), finalPath: current, hops };
    const location = new URL(response.headers().location ?? '', 'http://site');
    // Another site (the support centre, the platform login): not ours to crawl.
    if (location.host !== 'site') return { status: 301, finalPath: location.href, hops: hops + 1 };
    current = location.pathname + location.search;
  }
  return { status: 310, finalPath: current, hops: 5 };
}

test('a crawl from / reaches every linked page, and every internal link answers', async ({ page: browserPage, request, baseURL }) => {
  // Every page and every link on them: under a minute on a quiet 2-core machine, past it on a busy one.
  test.setTimeout(150_000);
  const origin = new URL(baseURL ?? '').origin;
  const checked = new Map<string, { status: number; finalPath: string; hops: number }>();
  const linkedFrom = new Map<string, string>();
  const queue = ['/'];
  const visited = new Set<string>();
  const renderedInBrowser: string[] = [];
  await withStoredConsent(browserPage);

  while (queue.length > 0) {
    const pathname = queue.shift() ?? '/';
    if (visited.has(pathname)) continue;
    visited.add(pathname);
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    const page = readPage(await response.text(), origin);
    let links = page.links;
    if (page.prerenderedPath === pathname) {
      expect(page.headings, `${pathname}: one level-one heading`).toBe(1);
    } else {
      renderedInBrowser.push(pathname);
      links = await renderedLinks(browserPage, pathname, origin);
    }
    for (const link of links) {
      if (!linkedFrom.has(link)) linkedFrom.set(link, pathname);
      if (!checked.has(link)) checked.set(link, await resolve(request, link));
      const { status, finalPath } = checked.get(link) ?? { status: 0, finalPath: link };
      if (status === 200 && isAppPage(finalPath) && !visited.has(finalPath)) queue.push(finalPath);
    }
  }

  // Almost every page is read as served: prerendering covers the site, not a few of its pages.
  expect(renderedInBrowser.length, renderedInBrowser.join(', ')).toBeLessThan(visited.size / 10);
  const broken = [...checked].filter(([, result]) => result.status !== 200 && !(result.status === 301 && /^https?:/.test(result.finalPath)));
  expect(broken.map(([link, result]) => `${link} → ${result.status} (linked from ${linkedFrom.get(link)})`)).toEqual([]);
  // The crawl reaches the whole site, not just the home page: every section and its records.
  expect(visited.size).toBeGreaterThan(120);
  for (const section of ['/solutions/agent-assisted', '/industries/banking', '/partners', '/resources/blog', '/legal/privacy-policy']) {
    expect(visited.has(section), section).toBe(true);
  }
  expect([...visited].some((visitedPath) => visitedPath.startsWith('/resources/blog/'))).toBe(true);
});
