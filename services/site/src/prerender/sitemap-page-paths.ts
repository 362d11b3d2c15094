import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { RouteTable } from '@site/contracts/route-entry';
import { siteRouteTables } from '../page-catalogue.ts';
import { sitemapUrls, type RecordLists } from '../routes/sitemap-xml.ts';

/**
 * The pages the prerenderer keeps for a map: the sitemap's (every indexable route page, and the
 * records behind detail pages when there is a database), as paths. The site knows its routes and
 * records; the prerenderer only renders what it is given.
 */
export function sitemapPagePaths(shellTable: RouteTable, recordLists: RecordLists | undefined): (manifest: VisitorLiveMap) => Promise<string[]> {
  return async (manifest) => {
    const routes = siteRouteTables(shellTable, manifest).flatMap((table) => table.routes);
    return (await sitemapUrls(routes, '', recordLists)).map((url) => url.loc);
  };
}
