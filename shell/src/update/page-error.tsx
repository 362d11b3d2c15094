import { useEffect } from 'react';
import { Button } from '@site/ui/button';
import { StatusScreen } from '@site/ui/status-screen';
import { browserReloadGuardDeps, claimAutoReload } from './reload-guard.ts';
import { failureKey, isLoadError } from './load-error.ts';
import { UpdateDetectedScreen } from './update-detected-screen.tsx';
import { useUpdateStore } from './update-store.ts';

/** Auto reload delay of the error boundary on a load problem (docs/product.md §8). */
export const BOUNDARY_RELOAD_DELAY_MS = 1000;

const reloadPage = () => window.location.reload();

interface Props {
  error: unknown;
  onRetry: () => void;
}

/** What an error boundary shows: the update flows for load problems, a plain apology otherwise. */
export function PageError({ error, onRetry }: Props) {
  const pathname = window.location.pathname;
  const detected = useUpdateStore((state) => (state.detected?.pathname === pathname ? state.detected : null));
  if (detected) return <UpdateDetectedScreen autoReload={detected.autoReload} />;
  if (isLoadError(error)) return <UpdatingApplication failureKey={failureKey(error, pathname)} />;
  return (
    <StatusScreen
      title="Something went wrong"
      role="alert"
      testId="render-error"
      actions={
        <>
          <Button onClick={reloadPage}>Refresh Page</Button>
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        </>
      }
    >
      <p>We encountered an unexpected error. Please try refreshing the page.</p>
    </StatusScreen>
  );
}

function UpdatingApplication({ failureKey: key }: { failureKey: string }) {
  useEffect(() => {
    if (!claimAutoReload(key, browserReloadGuardDeps())) return;
    const timer = window.setTimeout(reloadPage, BOUNDARY_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  return (
    <StatusScreen title="Updating Application" testId="updating-application" actions={<Button onClick={reloadPage}>Reload Now</Button>}>
      <p>We&apos;re loading the latest version of the application. This will only take a moment...</p>
    </StatusScreen>
  );
}
