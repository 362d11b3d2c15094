import { getInstance, registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isDevelopmentBuildVersion } from '@site/contracts/development-builds';
import type { VisitorLiveMapSection, VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { RouteTable } from '@site/contracts/route-entry';
import { remoteName } from '@site/contracts/sections';
import { isRouteTable, readRemotesManifest } from './remotes-manifest.ts';

type ShareScopeMap = Record<string, Record<string, Record<string, unknown>> | undefined>;

/**
 * Every shared library comes from the dev server's development build when it offers one: one
 * consistent set for the whole page, React's development build among them (Fast Refresh needs it),
 * instead of the deployed shell's production copies.
 */
export const preferDevelopmentBuilds: ModuleFederationRuntimePlugin = {
  name: 'dev-section-development-builds',
  resolveShare(args) {
    const versions = (args.shareScopeMap as ShareScopeMap)[args.scope]?.[args.pkgName] ?? {};
    const development = Object.keys(versions).find(isDevelopmentBuildVersion);
    if (development === undefined) return args;
    const shared = versions[development];
    return { ...args, resolver: () => ({ shared, useTreesShaking: false }) } as typeof args;
  },
};

/** The route table the dev server publishes now (after every edit), or null when it does not answer. */
async function devRouteTable(section: VisitorLiveMapSection): Promise<RouteTable | null> {
  try {
    const response = await fetch(new URL('route-table.json', section.manifestUrl), { cache: 'no-store' });
    const table: unknown = response.ok ? await response.json() : null;
    return isRouteTable(table) ? table : null;
  } catch {
    return null;
  }
}

/**
 * Before the app starts in a browser with a dev override: takes the section's route table from
 * its dev server (a route added a moment ago works at once), registers the dev server with the
 * Module Federation runtime and lets it offer its shared libraries, which the page then prefers.
 * Returns the live map with the dev route table, or null when there is no dev override after all
 * (an old hint): the app then starts as usual.
 */
export async function prepareDevSection(): Promise<VisitorLiveMap | null> {
  const manifest = await readRemotesManifest(fetch, { revalidate: true });
  const dev = manifest?.sections.find((section) => section.cohort === 'dev');
  const instance = getInstance();
  if (!manifest || !dev || !instance) return null;
  const routeTable = await devRouteTable(dev);
  if (!routeTable) console.warn(`[dev] ${dev.manifestUrl} does not answer: is the dev server running? Showing the live route table of ${dev.name}`);
  registerGlobalPlugins([preferDevelopmentBuilds]);
  instance.registerPlugins([preferDevelopmentBuilds]);
  instance.registerRemotes([{ name: remoteName(dev.name), entry: dev.manifestUrl }]);
  // Initialising the dev server's container puts its shared libraries in the page's share scope.
  await Promise.all(instance.initializeSharing('default', { strategy: 'version-first' }));
  return { ...manifest, sections: manifest.sections.map((section) => (section === dev && routeTable ? { ...dev, routeTable } : section)) };
}
