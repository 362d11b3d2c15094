import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createSiteRouter } from './create-router.tsx';
import { fetchRemotesManifest } from './federation/remotes-manifest.ts';
import { integrityIndex } from './federation/integrity.ts';
import { federationRuntime } from './federation/runtime.ts';
import { exposeNavigationToPrerenderer, prepareTakeOver } from './prerender/take-over.ts';
import { installGlobalLoadErrorHandlers, reloadIfServedFromStaleCache } from './update/global-handlers.ts';
import { renderMountingError } from './update/mounting-error.ts';

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) {
    console.error('[shell] no #root element in the document; nothing to render into');
    return;
  }
  try {
    if (reloadIfServedFromStaleCache()) return;
    window.history.scrollRestoration = 'manual';
    installGlobalLoadErrorHandlers();
    const manifest = await fetchRemotesManifest();
    const { router, entries } = createSiteRouter(manifest, federationRuntime(integrityIndex(manifest.sections)));
    exposeNavigationToPrerenderer(router);
    await prepareTakeOver(router, rootElement);
    createRoot(rootElement).render(<App router={router} entries={entries} preview={manifest.preview} />);
  } catch (error) {
    renderMountingError(rootElement, error);
  }
}

void start();
