import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The Module Federation runtime is on every page once, in the shell: each section's remote entry
 * takes the shell's copy (`experiments.externalRuntime`) instead of carrying its own 11 KiB of it.
 * A remote built so cannot run in a shell that does not provide it, so the remote states what it
 * needs (`requiresFromShell` in build-info.json) and the shell states what it provides (in
 * shared-versions.json), and the registry's contract gate compares them like shared libraries.
 */
export const FEDERATION_RUNTIME_PACKAGE = '@module-federation/runtime-core';

/** The installed version of the runtime the preset builds with (its package.json is not exported). */
export function federationRuntimeVersion(): string {
  let dir = path.dirname(require.resolve(FEDERATION_RUNTIME_PACKAGE));
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === FEDERATION_RUNTIME_PACKAGE && pkg.version) return pkg.version;
    } catch {
      // No package.json at this level: keep walking up.
    }
  }
  throw new Error(`cannot find the version of ${FEDERATION_RUNTIME_PACKAGE}`);
}

/** What a remote needs the shell to provide besides shared libraries, as `{ name: semver range }`. */
export function remoteRequiresFromShell(): Record<string, string> {
  return { [FEDERATION_RUNTIME_PACKAGE]: `^${federationRuntimeVersion()}` };
}
