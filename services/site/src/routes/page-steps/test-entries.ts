import { defineRouteTable, type RouteEntry, type RouteEntryInput } from '@site/contracts/route-entry';

/** A route entry as a built table holds it, for the steps' tests. */
export function routeEntry(path: string, extra: Partial<RouteEntryInput> = {}): RouteEntry {
  const [entry] = defineRouteTable({
    routes: [{ path, title: `Title of ${path}`, description: `About ${path}`, component: 'Page', componentPath: './page', category: 'core', ...extra }],
  }).routes;
  if (!entry) throw new Error('no entry');
  return entry;
}
