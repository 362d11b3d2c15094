import { Outlet, useLocation } from '@site/ui/router';
import { PageErrorBoundary } from '../update/page-error-boundary.tsx';
import { UpdateDetectedScreen } from '../update/update-detected-screen.tsx';
import { useUpdateStore } from '../update/update-store.ts';
import { LoadingPage } from './loading-page.tsx';
import { useSlowNavigation } from './slow-navigation.ts';

/**
 * The page, or the update flow in its place: the same inside the public site's layout and the
 * admin workspace's. A navigation keeps the page being left here until the next one is ready, or
 * says 'Loading page...' once that takes long enough to notice; the footer stays below either.
 */
export function PageArea() {
  const { pathname } = useLocation();
  const update = useUpdateStore((state) => (state.detected?.pathname === pathname ? state.detected : null));
  const slowNavigation = useSlowNavigation();
  return update ? (
    <UpdateDetectedScreen autoReload={update.autoReload} />
  ) : slowNavigation ? (
    <LoadingPage />
  ) : (
    <PageErrorBoundary resetKey={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}
