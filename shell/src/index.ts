import { startConsentMode } from './consent/consent-mode.ts';
import { hasDevOverrideHint } from './federation/dev-override-hint.ts';
import { openLiveMap, servedLiveMap } from './federation/live-map.ts';
import { holdInteractions } from './prerender/held-interactions.ts';
import { loadAppInSteps } from './prerender/load-app-in-steps.ts';
import { takeLandingHandle } from './prerender/landing-handle.ts';
import { renderMountingError } from './update/mounting-error.ts';

// Consent Mode's stub and `default` command come before anything else can talk to a tag manager.
startConsentMode();

const rootElement = document.getElementById('root');
// The landing script (src/landing.ts) imported this entry once the app was wanted, and holds what
// the visitor did to the prerendered page meanwhile. Loaded without it, the entry holds that itself.
const held = takeLandingHandle()?.held ?? (rootElement?.firstElementChild ? holdInteractions(rootElement) : null);

// A browser with a dev override (`npm run dev:section`) first takes the section, and every shared
// library, from the developer's dev server; for everyone else the hint is absent and this costs nothing.
const prepared = hasDevOverrideHint()
  ? import('./federation/dev-section.ts')
      .then(({ prepareDevSection }) => prepareDevSection())
      .catch((error: unknown) => {
        console.error('[dev] the dev override could not be prepared; starting as usual', error);
        return null;
      })
  : Promise.resolve(null);

// The asynchronous boundary lets Module Federation negotiate shared libraries before any of them
// runs (a dev override's among them, hence after it is prepared). What is live is read while the
// app's code loads, not after.
prepared
  .then(async (manifest) => {
    const [liveMap, { start }] = await Promise.all([manifest ? servedLiveMap(manifest) : openLiveMap(), loadAppInSteps()]);
    return start(held, liveMap);
  })
  .then(
    () => undefined,
    (error: unknown) => {
      held?.drop();
      renderMountingError(rootElement, error);
    },
  );
