import { useEffect, useState } from 'react';
import { Button } from '@site/ui/button';
import { StatusScreen } from '@site/ui/status-screen';

/** Countdown before the page reloads itself (docs/product.md §8). */
export const UPDATE_COUNTDOWN_S = 2;

/** Module-level so its identity is stable: a new function per render would restart the countdown. */
const reloadWindow = () => window.location.reload();

interface Props {
  autoReload: boolean;
  reload?: () => void;
}

/** "Site Update Detected": counts down and reloads, or waits for the visitor when the guard said no. */
export function UpdateDetectedScreen({ autoReload, reload = reloadWindow }: Props) {
  const [secondsLeft, setSecondsLeft] = useState(UPDATE_COUNTDOWN_S);

  useEffect(() => {
    if (!autoReload) return;
    if (secondsLeft <= 0) {
      reload();
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [autoReload, secondsLeft, reload]);

  return (
    <StatusScreen title="Site Update Detected" testId="update-detected" actions={autoReload ? null : <Button onClick={reload}>Reload page</Button>}>
      <p>We&apos;ve just deployed an update to improve your experience. Refreshing to load the latest version...</p>
      <p aria-live="polite">
        {autoReload ? `Reloading in ${Math.max(secondsLeft, 0)} s` : 'This page still could not load after a refresh. Please try again in a moment.'}
      </p>
    </StatusScreen>
  );
}
