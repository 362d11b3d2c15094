import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { RouteEntry } from '@site/contracts/route-entry';
import type { PageModule } from '@site/contracts/remote-module';
import { COMPANY } from '@site/contracts/site-links';
import { LoadingPage } from '../layout/loading-page.tsx';
import { isLoadError } from '../update/load-error.ts';
import { reportLoadFailure } from '../update/report-load-failure.ts';

/** The document title for a route. */
export const documentTitle = (entry: Pick<RouteEntry, 'title' | 'path'>): string =>
  entry.path === '/' ? `${COMPANY.name} | ${entry.title}` : `${entry.title} | ${COMPANY.name}`;

/**
 * A route's element: its page, loaded on first visit with 'Loading page...' meanwhile. A page
 * that fails to load starts the update flow, then reaches the page's error boundary.
 */
export function createPageElement(entry: RouteEntry, loadPage: () => Promise<PageModule>) {
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
      <DocumentTitle entry={entry} />
      <Page />
    </Suspense>
  );
}

function DocumentTitle({ entry }: { entry: RouteEntry }) {
  useEffect(() => {
    document.title = documentTitle(entry);
  }, [entry]);
  return null;
}
