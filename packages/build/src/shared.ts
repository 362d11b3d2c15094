import { DEVELOPMENT_BUILD_TAG } from '@site/contracts/development-builds';

/**
 * The libraries that must run exactly once per page. Each is shared as a singleton with the
 * version range the app's own package.json asks for; the trailing-slash keys cover subpaths
 * (react-dom/client, react/jsx-runtime, @emotion/react/jsx-runtime), without which React 19
 * is bundled twice. The router is shared through `@site/ui/router`, a facade that webpack can
 * tree-shake, rather than as the whole react-router package.
 */
export const SINGLETONS = ['react', 'react-dom', '@emotion/react', '@emotion/cache', 'zustand', '@tanstack/react-query', '@site/ui'] as const;

/** Singletons that have subpath imports that must resolve to the same shared instance. */
const WITH_SUBPATHS = new Set<string>(['react', 'react-dom', '@emotion/react', '@site/ui']);

export interface SharedEntry {
  singleton: true;
  /** The version this build provides; stated so subpath keys (which lack a package.json) get one. */
  version: string;
  requiredVersion: string;
  strictVersion: boolean;
  eager: false;
}

/**
 * Builds the Module Federation `shared` map from an app's dependencies. Each requirement is the
 * range the app declares, exactly: a pin (`19.3.1`) stays a pin, so a section that asks for one
 * version is never run with another. `strictVersion` is on in CI so a mismatch fails loudly
 * instead of warning.
 */
export function sharedConfig(
  dependencies: Record<string, string>,
  options: { strict: boolean; installedVersion: (name: string) => string; development?: boolean },
): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    const range = dependencies[name];
    if (!range) continue;
    const version = `${options.installedVersion(name)}${options.development ? DEVELOPMENT_BUILD_TAG : ''}`;
    const entry: SharedEntry = { singleton: true, version, requiredVersion: range, strictVersion: options.strict, eager: false };
    shared[name] = entry;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = { ...entry };
  }
  return shared;
}
