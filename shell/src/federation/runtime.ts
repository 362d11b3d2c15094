import { getInstance, registerPlugins } from '@module-federation/enhanced/runtime';
import { scriptUrl } from '@site/contracts/trusted-types';
import { guardRemoteChunks, type IntegrityIndex } from './integrity.ts';
import type { FederationRuntime } from './section-loader.ts';

/**
 * How long a remote's manifest or entry script may take before it counts as down. A section that
 * hangs must reach the update flow instead of leaving 'Loading page...' on screen indefinitely.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

let pluginRegistered = false;

/**
 * The real Module Federation runtime of this page: every remote file loaded with its Subresource
 * Integrity (a changed file is refused by the browser and reaches the update flow, never runs),
 * time limits, and failures logged by their runtime code.
 */
export function federationRuntime(integrity: IntegrityIndex): FederationRuntime {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  if (!pluginRegistered) {
    pluginRegistered = true;
    const guarded = new Set<string>();
    registerPlugins([
      {
        name: 'shell-remote-loading',
        // The remote entry and the exposed module's chunks the runtime preloads.
        createScript: ({ url, remoteInfo }) => {
          if (remoteInfo && !guarded.has(remoteInfo.name)) {
            guarded.add(remoteInfo.name);
            guardRemoteChunks(remoteInfo.name, integrity);
          }
          // Always this element, never the runtime's own: its URL goes through the page's Trusted Types policy.
          const script = document.createElement('script');
          script.src = scriptUrl(url);
          const digest = integrity.lookup(url);
          if (digest) {
            script.crossOrigin = 'anonymous';
            script.integrity = digest;
          }
          return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
        },
        // The version's mf-manifest.json.
        fetch: (url, init) => {
          const digest = integrity.lookup(url);
          return fetch(url, { ...init, ...(digest ? { integrity: digest } : {}), signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
        },
        errorLoadRemote({ id, error, lifecycle }) {
          console.error(`[remotes] ${id} failed during ${lifecycle}`, error);
          // Rethrow so loadRemote rejects instead of silently resolving to undefined.
          throw error;
        },
      },
    ]);
  }
  return {
    // Registering the same entry again would drop its loaded container (a dev override's, loaded
    // before the app started) and run its code a second time: only new or changed entries are.
    registerRemotes: (remotes, options) =>
      instance.registerRemotes(
        remotes.filter((remote) => !instance.options.remotes.some((known) => known.name === remote.name && 'entry' in known && known.entry === remote.entry)),
        options,
      ),
    loadRemote: <T>(id: string) => instance.loadRemote<T>(id),
  };
}
