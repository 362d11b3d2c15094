import { Suspense, useEffect } from 'react';
import { useLocation } from '@site/ui/router';
import { isAdminPath } from '@site/contracts/sections';
import { theme } from '@site/ui/theme';
import { reportPageView } from '../analytics/page-views.ts';
import { ConsentManager } from '../consent/consent-manager.tsx';
import { ScrollManager } from '../routing/scroll-manager.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TopProgressBar } from './top-progress-bar.tsx';
import { ToastViewport } from '../toasts/toast-viewport.tsx';
import { PageArea } from './page-area.tsx';
import { SkipLink } from './skip-link.tsx';
import { WorkspaceLayout } from './workspace-layout.tsx';

/**
 * The layout of every page of the public site: the consent banner's place (first, for the
 * keyboard and screen readers), fixed header, main content and footer. The admin workspace's pages get a frame of their own.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  // Each page shown is counted once (the one landed on may have been already, by the landing script).
  useEffect(() => {
    if (!isAdminPath(pathname)) reportPageView();
  }, [pathname]);
  if (isAdminPath(pathname)) return <WorkspaceLayout />;
  return (
    <>
      <ConsentManager />
      <SkipLink />
      <ScrollManager />
      <TopProgressBar />
      {/* Header, page and footer are Suspense boundaries of their own (the page's is in its route
          element): hydrating the prerendered page, React adopts each in short tasks at low
          priority, the one a visitor touches first going first, instead of all in one long task.
          Nothing in the header or footer suspends, so their fallback is never shown. */}
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} css={{ paddingTop: theme.layout.headerHeight, minHeight: '100vh', outline: 'none' }}>
        <Breadcrumbs />
        <PageArea />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <ToastViewport />
    </>
  );
}
