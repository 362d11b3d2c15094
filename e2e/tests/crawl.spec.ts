import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { withStoredConsent } from '../support/header.ts';

/**
 * A crawler's view of the site: starting from the home page, follow every internal link of every
 * page it reaches (rendered in the browser, as a search engine renders them) and check that each
 * one answers: 200 for a page, or a 301 to somewhere that does. Nothing broken, nothing orphaned
 * behind a dead link.
 */
test.setTimeout(180_000);

const isInternal = (url: URL, origin: string) => url.origin === origin;
/** The JSON API is not a page; its documentation and the server-rendered sitemap are, but render no app. */
/** A page of the app, not a file it links to (the HTML sitemap, feeds, a recording to download). */
const isAppPage = (pathname: string) => !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/.test(pathname);

async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    return isInternal(url, origin) ? [url.pathname] : [];
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

/** Pages rendered at once: each mostly waits on the network and the app, so a few tabs share the cores well. */
const TABS = 3;

test('a crawl from / reaches every linked page, and every internal link answers', async ({ context, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const checked = new Map<string, Promise<{ status: number; finalPath: string; hops: number }>>();
  const linkedFrom = new Map<string, string>();
  const queue = ['/'];
  const visited = new Set<string>();
  let busy = 0;

  const crawlWith = async (page: Page): Promise<void> => {
    await withStoredConsent(page);
    for (;;) {
      const pathname = queue.shift();
      if (pathname === undefined) {
        // Another tab may still add links: wait for the pages under way before stopping.
        if (busy === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      if (visited.has(pathname)) continue;
      visited.add(pathname);
      busy += 1;
      try {
        await page.goto(pathname);
        await expect(page.getByRole('heading', { level: 1 }), pathname).toBeVisible();
        for (const link of await linksOn(page, origin)) {
          if (!linkedFrom.has(link)) linkedFrom.set(link, pathname);
          if (!checked.has(link)) checked.set(link, resolve(request, link));
          const { status, finalPath } = await (checked.get(link) ?? Promise.resolve({ status: 0, finalPath: link }));
          if (status === 200 && isAppPage(finalPath) && !visited.has(finalPath) && !queue.includes(finalPath)) queue.push(finalPath);
        }
      } finally {
        busy -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: TABS }, async () => crawlWith(await context.newPage())));

  const results = await Promise.all([...checked].map(async ([link, result]) => [link, await result] as const));
  const broken = results.filter(([, result]) => result.status !== 200 && !(result.status === 301 && /^https?:/.test(result.finalPath)));
  expect(broken.map(([link, result]) => `${link} → ${result.status} (linked from ${linkedFrom.get(link)})`)).toEqual([]);
  // The crawl reaches the whole site, not just the home page: every section and its records.
  expect(visited.size).toBeGreaterThan(120);
  for (const section of ['/solutions/agent-assisted', '/industries/banking', '/partners', '/resources/blog', '/legal/privacy-policy']) {
    expect(visited.has(section), section).toBe(true);
  }
  expect([...visited].some((visitedPath) => visitedPath.startsWith('/resources/blog/'))).toBe(true);
});
