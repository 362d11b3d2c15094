import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createSiteRouter } from './create-router.tsx';
import type { RemotesManifest } from '@site/contracts/remotes-manifest';
import { fetchRemotesManifest } from './federation/remotes-manifest.ts';
import { integrityIndex } from './federation/integrity.ts';
import { federationRuntime } from './federation/runtime.ts';
import type { HeldInteractions } from './prerender/held-interactions.ts';
import { exposeNavigationToPrerenderer, prepareTakeOver } from './prerender/take-over.ts';
import { rememberScrollPositions } from './routing/scroll-memory.ts';
import { installGlobalLoadErrorHandlers, reloadIfServedFromStaleCache } from './update/global-handlers.ts';
import { renderMountingError } from './update/mounting-error.ts';

/**
 * Renders the app; `held` holds what was done to a prerendered page meanwhile, for the app's markup.
 * `prepared` is the live map when it was read already (a dev override reads it first).
 */
export async function start(held: HeldInteractions | null, prepared: RemotesManifest | null = null): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) {
    console.error('[shell] no #root element in the document; nothing to render into');
    return;
  }
  try {
    if (reloadIfServedFromStaleCache()) return;
    window.history.scrollRestoration = 'manual';
    installGlobalLoadErrorHandlers();
    const manifest = prepared ?? (await fetchRemotesManifest());
    const { router, entries } = createSiteRouter(manifest, federationRuntime(integrityIndex(manifest.sections)));
    const scrollMemory = rememberScrollPositions(router);
    exposeNavigationToPrerenderer(router);
    await prepareTakeOver(router, rootElement);
    const root = createRoot(rootElement);
    const app = <App router={router} entries={entries} preview={manifest.preview} draft={manifest.draft} scrollMemory={scrollMemory} />;
    // Rendered at once over a prerendered page, so focus and held clicks reach the new markup.
    if (held) held.handOver(() => flushSync(() => root.render(app)));
    else root.render(app);
  } catch (error) {
    held?.drop();
    renderMountingError(rootElement, error);
  }
}
