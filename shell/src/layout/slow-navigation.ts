import { useEffect, useState } from 'react';
import { useNavigation } from '@site/ui/router';

/**
 * How long a navigation keeps the page being left on screen before the page area says 'Loading
 * page...' instead. Quicker navigations (the next page's code is here, or arrives within this)
 * show no loading state at all, only the top progress bar after PROGRESS_DELAY_MS.
 */
export const LOADING_PAGE_AFTER_MS = 500;

/** Whether the navigation under way has outlasted LOADING_PAGE_AFTER_MS. */
export function useSlowNavigation(): boolean {
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' ? navigation.location.key : null;
  const [slow, setSlow] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(() => setSlow(pending), LOADING_PAGE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  return pending !== null && slow === pending;
}
