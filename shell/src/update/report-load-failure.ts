import { browserReloadGuardDeps, claimAutoReload } from './reload-guard.ts';
import { failureKey } from './load-error.ts';
import { useUpdateStore } from './update-store.ts';

/** Starts the "Site Update Detected" flow for the current page. */
export function reportLoadFailure(error: unknown): void {
  console.error('[update] code failed to load; this tab is probably out of date', error);
  const pathname = window.location.pathname;
  const key = failureKey(error, pathname);
  // One failure surfaces through several paths; the first report for a page decides.
  if (useUpdateStore.getState().detected?.pathname === pathname) return;
  useUpdateStore.getState().detect({ pathname, failureKey: key, autoReload: claimAutoReload(key, browserReloadGuardDeps()) });
}
