import type { ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HYDRATED_MARK, prerenderHook } from '@site/contracts/prerender';
import { App } from './app.tsx';
import { createSiteRouter } from './create-router.tsx';
import type { TabLiveMap } from './federation/live-map.ts';
import { reportLandingPageVitals } from './federation/report-vitals.ts';
import { federationRuntime } from './federation/runtime.ts';
import { sectionLoadBeacon } from './federation/load-beacon.ts';
import { failureFingerprint } from './federation/page-failures.ts';
import type { HeldInteractions } from './prerender/held-interactions.ts';
import { reportHydrationError } from './prerender/hydration-errors.ts';
import { yieldToMain } from './prerender/yield-to-main.ts';
import { canHydrate, exposeNavigationToPrerenderer, exposeServerMarkupToPrerenderer, prepareTakeOver } from './prerender/take-over.ts';
import { prefetchLinks } from './routing/link-prefetch.ts';
import { rememberScrollPositions } from './routing/scroll-memory.ts';
import { installGlobalLoadErrorHandlers, reloadIfServedFromStaleCache } from './update/global-handlers.ts';
import { renderMountingError } from './update/mounting-error.ts';

/**
 * Renders the app; `held` holds what was done to a prerendered page meanwhile, for the app's markup.
 * `liveMap` is what is live, read while this module loaded.
 */
export async function start(held: HeldInteractions | null, liveMap: TabLiveMap): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) {
    console.error('[shell] no #root element in the document; nothing to render into');
    return;
  }
  const { manifest } = liveMap;
  // One beacon for the page view: its sections' loads, their pages failing after they loaded, and
  // (once the registry releases the shell) this shell version's own page view and failures.
  const report = sectionLoadBeacon(manifest.sections, manifest.shell);
  try {
    if (reloadIfServedFromStaleCache()) return;
    window.history.scrollRestoration = 'manual';
    installGlobalLoadErrorHandlers();
    const { router, entries, failures } = createSiteRouter(liveMap, federationRuntime(liveMap.integrity), report);
    report({ section: 'shell', ok: true });
    failures.listen(window);
    const onCaughtError = (error: unknown, info: ErrorInfo) => {
      console.error('[page] an error boundary caught', error, info.componentStack);
      failures.caught(error, info.componentStack ?? undefined);
    };
    const scrollMemory = rememberScrollPositions(router);
    exposeNavigationToPrerenderer(router);
    const app = (onHydrated?: () => void) => (
      <App router={router} entries={entries} preview={manifest.preview} draft={manifest.draft} scrollMemory={scrollMemory} onHydrated={onHydrated} />
    );
    if (prerenderHook()) await exposeServerMarkupToPrerenderer(() => app());
    else {
      // Nothing to prefetch while no section can be loaded.
      if (liveMap.complete()) prefetchLinks(router);
      reportLandingPageVitals(router, manifest.sections);
    }
    await prepareTakeOver(router, rootElement, { sectionsLoadable: liveMap.complete() });
    if (held && canHydrate(router, rootElement)) {
      // The prerendered markup is React's own server rendering of this tree: the app adopts its
      // nodes (focus, typed text, a playing video and the scroll position stay), then takes what was
      // held meanwhile, in a task of its own: events dispatched while React commits are not acted on.
      // Hydration gets a task of its own too, not a transition (decision 0006 says why).
      await yieldToMain();
      hydrateRoot(
        rootElement,
        app(() => {
          performance.mark(HYDRATED_MARK);
          setTimeout(() => void held.handOver(), 0);
        }),
        { onRecoverableError: reportHydrationError, onCaughtError },
      );
    } else {
      // Markup of another page (not-found, for a record that does not exist) is replaced.
      held?.drop();
      createRoot(rootElement, { onCaughtError }).render(app());
    }
  } catch (error) {
    held?.drop();
    report({ section: 'shell', ok: false, error, failure: { stage: 'render', route: undefined, fingerprint: failureFingerprint(error) } });
    renderMountingError(rootElement, error);
  }
}
