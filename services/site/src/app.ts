import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { contentAdminPlugin, type ContentAdminPluginOptions, type PublicContentChange } from '@site/content/admin-plugin';
import { contentPlugin } from '@site/content/plugin';
import { pagesShowing } from '@site/contracts/content-editing';
import { MEMORY, type Database } from '@site/db/database';
import { contentVersion, listDetailRecords } from '@site/db/content-repository';
import { deferredDatabase } from '@site/db/deferred-database';
import type { DetailTemplate } from '@site/db/content-repository';
import { prepareDatabase } from '@site/db/prepare';
import { recordingFieldsOf } from '@site/media/recordings';
import { LiveVersionsSource } from '@site/search/live-versions-source';
import { DevServersSource } from '@site/search/dev-servers-source';
import { searchPlugin } from '@site/search/plugin';
import { SiteSearch } from '@site/search/site-search';
import type { PageDocumentsSource } from '@site/search/page-documents-source';
import { mountIdentity, type Identity } from '@site/identity/plugin';
import { databaseFailures } from '@site/db/unavailable';
import { installHttpContract, serviceOptions } from '@site/service-kit/http-contract';
import { ipHasher } from '@site/service-kit/ip-hash';
import { onAdminOrigin, type SiteOrigins } from '@site/service-kit/site-origins';
import { previewsOnPublicOrigin } from './origin-split.ts';
import { AccessLog, logDestination } from './access-log.ts';
import { logRecorderFor, mountServerLogs } from './server-logs/mount-server-logs.ts';
import type { DestinationStream } from 'pino';
import { IMMUTABLE } from './caching.ts';
import { appConfig, type AppConfig } from './config.ts';
import { openSharedStorage } from './shared-storage.ts';
import { storedVersionSource } from './deployments/version-storage.ts';
import { DevRemotes, devServerOrigins } from './deployments/dev-remotes.ts';
import { isReleaseUnit, SHELL } from '@site/contracts/sections';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { contentDetailRecords } from './detail-records.ts';
import { draftPreviews } from './draft-previews.ts';
import { findSlugRedirect } from '@site/db/editorial-repository';
import { livePageDocuments } from './live-page-documents.ts';
import { readShellBuild } from './page-catalogue.ts';
import { ShellBuilds } from './shell-builds.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { PrerenderService } from '@site/prerender/prerender-service';
import { sitemapPagePaths } from './prerender/sitemap-page-paths.ts';
import { DATA_SECURITY_HEADERS, SECURITY_HEADERS, securityHeaders } from './plugins/security-headers.ts';
import { PREVIEW_COOKIE } from './registry/visitor-cookies.ts';
import type { Visitor } from './registry/registry-remotes.ts';
import { devOverrideSources } from '@site/registry/dev-override';
import { adminStatusRoute } from './routes/admin-status.ts';
import { settingsRoutes } from './routes/settings-routes.ts';
import { seoOverviewRoute } from './routes/seo-overview.ts';
import { SiteSettingsSource } from './site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from '@site/contracts/site-settings';
import { coverArtRoute } from './routes/cover-art.ts';
import { siteMediaRoutes } from './routes/site-media.ts';
import { siteFilesRoutes } from './routes/site-files.ts';
import { blogFeedRoute } from './routes/blog-feed.ts';
import { cspReportRoutes } from './routes/csp-reports.ts';
import { analyticsRecorderFor, type AnalyticsRecorder } from './analytics/analytics-recorder.ts';
import { leadCounter, mountAnalytics } from './analytics/mount-analytics.ts';

import { healthRoute } from './routes/health.ts';
import { pageRoutes } from './routes/pages.ts';
import { remotesManifestRoute } from './routes/remotes-manifest.ts';
import { mayReadBuildDetails, versionFilesRoute } from './routes/version-files.ts';
import { createSiteRegistry, mountRegistry, type SiteRegistry } from './registry/mount-registry.ts';
import { visitorManifest } from './registry/visitor-manifest.ts';
import { NOTHING_LIVE, type RemotesSource } from './remotes-source.ts';
import { scheduleBackups } from './scheduled-backups.ts';
import { sitemapRoutes } from './routes/sitemap-xml.ts';
import { socialCardRoute } from './routes/social-card.ts';
import { rateLimitStore, sharedCountersClient, whenConnected, type RateLimitStorage } from '@site/service-kit/rate-limit-store';
import { instanceName, Lifecycle, SERVED_BY_HEADER } from './lifecycle.ts';
import { mountNotifications } from './mount-notifications.ts';
import { pageExistsOnSite } from './page-exists.ts';

/** The shell's fingerprinted assets never change at their address (@fastify/static hands over the reply here). */
const immutable = (reply: { header: (name: string, value: string) => unknown }) => void reply.header('cache-control', IMMUTABLE);

/** What tests hand the app besides its configuration. */
interface TestHooks {
  /** With `DATA_DIR=memory`: start from this dump of a prepared database (`Database.dump`), as tests do to save migrating and seeding each time. */
  databaseTemplate?: Blob | undefined;
  /** Where the log goes instead of stdout (a test reads what the server logged). */
  logStream?: DestinationStream | undefined;
}
type BuildConfig = AppConfig & TestHooks;

/**
 * The database this server opens, migrates, seeds, backs up and closes with the app, when one is
 * configured (`loadConfig` always gives DATA_DIR); tests that build the app without one get no
 * content, sign-in, registry or search routes.
 */
function openSiteDatabase(app: FastifyInstance, config: BuildConfig): (Database & { ready: Promise<Database> }) | undefined {
  if (!config.DATABASE_URL && !config.DATA_DIR) return undefined;
  // The server may listen while the database opens, migrates and seeds (main.ts); content requests wait for it.
  // A database out of reach at start-up is tried again until it answers (see deferredDatabase).
  const open = async () => {
    const { db, migrated } = await prepareDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      loadDataDir: config.DATA_DIR === MEMORY ? config.databaseTemplate : undefined,
      // The seed's videos are the recordings @site/media produced (files, duration, transcript).
      seed: { videoMedia: recordingFieldsOf },
      onWarning: (message) => app.log.warn(message),
    });
    app.log.info({ database: db.kind, location: db.location, migrated }, 'content database ready');
    return db;
  };
  const db = deferredDatabase(open, {
    kind: config.DATABASE_URL ? 'postgres' : 'pglite',
    location: config.DATABASE_URL ? 'postgres' : (config.DATA_DIR ?? MEMORY),
    onUnreachable: (error, retryInMs) => app.log.error({ err: error }, `content database out of reach; trying again in ${retryInMs / 1000} s`),
  });
  db.ready.catch((error: unknown) => app.log.error({ err: error }, 'content database could not be opened'));
  scheduleBackups(app, db, { dir: config.BACKUP_DIR, intervalHours: config.BACKUP_INTERVAL_HOURS, keep: config.BACKUP_KEEP });
  app.addHook('onClose', () => db.close());
  return db;
}

/** The content API (services/content) in-process, over the site's database. */
async function mountContent(
  app: FastifyInstance,
  db: Database | undefined,
  config: AppConfig,
  rateLimitStorage: RateLimitStorage,
  analytics: AnalyticsRecorder | undefined,
): Promise<void> {
  if (!db) return;
  await app.register(contentPlugin, {
    db,
    leadsRateLimit: { max: config.LEADS_RATE_LIMIT_MAX, timeWindowMs: config.LEADS_RATE_LIMIT_WINDOW_MS },
    contentRateLimit: { max: config.CONTENT_RATE_LIMIT_MAX, timeWindowMs: config.CONTENT_RATE_LIMIT_WINDOW_MS },
    ipHashSecret: config.LEAD_IP_HASH_SECRET,
    previewSecret: config.PREVIEW_SECRET,
    rateLimitStorage,
    onLeadStored: analytics && leadCounter(analytics, app.log),
  });
}

/**
 * Editing (services/content's admin side) over the same database, after access control. A change
 * visitors can see is followed at once: prerendered pages of it first, and the search indexes.
 */
async function mountEditing(app: FastifyInstance, db: Database | undefined, options: Omit<ContentAdminPluginOptions, 'db'>): Promise<void> {
  if (!db) return;
  await app.register(contentAdminPlugin, { db, ...options });
}

/**
 * Admin sign-in and access control (services/identity) over the same database: must come before
 * any admin or registry route, whose access it enforces.
 */
async function mountSignIn(
  app: FastifyInstance,
  config: AppConfig,
  db: Database | undefined,
  origins: SiteOrigins,
  rateLimitStorage: RateLimitStorage,
): Promise<Identity | undefined> {
  if (!db) return undefined;
  return mountIdentity(app, {
    db,
    origins,
    siteHeaders: SECURITY_HEADERS,
    invitations: Boolean(config.SMTP_URL),
    rateLimitStorage,
    principalRateLimit: { max: config.ADMIN_API_RATE_LIMIT_MAX, timeWindowMs: 60_000 },
    platformToken: config.PLATFORM_TOKEN,
    hashIp: ipHasher(config.LEAD_IP_HASH_SECRET),
    settings: {
      OIDC_ISSUER: config.OIDC_ISSUER,
      OIDC_CLIENT_ID: config.OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET: config.OIDC_CLIENT_SECRET,
      OIDC_PROVIDER_NAME: config.OIDC_PROVIDER_NAME,
      IDP_SEED_PASSWORD: config.IDP_SEED_PASSWORD,
      IDP_SECRET: config.IDP_SECRET,
      ADMIN_EMAILS: config.ADMIN_EMAILS,
      SESSION_IDLE_TIMEOUT_S: config.SESSION_IDLE_TIMEOUT_S,
      SESSION_ABSOLUTE_TIMEOUT_S: config.SESSION_ABSOLUTE_TIMEOUT_S,
      NODE_ENV: config.NODE_ENV,
    },
  });
}

/** Site search (services/search) over the content database and `pagesSource`'s pages; none without a database. */
function siteSearch(app: FastifyInstance, config: AppConfig, db: Database | undefined, pagesSource: PageDocumentsSource): SiteSearch | undefined {
  return db && new SiteSearch({ database: db, pagesSource, refreshIntervalMs: config.SEARCH_REFRESH_INTERVAL_MS, log: app.log });
}

/** Its routes, in-process. */
async function mountSearch(app: FastifyInstance, config: AppConfig, search: SiteSearch | undefined, rateLimitStorage: RateLimitStorage): Promise<void> {
  if (!search) return;
  await app.register(searchPlugin, {
    search,
    rateLimitStorage,
    rateLimit: { max: config.SEARCH_RATE_LIMIT_MAX, timeWindowMs: config.SEARCH_RATE_LIMIT_WINDOW_MS },
    receiptSecret: config.PREVIEW_SECRET,
  });
}

/** The section preview (or dev override) this browser has open, read once per request: both of its policy's callbacks ask. */
const openPreviews = new WeakMap<FastifyRequest, Visitor['preview']>();
function openPreviewOf(siteRegistry: SiteRegistry, request: FastifyRequest): Visitor['preview'] {
  // Most requests carry no preview cookie and stop at this test, before any signature is checked.
  if (!request.headers.cookie?.includes(PREVIEW_COOKIE)) return undefined;
  if (!openPreviews.has(request)) openPreviews.set(request, siteRegistry.visitorOf(request).preview);
  return openPreviews.get(request);
}

/** What a browser with a dev override of a section may load from: its dev server's origins. */
function devOverrideSourcesOf(siteRegistry: SiteRegistry, request: FastifyRequest): readonly string[] {
  const devManifestUrl = openPreviewOf(siteRegistry, request)?.devManifestUrl;
  return devManifestUrl ? devOverrideSources(new URL(devManifestUrl)) : [];
}

/** Whether this browser has a section preview open (not a dev override, whose sources are its own). */
function previewOpenIn(siteRegistry: SiteRegistry, request: FastifyRequest): boolean {
  const preview = openPreviewOf(siteRegistry, request);
  return preview !== undefined && preview.devManifestUrl === undefined;
}

/** The longest a starting server waits for Redis before it serves (counting alone meanwhile). */
const REDIS_CONNECT_WAIT_MS = 2000;

/**
 * The site server: shell, versioned remotes, the live manifest, redirects and 404s. Built from
 * `loadConfig`'s configuration (main.ts); a test names only what it needs, the schema's defaults
 * filling in the rest (`appConfig`).
 */
export async function buildApp(values: Partial<BuildConfig>): Promise<FastifyInstance> {
  const config: BuildConfig = { ...appConfig(values), databaseTemplate: values.databaseTemplate, logStream: values.logStream };
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  const servedBy = instanceName(config.INSTANCE_NAME);
  // E-mail addresses read the same in the written log and the one ADMINs read in the browser.
  const logHashKey = config.LEAD_IP_HASH_SECRET ?? randomBytes(32).toString('hex');
  const logRecorder = logRecorderFor(Boolean(config.DATABASE_URL || config.DATA_DIR), config.LOG_RETENTION_DAYS, {
    server: servedBy,
    hashIp: ipHasher(config.LEAD_IP_HASH_SECRET),
    logHashKey,
  });
  const app = Fastify({
    // Every log line of a request carries its id (nginx's, when it sent one), and so does the answer;
    // the router's own refusals (JSON errors) carry the security headers every other JSON answer gets from a hook.
    ...serviceOptions(
      { level: config.LOG_LEVEL, ...(config.LOG_LEVEL === 'silent' ? {} : { stream: config.logStream ?? logDestination() }) },
      DATA_SECURITY_HEADERS,
      logHashKey,
      logRecorder?.line,
    ),
    // One access-log line per request instead of Fastify's two, each also kept for the browser's log.
    logController: new AccessLog(logRecorder?.request),
    routerOptions: { maxParamLength: 2048, ignoreDuplicateSlashes: true },
    // Behind a load balancer, the client's address comes from the proxies listed here alone.
    trustProxy: config.TRUST_PROXY ?? false,
    // A request that arrives on an open connection while the server closes (a balancer had just
    // sent it) is answered, not refused with 503: the server no longer listens, and closes each
    // connection once its requests are done.
    return503OnClosing: false,
    // Slow clients (slow-loris) hold no connection for long: headers within HEADERS_TIMEOUT_MS
    // and the whole request within REQUEST_TIMEOUT_MS, else 408 and the connection is closed,
    // checked every second. An answer slower than HANDLER_TIMEOUT_MS is a 503 with Retry-After.
    requestTimeout: requestTimeout,
    handlerTimeout: config.HANDLER_TIMEOUT_MS,
    http: { headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, requestTimeout), connectionsCheckingInterval: 1000 },
  });
  installHttpContract(app, databaseFailures);
  // Both worked out with the configuration (`originsOf`): one origin under `npm run dev`.
  const origin = config.SITE_ORIGIN;
  const origins: SiteOrigins = { public: origin, admin: config.ADMIN_ORIGIN };
  app.decorate('origins', origins);
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  // A callback hook: no promise per request for one header.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(SERVED_BY_HEADER, servedBy);
    // On its way out, the server lets no connection stay open for another request: a balancer's
    // kept-alive connections move to the other servers before this one stops listening.
    if (lifecycle.draining) reply.header('connection', 'close');
    done();
  });
  // A fleet's rate limits count in Redis; one server without it counts alone.
  const redis = config.REDIS_URL ? sharedCountersClient(config.REDIS_URL, app.log) : null;
  if (redis) {
    app.addHook('onReady', async () => {
      if (!(await whenConnected(redis, REDIS_CONNECT_WAIT_MS))) app.log.warn('redis: not connected yet; rate limits are not counted until it is');
    });
    app.addHook('onClose', async () => void redis.disconnect());
  }
  const rateLimitStorage: RateLimitStorage = (nameSpace) => rateLimitStore(redis, nameSpace);
  const ipHashSecret = config.LEAD_IP_HASH_SECRET;
  const previewSecret = config.PREVIEW_SECRET;
  const secureCookies = origin.startsWith('https:');
  // A change visitors can see is followed at once: prerendered pages of it first, and the search indexes.
  const editing = (prerender: PrerenderService | undefined, search: SiteSearch | undefined) => ({
    hashIp: ipHasher(ipHashSecret),
    previewSecret,
    secureCookies,
    pageExists: pageExistsOnSite(app, origin),
    onPublicChange: (change: PublicContentChange) => {
      prerender?.renderSoon(pagesShowing(change.type, change.slug, change.previousSlug));
      search?.refreshContent().catch((error: unknown) => app.log.warn({ err: error }, 'could not refresh search after a content change'));
    },
  });
  // The server may listen while the database opens, migrates and seeds (main.ts); requests that need it wait.
  const db = openSiteDatabase(app, config);
  // Settles once the database has opened, or failed for good (that failure is logged where it opens).
  app.decorate(
    'databaseOpened',
    db?.ready.then(
      () => undefined,
      () => undefined,
    ) ?? Promise.resolve(),
  );
  app.decorate('database', db);
  // The container configured for this deployment is the setting's default until an ADMIN changes it.
  const deploymentSettings = { ...DEFAULT_SITE_SETTINGS, loginUrl: config.PLATFORM_LOGIN_URL, tagManagerId: config.GTM_CONTAINER_ID ?? '' };
  const siteSettings = db && new SiteSettingsSource(db, app.log, deploymentSettings);
  // The registry is the one owner of what is live; without a database (unit tests) nothing is, and
  // under `npm run dev` the sections' dev servers are.
  const siteRegistry = db && config.REMOTES_SOURCE !== 'dev' ? createSiteRegistry(db, config, app.log) : undefined;
  // The admin origin runs no tag manager and names only the admin section's origins.
  securityHeaders(app, {
    tagManager: (request) => !onAdminOrigin(origins, request) && Boolean((siteSettings?.latest.settings ?? deploymentSettings).tagManagerId),
    // The origins the live remote versions load from.
    remoteOrigins: (request) =>
      siteRegistry?.remotes.remoteOrigins({ workspace: onAdminOrigin(origins, request), previewing: previewOpenIn(siteRegistry, request) }) ?? [],
    // What a browser with a dev override may load besides.
    visitorSources: (request) => (siteRegistry && !onAdminOrigin(origins, request) ? devOverrideSourcesOf(siteRegistry, request) : []),
  });
  previewsOnPublicOrigin(app, origins);
  const warn = (details: object, message: string) => app.log.warn(details, message);
  await registerApiDocs(app);
  await app.register(coverArtRoute);
  await app.register(siteMediaRoutes);
  await app.register(siteFilesRoutes, { origin });
  await app.register(socialCardRoute);

  // Under `npm run dev` the shell's dev server serves pages and assets and each section comes from
  // its own dev server: the same wiring over those sources, with no shell build, registry or
  // prerenderer. Everything else (content, sign-in, search, editing, health) is the same server.
  const underDev = config.REMOTES_SOURCE === 'dev';
  const shell = underDev ? undefined : await readShellBuild(config.SHELL_DIST);
  if (shell) {
    // Served by the version files' `/assets/*` route, from the released shell versions first (see below).
    await app.register(fastifyStatic, {
      root: path.join(config.SHELL_DIST, 'assets'),
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: immutable,
    });
    app.get('/favicon.svg', (_request, reply) => reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.svg', config.SHELL_DIST));
  }
  const analytics = db && analyticsRecorderFor(db);
  app.decorate('flushBufferedWrites', async () => {
    await analytics?.events.flush();
  });
  await mountContent(app, db, config, rateLimitStorage, analytics);
  if (db) await app.register(blogFeedRoute, { db, origin });
  const identity = await mountSignIn(app, config, db, origins, rateLimitStorage);
  const shared = openSharedStorage(config.SHARED_STORAGE, { deployRoot: config.DEPLOY_ROOT, db });
  const storage = shared.versions;
  app.decorate('versionStorage', storage);
  const shellBuilds = shell && new ShellBuilds({ version: null, ...shell }, siteRegistry ? storage : undefined, app.log);
  const shellTableOf = shellBuilds && (async (manifest: VisitorLiveMap) => (await shellBuilds.of(manifest)).routeTable);
  await app.register(versionFilesRoute, {
    storage,
    origins,
    buildDetails: (request, section) => mayReadBuildDetails(identity, request, section),
    // The shell's own files, whichever version a tab was opened on: the live and canary ones first, then any still stored.
    shellAssets: shellBuilds && {
      versions: async function* () {
        const live = siteRegistry ? (await siteRegistry.remotes.liveMap()).sections[SHELL] : undefined;
        yield* shellBuilds.assetVersions([live?.live.version, live?.canary?.version.version]);
      },
      // Otherwise the build this server started with (the route never serves a source map or build descriptor).
      otherwise: (file, reply) => reply.sendFile(file),
    },
  });
  const registry = siteRegistry
    ? await mountRegistry(app, siteRegistry, {
        storage,
        settings: config,
        siteOrigin: origin,
        hashIp: ipHasher(ipHashSecret),
        rateLimitStorage,
      })
    : undefined;
  const devRemotes = underDev ? new DevRemotes(config.devPorts) : undefined;
  const source: RemotesSource = devRemotes ?? registry?.remotes ?? NOTHING_LIVE;
  const drafts = db && draftPreviews(db, previewSecret);
  const recordLists = db && ((template: DetailTemplate) => listDetailRecords(db, template));
  // Rendering starts once the server listens (`main.ts`), against itself.
  const prerender =
    shell && shellTableOf && config.PRERENDER === 'on'
      ? new PrerenderService({
          store: shared.prerendered,
          source,
          shellHtml: shell.html,
          pagePaths: sitemapPagePaths(shellTableOf, recordLists),
          contentVersion: db && (() => contentVersion(db)),
          settingsVersion: siteSettings && (async () => (await siteSettings.current()).version),
          log: app.log,
          concurrency: config.PRERENDER_CONCURRENCY,
          // Servers sharing a database (and the shared storage) take turns: one renders for all.
          leadership: db && ((name) => db.tryLock(name)),
        })
      : undefined;
  await app.register(remotesManifestRoute, {
    source,
    visitors: registry,
    prerender,
    draftPreview: drafts && ((request) => drafts.active(request)),
    origins,
  });
  app.decorate('prerender', prerender);
  // The pages search reads: the live versions' files, or what each dev server publishes again after every edit.
  const pagesSource: PageDocumentsSource = underDev
    ? new DevServersSource(devServerOrigins(config.devPorts), warn)
    : new LiveVersionsSource(
        async () => {
          const manifest = await source.remotesManifest();
          const sections = manifest.sections.map(({ name, version }) => ({ section: name, version }));
          return manifest.shell ? [{ section: SHELL, version: manifest.shell.version }, ...sections] : sections;
        },
        async (section, version, file) =>
          isReleaseUnit(section) ? ((await storedVersionSource(storage, section, version).read(file))?.toString('utf8') ?? null) : null,
        config.SHELL_DIST,
        warn,
      );
  const search = siteSearch(app, config, db, pagesSource);
  await mountEditing(app, db, editing(prerender, search));
  app.decorate('integrityChecks', registry?.integrity);
  // Before the server stops answering: the pages under way are rendered from this server.
  if (prerender) app.addHook('preClose', () => prerender.stop());
  await app.register(healthRoute, {
    source,
    prerender,
    integrity: registry?.integrity,
    draining: () => lifecycle.draining,
    pingDatabase: db && (() => db.query('SELECT 1')),
  });
  // Told of every change to what is live, made through any server: index and render it now.
  registry?.remotes.onChange(() => {
    void search?.refreshPages().catch(() => undefined);
    prerender?.checkSoon();
  });
  await mountSearch(app, config, search, rateLimitStorage);
  if (db) await app.register(cspReportRoutes, { db, perMinute: config.CSP_REPORT_RATE_LIMIT_MAX, hashIp: ipHasher(ipHashSecret), rateLimitStorage });
  if (db) await mountNotifications(app, db, config, ipHasher(ipHashSecret));
  if (db) await mountServerLogs(app, db, logRecorder, config.LOG_RETENTION_DAYS);
  if (db && analytics) {
    await mountAnalytics(app, {
      db,
      recorder: analytics,
      origins: [origins.public, origins.admin],
      retentionDays: config.ANALYTICS_RETENTION_DAYS,
      rateLimitStorage,
    });
  }
  if (db)
    await app.register(adminStatusRoute, {
      db,
      registry: registry?.registry,
      search,
      prerender,
      identity: identity && { issuer: identity.issuer, local: identity.local },
      servedBy,
    });
  // The shell's route table: read from its build at start-up, or asked of its dev server.
  const shellTable = shellTableOf ? async () => shellTableOf(await source.remotesManifest()) : devRemotes && (() => devRemotes.shellRouteTable());
  if (db && siteSettings && shellTable) {
    await app.register(settingsRoutes, {
      db,
      settings: siteSettings,
      source,
      shellTable,
      hashIp: ipHasher(ipHashSecret),
      onChange: (pages) => prerender?.renderSoon(pages),
    });
  }
  if (db && shellTable) await app.register(seoOverviewRoute, { source, shellTable, recordLists, publicOrigin: origin });
  if (!shell || !shellBuilds || !shellTableOf) return app;
  // What only a shell build gives: its route table and page at start-up (under dev, the shell's dev server serves pages).
  await app.register(sitemapRoutes, {
    source,
    shellTable: shellTableOf,
    origin,
    recordLists,
    noindexPaths:
      siteSettings && (async () => new Set([...(await siteSettings.current()).seo.values()].filter((page) => page.noindex).map((page) => page.path))),
  });
  // The shell's build is read once at start-up; what is live changes with the remotes manifest.
  const pageDocument = livePageDocuments(pagesSource, () => source.remotesManifest());
  await app.register(pageRoutes, {
    source,
    shellBuilds,
    origin,
    origins,
    detailRecords: db && contentDetailRecords(db),
    pageFaqs: async (pagePath) => (await pageDocument(pagePath))?.faqs ?? [],
    prerender,
    visitorManifest: registry && ((request, reply) => visitorManifest(registry, request, reply)),
    pageAccess: identity && ((request, permissions) => identity.pageAccess(request, permissions)),
    draftPreview: drafts && ((request, path) => drafts.onPage(request, path)),
    movedRecord: db && ((template, id) => findSlugRedirect(db, template, id)),
    siteSettings: siteSettings && (() => siteSettings.current()),
    findPages: search && ((query, limit) => search.findPages(query, limit)),
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public origin and the admin origin this server answers for. */
    origins: SiteOrigins;
    /** Settles once this server's database has opened, or failed to for a reason other than being out of reach. */
    databaseOpened: Promise<void>;
    /** The site's database (content, leads, the registry, sessions), when one is configured: for tests that check what was stored. */
    database: Database | undefined;
    /** Writes what waits in memory for the database now (page views and leads for the analytics): for tests that compare what was stored. */
    flushBufferedWrites: () => Promise<void>;
  }
}
