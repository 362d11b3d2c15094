import { lazy, Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { useLocation } from '@site/ui/router';
import type { RouteEntry } from '@site/contracts/route-entry';
import type { PageModule, PageProps } from '@site/contracts/remote-module';
import { LoadingPage } from '../layout/loading-page.tsx';
import { isLoadError } from '../update/load-error.ts';
import { reportLoadFailure } from '../update/report-load-failure.ts';

/** Titles of the site's pages by path, for breadcrumbs; none when not given. */
export type TitleOf = (path: string) => string | undefined;

/** A route's element, and how to load its page ahead of the first render. */
export interface PageElement {
  element: ReactElement;
  /**
   * Loads the page so the element renders it at once, with no loading state; never rejects. A
   * navigation waits for it before it commits (the route's loader), as the take-over and a hovered
   * link's prefetch do.
   */
  preload: () => Promise<void>;
}

/**
 * A route's element: its page, loaded on first visit with 'Loading page...' meanwhile. A page
 * that fails to load starts the update flow, then reaches the page's error boundary. Once
 * loaded (or preloaded, as the shell does before taking over a prerendered page and a navigation
 * does before it commits), the page renders in the same commit as its route, so the prerendered
 * markup is replaced by identical markup, and the page left by the next one, with no loading state.
 */
export function createPageElement(entry: RouteEntry, loadPage: () => Promise<PageModule>, titleOf: TitleOf = () => undefined): PageElement {
  let loaded: ComponentType<PageProps> | undefined;
  let loading: Promise<ComponentType<PageProps>> | undefined;
  /** The last load's failure, until another load starts. */
  let failure: { error: unknown } | undefined;
  const load = () => {
    if (!loading) {
      failure = undefined;
      loading = loadPage().then(
        ({ default: Component }) => (loaded = Component),
        (error: unknown) => {
          loading = undefined;
          failure = { error };
          throw error;
        },
      );
    }
    return loading;
  };
  const LazyPage = lazy(async (): Promise<{ default: ComponentType }> => {
    try {
      // The navigation waited for a load that failed (a section that hung until its time limit):
      // the visitor hears of it now, not after a second attempt as long.
      if (failure) throw failure.error;
      const Component = await load();
      return { default: () => <Component entry={entry} /> };
    } catch (error) {
      if (isLoadError(error)) reportLoadFailure(error);
      throw error;
    }
  });
  function Page() {
    const Component = loaded;
    return Component ? <Component entry={entry} /> : <LazyPage />;
  }
  return {
    element: (
      <Suspense fallback={<LoadingPage />}>
        <DocumentHead entry={entry} titleOf={titleOf} />
        <Page />
      </Suspense>
    ),
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/**
 * The path whose head tags the site server wrote into this document (marked data-page-head), if
 * any. While that page is shown they are right as they are, so the head code is only needed, and
 * only loaded, once the visitor navigates elsewhere (or at once when the server wrote none).
 */
let serverHeadPath: string | null = typeof document !== 'undefined' && document.querySelector('[data-page-head]') !== null ? window.location.pathname : null;

function DocumentHead({ entry, titleOf }: { entry: RouteEntry; titleOf: TitleOf }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === serverHeadPath) return;
    serverHeadPath = null;
    let current = true;
    void import('@site/ui/page-head').then(({ showRoute }) => {
      if (current) showRoute(entry, pathname, titleOf);
    });
    return () => {
      current = false;
    };
  }, [entry, pathname, titleOf]);
  return null;
}
