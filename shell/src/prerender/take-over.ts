import { prerenderHook } from '@site/contracts/prerender';
import type { createBrowserRouter } from '@site/ui/router';
import { isPageRouteHandle } from '../routing/build-routes.tsx';

type SiteRouter = ReturnType<typeof createBrowserRouter>;

/**
 * How long the shell keeps a prerendered page on screen while it loads the page's code before
 * rendering anyway (a section that hangs then reaches the update flow as it would without it).
 */
export const TAKE_OVER_WAIT_MS = 8000;

/**
 * Gets what the first render of a prerendered page needs: the page's code, so no loading state
 * replaces the page. (The data it showed goes into the query cache as `@site/ui/query-client`
 * loads, so it is not fetched again.) React's first commit then swaps the server's markup for
 * identical markup: no flash, no layout shift. A document without prerendered markup renders at
 * once, as before.
 */
export async function prepareTakeOver(router: SiteRouter, rootElement: HTMLElement): Promise<void> {
  if (!rootElement.firstElementChild) return;
  const ready = (async () => {
    await initialised(router);
    const preloads = router.state.matches.map(({ route }) => (isPageRouteHandle(route.handle) ? route.handle.preloadPage() : undefined));
    await Promise.all(preloads);
  })();
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, TAKE_OVER_WAIT_MS))]);
}

/** A path that matches only the catch-all asks `patchRoutesOnNavigation` first: its matches come after. */
function initialised(router: SiteRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Lets the prerenderer's browser move from page to page without reloading the app. */
export function exposeNavigationToPrerenderer(router: SiteRouter): void {
  const hook = prerenderHook();
  if (hook) hook.navigate = (path) => router.navigate(path);
}
