import type { Page } from '@playwright/test';

/**
 * Serves the documents matching `url` without the first view's data that prerendered pages carry,
 * as before their first prerender: the page then fetches its data, and a journey can make that fail.
 */
export async function withoutCarriedData(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="prerender-data">[\s\S]*?<\/script>/, '');
    return route.fulfill({ response, body });
  });
}

/**
 * Holds the app's code (every script file: the landing script, inline in the page, only holds
 * what is done to the page and imports the app when it is wanted) until the returned function is
 * called: the page stays the server's markup.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Until the landing script has run on a prerendered page (it runs after the first paint): what only
 * it does before the app (the `/` shortcut, holding clicks) is bound from then on.
 */
export async function landed(page: Page): Promise<void> {
  await page.waitForFunction(() => '__siteLanding' in window);
}
