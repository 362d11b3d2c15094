import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React renders the page on a server or hydrates the prerendered markup, true in every
 * render after: a part that must differ in the visitor's browser (their stored consent) renders
 * once hydration is done, so the first render matches the markup exactly.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
