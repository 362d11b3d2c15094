import { matchPath } from 'react-router';
import type { Redirect, RouteEntry } from './route-entry.ts';

/** Finds the route entry that a pathname resolves to, with react-router's own matching rules. */
export function matchRoute<T extends Pick<RouteEntry, 'path'>>(routes: readonly T[], pathname: string): T | undefined {
  const normalised = normalisePath(pathname);
  const exact = routes.find((route) => route.path === normalised);
  if (exact) return exact;
  return routes.find((route) => route.path !== '*' && matchPath({ path: route.path, end: true }, normalised) !== null);
}

/** The values of a route's `:params` in a pathname it matches (empty when it does not). */
export function routeParams(routePath: string, pathname: string): Record<string, string> {
  const params = matchPath({ path: routePath, end: true }, normalisePath(pathname))?.params ?? {};
  return Object.fromEntries(Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])));
}

/** Finds the redirect for a pathname, if any. */
export function matchRedirect(redirects: readonly Redirect[], pathname: string): Redirect | undefined {
  const normalised = normalisePath(pathname);
  return redirects.find((redirect) => redirect.from === normalised);
}

/** Drops a trailing slash (but not the root's), so /about/ and /about are one page. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
