import { useEffect, useState } from 'react';
import { useNavigation } from '@site/ui/router';

/**
 * How long a navigation keeps the page being left on screen before the page area says 'Loading
 * page...' instead. Quicker navigations (the next page's code is here, or arrives within this)
 * show no loading state at all, only the top progress bar after PROGRESS_DELAY_MS.
 */
export const LOADING_PAGE_AFTER_MS = 500;

/** Whether the wait named `pending` (null: none) has lasted `ms`; a new name starts the count again. */
export function useOutlasted(pending: string | null, ms: number): boolean {
  const [outlasted, setOutlasted] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(() => setOutlasted(pending), ms);
    return () => window.clearTimeout(timer);
  }, [pending, ms]);
  return pending !== null && outlasted === pending;
}

/**
 * Whether the navigation under way has outlasted LOADING_PAGE_AFTER_MS. The page area then says
 * 'Loading page...' at the top of the page, where the next page will start, not below the fold
 * where the visitor clicked (a link in the footer): the scroll to the top comes then, not when the
 * page shows. A link with a hash keeps its place, as the route's scroll rules say.
 */
export function useSlowNavigation(): boolean {
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' ? navigation.location : null;
  const slow = useOutlasted(pending?.key ?? null, LOADING_PAGE_AFTER_MS);
  const toTop = slow && !pending?.hash;
  useEffect(() => {
    if (toTop) window.scrollTo(0, 0);
  }, [toTop]);
  return slow;
}
