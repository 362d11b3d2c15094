// zod/mini: the same schemas validate on the server and, where needed, in the browser, at a
// fraction of the bytes. Browser code that only defines routes imports ./route-entry.ts, which
// carries no zod at all; tables are validated when they are built and when they are served.
import { z } from 'zod/mini';
import { NAV_GROUPS, ROUTE_CATEGORIES } from './route-entry.ts';

export const routeCategorySchema = z.enum(ROUTE_CATEGORIES);

export const changeFrequencySchema = z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);

export const routeMetaSchema = z.strictObject({
  priority: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
  changefreq: z.optional(changeFrequencySchema),
  lastModified: z.optional(z.string()),
  template: z.optional(z.string()),
  regexMatch: z.optional(z.string()),
});

export const navGroupSchema = z.enum(NAV_GROUPS);

const pathSchema = z.string().check(z.regex(/^\/[A-Za-z0-9\-._~:/*]*$/, 'a route path starts with "/" and holds only URL path characters'));
const textSchema = z.string().check(z.minLength(1));

/**
 * One entry of the route manifest (docs/product.md §3), plus `title` and `nav`, which the header,
 * footer, search and sitemap read so that there is no second hand-written list of pages.
 */
export const routeEntrySchema = z.strictObject({
  path: pathSchema,
  title: textSchema,
  description: textSchema,
  component: textSchema,
  componentPath: textSchema,
  category: routeCategorySchema,
  seoEnabled: z.boolean(),
  lazy: z.boolean(),
  exclude: z.boolean(),
  redirect: z.optional(pathSchema),
  permissions: z.array(textSchema),
  nav: z.optional(navGroupSchema),
  /** The heading a page is listed under inside its menu (by channel or by need); menus keep first-seen order. */
  navSection: z.optional(textSchema),
  meta: routeMetaSchema,
});

/** A redirect: a path that leads elsewhere, answered with HTTP 301 on a direct load. */
export const redirectSchema = z.strictObject({ from: pathSchema, to: textSchema });

/** What a section (or the shell) publishes about its routes: data only, no code. */
export const routeTableSchema = z
  .strictObject({
    routes: z.array(routeEntrySchema),
    redirects: z.array(redirectSchema),
  })
  .check(
    z.superRefine((table, ctx) => {
      const seen = new Set<string>();
      for (const [index, route] of table.routes.entries()) {
        if (seen.has(route.path)) {
          ctx.addIssue({ code: 'custom', path: ['routes', index, 'path'], message: `duplicate route path ${route.path}`, input: route.path });
        }
        seen.add(route.path);
      }
    }),
  );
