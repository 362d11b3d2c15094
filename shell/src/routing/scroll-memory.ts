import { createContext } from 'react';
import type { createBrowserRouter } from '@site/ui/router';

type SiteRouter = ReturnType<typeof createBrowserRouter>;

/** Where the positions live across a reload of the tab (the history entries' keys survive it). */
export const SCROLL_POSITIONS_STORAGE_KEY = 'site:scroll-positions';

/** Entries kept: a long session must not grow the stored map without bound. */
const MAX_ENTRIES = 100;

/**
 * Where the visitor was on each history entry when they left it, so back and forward return there
 * (the browser's own restoration is off: it would scroll before the page has rendered). The router
 * records the position of the page being left at the start of each navigation, keyed by its history
 * entry; this keeps that record in the tab's session storage when the page is hidden.
 */
export interface ScrollMemory {
  /** The position to restore for the page now shown, when it is an entry the visitor left (back, forward, a reload). */
  positionToRestore(): number | undefined;
  /** Whether the navigation now shown asked to keep the page where it is (a filter changing the query: `preventScrollReset`). */
  keepsScrollPosition(): boolean;
}

/** The page's scroll memory, for the layout's scroll manager; absent, every navigation goes to the top or the hash. */
export const ScrollMemoryContext = createContext<ScrollMemory | null>(null);

/** What `rememberScrollPositions` uses of the window. */
export type ScrollWindow = Pick<Window, 'scrollY' | 'sessionStorage' | 'addEventListener' | 'performance'>;

export function rememberScrollPositions(router: SiteRouter, win: ScrollWindow = window): ScrollMemory {
  const positions = readPositions(win);
  // A page opened afresh (a link, a typed address) starts at the top, whatever its entry's key held
  // before; a reload or a back/forward into this document goes back to where the visitor was.
  const [documentNavigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (documentNavigation?.type !== 'reload' && documentNavigation?.type !== 'back_forward') delete positions[router.state.location.key];
  router.enableScrollRestoration(positions, () => win.scrollY);
  win.addEventListener('pagehide', () => {
    positions[router.state.location.key] = win.scrollY;
    writePositions(win, positions);
  });
  return {
    positionToRestore() {
      const { restoreScrollPosition } = router.state;
      return typeof restoreScrollPosition === 'number' ? restoreScrollPosition : undefined;
    },
    keepsScrollPosition: () => router.state.preventScrollReset,
  };
}

function readPositions(win: ScrollWindow): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(win.sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, number] => Number.isFinite(entry[1])));
  } catch {
    // Storage off or unreadable: positions are remembered for this page's life only.
    return {};
  }
}

function writePositions(win: ScrollWindow, positions: Record<string, number>): void {
  const newest = Object.entries(positions).slice(-MAX_ENTRIES);
  try {
    win.sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Storage full or off: back and forward still work until the tab is reloaded.
  }
}
