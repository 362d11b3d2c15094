import type { ReactElement } from 'react';
import { PRERENDERED_PATH_ATTRIBUTE, prerenderHook } from '@site/contracts/prerender';
import type { createBrowserRouter } from '@site/ui/router';
import { isPageRouteHandle } from '../routing/build-routes.tsx';

type SiteRouter = ReturnType<typeof createBrowserRouter>;

/**
 * How long the shell keeps a prerendered page on screen while it loads the page's code before
 * rendering anyway (a section that hangs then reaches the update flow as it would without it).
 */
export const TAKE_OVER_WAIT_MS = 8000;

/**
 * Gets what hydrating a prerendered page needs: the page's code, so the app's first render is
 * the markup the page holds and React adopts it whole, instead of keeping it on screen while a part
 * loads. (The data it showed goes into the query cache as `@site/ui/query-client` loads, so it is
 * not fetched again.) A document without prerendered markup renders as soon as the router has its
 * first location.
 */
export async function prepareTakeOver(
  router: SiteRouter,
  rootElement: HTMLElement,
  { sectionsLoadable = true }: { sectionsLoadable?: boolean } = {},
): Promise<void> {
  const ready = (async () => {
    // Page routes have loaders, so the router has its first location a few microtasks after it is made.
    await initialised(router);
    if (!rootElement.firstElementChild) return;
    const preloads = router.state.matches.map(({ route }) => {
      if (!isPageRouteHandle(route.handle)) return undefined;
      const preload = route.handle.preloadPage();
      // A section's page waiting for /remotes.json keeps its prerendered markup while the rest hydrates.
      return sectionsLoadable || route.handle.section === undefined ? preload : undefined;
    });
    await Promise.all(preloads);
  })();
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, TAKE_OVER_WAIT_MS))]);
}

/**
 * Whether the prerendered markup in `rootElement` is what the app renders at this address, so it
 * can be hydrated: markup of this very path, or the not-found page (rendered at `/404`) where the
 * app routes the address to that page too. The server also answers a route whose record does not
 * exist (an unknown blog post) with the not-found page, which the app, rendering the route's own
 * page, would not match: that markup is replaced instead.
 */
export function canHydrate(router: SiteRouter, rootElement: HTMLElement, pathname: string = window.location.pathname): boolean {
  const prerendered = rootElement.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  if (!rootElement.firstElementChild || !prerendered) return false;
  if (prerendered === pathname) return true;
  const page = router.state.matches.at(-1)?.route.handle;
  return isPageRouteHandle(page) && page.pagePath === prerendered;
}

/**
 * Resolves once the router has matched and loaded the first location. A path that matches only the
 * catch-all asks `patchRoutesOnNavigation` first: its matches come after.
 */
export function initialised(router: SiteRouter): Promise<void> {
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

/**
 * Lets the prerenderer's browser read the page as React renders it on a server: the markup a
 * visitor's browser hydrates must carry the ids `useId` gives in hydration and the markers of
 * Suspense boundaries, which the markup of a browser render lacks. Only that browser loads the
 * server renderer.
 */
export async function exposeServerMarkupToPrerenderer(app: () => ReactElement): Promise<void> {
  const hook = prerenderHook();
  if (!hook) return;
  const { renderToString } = await import('react-dom/server');
  hook.renderMarkup = () => renderToString(app());
}
