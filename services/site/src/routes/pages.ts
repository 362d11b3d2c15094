import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { routeParams } from '@site/contracts/match-route';
import { notFoundHead, pageHead, renderPageHead, type PageHead } from '@site/contracts/page-head';
import type { RouteEntry, RouteTable } from '@site/contracts/route-entry';
import { isDetailTemplate, type DetailTemplate } from '@site/db/content-repository';
import { REVALIDATE } from '../caching.ts';
import type { RemotesSource } from '../remotes-source.ts';
import { resolvePage, siteRouteTables } from '../page-catalogue.ts';

/** Whether the record a detail page shows exists (`/resources/blog/:slug` and the like). */
export type DetailExists = (template: DetailTemplate, id: string) => Promise<boolean>;

interface PagesOptions {
  source: RemotesSource;
  shellTable: RouteTable;
  shellHtml: string;
  /** Public origin for canonical URLs. */
  origin: string;
  /** Without it (no content database mounted) every detail path is taken as a page. */
  detailExists?: DetailExists | undefined;
}

const NON_PAGE_PREFIXES = ['/assets/', '/remotes/', '/api/'];

/**
 * Every page path answers with the shell's HTML: 200 for a page, 404 (the app renders its
 * not-found page) for anything else, and a real 301 for the site's redirects.
 */
export async function pageRoutes(app: FastifyInstance, { source, shellTable, shellHtml, origin, detailExists }: PagesOptions) {
  const withHead = headInserter(shellHtml);
  const notFoundEntry = shellTable.routes.find((entry) => entry.path === '/404') ?? { title: 'Page not found', description: 'The page you asked for does not exist.' };
  app.route({
    method: 'GET',
    url: '/*',
    schema: {
      params: { type: 'object', properties: { '*': { type: 'string', maxLength: 2048 } } },
    },
    handler: async (request, reply) => {
      const [pathname = '/', ...queryParts] = request.url.split('?');
      const query = queryParts.length > 0 ? `?${queryParts.join('?')}` : '';
      if (NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
        return reply.code(404).send({ error: 'Not Found', message: `${pathname} does not exist`, statusCode: 404 });
      }
      const decoded = decodePath(pathname);
      const manifest = await source.remotesManifest();
      const resolution = resolvePage(shellTable, manifest, decoded);
      if (resolution.kind === 'redirect') return reply.redirect(safeLocation(withQuery(resolution.location, query)), 301);
      const found = resolution.kind === 'page' && (await recordFound(resolution.entry, decoded, detailExists, request.log));
      let head = notFoundHead(notFoundEntry);
      if (found) {
        const titles = new Map(siteRouteTables(shellTable, manifest).flatMap((table) => table.routes.map((entry) => [entry.path, entry.title])));
        head = pageHead(resolution.entry, { origin, path: decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded, titleOf: (path) => titles.get(path) });
      }
      return reply
        .code(found ? 200 : 404)
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(withHead(head));
    },
  });
}

/**
 * The shell's HTML with a page's own head tags in place of the template's title and description,
 * so a crawler or link preview reading the direct load sees the page's title, description,
 * canonical URL and structured data; the shell keeps them right on client-side navigation.
 */
export function headInserter(shellHtml: string): (head: PageHead) => string {
  const template = shellHtml.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  const at = template.indexOf('</head>');
  if (at === -1) return () => shellHtml;
  const [before, after] = [template.slice(0, at), template.slice(at)];
  return (head) => `${before}${renderPageHead(head)}${after}`;
}

/**
 * A detail page is found when its record is (an unknown blog slug is a true 404, as an unknown
 * path is). When the database cannot tell, the page is served and the app shows its own state:
 * a visitor gets the page rather than an error, and the failure is logged.
 */
async function recordFound(entry: RouteEntry, pathname: string, detailExists: DetailExists | undefined, log: FastifyBaseLogger): Promise<boolean> {
  const template = entry.meta.template;
  if (!detailExists || !isDetailTemplate(template)) return true;
  const [id] = Object.values(routeParams(entry.path, pathname));
  if (id === undefined) return true;
  try {
    return await detailExists(template, id);
  } catch (error) {
    log.warn({ err: error, path: pathname }, 'could not check whether a detail page exists; serving it');
    return true;
  }
}

/**
 * A Location header that cannot leave the site by accident and is always a valid header. The
 * trailing-slash redirect echoes the visitor's own (decoded) path: `//evil.example/` or
 * `/\evil.example/` would otherwise send the browser to another host, and non-ASCII or CR/LF
 * characters cannot be put in a header at all (Node throws, which became a 500).
 */
export function safeLocation(location: string): string {
  const local = /^[/\\]/.test(location) ? location.replace(/^[/\\]+/, '/') : location;
  return local.replaceAll(/[^\x21-\x7E]|\\/gu, (char) => encodeURIComponent(char));
}

/** Keeps the visitor's query string (campaign tags, say) on same-site redirects without one of their own. */
function withQuery(location: string, query: string): string {
  return query && location.startsWith('/') && !location.includes('?') ? `${location}${query}` : location;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
