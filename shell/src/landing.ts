/**
 * Until the visitor reaches for the page, the only script a prerendered page runs besides the
 * first-paint script (bundled on its own and inlined last in the body, see @site/build's
 * landing-script-plugin.ts): the page works as it is, and the app (router, Module Federation,
 * the section's code) is imported when it is wanted.
 */
import { NO_SCRIPT_SLOT_ATTRIBUTE, PRERENDER_HOOK_GLOBAL } from '@site/contracts/prerender';
import { reportPageView } from './analytics/page-views.ts';
import { hasDevOverrideHint } from './federation/dev-override-hint.ts';
import { afterLargestContentfulPaint, afterNextPaint } from './prerender/after-next-paint.ts';
import { idle, whenAppWanted } from './prerender/app-wanted.ts';
import { holdInteractions } from './prerender/held-interactions.ts';
import { leaveLandingHandle } from './prerender/landing-handle.ts';

// Read as the script runs: `document.currentScript` is this script only then.
const entry = document.currentScript?.dataset.appEntry;

/** Everything this script does, once the page's largest paint has been shown: work done before would hold it back. */
function land(): void {
  const root = document.getElementById('root');
  const prerendered = root?.firstElementChild ? root : null;
  // What the server filled in for a browser without script (the search page's results for its
  // query) is what this address asks for, and the app's to show: it starts at once there.
  const completedForAddress = [...document.querySelectorAll(`noscript[${NO_SCRIPT_SLOT_ATTRIBUTE}]`)].some((slot) => slot.textContent !== '');
  // A developer's dev override and the prerenderer's browser start the app at once, as does a page the browser renders itself.
  const startNow = !prerendered || completedForAddress || hasDevOverrideHint() || PRERENDER_HOOK_GLOBAL in window;

  leaveLandingHandle({ held: prerendered ? holdInteractions(prerendered) : null });
  // The page landed on counts even if the visitor leaves before the app runs.
  if (prerendered) idle(() => reportPageView());
  const wanted = startNow ? Promise.resolve() : whenAppWanted(prerendered);
  if (entry) {
    wanted
      .then(() => import(/* webpackIgnore: true */ entry))
      .catch((error: unknown) => console.error('[shell] the app could not be loaded; the page works as it is, without it', error));
  }
}

// The data the app reads (the carried map, the prerendered queries) follows this script in the body.
// The prerenderer's browser takes the page over as soon as it has painted: it renders, nobody reads.
const whenShown = PRERENDER_HOOK_GLOBAL in window ? afterNextPaint : afterLargestContentfulPaint;
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => whenShown(land), { once: true });
else whenShown(land);
