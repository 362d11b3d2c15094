import type { Redirect, RouteEntry } from './route-entry.ts';

interface CompiledPath {
  matcher: RegExp;
  params: string[];
}

const compiled = new Map<string, CompiledPath>();

/**
 * A route path compiled by the rules react-router's matcher applies to the paths a route table
 * may hold (route-entry-schema: `:param` segments and a trailing `*`, no optional segments), so a
 * server decides exactly as the shell's router will: case-insensitive, trailing slashes allowed,
 * a `:param` one non-empty segment, a trailing `*` the rest (or nothing). Written here rather than
 * imported, so a server that matches a path does not load the router and React with it; the shell
 * checks the two agree on generated route paths and pathnames (shell/src/routing/route-matching.test.ts).
 */
function compilePath(path: string): CompiledPath {
  let known = compiled.get(path);
  if (known) return known;
  const params: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_segment, name: string) => {
      params.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    params.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  known = { matcher: new RegExp(source, 'i'), params };
  // Route tables are small and fixed per build: the cache stays as large as the paths they name.
  if (compiled.size < 10_000) compiled.set(path, known);
  return known;
}

/** The values of `routePath`'s params in `pathname`, or null when it does not match. */
export function matchPathParams(routePath: string, pathname: string): Record<string, string> | null {
  const { matcher, params } = compilePath(routePath);
  const match = matcher.exec(pathname);
  if (!match) return null;
  return Object.fromEntries(params.map((name, index) => [name, (match[index + 1] ?? '').replace(/%2F/g, '/')]));
}

/** Finds the route entry that a pathname resolves to, with react-router's own matching rules. */
export function matchRoute<T extends Pick<RouteEntry, 'path'>>(routes: readonly T[], pathname: string): T | undefined {
  const normalised = normalisePath(pathname);
  const exact = routes.find((route) => route.path === normalised);
  if (exact) return exact;
  return routes.find((route) => route.path !== '*' && matchPathParams(route.path, normalised) !== null);
}

/** The values of a route's `:params` in a pathname it matches (empty when it does not). */
export function routeParams(routePath: string, pathname: string): Record<string, string> {
  return matchPathParams(routePath, normalisePath(pathname)) ?? {};
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
