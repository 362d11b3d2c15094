import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchRedirect, matchRoute, normalisePath } from '@site/contracts/match-route';
import { routeTableSchema } from '@site/contracts/route-entry-schema';
import type { Redirect, RouteEntry, RouteTable } from '@site/contracts/route-entry';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';

export type PageResolution = { kind: 'redirect'; location: string } | { kind: 'page'; entry: RouteEntry } | { kind: 'not-found' };

export async function readShellRouteTable(shellDist: string): Promise<RouteTable> {
  return routeTableSchema.parse(JSON.parse(await readFile(path.join(shellDist, 'route-table.json'), 'utf8')));
}

/** What the server takes from the shell's build at start-up: its route table and its page. */
export async function readShellBuild(shellDist: string): Promise<{ routeTable: RouteTable; html: string }> {
  const [routeTable, html] = await Promise.all([readShellRouteTable(shellDist), readFile(path.join(shellDist, 'index.html'), 'utf8')]);
  return { routeTable, html };
}

/** Every route table of the composed site: the shell's own and each live section's. */
export function siteRouteTables(shellTable: RouteTable, manifest: VisitorLiveMap): RouteTable[] {
  return [shellTable, ...manifest.sections.map((section) => section.routeTable)];
}

/** A live map's redirects and pages, listed once (the same map object is served until something changes). */
const catalogues = new WeakMap<VisitorLiveMap, { redirects: Redirect[]; entries: RouteEntry[]; resolved: Map<string, PageResolution> }>();
const RESOLVED_PATHS_KEPT = 5000;

/**
 * What a path is on the composed site: a page, a redirect or nothing. Built from the same route
 * tables the browser routes with, so a direct load and an in-app navigation always agree.
 */
export function resolvePage(shellTable: RouteTable, manifest: VisitorLiveMap, rawPath: string): PageResolution {
  const pathname = normalisePath(rawPath);
  if (pathname !== rawPath) return { kind: 'redirect', location: pathname };
  let catalogue = catalogues.get(manifest);
  if (!catalogue) {
    const tables = siteRouteTables(shellTable, manifest);
    catalogue = {
      redirects: tables.flatMap((table) => table.redirects),
      entries: tables.flatMap((table) => table.routes).filter((entry) => entry.path !== '/404'),
      resolved: new Map(),
    };
    catalogues.set(manifest, catalogue);
  }
  const known = catalogue.resolved.get(pathname);
  if (known) return known;
  const redirect = matchRedirect(catalogue.redirects, pathname);
  const entry = redirect ? undefined : matchRoute(catalogue.entries, pathname);
  const resolution: PageResolution = redirect ? { kind: 'redirect', location: redirect.to } : entry ? { kind: 'page', entry } : { kind: 'not-found' };
  // Bounded: anyone can ask for any number of distinct paths.
  if (catalogue.resolved.size >= RESOLVED_PATHS_KEPT) catalogue.resolved.clear();
  catalogue.resolved.set(pathname, resolution);
  return resolution;
}
