import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Redirect, RouteEntry, RouteTable } from '@site/contracts/route-entry';
import { REPO_ROOT } from './paths.ts';

const APPS = ['shell', 'remotes/solutions', 'remotes/resources', 'remotes/partners', 'remotes/legal', 'remotes/admin'];

/** The route tables every app published with its build: the same data the site routes with. */
function tables(): RouteTable[] {
  return APPS.map((app) => JSON.parse(readFileSync(path.join(REPO_ROOT, app, 'dist/route-table.json'), 'utf8')) as RouteTable);
}

export const allRoutes: RouteEntry[] = tables().flatMap((table) => table.routes);
export const allRedirects: Redirect[] = tables().flatMap((table) => table.redirects);

/** A concrete URL for a route path (`:slug` segments get a sample value). */
export const samplePath = (routePath: string): string => routePath.replaceAll(/:[A-Za-z]+/g, 'sample-item');
