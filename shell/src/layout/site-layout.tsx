import { Outlet, useLocation } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { ScrollManager } from '../routing/scroll-manager.tsx';
import { PageErrorBoundary } from '../update/page-error-boundary.tsx';
import { UpdateDetectedScreen } from '../update/update-detected-screen.tsx';
import { useUpdateStore } from '../update/update-store.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** One layout for every page: fixed header, main content, footer, and the consent banner's place. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const update = useUpdateStore((state) => (state.detected?.pathname === pathname ? state.detected : null));
  return (
    <>
      <a
        href="#main"
        css={{
          position: 'absolute',
          left: theme.space.md,
          top: '-100px',
          zIndex: theme.zIndex.header + 1,
          background: theme.color.surface,
          padding: theme.space.sm,
          '&:focus': { top: theme.space.sm },
        }}
      >
        Skip to main content
      </a>
      <ScrollManager />
      <SiteHeader />
      <main id="main" tabIndex={-1} css={{ paddingTop: theme.layout.headerHeight, minHeight: '70vh', outline: 'none' }}>
        {update ? (
          <UpdateDetectedScreen autoReload={update.autoReload} />
        ) : (
          <PageErrorBoundary resetKey={pathname}>
            <Outlet />
          </PageErrorBoundary>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
