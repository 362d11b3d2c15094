import type { z } from 'zod/mini';
import type { redirectSchema, routeEntrySchema, routeTableSchema } from './route-entry-schema.ts';

/** Route categories of the SPEC's route manifest (section 3). */
export const ROUTE_CATEGORIES = ['core', 'landing', 'partner', 'solutions', 'solution', 'industry', 'resource', 'legal', 'admin'] as const;
export type RouteCategory = (typeof ROUTE_CATEGORIES)[number];

/** Where a route appears in the site's navigation (header menus, footer columns). */
export const NAV_GROUPS = ['solutions', 'industries', 'partners', 'resources', 'company'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export type RouteEntry = z.infer<typeof routeEntrySchema>;
export type Redirect = z.infer<typeof redirectSchema>;
export type RouteTable = z.infer<typeof routeTableSchema>;

const ROUTE_DEFAULTS = { seoEnabled: true, lazy: true, exclude: false } as const;
type Defaulted = keyof typeof ROUTE_DEFAULTS | 'permissions' | 'meta';

/** What an author writes: fields with defaults may be left out. */
export type RouteEntryInput = Omit<RouteEntry, Defaulted> & Partial<Pick<RouteEntry, Defaulted>>;
export interface RouteTableInput {
  routes: RouteEntryInput[];
  redirects?: Redirect[];
}

/**
 * Fills in an author's route table with defaults. Pure data, no validation: the build validates
 * every table against the contract's schema (`route-entry-schema.ts`) before it can ship.
 */
export function defineRouteTable(input: RouteTableInput): RouteTable {
  return {
    routes: input.routes.map((route) => ({
      ...ROUTE_DEFAULTS,
      ...route,
      permissions: route.permissions ?? [],
      meta: route.meta ?? {},
    })),
    redirects: input.redirects ?? [],
  };
}

/** Routes that belong in the main route table (the SPEC keeps admin routes in the manifest only). */
export const isEagerlyRouted = (route: RouteEntry): boolean => route.category !== 'admin';

/** Routes a search engine may index. */
export const isIndexable = (route: RouteEntry): boolean =>
  route.seoEnabled && !route.exclude && route.permissions.length === 0 && !route.path.includes(':') && !route.path.includes('*');
