import type { HeldInteractions } from './held-interactions.ts';

/** Where the landing script (src/landing.ts) leaves what the app takes over from it. */
const LANDING_GLOBAL = '__siteLanding';

export interface LandingHandle {
  /** What the visitor did to the prerendered page before the app took it over (null: nothing is prerendered). */
  held: HeldInteractions | null;
}

export function leaveLandingHandle(handle: LandingHandle): void {
  (window as unknown as Record<string, LandingHandle>)[LANDING_GLOBAL] = handle;
}

export function takeLandingHandle(): LandingHandle | undefined {
  return (window as unknown as Record<string, LandingHandle | undefined>)[LANDING_GLOBAL];
}
