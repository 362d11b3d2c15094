import type { FastifyInstance } from 'fastify';
import type { FaqItem } from '@site/contracts/page-documents';
import type { DetailRecords } from '../detail-records.ts';
import { perLiveMap, type RemotesSource } from '../remotes-source.ts';
import { CompressionCache } from '../compression.ts';
import { carriedMapJson, documentRenderer } from '../page-document.ts';
import { allowScriptBlocks, allowStyleBlock, inlineScriptSources } from '../plugins/security-headers.ts';
import { NOT_FOUND_PATH, type PrerenderService } from '@site/prerender/prerender-service';
import { PRERENDER_COMBINATION_HEADER, PRERENDER_REQUEST_HEADER } from '@site/prerender/prerender-request';
import type { ShellBuild, ShellBuilds } from '../shell-builds.ts';
import { resolvePage } from '../page-catalogue.ts';
import type { SiteSettingsSnapshot } from '../site-settings.ts';
import { jsonError } from '@site/service-kit/http-errors';
import { onAdminOrigin, type SiteOrigins } from '@site/service-kit/site-origins';
import { mapForOrigin, pageOnOtherOrigin } from '../origin-split.ts';
import { isNonPagePath, pageAddress, safeLocation, withQuery } from './page-steps/page-address.ts';
import { pageAccessStep, type PageAccessCheck } from './page-steps/page-access.ts';
import { pageRecordStep, type DraftPreviewLookup, type MovedRecordLookup } from './page-steps/page-record.ts';
import { PageHeads } from './page-steps/page-heads.ts';
import { faqsOf, settingsOf } from './page-steps/page-inputs.ts';
import { prerenderedStep, StyleHashes, type VisitorMapLookup } from './page-steps/page-prerendered.ts';
import { cacheHeaders, dataStamp, documentFingerprint, documentKey } from './page-steps/page-response.ts';
import { fillNoScriptSlot, noScriptSearchFill, type FindPages } from './page-steps/page-no-script-search.ts';
import { jsonSchemaOf } from '@site/service-kit/json-schema';
import { z } from 'zod';

/** The page's path after the first slash, as long as the router takes (`maxParamLength`). */
const pageParams = jsonSchemaOf(z.object({ '*': z.optional(z.string().max(2048)) }));
export { safeLocation } from './page-steps/page-address.ts';
export { DATA_STAMP_STEP_MS } from './page-steps/page-response.ts';

interface PagesOptions {
  source: RemotesSource;
  /** The shell build each live map names: pages are resolved with everyone's, and served with the visitor's. */
  shellBuilds: ShellBuilds;
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
  visitorManifest?: VisitorMapLookup | undefined;
  /**
   * Whether this request may open a page whose manifest entry lists roles (`permissions`): a
   * visitor without a session is sent to sign in and back; a role without the right gets 403 (the
   * admin section shows "You don't have access"). Without it such pages are served to anyone.
   */
  pageAccess?: PageAccessCheck | undefined;
  /** When this browser previews a content draft shown at this path: the record it shows. */
  draftPreview?: DraftPreviewLookup | undefined;
  /** Where a record whose slug changed lives now (its old URL answers 301). */
  movedRecord?: MovedRecordLookup | undefined;
  /** The site settings and page SEO overrides now; every page carries the settings. */
  siteSettings?: (() => Promise<SiteSettingsSnapshot>) | undefined;
  /** The page search: the search page lists its results for `?q=` to a browser that runs no script. */
  findPages?: FindPages | undefined;
}

/**
 * Every page path answers with the shell's HTML: 200 for a page, 404 (the app renders its
 * not-found page) for anything else, and a real 301 for the site's redirects. Each request goes
 * through the steps of ./page-steps in turn; any of them may answer it early (a redirect, sign-in).
 */
export async function pageRoutes(
  app: FastifyInstance,
  {
    source,
    shellBuilds,
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
    findPages,
  }: PagesOptions,
) {
  const perShell = new WeakMap<ShellBuild, { render: ReturnType<typeof documentRenderer>; scripts: string[]; heads: PageHeads }>();
  const shellOf = (build: ShellBuild) => {
    let made = perShell.get(build);
    if (!made) {
      // The shell's inline scripts (the landing script's text changes with each build) run by their hashes.
      made = { render: documentRenderer(build.html), scripts: inlineScriptSources(build.html), heads: new PageHeads(build.routeTable, origin) };
      perShell.set(build, made);
    }
    return { build, ...made };
  };
  // A number per map: the documents of a cohort's or a preview's map are cached under their own key.
  let maps = 0;
  const mapId = perLiveMap(() => ++maps);
  const carriedMapOf = perLiveMap(carriedMapJson);
  const styleHashes = new StyleHashes();
  const documents = new CompressionCache();
  app.route({
    method: 'GET',
    url: '/*',
    schema: {
      params: pageParams,
    },
    handler: async (request, reply) => {
      const address = pageAddress(request.url);
      if (isNonPagePath(address.pathname)) return reply.code(404).send(jsonError(404, `${address.pathname} does not exist`));
      const elsewhere = pageOnOtherOrigin(origins, request, address.decoded);
      if (elsewhere) return reply.header('cache-control', 'no-store').redirect(elsewhere, 302);
      // The admin workspace: no cohort, preview, dev override or draft of a public page ever reaches it.
      const workspace = origins !== undefined && onAdminOrigin(origins, request);
      const manifest = await source.remotesManifest();
      const everyonesShell = shellOf(await shellBuilds.of(manifest));
      const { heads } = everyonesShell;
      const resolution = resolvePage(everyonesShell.build.routeTable, manifest, address.decoded);
      if (resolution.kind === 'redirect') return reply.redirect(safeLocation(withQuery(resolution.location, address.query)), 301);
      const entry = resolution.kind === 'page' ? resolution.entry : undefined;

      const access = await pageAccessStep(entry, request, pageAccess);
      // A private page depends on who asks: never cached, never indexed.
      if (access.kind !== 'public') reply.header('x-robots-tag', 'noindex, nofollow');
      if (access.kind === 'sign-in') return reply.header('cache-control', 'no-store').redirect(safeLocation(access.location), 302);

      const shown = entry
        ? await pageRecordStep(entry, address, request, { detailRecords, movedRecord, draftPreview: workspace ? undefined : draftPreview })
        : undefined;
      if (shown?.kind === 'moved') return reply.redirect(safeLocation(withQuery(shown.location, address.query)), 301);
      const draft = shown?.draft ?? false;
      const found = entry !== undefined && shown !== undefined && shown.record !== null;

      const settings = await settingsOf(siteSettings, request.log);
      const head = found
        ? await heads.of({
            entry,
            manifest,
            pagePath: address.pagePath,
            record: shown.record ?? undefined,
            draft,
            settings,
            faqs: () => faqsOf(address.pagePath, pageFaqs, request.log),
          })
        : heads.notFound;

      // The prerenderer's own browser gets the unrendered page: it is what it renders.
      const fromPrerenderer = Boolean(request.headers[PRERENDER_REQUEST_HEADER]);
      const path = found ? address.pathname : NOT_FOUND_PATH;
      const everyonesOnly = draft || workspace || fromPrerenderer;
      const visitorMap = async () => (visitorManifest ? visitorManifest(request, reply) : { manifest, personal: false });
      const prerendered = await prerenderedStep(prerender, { skip: everyonesOnly, path, everyonesMap: manifest, visitorMap, log: request.log });
      const { rendered } = prerendered;
      // Without prerendered pages the visitor's map still decides the page: the shell version of its cohort.
      const visitor = prerendered.visitor ?? (everyonesOnly ? null : await visitorMap());
      const ownMap = visitor !== null && visitor.manifest !== manifest;
      // The page is the shell of the map it is served with: a canary cohort's or a preview's may be another version.
      const combination = fromPrerenderer ? request.headers[PRERENDER_COMBINATION_HEADER] : undefined;
      const pageMap = typeof combination === 'string' ? (prerender?.combination(combination) ?? manifest) : (visitor?.manifest ?? manifest);
      const servedShell = pageMap === manifest ? everyonesShell : shellOf(await shellBuilds.of(pageMap));
      allowScriptBlocks(reply, servedShell.scripts);
      if (rendered) allowStyleBlock(reply, styleHashes.of(rendered));
      const noScript = rendered ? await noScriptSearchFill(address, findPages, request.log) : undefined;
      if (noScript) allowStyleBlock(reply, noScript.styleSource);
      const page = rendered && noScript ? { ...rendered, markup: fillNoScriptSlot(rendered.markup, noScript) } : rendered;

      const dataUpdatedAt = dataStamp(prerender?.contentCheckedAt || Date.now());
      head.json ??= JSON.stringify(head.head);
      // The map the page is served with goes with it (not to the prerenderer's browser, which reads
      // the map it renders from /remotes.json).
      const servedMap = fromPrerenderer ? undefined : mapForOrigin(origins, request, visitor?.manifest ?? manifest);
      const fingerprint = documentFingerprint({
        headJson: head.json,
        rendered,
        dataUpdatedAt,
        settingsVersion: settings?.version,
        servedMapId: servedMap && mapId(servedMap),
        noScriptSlot: noScript?.slot,
        shellVersion: servedShell.build.version,
      });
      const key = documentKey({ workspace, path, ownMapId: ownMap && visitor ? mapId(visitor.manifest) : undefined });
      // A draft is nobody's page yet: never indexed.
      if (draft) reply.header('x-robots-tag', 'noindex, nofollow');
      const status = found ? (access.kind === 'private' ? access.status : 200) : 404;
      reply
        .code(status)
        .headers(cacheHeaders({ personal: (found && access.kind === 'private') || draft, ownMapPossible: visitor?.personal ?? false }))
        .type('text/html; charset=utf-8');
      const render = () =>
        servedShell.render({
          head: head.head,
          page,
          dataUpdatedAt,
          settings: settings?.settings,
          carriedMap: servedMap && carriedMapOf(servedMap),
          noScriptCss: noScript?.css,
        });
      return documents.send(request, reply, key, fingerprint, render);
    },
  });
}
