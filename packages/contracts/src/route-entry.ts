import { z } from 'zod';

/** Route categories of the SPEC's route manifest (section 3). */
export const ROUTE_CATEGORIES = [
  'core',
  'landing',
  'partner',
  'solutions',
  'solution',
  'industry',
  'resource',
  'legal',
  'admin',
] as const;
export const routeCategorySchema = z.enum(ROUTE_CATEGORIES);
export type RouteCategory = z.infer<typeof routeCategorySchema>;

export const changeFrequencySchema = z.enum([
  'always',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'never',
]);

export const routeMetaSchema = z
  .object({
    priority: z.number().min(0).max(1).optional(),
    changefreq: changeFrequencySchema.optional(),
    lastModified: z.string().optional(),
    template: z.string().optional(),
    regexMatch: z.string().optional(),
  })
  .strict();

/** Where a route appears in the site's navigation (header menus, footer columns). */
export const navGroupSchema = z.enum(['solutions', 'industries', 'partners', 'resources', 'company']);
export type NavGroup = z.infer<typeof navGroupSchema>;

const pathSchema = z
  .string()
  .regex(/^\/[A-Za-z0-9\-._~:/*]*$/, 'a route path starts with "/" and holds only URL path characters');

/**
 * One entry of the route manifest (SPEC section 3), plus `title` and `nav`, which the header,
 * footer, search and sitemap read so that there is no second hand-written list of pages.
 */
export const routeEntrySchema = z
  .object({
    path: pathSchema,
    title: z.string().min(1),
    description: z.string().min(1),
    component: z.string().min(1),
    componentPath: z.string().min(1),
    category: routeCategorySchema,
    seoEnabled: z.boolean().default(true),
    lazy: z.boolean().default(true),
    exclude: z.boolean().default(false),
    redirect: pathSchema.optional(),
    permissions: z.array(z.string().min(1)).default([]),
    nav: navGroupSchema.optional(),
    meta: routeMetaSchema.default({}),
  })
  .strict();

export type RouteEntry = z.output<typeof routeEntrySchema>;
/** What an author writes: defaults may be left out. */
export type RouteEntryInput = z.input<typeof routeEntrySchema>;

/** A redirect: a path that leads elsewhere, answered with HTTP 301 on a direct load. */
export const redirectSchema = z.object({ from: pathSchema, to: z.string().min(1) }).strict();
export type Redirect = z.infer<typeof redirectSchema>;

/** What a section (or the shell) publishes about its routes: data only, no code. */
export const routeTableSchema = z
  .object({
    routes: z.array(routeEntrySchema),
    redirects: z.array(redirectSchema).default([]),
  })
  .strict()
  .superRefine((table, ctx) => {
    const seen = new Set<string>();
    for (const [index, route] of table.routes.entries()) {
      if (seen.has(route.path)) {
        ctx.addIssue({ code: 'custom', path: ['routes', index, 'path'], message: `duplicate route path ${route.path}` });
      }
      seen.add(route.path);
    }
  });
export type RouteTable = z.output<typeof routeTableSchema>;
export type RouteTableInput = z.input<typeof routeTableSchema>;

/** Parses an author's route table, failing loudly with every problem listed. */
export function defineRouteTable(input: RouteTableInput): RouteTable {
  return routeTableSchema.parse(input);
}

/** Routes that belong in the main route table (the SPEC keeps admin routes in the manifest only). */
export const isEagerlyRouted = (route: RouteEntry): boolean => route.category !== 'admin';

/** Routes a search engine may index. */
export const isIndexable = (route: RouteEntry): boolean =>
  route.seoEnabled && !route.exclude && route.permissions.length === 0 && !route.path.includes(':') && !route.path.includes('*');
