import { Outlet, useLocation } from '@site/ui/router';
import { PageErrorBoundary } from '../update/page-error-boundary.tsx';
import { UpdateDetectedScreen } from '../update/update-detected-screen.tsx';
import { useUpdateStore } from '../update/update-store.ts';

/** The page, or the update flow in its place: the same inside the public site's layout and the admin workspace's. */
export function PageArea() {
  const { pathname } = useLocation();
  const update = useUpdateStore((state) => (state.detected?.pathname === pathname ? state.detected : null));
  return update ? (
    <UpdateDetectedScreen autoReload={update.autoReload} />
  ) : (
    <PageErrorBoundary resetKey={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}
