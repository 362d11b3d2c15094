import { CacheProvider } from '@emotion/react';
import { RouterProvider, type createBrowserRouter } from '@site/ui/router';
import type { ActiveDraftPreview, ActivePreview } from '@site/contracts/remotes-manifest';
import type { RouteEntry } from '@site/contracts/route-entry';
import { GlobalStyles } from '@site/ui/global-styles';
import { emotionCache } from './emotion-cache.ts';
import { PreviewBar } from './layout/preview-bar.tsx';
import { SiteRoutesContext } from './routing/site-routes-context.ts';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  entries: readonly RouteEntry[];
  /** A preview this browser opened, from `/remotes.json`. */
  preview?: ActivePreview | undefined;
  /** A content draft this browser previews, from `/remotes.json`. */
  draft?: ActiveDraftPreview | undefined;
}

export function App({ router, entries, preview, draft }: AppProps) {
  return (
    <CacheProvider value={emotionCache}>
      <GlobalStyles />
      <SiteRoutesContext.Provider value={entries}>
        {/* Without transitions a page that is still loading shows 'Loading page...' (SPEC section 2)
            instead of holding the previous page on screen. */}
        <RouterProvider router={router} useTransitions={false} />
      </SiteRoutesContext.Provider>
      {preview || draft ? <PreviewBar preview={preview} draft={draft} /> : null}
    </CacheProvider>
  );
}
