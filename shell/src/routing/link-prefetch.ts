import { matchRoutes, type createBrowserRouter } from '@site/ui/router';
import { isPageRouteHandle } from './build-routes.tsx';

type SiteRouter = ReturnType<typeof createBrowserRouter>;

/** What the prefetcher uses of the browser; the page's own by default. */
export interface PrefetchEnvironment {
  document: Document;
  origin: string;
  /** The visitor asked to save data, or the connection is too slow to spend on guesses. */
  saveData: boolean;
  /** Runs `task` when the main thread has nothing better to do. */
  whenIdle: (task: () => void) => void;
  /**
   * Observes elements entering the viewport; absent where a pointer can hover (a hover shows
   * intent there), so links in view are guessed at only on touch screens.
   */
  IntersectionObserver?: typeof IntersectionObserver | undefined;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function browserPrefetchEnvironment(): PrefetchEnvironment {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return {
    document,
    origin: window.location.origin,
    saveData: connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? ''),
    whenIdle: (task) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 2000 }) : setTimeout(task, 200)),
    IntersectionObserver: typeof IntersectionObserver === 'function' && !window.matchMedia('(hover: hover)').matches ? IntersectionObserver : undefined,
  };
}

/** Links in a page's content (not the header's and footer's, which every page has) prefetched for being in view, at most. */
const MAX_IN_VIEW = 6;

/** The first input that shows a visitor engaging with the page, after which links in view are prefetched. */
const ENGAGEMENT = ['pointermove', 'scroll', 'keydown', 'touchstart'] as const;

/**
 * Loads the code of the page a link leads to before it is followed, so the page can paint as soon
 * as it is clicked: the section's entry and the page module (no data), once per route. A pointer
 * on the link, a touch or focus shows intent and loads it at once. On a touch screen, where no
 * hover comes first, up to six links of the page's content load as they come into view, when the
 * browser is idle, once the visitor has engaged with the page (scrolled, touched, typed) or moved
 * on from the first page: a visitor who only reads the first screen, and a page's first load
 * (its bytes, its main thread), pay nothing for guesses. Nothing is prefetched for a visitor
 * saving data or on a slow connection. Returns a function that stops it.
 */
export function prefetchLinks(router: SiteRouter, environment: PrefetchEnvironment = browserPrefetchEnvironment()): () => void {
  if (environment.saveData) return () => undefined;
  const { document: doc, origin } = environment;
  const done = new Set<string>();

  const prefetch = (link: Element | null) => {
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const url = new URL(link.href, origin);
    if (url.origin !== origin || done.has(url.pathname)) return;
    done.add(url.pathname);
    const page = matchRoutes(router.routes, url.pathname)?.at(-1)?.route.handle;
    if (isPageRouteHandle(page)) void page.preloadPage();
  };
  const onIntent = (event: Event) => prefetch(event.target instanceof Element ? event.target.closest('a[href]') : null);
  const intents = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of intents) doc.addEventListener(type, onIntent, { capture: true, passive: true });

  const Observer = environment.IntersectionObserver;
  const observer = Observer
    ? new Observer((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          environment.whenIdle(() => prefetch(entry.target));
        }
      })
    : null;
  const observeLinks = () => {
    if (!observer) return;
    observer.disconnect();
    const fresh = [...doc.querySelectorAll<HTMLAnchorElement>('main a[href]')].filter((link) => !done.has(new URL(link.href, origin).pathname));
    for (const link of fresh.slice(0, MAX_IN_VIEW)) observer.observe(link);
  };
  let engaged = false;
  const engage = () => {
    if (engaged) return;
    engaged = true;
    for (const type of ENGAGEMENT) doc.defaultView?.removeEventListener(type, engage, true);
    environment.whenIdle(observeLinks);
  };
  for (const type of ENGAGEMENT) doc.defaultView?.addEventListener(type, engage, { capture: true, passive: true });
  // Each page the visitor moves on to has links of its own to watch, once it has rendered.
  let lastLocation = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastLocation) return;
    lastLocation = state.location.key;
    if (engaged) environment.whenIdle(observeLinks);
    else engage();
  });

  return () => {
    unsubscribe();
    observer?.disconnect();
    for (const type of intents) doc.removeEventListener(type, onIntent, true);
    for (const type of ENGAGEMENT) doc.defaultView?.removeEventListener(type, engage, true);
  };
}
