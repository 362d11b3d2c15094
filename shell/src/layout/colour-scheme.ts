import { COLOUR_SCHEME_STORAGE_KEY, type ColourScheme } from '@site/contracts/colour-scheme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

/** The scheme the page shows now: the visitor's choice (set before first paint) or the system's. */
export function currentColourScheme(): ColourScheme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Shows `scheme` now and remembers it for the next visit (where storage is refused, for this page only). */
export function chooseColourScheme(scheme: ColourScheme): void {
  document.documentElement.dataset.theme = scheme;
  try {
    window.localStorage.setItem(COLOUR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Private modes and blocked storage: the choice still holds until the page is left.
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: changes of the choice and of the system's preference. */
export function subscribeToColourScheme(listener: () => void): () => void {
  const system = window.matchMedia(DARK_QUERY);
  listeners.add(listener);
  system.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    system.removeEventListener('change', listener);
  };
}
