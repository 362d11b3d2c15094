import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeParams } from '@site/contracts/match-route';
import { notFoundHead, pageHead, type DetailRecord, type PageHead } from '@site/contracts/page-head';
import type { FaqItem } from '@site/contracts/page-documents';
import type { RemotesManifest } from '@site/contracts/remotes-manifest';
import type { RouteEntry, RouteTable } from '@site/contracts/route-entry';
import { isDetailTemplate, type DetailTemplate } from '@site/db/content-repository';
import { REVALIDATE } from '../caching.ts';
import type { DetailRecords } from '../detail-records.ts';
import { perLiveMap, type RemotesSource } from '../remotes-source.ts';
import { CompressionCache } from '../compression.ts';
import { carriedMapJson, documentRenderer, styleBlockText } from '../page-document.ts';
import { allowStyleBlock, styleHashSource } from '../plugins/security-headers.ts';
import type { PrerenderedPage } from '@site/prerender/prerender-store';
import { NOT_FOUND_PATH, type PrerenderService } from '@site/prerender/prerender-service';
import { PRERENDER_REQUEST_HEADER } from '@site/prerender/prerender-request';
import { resolvePage, siteRouteTables } from '../page-catalogue.ts';
import type { SiteSettingsSnapshot } from '../site-settings.ts';
import { jsonError } from '@site/service-kit/http-errors';
import { onAdminOrigin, type SiteOrigins } from '@site/service-kit/site-origins';
import { mapForOrigin, pageOnOtherOrigin } from '../origin-split.ts';

interface PagesOptions {
  source: RemotesSource;
  shellTable: RouteTable;
  shellHtml: string;
  /** Public origin for canonical URLs. */
  origin: string;
  /** The public and admin origins: each page is served on its own, and the other sends the browser there. */
  origins?: SiteOrigins | undefined;
  /** Without it (no content database mounted) every detail path is taken as a page. */
  detailRecords?: DetailRecords | undefined;
  /** The FAQ a page's content holds, from the page documents of what is live. */
  pageFaqs?: ((path: string) => Promise<readonly FaqItem[]>) | undefined;
  /** Prerendered pages; without it every page is rendered in the browser. */
  prerender?: PrerenderService | undefined;
  /**
   * The map this visitor gets (a canary cohort's, a preview's), when it can differ from everyone's.
   * Its page is served prerendered for those versions once rendered; until then, unrendered (never
   * a page of other versions, which would change under the visitor's eyes), and rendered soon.
   */
  visitorManifest?: ((request: FastifyRequest, reply: FastifyReply) => Promise<{ manifest: RemotesManifest; personal: boolean }>) | undefined;
  /**
   * Whether this request may open a page whose manifest entry lists roles (`permissions`): a
   * visitor without a session is sent to sign in and back; a role without the right gets 403 (the
   * admin section shows "You don't have access"). Without it such pages are served to anyone.
   */
  pageAccess?:
    | ((
        request: FastifyRequest,
        permissions: readonly string[],
      ) => Promise<{ allowed: true } | { allowed: false; signIn: string } | { allowed: false; forbidden: true }>)
    | undefined;
  /** When this browser previews a content draft shown at this path: the record it shows. */
  draftPreview?: ((request: FastifyRequest, path: string) => Promise<{ record: DetailRecord | undefined } | undefined>) | undefined;
  /** Where a record whose slug changed lives now (its old URL answers 301). */
  movedRecord?: ((template: DetailTemplate, id: string) => Promise<string | null>) | undefined;
  /** The site settings and page SEO overrides now; every page carries the settings. */
  siteSettings?: (() => Promise<SiteSettingsSnapshot>) | undefined;
}

const NON_PAGE_PREFIXES = ['/assets/', '/remotes/', '/api/'];

/** A section served from a developer's machine (a dev override) cannot be rendered by this server. */
const renderable = (manifest: RemotesManifest) => manifest.sections.every((section) => section.cohort !== 'dev');

/** A page's head tags, and their JSON once a response needed it (it names the page's HTML). */
interface CachedHead {
  head: PageHead;
  json?: string;
}

/**
 * Every page path answers with the shell's HTML: 200 for a page, 404 (the app renders its
 * not-found page) for anything else, and a real 301 for the site's redirects.
 */
export async function pageRoutes(
  app: FastifyInstance,
  {
    source,
    shellTable,
    shellHtml,
    origin,
    origins,
    detailRecords,
    pageFaqs,
    prerender,
    visitorManifest,
    pageAccess,
    draftPreview,
    movedRecord,
    siteSettings,
  }: PagesOptions,
) {
  const renderDocument = documentRenderer(shellHtml);
  // A number per map: the documents of a cohort's or a preview's map are cached under their own key.
  let maps = 0;
  const mapId = perLiveMap(() => ++maps);
  const carriedMapOf = perLiveMap(carriedMapJson);
  // The policy admits a prerendered page's style block by its hash: worked out once per rendering.
  const styleHashes = new WeakMap<PrerenderedPage, string>();
  const styleHashOf = (page: PrerenderedPage) => {
    let hash = styleHashes.get(page);
    if (hash === undefined) {
      hash = styleHashSource(styleBlockText(page));
      styleHashes.set(page, hash);
    }
    return hash;
  };
  const visitorMap = async (request: FastifyRequest, reply: FastifyReply) =>
    visitorManifest ? visitorManifest(request, reply) : { manifest: await source.remotesManifest(), personal: false };
  const documents = new CompressionCache();
  // Page titles by path, for breadcrumbs: built once per live manifest, not on every request.
  const titlesFor = perLiveMap(
    (manifest) => new Map(siteRouteTables(shellTable, manifest).flatMap((table) => table.routes.map((entry) => [entry.path, entry.title]))),
  );
  const notFoundEntry = shellTable.routes.find((entry) => entry.path === '/404') ?? {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
  };
  const notFoundHeadOf: CachedHead = { head: notFoundHead(notFoundEntry) };
  const headsFor = perLiveMap(() => new Map<string, CachedHead>());
  // Heads depend on the settings too (overrides, contact details): kept per settings version.
  let headsSettingsVersion = '';
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
        return reply.code(404).send(jsonError(404, `${pathname} does not exist`));
      }
      const decoded = decodePath(pathname);
      const elsewhere = pageOnOtherOrigin(origins, request, decoded);
      if (elsewhere) return reply.header('cache-control', 'no-store').redirect(elsewhere, 302);
      // The admin workspace: no cohort, preview, dev override or draft of a public page ever reaches it.
      const workspace = origins !== undefined && onAdminOrigin(origins, request);
      const manifest = await source.remotesManifest();
      const resolution = resolvePage(shellTable, manifest, decoded);
      if (resolution.kind === 'redirect') return reply.redirect(safeLocation(withQuery(resolution.location, query)), 301);
      let status = 200;
      if (resolution.kind === 'page' && resolution.entry.permissions.length > 0) {
        // A private page depends on who asks: never cached, never indexed.
        reply.header('x-robots-tag', 'noindex, nofollow');
        const access = pageAccess ? await pageAccess(request, resolution.entry.permissions) : ({ allowed: true } as const);
        if (!access.allowed && 'signIn' in access) return reply.header('cache-control', 'no-store').redirect(safeLocation(access.signIn), 302);
        if (!access.allowed) status = 403;
      }
      const pagePath = decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded;
      // A draft preview shows its draft here, even before the record is published.
      const draft = resolution.kind === 'page' && draftPreview && !workspace ? await draftPreview(request, pagePath) : undefined;
      let record = resolution.kind === 'page' ? await detailRecord(resolution.entry, decoded, detailRecords, request.log) : null;
      if (draft) record = draft.record ?? record;
      if (resolution.kind === 'page' && record === null && movedRecord) {
        const moved = await movedTo(resolution.entry, decoded, movedRecord, request.log);
        if (moved) return reply.redirect(safeLocation(withQuery(moved, query)), 301);
      }
      const found = resolution.kind === 'page' && record !== null;
      const settings = await settingsOf(siteSettings, request.log);
      let head = notFoundHeadOf;
      if (found) {
        const path = pagePath;
        // A page that shows no record has the same head for as long as the same map is live.
        const heads = record === undefined && !draft ? headsFor(manifest) : undefined;
        if (heads && settings && settings.version !== headsSettingsVersion) {
          heads.clear();
          headsSettingsVersion = settings.version;
        }
        head = heads?.get(path) ?? {
          head: pageHead(resolution.entry, {
            origin,
            path,
            titleOf: (candidate) => titlesFor(manifest).get(candidate),
            record: record ?? undefined,
            faqs: await faqsOf(path, pageFaqs, request.log),
            seo: settings?.seo.get(path),
            contact: settings?.settings,
          }),
        };
        if (heads && !heads.has(path)) {
          // Bounded: one entry per page of the site, but unknown paths could be asked for without end.
          if (heads.size >= 5000) heads.clear();
          heads.set(path, head);
        }
      }
      // The prerenderer's own browser gets the unrendered page: it is what it renders.
      const visitor = prerender && !draft && !workspace && !request.headers[PRERENDER_REQUEST_HEADER] ? await visitorMap(request, reply) : null;
      const ownMap = visitor !== null && visitor.manifest !== manifest;
      const rendered =
        prerender && visitor && renderable(visitor.manifest)
          ? await prerenderedPage(prerender, found ? pathname : NOT_FOUND_PATH, visitor.manifest, request.log)
          : null;
      if (ownMap && !rendered && renderable(visitor.manifest)) prerender?.wantRendered(visitor.manifest);
      if (rendered) allowStyleBlock(reply, styleHashOf(rendered));
      // Stamped with the content's last check, rounded down to a step, so a page's HTML (and its
      // compressed copies) stays the same for that long; what it is made from names it (a
      // prerendered page is immutable per key). An earlier stamp only makes the app refetch sooner.
      const dataUpdatedAt = dataStamp(prerender?.contentCheckedAt || Date.now());
      head.json ??= JSON.stringify(head.head);
      // The map the page is served with goes with it (not to the prerenderer's browser, which reads
      // the map it renders from /remotes.json).
      const servedMap = request.headers[PRERENDER_REQUEST_HEADER] ? undefined : mapForOrigin(origins, request, visitor?.manifest ?? manifest);
      const fingerprint = `${head.json}|${rendered ? `${rendered.path}@${rendered.renderedAt}` : '-'}|${rendered?.queries.length ? dataUpdatedAt : ''}|${settings?.version ?? ''}|${servedMap ? mapId(servedMap) : '-'}`;
      const render = () =>
        renderDocument({ head: head.head, page: rendered, dataUpdatedAt, settings: settings?.settings, carriedMap: servedMap && carriedMapOf(servedMap) });
      // Pages of a cohort's or a preview's versions are cached apart from everyone's.
      const key = `${workspace ? 'admin:' : ''}${found ? pathname : NOT_FOUND_PATH}${ownMap ? `@${mapId(visitor.manifest)}` : ''}`;
      const personal = (found && resolution.entry.permissions.length > 0) || draft !== undefined;
      // A draft is nobody's page yet: never indexed.
      if (draft) reply.header('x-robots-tag', 'noindex, nofollow');
      reply
        .code(found ? status : 404)
        .header('cache-control', personal ? 'no-store' : visitor?.personal ? `private, ${REVALIDATE}` : REVALIDATE)
        .header('vary', visitor?.personal ? 'cookie, accept-encoding' : 'accept-encoding')
        .type('text/html; charset=utf-8');
      return documents.send(request, reply, key, fingerprint, render);
    },
  });
}

/**
 * How coarse the time the carried data is stamped with is: well under the app's query stale time
 * (a minute), so the first view's data is still fresh when the app takes over.
 */
export const DATA_STAMP_STEP_MS = 20_000;

const dataStamp = (checkedAt: number) => checkedAt - (checkedAt % DATA_STAMP_STEP_MS);

/**
 * The record a detail page shows: `undefined` for pages that show none, `null` when it does not
 * exist (an unknown blog slug is a true 404, as an unknown path is). When the database cannot
 * tell, the page is served and the app shows its own state: a visitor gets the page rather than
 * an error, and the failure is logged.
 */
async function detailRecord(
  entry: RouteEntry,
  pathname: string,
  detailRecords: DetailRecords | undefined,
  log: FastifyBaseLogger,
): Promise<DetailRecord | null | undefined> {
  const template = entry.meta.template;
  if (!detailRecords || !isDetailTemplate(template)) return undefined;
  const [id] = Object.values(routeParams(entry.path, pathname));
  if (id === undefined) return undefined;
  try {
    return await detailRecords(template, id);
  } catch (error) {
    log.warn({ err: error, path: pathname }, 'could not read the record of a detail page; serving it');
    return undefined;
  }
}

/** The settings now; a page without them (the database cannot answer) is better than no page. */
async function settingsOf(siteSettings: PagesOptions['siteSettings'], log: FastifyBaseLogger): Promise<SiteSettingsSnapshot | undefined> {
  try {
    return await siteSettings?.();
  } catch (error) {
    log.warn({ err: error }, 'could not read the site settings; serving the page with the defaults');
    return undefined;
  }
}

/** The new URL of a detail page whose record's slug changed; null when there is none. */
async function movedTo(
  entry: RouteEntry,
  pathname: string,
  movedRecord: NonNullable<PagesOptions['movedRecord']>,
  log: FastifyBaseLogger,
): Promise<string | null> {
  const template = entry.meta.template;
  if (!isDetailTemplate(template)) return null;
  const params = routeParams(entry.path, pathname);
  const [name, id] = Object.entries(params)[0] ?? [];
  if (name === undefined || id === undefined) return null;
  try {
    const to = await movedRecord(template, id);
    return to === null ? null : entry.path.replace(`:${name}`, encodeURIComponent(to));
  } catch (error) {
    log.warn({ err: error, path: pathname }, 'could not look up a moved record');
    return null;
  }
}

/** A page that cannot be read from the prerender store is served unrendered, never as an error. */
async function prerenderedPage(prerender: PrerenderService, path: string, manifest: RemotesManifest, log: FastifyBaseLogger) {
  try {
    return await prerender.lookup(path, manifest);
  } catch (error) {
    log.warn({ err: error, path }, 'could not read the prerendered page; serving it unrendered');
    return null;
  }
}

/** A page's FAQ for its structured data; a page served without it is better than no page. */
async function faqsOf(path: string, pageFaqs: PagesOptions['pageFaqs'], log: FastifyBaseLogger): Promise<readonly FaqItem[]> {
  try {
    return (await pageFaqs?.(path)) ?? [];
  } catch (error) {
    log.warn({ err: error, path }, 'could not read the page documents; serving the page without FAQ data');
    return [];
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
