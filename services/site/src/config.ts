import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { devPortBase, devPorts, type DevPorts } from '@site/contracts/dev-ports';
import { EXTERNAL_LINKS } from '@site/contracts/site-links';
import { contentEnvShape } from '@site/content/config';
import { identityEnvShape } from '@site/identity/config';
import { registryEnvShape } from '@site/registry/config';
import { searchEnvShape } from '@site/search/config';

import { readConfig, serviceEnvShape } from '@site/service-kit/service-config';
import { defaultAdminOrigin } from '@site/service-kit/site-origins';
import { SHARED_STORAGE_KINDS } from './deployments/version-storage.ts';
import { productionProblems } from './production-config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  ...serviceEnvShape(3000),
  /** This server's folder: with SHARED_STORAGE=folder, section versions, uploads waiting for a publish and prerendered pages. */
  DEPLOY_ROOT: z.string().min(1).default(path.join(repoRoot, '.deploy')),
  /**
   * Where what every server of the site shares is kept, section versions' files and prerendered
   * pages: `folder` (DEPLOY_ROOT, the embedded default: servers on one machine, or a network
   * mount) or `database` (the site's database: a fleet on one PostgreSQL needs no shared disk).
   */
  SHARED_STORAGE: z.enum(SHARED_STORAGE_KINDS).default('folder'),
  /** The shell's build output. */
  SHELL_DIST: z.string().min(1).default(path.join(repoRoot, 'shell/dist')),
  /** Public origin of the site, for absolute URLs (canonical links, sitemap.xml, robots.txt); no path. */
  SITE_ORIGIN: z
    .url()
    .refine(
      (value) => URL.canParse(value) && new URL(value).pathname === '/' && !new URL(value).search,
      'must be an origin such as https://www.example.com, with no path',
    )
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * Origin of the admin workspace, its APIs and the signed-in session (no path): where no section's
   * code but the admin's ever runs. Default: the other loopback name on the same port for a
   * loopback SITE_ORIGIN (http://127.0.0.1:3000 beside http://localhost:3000), else the `admin.`
   * host beside SITE_ORIGIN's. Ignored under `npm run dev`, which serves both from one origin.
   */
  ADMIN_ORIGIN: z
    .url()
    .refine(
      (value) => URL.canParse(value) && new URL(value).pathname === '/' && !new URL(value).search,
      'must be an origin such as https://admin.example.com, with no path',
    )
    .transform((value) => new URL(value).origin)
    .optional(),
  /** Where the header's "Log in" leads until an ADMIN sets another address in the settings. */
  PLATFORM_LOGIN_URL: z.url({ protocol: /^https$/, error: 'must be an https:// address' }).default(EXTERNAL_LINKS.platformLogin),
  /** Tag manager container (the same value is compiled into the shell); its origins join the CSP. */
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * `dev`: sections come from their dev servers and the shell's dev server serves pages (`npm run
   * dev`); the server then listens on `DEV_PORT_BASE` + 100 and names the shell's dev server as
   * the public origin, unless PORT and SITE_ORIGIN say otherwise.
   */
  REMOTES_SOURCE: z.enum(['deploy', 'dev']).default('deploy'),
  /** The base of every `npm run dev` port (see `@site/contracts/dev-ports`). */
  DEV_PORT_BASE: z.string().optional(),
  /** `on`: keep a prerendered copy of every indexable page and serve it on direct loads (`off` in dev). */
  PRERENDER: z.enum(['on', 'off']).default('on'),
  /** Browser tabs the prerenderer renders with at once. */
  PRERENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(3),
  /** This server's name in the x-served-by header of every response; its host name and process id when empty. */
  INSTANCE_NAME: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits and . _ : - (at most 64)')
    .optional(),
  /** Comma-separated addresses or CIDR ranges of the proxies in front (nginx: 127.0.0.1); the client address is read from X-Forwarded-For only through them. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  /** Where backups of the embedded database are written: `npm run db:backup` and the scheduled ones. */
  BACKUP_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, '.data', 'backups')),
  /** Hours between the server's own backups of its embedded database; 0 = none (PostgreSQL is backed up with its own tools). */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(0),
  /** How many scheduled backups are kept; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Days the request and error logs an ADMIN reads in the browser (/admin/logs) are kept in the database; 0 = not kept there (standard output only). */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Days the site's own analytics (/admin/analytics: page views and leads by visit, nothing naming a person) are kept; at least one. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(1100).default(395),
  /** How long a server keeps answering after SIGTERM, failing /readyz, before it stops taking connections (time for the balancer to notice). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** A client must send a request's headers within this long (slow-loris): else 408 and the connection closes. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** ... and the whole request, body included, within this long (a section's largest file uploads in far less). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /** An answer that takes longer than this is given up: 503 with Retry-After, the work told to stop (request.signal). */
  HANDLER_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
  /** Shared state of a fleet of servers (rate limits count across all of them); each server counts alone without it; while it is down, requests go uncounted. */
  REDIS_URL: z
    .string()
    .refine((url) => URL.canParse(url) && /^rediss?:$/.test(new URL(url).protocol), 'a redis:// or rediss:// URL')
    .optional(),
  /** The content API mounted in-process: DATABASE_URL, DATA_DIR and the lead rate limit. */
  ...contentEnvShape,
  /** Site search mounted in-process: its rate limit and how often it re-checks content and live pages. */
  ...searchEnvShape,
  /** Admin sign-in: the OpenID provider (or the local one), bootstrap admins, session lifetimes. */
  ...identityEnvShape,
  /** Break-glass bootstrap token for registry writes (logged and audited at every use); section teams use scoped API tokens. */
  PLATFORM_TOKEN: registryEnvShape.PLATFORM_TOKEN,
  /** `required`: a version goes live or into canary only once someone other than its publisher approved it. Unset: required when NODE_ENV=production, else off. */
  RELEASE_APPROVAL: registryEnvShape.RELEASE_APPROVAL,
  RELEASE_SIGNATURES: registryEnvShape.RELEASE_SIGNATURES,
  CANARY_MIN_SAMPLES: registryEnvShape.CANARY_MIN_SAMPLES,
  CANARY_ERROR_MARGIN_PCT: registryEnvShape.CANARY_ERROR_MARGIN_PCT,
  CANARY_VITALS_MARGIN_PCT: registryEnvShape.CANARY_VITALS_MARGIN_PCT,
  CANARY_MIN_NETWORKS: registryEnvShape.CANARY_MIN_NETWORKS,
  CANARY_NETWORK_VISITORS_PER_HOUR: registryEnvShape.CANARY_NETWORK_VISITORS_PER_HOUR,
  CANARY_LONGEST_HOURS: registryEnvShape.CANARY_LONGEST_HOURS,
  BEACON_RATE_LIMIT_MAX: registryEnvShape.BEACON_RATE_LIMIT_MAX,
  /** Requests per minute one admin session or API token may make to /api/admin/* and /api/registry/*, counted per person or token; more get 429. */
  ADMIN_API_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  /** Content Security Policy reports one client address may send per minute (POST /api/csp-reports); more get 429 and are stored nowhere. */
  CSP_REPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(30),
  REMOTE_RETENTION_HOURS: registryEnvShape.REMOTE_RETENTION_HOURS,
  /** HMAC secret of preview links (>= 32 characters); random per process when empty, so links die with it. */
  PREVIEW_SECRET: z
    .string()
    .min(32, 'use at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** CDN origins a version's files may be served from besides the version storage (publish, previews, the CSP); none by default. */
  REMOTE_CDN_ORIGINS: registryEnvShape.REMOTE_CDN_ORIGINS,
  /** How often the live and canary versions' files are checked against their published digests (also at start-up). */
  INTEGRITY_CHECK_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10_000)
    .max(24 * 3_600_000)
    .default(15 * 60_000),
  /** The SMTP server notifications (releases, new leads) are e-mailed through (`smtp://user:password@host:587`, `smtps://…`); unset: webhooks only. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender address of notification e-mails. */
  NOTIFICATION_EMAIL_FROM: z.string().email().default('releases@keyline.example'),
  /** The wait before a failed notification's first retry; each next wait is four times longer, up to an hour (8 attempts). */
  NOTIFICATION_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(5000),
  /** The longest a preview link may last. */
  PREVIEW_MAX_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(7 * 24 * 3600),
});

type ParsedConfig = z.infer<typeof envSchema>;

/** The secrets every server needs, made here when not configured: one place, once per configuration. */
interface Secrets {
  /** One secret for every client-IP hash (leads, audit log, rate limits), so hashes of one address agree; random per process when unset (hashes then change on restart). */
  LEAD_IP_HASH_SECRET: string;
  /** Signs section previews and draft previews; random per process when unset, so links work until a restart. */
  PREVIEW_SECRET: string;
  /** The local identity provider's keys; random per process when unset (its sign-ins then end with a restart). */
  IDP_SECRET: string;
}

/** The site's two origins (see `@site/service-kit/site-origins`), always both known once configuration is read. */
interface Origins {
  /** Public origin: absolute URLs (canonical links, sitemap.xml, robots.txt) and every section's code. */
  SITE_ORIGIN: string;
  /** Admin origin: the workspace, its APIs and the signed-in session; the public origin under `npm run dev`. */
  ADMIN_ORIGIN: string;
}

export type SiteConfig = Omit<ParsedConfig, keyof Secrets | keyof Origins> & Secrets & Origins & { repoRoot: string; devPorts: DevPorts };

/** Reads configuration from the environment; a bad value stops start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const parsed = readConfig('site server', envSchema, env);
  const refused = productionProblems(parsed);
  if (refused.length > 0)
    throw new Error(
      `The site server does not start in production with development parts (NODE_ENV=production):\n${refused.map((problem) => `✖ ${problem}`).join('\n')}`,
    );
  let ports: DevPorts;
  try {
    ports = devPorts(devPortBase(env));
  } catch (error) {
    throw new Error(`Invalid site server configuration:\n${error instanceof Error ? error.message : String(error)}`);
  }
  // `npm run dev` listens on its own port unless PORT says otherwise.
  const config = {
    ...parsed,
    ...secretsOf(parsed),
    repoRoot,
    devPorts: ports,
    PORT: parsed.REMOTES_SOURCE === 'dev' && !env.PORT ? ports.site : parsed.PORT,
  };
  return { ...config, ...originsOf(config) };
}

/**
 * The public and admin origins from what was configured, the one place their defaults live. Public:
 * SITE_ORIGIN, else the shell's dev server under `npm run dev`, else this server on PORT. Admin:
 * the public origin under `npm run dev` (one origin serves both), else ADMIN_ORIGIN, else the
 * origin beside the public one (`defaultAdminOrigin`).
 */
export function originsOf(values: {
  SITE_ORIGIN?: string | undefined;
  ADMIN_ORIGIN?: string | undefined;
  REMOTES_SOURCE: SiteConfig['REMOTES_SOURCE'];
  PORT: number;
  devPorts: DevPorts;
}): Origins {
  const dev = values.REMOTES_SOURCE === 'dev';
  const publicOrigin = values.SITE_ORIGIN ?? `http://localhost:${dev ? values.devPorts.shell : values.PORT}`;
  return { SITE_ORIGIN: publicOrigin, ADMIN_ORIGIN: dev ? publicOrigin : (values.ADMIN_ORIGIN ?? defaultAdminOrigin(publicOrigin)) };
}

function secretsOf(parsed: ParsedConfig): Secrets {
  return {
    LEAD_IP_HASH_SECRET: parsed.LEAD_IP_HASH_SECRET ?? randomBytes(32).toString('hex'),
    PREVIEW_SECRET: parsed.PREVIEW_SECRET ?? randomBytes(32).toString('base64url'),
    IDP_SECRET: parsed.IDP_SECRET ?? randomBytes(32).toString('base64url'),
  };
}

/**
 * What the site server is built from: the whole configuration, except that a server built in a
 * test may go without the content database (no DATA_DIR nor DATABASE_URL: no content, identity,
 * registry or search routes).
 */
export type AppConfig = Omit<SiteConfig, 'DATA_DIR'> & { DATA_DIR?: string | undefined };

/**
 * A complete configuration from the values given and the schema's defaults for the rest, for a
 * server built in a test: with no database and no prerenderer unless they are asked for, the
 * same secrets `loadConfig` would make, and origins worked out from the values given (a test's
 * SITE_ORIGIN alone gives the admin origin beside it).
 */
export function appConfig(values: Partial<AppConfig>): AppConfig {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<AppConfig>;
  const merged = { ...loadConfig({}), SITE_ORIGIN: undefined, ADMIN_ORIGIN: undefined, DATA_DIR: undefined, PRERENDER: 'off' as const, ...given };
  return { ...merged, ...originsOf(merged) };
}
