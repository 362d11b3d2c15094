import { lazy, Suspense, useEffect } from 'react';
import { CacheProvider } from '@emotion/react';
import { RouterProvider, type createBrowserRouter } from '@site/ui/router';
import type { ActiveDraftPreview, ActivePreview } from '@site/contracts/remotes-manifest';
import type { RouteEntry } from '@site/contracts/route-entry';
import { GlobalStyles } from '@site/ui/global-styles';
import { emotionCache } from './emotion-cache.ts';
import { useHydrated } from './prerender/hydrated.ts';
import { ScrollMemoryContext, type ScrollMemory } from './routing/scroll-memory.ts';
import { SiteRoutesContext } from './routing/site-routes-context.ts';

// Only a browser that opened a preview link sees the bar: nobody else loads its code. It is fixed
// at the bottom of the screen, so showing it a moment later moves nothing.
const PreviewBar = lazy(() => import('./layout/preview-bar.tsx').then((module) => ({ default: module.PreviewBar })));

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  entries: readonly RouteEntry[];
  /** A preview this browser opened, from `/remotes.json`. */
  preview?: ActivePreview | undefined;
  /** A content draft this browser previews, from `/remotes.json`. */
  draft?: ActiveDraftPreview | undefined;
  /** Where the visitor was on each page they left, for back and forward. */
  scrollMemory: ScrollMemory;
  /** Called once the first render is on the page (the prerendered markup hydrated). */
  onHydrated?: (() => void) | undefined;
}

export function App({ router, entries, preview, draft, scrollMemory, onHydrated }: AppProps) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return (
    <CacheProvider value={emotionCache}>
      <GlobalStyles />
      <SiteRoutesContext.Provider value={entries}>
        <ScrollMemoryContext.Provider value={scrollMemory}>
          {/* No transitions: a navigation waits for the next page's code in its route's loader, with
              the page being left on screen, and PageArea says 'Loading page...' once that takes long
              enough to notice (docs/product.md §2). A transition would hold the page being left with no limit. */}
          <RouterProvider router={router} useTransitions={false} />
        </ScrollMemoryContext.Provider>
      </SiteRoutesContext.Provider>
      <BrowserOnlyPreviewBar preview={preview} draft={draft} />
    </CacheProvider>
  );
}

/**
 * The bar is this browser's alone (and tells its time in the visitor's zone): it renders once the
 * app has taken over, so the page prerendered for a preview's versions is the same for every
 * browser that previews them, and hydrates without a mismatch.
 */
function BrowserOnlyPreviewBar({ preview, draft }: Pick<AppProps, 'preview' | 'draft'>) {
  const hydrated = useHydrated();
  if (!hydrated || (!preview && !draft)) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBar preview={preview} draft={draft} />
    </Suspense>
  );
}
