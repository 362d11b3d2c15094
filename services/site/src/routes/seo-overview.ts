import type { FastifyInstance } from 'fastify';
import { seoOverviewSchema, type SeoOverviewPayload } from '@site/contracts/admin-api';
import type { RouteTable } from '@site/contracts/route-entry';
import type { RouteAccess } from '@site/identity/access-control';
import { PRERENDER_REQUEST_HEADER } from '@site/prerender/prerender-request';
import { documented, errorResponseSchema, jsonSchemaOf } from '@site/service-kit/json-schema';
import { siteRouteTables } from '../page-catalogue.ts';
import { askSiteForPage } from '../page-exists.ts';
import type { RemotesSource } from '../remotes-source.ts';
import { sitemapUrls, type RecordLists } from './sitemap-xml.ts';

export interface SeoOverviewOptions {
  source: RemotesSource;
  shellTable: () => Promise<RouteTable>;
  recordLists: RecordLists | undefined;
  publicOrigin: string;
}

type OverviewPage = SeoOverviewPayload['pages'][number];

/** Pages read at once: the overview answers in about a second without holding the server. */
const PAGES_AT_ONCE = 4;

/** The inverse of the page head's escaping (`renderPageHead`): &, <, > and " only. */
const unescapeHtml = (text: string): string => text.replaceAll('&quot;', '"').replaceAll('&gt;', '>').replaceAll('&lt;', '<').replaceAll('&amp;', '&');

/** The title, description and robots rule of a page's head, as the site wrote it. */
export function searchHeadOf(html: string): Omit<OverviewPage, 'path'> {
  const meta = (name: string) => html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1];
  return {
    title: unescapeHtml(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: unescapeHtml(meta('description') ?? ''),
    indexable: !(meta('robots') ?? '').includes('noindex'),
  };
}

async function eachAtMost<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

const editSeo: { access: RouteAccess } = { access: { permission: 'content:write' } };

/**
 * `/api/admin/seo/pages` (EDITOR, ADMIN): every page the sitemap lists, each with the title and
 * description search engines get, read from the page the site serves (in process, on the public
 * origin), so overrides, records and the site's name in the title are all counted as they are.
 */
export async function seoOverviewRoute(app: FastifyInstance, { source, shellTable, recordLists, publicOrigin }: SeoOverviewOptions): Promise<void> {
  const askForPage = askSiteForPage(app, publicOrigin);
  app.get(
    '/api/admin/seo/pages',
    {
      config: editSeo,
      schema: documented({
        tags: ['admin'],
        summary: 'Every page in the sitemap with the title and description search engines get',
        response: { 200: jsonSchemaOf(seoOverviewSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request): Promise<SeoOverviewPayload> => {
      const routes = siteRouteTables(await shellTable(), await source.remotesManifest()).flatMap((table) => table.routes);
      const paths = (await sitemapUrls(routes, '', recordLists)).map((url) => url.loc);
      const pages = await eachAtMost(paths, PAGES_AT_ONCE, async (path): Promise<OverviewPage | null> => {
        // The server's own head, without the prerendered body: what a crawler's head holds.
        const answer = await askForPage(path, { [PRERENDER_REQUEST_HEADER]: '1' });
        if (answer.statusCode !== 200) {
          request.log.warn({ path, statusCode: answer.statusCode }, 'a sitemap page did not answer 200 for the SEO overview');
          return null;
        }
        return { path, ...searchHeadOf(answer.body) };
      });
      return { pages: pages.filter((page) => page !== null) };
    },
  );
}
