import Fastify, { type FastifyInstance } from 'fastify';
import { databaseFailures } from '@site/db/unavailable';
import { installHttpContract, serviceOptions } from '@site/service-kit/http-contract';
import type { Database } from '@site/db/database';
import { installAccessControl } from '@site/identity/access-control';
import { authenticate } from '@site/identity/principal';
import type { RegistryConfig } from './config.ts';
import type { ShellInfo } from './contract-gate.ts';
import { registryPlugin, type RegistryPluginOptions } from './plugin.ts';
import { Registry } from './registry.ts';
import { releaseApprovalOf } from './release-approval.ts';
import { releaseSignaturesOf } from './release-signatures.ts';
import { liveShellInfo } from './shell-info.ts';

type AppConfig = Pick<
  RegistryConfig,
  | 'LOG_LEVEL'
  | 'CANARY_MIN_SAMPLES'
  | 'CANARY_ERROR_MARGIN_PCT'
  | 'CANARY_VITALS_MARGIN_PCT'
  | 'BEACON_RATE_LIMIT_MAX'
  | 'REMOTE_RETENTION_HOURS'
  | 'SHELL_DIST'
> &
  Partial<Pick<RegistryConfig, 'REMOTE_CDN_ORIGINS'>> &
  Partial<Pick<RegistryConfig, 'CANARY_MIN_NETWORKS' | 'CANARY_NETWORK_VISITORS_PER_HOUR' | 'CANARY_LONGEST_HOURS'>> &
  Partial<Pick<RegistryConfig, 'PLATFORM_TOKEN' | 'RELEASE_APPROVAL' | 'RELEASE_SIGNATURES' | 'NODE_ENV'>>;

/**
 * The registry on its own (`npm start` in this package). `db` belongs to the caller unless
 * `ownsDatabase` is set. `shell` defaults to the released shell's record, or else reading SHELL_DIST,
 * on every gate check, so a shell release or redeploy is seen without a restart.
 */
export async function buildRegistryApp(
  config: AppConfig,
  db: Database,
  {
    ownsDatabase = false,
    shell,
    previews,
    visitorOf,
    beforeRoutes,
  }: {
    ownsDatabase?: boolean;
    /** Hooks its host puts in front of the registry's routes (the site's check that a published version's files are stored). */
    beforeRoutes?: (app: FastifyInstance) => void;
    shell?: () => Promise<ShellInfo>;
    previews?: RegistryPluginOptions['previews'];
    visitorOf?: RegistryPluginOptions['visitorOf'];
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify(serviceOptions({ level: config.LOG_LEVEL }));
  installHttpContract(app, databaseFailures);
  if (ownsDatabase) app.addHook('onClose', () => db.close());
  // On its own the registry has no sign-in: scoped API tokens (created by an ADMIN on the site) and
  // the break-glass PLATFORM_TOKEN are its credentials.
  const principals = { db, lifetime: { idleTimeoutS: 1, absoluteTimeoutS: 60 }, platformToken: config.PLATFORM_TOKEN };
  installAccessControl(app, {
    authenticate: (request) => authenticate(request, principals),
    allowedOrigins: () => [],
    onAuthenticated: async (request, principal) => {
      if (principal.kind === 'break-glass') request.log.warn({ url: request.url, method: request.method }, 'break-glass PLATFORM_TOKEN used');
    },
  });
  beforeRoutes?.(app);
  const registry = new Registry(db, {
    approval: releaseApprovalOf(config),
    signatures: releaseSignaturesOf(config),
    retentionHours: config.REMOTE_RETENTION_HOURS,
    cdnOrigins: config.REMOTE_CDN_ORIGINS,
    canaryLongestSeconds: config.CANARY_LONGEST_HOURS === undefined ? undefined : Math.round(config.CANARY_LONGEST_HOURS * 3600),
  });
  await app.register(registryPlugin, {
    registry,
    shell: shell ?? (() => liveShellInfo(() => registry.liveMap(), config.SHELL_DIST)),
    canary: {
      minSamples: config.CANARY_MIN_SAMPLES,
      marginPct: config.CANARY_ERROR_MARGIN_PCT,
      vitalsMarginPct: config.CANARY_VITALS_MARGIN_PCT,
      minNetworks: config.CANARY_MIN_NETWORKS,
      networkVisitorsPerHour: config.CANARY_NETWORK_VISITORS_PER_HOUR,
    },
    // On its own the registry serves no /remotes.json and signs no cohort cookie: unless its host
    // says who a visitor is, beacons are accepted and counted nowhere.
    visitorOf,
    beaconRateLimit: { max: config.BEACON_RATE_LIMIT_MAX, timeWindowMs: 60_000 },
    previews,
  });
  return app;
}
