import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from '@site/ui/router';
import type { RouteEntry } from '@site/contracts/route-entry';
import type { PageModule } from '@site/contracts/remote-module';
import { LoadingPage } from '../layout/loading-page.tsx';
import { isLoadError } from '../update/load-error.ts';
import { reportLoadFailure } from '../update/report-load-failure.ts';
import { applyPageHead } from '@site/ui/page-head';
import { routeHead } from './document-head.ts';

export { documentTitle } from '@site/contracts/page-head';

/** Titles of the site's pages by path, for breadcrumbs; none when not given. */
export type TitleOf = (path: string) => string | undefined;

/**
 * A route's element: its page, loaded on first visit with 'Loading page...' meanwhile. A page
 * that fails to load starts the update flow, then reaches the page's error boundary.
 */
export function createPageElement(entry: RouteEntry, loadPage: () => Promise<PageModule>, titleOf: TitleOf = () => undefined) {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => {
    try {
      const { default: Component } = await loadPage();
      return { default: () => <Component entry={entry} /> };
    } catch (error) {
      if (isLoadError(error)) reportLoadFailure(error);
      throw error;
    }
  });
  return (
    <Suspense fallback={<LoadingPage />}>
      <DocumentHead entry={entry} titleOf={titleOf} />
      <Page />
    </Suspense>
  );
}

function DocumentHead({ entry, titleOf }: { entry: RouteEntry; titleOf: TitleOf }) {
  const { pathname } = useLocation();
  useEffect(() => {
    applyPageHead(routeHead(entry, pathname, titleOf));
  }, [entry, pathname, titleOf]);
  return null;
}
