import { browserReloadGuardDeps, claimAutoReload } from './reload-guard.ts';
import { isLoadError } from './load-error.ts';
import { reportLoadFailure } from './report-load-failure.ts';

/** Reload delay when a reload was answered entirely from cache (docs/product.md §8). */
export const CACHED_RELOAD_DELAY_MS = 500;

/** Chunk failures that escape React (a prefetch, a script tag) still reach the update flow. */
export function installGlobalLoadErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isLoadError(event.error ?? event.message)) reportLoadFailure(event.error ?? new Error(event.message));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isLoadError(event.reason)) {
      event.preventDefault();
      reportLoadFailure(event.reason);
    }
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * A reload whose document came with zero transfer size was served from a stale cache; ask the
 * server again after a moment. Guarded like every automatic reload so it can never loop.
 */
export function reloadIfServedFromStaleCache(perf: Performance = performance, win: Window = window): boolean {
  const [navigation] = perf.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation || navigation.type !== 'reload' || navigation.transferSize !== 0) return false;
  if (!claimAutoReload('cache:document', browserReloadGuardDeps())) return false;
  win.setTimeout(() => win.location.reload(), CACHED_RELOAD_DELAY_MS);
  return true;
}
