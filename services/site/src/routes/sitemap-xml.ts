/**
 * `/sitemap.xml` (sitemaps.org protocol 0.9) and `/robots.txt`, built on each request from what
 * is live: the route tables of the shell and every live section, and, for detail pages such as
 * `/resources/blog/:slug`, the records of the content database. Only indexable pages are listed
 * (`isIndexable`), each with its canonical absolute URL; `lastmod` is when the page's content
 * last changed (route `meta.lastModified`, filled in by the build, or the record's update time).
 */
import type { FastifyInstance } from 'fastify';
import { isIndexable, type RouteEntry, type RouteTable } from '@site/contracts/route-entry';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { isDetailTemplate, type DetailTemplate } from '@site/db/content-repository';
import { REVALIDATE } from '../caching.ts';
import { siteRouteTables } from '../page-catalogue.ts';
import type { RemotesSource } from '../remotes-source.ts';
import { jsonError } from '@site/service-kit/http-errors';
import { ignoredQuerySchema } from '@site/service-kit/json-schema';

export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
  changefreq?: string | undefined;
  priority?: number | undefined;
}

/** Every record behind a kind of detail page, by template; absent when no content database is mounted. */
export type RecordLists = (template: DetailTemplate) => Promise<{ id: string; updatedAt: string }[]>;

interface SitemapOptions {
  source: RemotesSource;
  /** The route table of the shell a live map names. */
  shellTable: (manifest: VisitorLiveMap) => Promise<RouteTable>;
  /** Public origin for absolute URLs, e.g. https://www.example.com (no trailing slash). */
  origin: string;
  recordLists?: RecordLists | undefined;
  /** Pages an editor marked noindex: left out of the sitemap too. */
  noindexPaths?: (() => Promise<ReadonlySet<string>>) | undefined;
}

export const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

/** `:param` replaced by a record's id, percent-encoded as a URL path segment. */
const detailPath = (route: RouteEntry, id: string): string => route.path.replace(/:[A-Za-z]+/, encodeURIComponent(id));

const pageUrl = (origin: string, route: RouteEntry, path = route.path, lastmod = route.meta.lastModified): SitemapUrl => ({
  loc: `${origin}${path}`,
  lastmod,
  changefreq: route.meta.changefreq,
  priority: route.meta.priority,
});

/** Detail routes whose records the sitemap lists: public, and one `:param` naming a stored record. */
const isListedDetailRoute = (route: RouteEntry): boolean =>
  isDetailTemplate(route.meta.template) && route.seoEnabled && !route.exclude && route.permissions.length === 0 && (route.path.match(/:/g) ?? []).length === 1;

export async function sitemapUrls(routes: readonly RouteEntry[], origin: string, recordLists?: RecordLists): Promise<SitemapUrl[]> {
  const urls = routes.filter(isIndexable).map((route) => pageUrl(origin, route));
  if (recordLists) {
    for (const route of routes.filter(isListedDetailRoute)) {
      const records = await recordLists(route.meta.template as DetailTemplate);
      urls.push(...records.map((record) => pageUrl(origin, route, detailPath(route, record.id), record.updatedAt)));
    }
  }
  const seen = new Set<string>();
  return urls.filter((url) => !seen.has(url.loc) && seen.add(url.loc)).sort((a, b) => a.loc.localeCompare(b.loc));
}

export function renderSitemap(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const fields = [`<loc>${escapeXml(url.loc)}</loc>`];
    if (url.lastmod) fields.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    if (url.changefreq) fields.push(`<changefreq>${url.changefreq}</changefreq>`);
    if (url.priority !== undefined) fields.push(`<priority>${url.priority.toFixed(1)}</priority>`);
    return `<url>${fields.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every page; the admin area and the JSON API (but not its documentation) are off limits. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /api/docs',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /idp/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapRoutes(app: FastifyInstance, { source, shellTable, origin, recordLists, noindexPaths }: SitemapOptions) {
  const anyQuery = { schema: { querystring: ignoredQuerySchema } };
  app.get('/sitemap.xml', anyQuery, async (request, reply) => {
    const manifest = await source.remotesManifest();
    const routes = siteRouteTables(await shellTable(manifest), manifest).flatMap((table) => table.routes);
    let urls: SitemapUrl[];
    try {
      const hidden = (await noindexPaths?.()) ?? new Set<string>();
      urls = (await sitemapUrls(routes, origin, recordLists)).filter((url) => !hidden.has(url.loc.slice(origin.length) || '/'));
    } catch (error) {
      // A sitemap without the blog or videos would tell crawlers those pages are gone.
      request.log.error({ err: error }, 'sitemap: the content database could not be read');
      return reply.code(503).header('retry-after', '60').send(jsonError(503, 'The sitemap is unavailable for a moment; try again shortly.'));
    }
    return reply.header('cache-control', REVALIDATE).type('application/xml; charset=utf-8').send(renderSitemap(urls));
  });
  app.get('/robots.txt', anyQuery, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(renderRobots(origin)),
  );
}
