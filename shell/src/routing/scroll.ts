/** Delays at which a route change without a hash scrolls to the top (docs/product.md §2 and 9). */
export const ROUTE_SCROLL_RETRIES_MS = [0, 10, 50, 100, 200, 300, 500] as const;

export interface ScrollDeps {
  /** Scrolls the window to `y` px from the top. */
  scrollTo: (y: number) => void;
  /** Finds the element a hash points at, once the page has rendered it. */
  findTarget: (id: string) => { scrollIntoView: () => void } | null;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  /** Calls `stop` when the visitor first scrolls, types, clicks or touches; returns an unsubscribe. */
  onVisitorInput: (stop: () => void) => () => void;
}

/**
 * Applies the scroll rules for one route change. Without a hash the page scrolls to the top at
 * each retry (late layout from lazy content cannot leave the visitor mid-page). With a hash there
 * is no scroll to the top; the target is brought into view as soon as it exists. Back and forward
 * (`restoreTo`: where the visitor was when they left that entry) go back to that position instead,
 * at the same retries, so a page whose lower part renders late still gets there. The retries
 * stop once the visitor acts (scrolls, types, clicks, touches): they make up for late layout and
 * must never take the visitor away from where they went, such as a form field they just reached.
 * The document's first page (`firstPage`) is not moved to the top: it is where the browser put it,
 * at the top or wherever the visitor has scrolled or jumped to on the prerendered page before the
 * app ran (its links to headings work without it). Returns a cancel function for the next route change.
 */
export function scheduleRouteScroll(hash: string, deps: ScrollDeps, restoreTo?: number, firstPage = false): () => void {
  if (firstPage && restoreTo === undefined && decodeHash(hash) === null) return () => undefined;
  const timers: number[] = [];
  const cancel = () => {
    timers.forEach((timer) => deps.clearTimeout(timer));
    unsubscribe();
  };
  const unsubscribe = deps.onVisitorInput(cancel);
  const id = decodeHash(hash);
  if (restoreTo !== undefined || id === null) {
    const y = restoreTo ?? 0;
    for (const delay of ROUTE_SCROLL_RETRIES_MS) timers.push(deps.setTimeout(() => deps.scrollTo(y), delay));
  } else {
    let found = false;
    for (const delay of ROUTE_SCROLL_RETRIES_MS) {
      timers.push(
        deps.setTimeout(() => {
          if (found) return;
          const target = deps.findTarget(id);
          if (target) {
            found = true;
            target.scrollIntoView();
          }
        }, delay),
      );
    }
  }
  return cancel;
}

function decodeHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
