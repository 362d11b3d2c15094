import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isIndexable } from '@site/contracts/route-entry';
import { DEV_VERSION } from '@site/registry/dev-override';
import type { Database } from '@site/db/database';
import { isDatabaseUnavailable, retryWhileUnavailable } from '@site/db/unavailable';
import type { ShellInfo } from '@site/registry/contract-gate';
import type { RateLimitStorage } from '@site/service-kit/rate-limit-store';
import { signVisitorId } from '@site/registry/cohort';
import { registryPlugin } from '@site/registry/plugin';
import { Registry } from '@site/registry/registry';
import { describeReleaseApproval, releaseApprovalOf } from '@site/registry/release-approval';
import { describeReleaseSignatures, releaseSignaturesOf } from '@site/registry/release-signatures';
import { liveShellInfo } from '@site/registry/shell-info';
import { IncompatibleShellError, registryVersions, shellGateFailures, type GatedVersion } from '@site/registry/shell-gate';
import type { VersionStorage } from '../deployments/version-storage.ts';
import { guardPublishes, versionStorageRoutes } from './version-storage-routes.ts';
import { scheduleBackgroundJob } from '@site/service-kit/background-jobs';
import { IntegrityChecks } from './integrity-checks.ts';
import { previewRoutes } from './preview-routes.ts';
import { RegistryRemotes } from './registry-remotes.ts';
import type { SiteConfig } from '../config.ts';
import { visitorOf } from './visitor-cookies.ts';
import { cohortCookieWithPages } from './visitor-manifest.ts';
import { PRERENDER_REQUEST_HEADER } from '@site/prerender/prerender-request';

/** The registry's part of the site's configuration, complete: its defaults are the schema's (config.ts). */
export type RegistrySettings = Pick<
  SiteConfig,
  | 'SHELL_DIST'
  | 'PLATFORM_TOKEN'
  | 'CANARY_MIN_SAMPLES'
  | 'CANARY_ERROR_MARGIN_PCT'
  | 'CANARY_VITALS_MARGIN_PCT'
  | 'CANARY_MIN_NETWORKS'
  | 'CANARY_NETWORK_VISITORS_PER_HOUR'
  | 'CANARY_LONGEST_HOURS'
  | 'BEACON_RATE_LIMIT_MAX'
  | 'REMOTE_RETENTION_HOURS'
  | 'INTEGRITY_CHECK_INTERVAL_MS'
  | 'PREVIEW_SECRET'
  | 'PREVIEW_MAX_TTL_S'
  | 'RELEASE_APPROVAL'
  | 'RELEASE_SIGNATURES'
  | 'NODE_ENV'
  | 'REMOTE_CDN_ORIGINS'
>;

/** The registry over the site's database and what is live from it: made before any route is wired, so every part can be handed them. */
export interface SiteRegistry {
  registry: Registry;
  remotes: RegistryRemotes;
  /** Who this request is to the registry: their cohort, a preview, a dev override. */
  visitorOf: (request: Parameters<typeof visitorOf>[0]) => ReturnType<typeof visitorOf>;
}

export function createSiteRegistry(db: Database, settings: RegistrySettings, log: FastifyBaseLogger): SiteRegistry {
  // Version files come from the version storage or from the CDN origins listed, nothing else.
  const registry = new Registry(db, {
    approval: releaseApprovalOf(settings),
    signatures: releaseSignaturesOf(settings),
    retentionHours: settings.REMOTE_RETENTION_HOURS,
    cdnOrigins: settings.REMOTE_CDN_ORIGINS,
    canaryLongestSeconds: Math.round(settings.CANARY_LONGEST_HOURS * 3600),
  });
  log.info(describeReleaseApproval(settings));
  log.info(describeReleaseSignatures(settings));
  return {
    registry,
    remotes: new RegistryRemotes(registry, log, registry.cdnOrigins),
    visitorOf: (request) => visitorOf(request, settings.PREVIEW_SECRET),
  };
}

/**
 * The registry (services/registry) in-process, over the site's database: its API under
 * `/api/registry`, preview links, and the live maps `/remotes.json` and every page are built from.
 * The version storage keeps the files; the registry decides which of them are live.
 */
export async function mountRegistry(
  app: FastifyInstance,
  { registry, remotes, visitorOf: visitorOfRequest }: SiteRegistry,
  {
    storage,
    settings,
    siteOrigin,
    hashIp,
    rateLimitStorage,
  }: {
    storage: VersionStorage;
    settings: RegistrySettings;
    siteOrigin: string;
    hashIp: (ip: string) => string;
    rateLimitStorage: RateLimitStorage;
  },
): Promise<{
  registry: Registry;
  remotes: RegistryRemotes;
  /** The live and canary versions' files, checked at rest on a schedule. */
  integrity: IntegrityChecks;
  visitorOf: (request: Parameters<typeof visitorOf>[0]) => ReturnType<typeof visitorOf>;
  /** The cohort cookie's value for a new visitor id: signed, so beacons can be attributed. */
  cohortCookie: (id: string) => string;
  secureCookies: boolean;
}> {
  const shell = () => liveShellInfo(() => registry.liveMap(), settings.SHELL_DIST);
  const previewSecret = settings.PREVIEW_SECRET;
  const secureCookies = siteOrigin.startsWith('https:');
  guardPublishes(app, storage);
  await app.register(registryPlugin, {
    registry,
    hashIp,
    shell,
    canary: {
      minSamples: settings.CANARY_MIN_SAMPLES,
      marginPct: settings.CANARY_ERROR_MARGIN_PCT,
      vitalsMarginPct: settings.CANARY_VITALS_MARGIN_PCT,
      minNetworks: settings.CANARY_MIN_NETWORKS,
      networkVisitorsPerHour: settings.CANARY_NETWORK_VISITORS_PER_HOUR,
    },
    visitorOf: visitorOfRequest,
    beaconRateLimit: { max: settings.BEACON_RATE_LIMIT_MAX, timeWindowMs: 60_000 },
    rateLimitStorage,
    previews: {
      secret: previewSecret,
      siteOrigin,
      maxTtlS: settings.PREVIEW_MAX_TTL_S,
    },
  });
  // Every server hears every change to what is live, whoever made it, as soon as it commits
  // (`registry.liveMapChanges`, which `remotes` subscribes to); a change made through this server
  // is heard before its answer leaves, so the very next request sees it.
  app.addHook('onListen', async () => registry.liveMapChanges.listen(app.log));
  app.addHook('onClose', async () => registry.liveMapChanges.close());
  await app.register(previewRoutes, {
    registry,
    secret: previewSecret,
    secureCookies,
    landingPath: async (section, version) => {
      const table =
        version === DEV_VERSION
          ? (await remotes.remotesManifest()).sections.find((live) => live.name === section)?.routeTable
          : (await registry.getVersion(section, version))?.routeTable;
      return table?.routes.find(isIndexable)?.path ?? '/';
    },
  });
  // The reverse gate: a shell that cannot run what is live does not start serving, naming each
  // section. A database out of reach at start-up does not hold the server back: the shell is then
  // checked once it answers, and what it could not run is logged, as is any canary it cannot run.
  app.addHook('onReady', async () => {
    const state = await registry.liveMap().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      return null;
    });
    if (!state) {
      const closing = new AbortController();
      app.addHook('onClose', async () => closing.abort());
      void retryWhileUnavailable(() => registry.liveMap(), { signal: closing.signal })
        .then(async (later) => logShellGateFailures(registryVersions(later), await shell()))
        .catch((error: unknown) => app.log.warn({ err: error }, 'the shell could not be checked against what is live'));
      return;
    }
    const versions = registryVersions(state);
    const shellInfo = await shell();
    const refused = shellGateFailures(
      versions.filter((version) => version.role === 'live'),
      shellInfo,
    );
    if (refused.length > 0) throw new IncompatibleShellError(refused);
    logShellGateFailures(versions, shellInfo);
  });
  function logShellGateFailures(versions: GatedVersion[], shellInfo: ShellInfo): void {
    const failures = shellGateFailures(versions, shellInfo);
    if (failures.length > 0) app.log.error({ failures }, new IncompatibleShellError(failures).message);
  }
  const integrity = new IntegrityChecks({ registry, storage, log: app.log });
  await app.register(versionStorageRoutes, { storage, registry, integrity });
  // Each server checks the files it serves (its storage may be its own disk).
  scheduleBackgroundJob(app, { name: 'integrity-check', everyMs: settings.INTEGRITY_CHECK_INTERVAL_MS, runAtStart: true, run: () => integrity.run() });
  const visitors = {
    remotes,
    visitorOf: visitorOfRequest,
    cohortCookie: (id: string) => signVisitorId(id, previewSecret),
    secureCookies,
  };
  // While a canary runs, a new visitor joins a cohort with a page, never with a bare map.
  cohortCookieWithPages(app, visitors, (request) => request.headers[PRERENDER_REQUEST_HEADER] !== undefined);
  return { registry, integrity, ...visitors };
}
