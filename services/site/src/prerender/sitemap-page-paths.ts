import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { RouteTable } from '@site/contracts/route-entry';
import { siteRouteTables } from '../page-catalogue.ts';
import { sitemapUrls, type RecordLists } from '../routes/sitemap-xml.ts';

/**
 * Pages kept prerendered though no sitemap lists them: the search page, whose GET form is how a
 * visitor searches before the app has run, or in a browser that runs no script.
 */
export const UNLISTED_PRERENDERED_PATHS = ['/search'] as const;

/**
 * The pages the prerenderer keeps for a map: the sitemap's (every indexable route page, and the
 * records behind detail pages when there is a database), and the unlisted ones above, as paths.
 * The site knows its routes and records; the prerenderer only renders what it is given.
 */
export function sitemapPagePaths(
  shellTable: (manifest: VisitorLiveMap) => Promise<RouteTable>,
  recordLists: RecordLists | undefined,
): (manifest: VisitorLiveMap) => Promise<string[]> {
  return async (manifest) => {
    const routes = siteRouteTables(await shellTable(manifest), manifest).flatMap((table) => table.routes);
    const listed = (await sitemapUrls(routes, '', recordLists)).map((url) => url.loc);
    const unlisted = UNLISTED_PRERENDERED_PATHS.filter((path) => routes.some((route) => route.path === path));
    return [...listed, ...unlisted];
  };
}
