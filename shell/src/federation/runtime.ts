import { getInstance, registerPlugins } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './section-loader.ts';

/**
 * How long a remote's manifest or entry script may take before it counts as down. A section that
 * hangs must reach the update flow instead of leaving 'Loading page...' on screen indefinitely.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

let pluginRegistered = false;

/** The real Module Federation runtime of this page, with failures logged by their runtime code. */
export function federationRuntime(): FederationRuntime {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  if (!pluginRegistered) {
    pluginRegistered = true;
    registerPlugins([
      {
        name: 'shell-load-failures',
        createScript: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }),
        fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) }),
        errorLoadRemote({ id, error, lifecycle }) {
          console.error(`[remotes] ${id} failed during ${lifecycle}`, error);
          // Rethrow so loadRemote rejects instead of silently resolving to undefined.
          throw error;
        },
      },
    ]);
  }
  return {
    registerRemotes: (remotes, options) => instance.registerRemotes(remotes, options),
    loadRemote: <T,>(id: string) => instance.loadRemote<T>(id),
  };
}
