import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchRedirect, matchRoute, normalisePath } from '@site/contracts/match-route';
import { routeTableSchema } from '@site/contracts/route-entry-schema';
import type { Redirect, RouteEntry, RouteTable } from '@site/contracts/route-entry';
import type { RemotesManifest } from '@site/contracts/remotes-manifest';

export type PageResolution =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; entry: RouteEntry }
  | { kind: 'not-found' };

export async function readShellRouteTable(shellDist: string): Promise<RouteTable> {
  return routeTableSchema.parse(JSON.parse(await readFile(path.join(shellDist, 'route-table.json'), 'utf8')));
}

/** Every route table of the composed site: the shell's own and each live section's. */
export function siteRouteTables(shellTable: RouteTable, manifest: RemotesManifest): RouteTable[] {
  return [shellTable, ...manifest.sections.map((section) => section.routeTable)];
}

/**
 * What a path is on the composed site: a page, a redirect or nothing. Built from the same route
 * tables the browser routes with, so a direct load and an in-app navigation always agree.
 */
export function resolvePage(shellTable: RouteTable, manifest: RemotesManifest, rawPath: string): PageResolution {
  const pathname = normalisePath(rawPath);
  if (pathname !== rawPath) return { kind: 'redirect', location: pathname };
  const tables = siteRouteTables(shellTable, manifest);
  const redirects: Redirect[] = tables.flatMap((table) => table.redirects);
  const redirect = matchRedirect(redirects, pathname);
  if (redirect) return { kind: 'redirect', location: redirect.to };
  const entries = tables.flatMap((table) => table.routes).filter((entry) => entry.path !== '/404');
  const entry = matchRoute(entries, pathname);
  return entry ? { kind: 'page', entry } : { kind: 'not-found' };
}
