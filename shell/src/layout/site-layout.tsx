import { Suspense } from 'react';
import { Outlet, useLocation } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { ConsentManager } from '../consent/consent-manager.tsx';
import { ScrollManager } from '../routing/scroll-manager.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { PageErrorBoundary } from '../update/page-error-boundary.tsx';
import { UpdateDetectedScreen } from '../update/update-detected-screen.tsx';
import { useUpdateStore } from '../update/update-store.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TopProgressBar } from './top-progress-bar.tsx';
import { ToastViewport } from '../toasts/toast-viewport.tsx';

/** One layout for every page: fixed header, main content, footer, and the consent banner's place. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const update = useUpdateStore((state) => (state.detected?.pathname === pathname ? state.detected : null));
  return (
    <>
      <a
        href="#main"
        data-print="hide"
        css={{
          position: 'absolute',
          left: theme.space.md,
          top: '-100px',
          zIndex: theme.zIndex.header + 1,
          background: theme.color.surface,
          color: theme.color.brandStrong,
          fontWeight: theme.fontWeight.semibold,
          padding: `${theme.space.sm} ${theme.space.md}`,
          borderRadius: theme.radius.md,
          boxShadow: theme.shadow.md,
          '&:focus': { top: theme.space.sm },
        }}
      >
        Skip to main content
      </a>
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
        {update ? (
          <UpdateDetectedScreen autoReload={update.autoReload} />
        ) : (
          <PageErrorBoundary resetKey={pathname}>
            <Outlet />
          </PageErrorBoundary>
        )}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <ToastViewport />
      <ConsentManager />
    </>
  );
}
