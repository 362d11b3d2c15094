/** A tab reloads automatically at most once per this window for the same failure. */
export const RELOAD_GUARD_WINDOW_MS = 30_000;
const STORAGE_KEY = 'site:auto-reloads';

type ReloadLog = Record<string, number>;

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
}

function readLog(storage: ReloadGuardDeps['storage']): ReloadLog {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ReloadLog) : {};
  } catch {
    return {};
  }
}

/**
 * Decides whether an automatic reload for `failureKey` may happen now, and records it if so.
 * The log lives in sessionStorage, so it survives the reload it guards against.
 */
export function claimAutoReload(failureKey: string, deps: ReloadGuardDeps): boolean {
  const log = readLog(deps.storage);
  const now = deps.now();
  const last = log[failureKey];
  if (last !== undefined && now - last < RELOAD_GUARD_WINDOW_MS && now >= last) return false;
  const pruned = Object.fromEntries(Object.entries(log).filter(([, at]) => now - at < RELOAD_GUARD_WINDOW_MS));
  try {
    deps.storage.setItem(STORAGE_KEY, JSON.stringify({ ...pruned, [failureKey]: now }));
  } catch {
    // Storage full or blocked: without a record we cannot guard, so do not reload automatically.
    return false;
  }
  return true;
}

export const browserReloadGuardDeps = (): ReloadGuardDeps => ({ storage: window.sessionStorage, now: Date.now });
