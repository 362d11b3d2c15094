import { matchPath } from 'react-router';
import type { Redirect, RouteEntry } from './route-entry.ts';

/** Finds the route entry that a pathname resolves to, with react-router's own matching rules. */
export function matchRoute<T extends Pick<RouteEntry, 'path'>>(routes: readonly T[], pathname: string): T | undefined {
  const normalised = normalisePath(pathname);
  const exact = routes.find((route) => route.path === normalised);
  if (exact) return exact;
  return routes.find((route) => route.path !== '*' && matchPath({ path: route.path, end: true }, normalised) !== null);
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
