import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readConfig, serviceEnvShape } from '@site/service-kit/service-config';
import { DEFAULT_VITALS_MARGIN_PCT } from './vitals-judge.ts';
import { DEFAULT_MIN_NETWORKS, DEFAULT_NETWORK_VISITORS_PER_HOUR } from './visitor-weighting.ts';
import { RELEASE_APPROVAL_MODES } from './release-approval.ts';
import { RELEASE_SIGNATURE_MODES } from './release-signatures.ts';
import { DEFAULT_CANARY_LONGEST_SECONDS } from './release-state.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalString = <T extends z.ZodType<string | undefined>>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

/**
 * The registry's settings. Like the content service's, they can be merged into the site server's
 * own when it mounts the registry.
 */
export const registryEnvShape = {
  /** PostgreSQL for production; without it the embedded database is used. */
  DATABASE_URL: optionalString(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  /** The embedded database's folder, or `memory` for a throwaway database. */
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, '.data', 'pglite')),
  /** Bearer token for publish, promote, rollback and gc. Unset: every write is refused. */
  PLATFORM_TOKEN: optionalString(z.string().min(16, 'use at least 16 characters')),
  /** Loads needed in the canary and in live before the registry judges (and may roll back) a canary. */
  CANARY_MIN_SAMPLES: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Points the canary's error rate may exceed live's and still count as no worse (the judge's tolerance; see canary-judge.ts). */
  CANARY_ERROR_MARGIN_PCT: z.coerce.number().min(0).max(100).default(0),
  /** Client networks (IPv4 /24, IPv6 /48) each cohort needs, besides the one pulling hardest each way, before the judges decide (see visitor-weighting.ts). */
  CANARY_MIN_NETWORKS: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_MIN_NETWORKS),
  /** Signed visitors one client network may weigh per hour of a canary; the rest of its visitors count nowhere (see visitor-weighting.ts). */
  CANARY_NETWORK_VISITORS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_NETWORK_VISITORS_PER_HOUR),
  /** Percent a canary's p75 LCP or INP may exceed live's before it is rolled back as slower (see vitals-judge.ts). */
  CANARY_VITALS_MARGIN_PCT: z.coerce.number().min(0).max(1000).default(DEFAULT_VITALS_MARGIN_PCT),
  /** Hours a canary may run before it is held at its share without a verdict (and that is announced); a promote may set its own (--longest). */
  CANARY_LONGEST_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(DEFAULT_CANARY_LONGEST_SECONDS / 3600),
  /** gc keeps a version this many hours after it was last live or canary: open tabs may still load its chunks. */
  REMOTE_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(24),
  /**
   * CDN origins (comma-separated, e.g. https://cdn.example.com) a version's files may be served from
   * besides the registry's own storage; they join every page's CSP. A version naming any other
   * origin is refused at publish. None by default.
   */
  REMOTE_CDN_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      const origins = value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin || !/^https?:$/.test(new URL(origin).protocol)) {
          context.addIssue({ code: 'custom', message: `${origin} is not an origin such as https://cdn.example.com` });
        }
      }
      return origins;
    }),
  /**
   * `required`: a version goes live or into canary only once someone other than its publisher
   * approved it; `off`: no approval asked. Unset: required when NODE_ENV=production, else off.
   */
  RELEASE_APPROVAL: optionalString(z.enum(RELEASE_APPROVAL_MODES)),
  /**
   * `required`: a publish is refused unless a key an ADMIN trusts for the section signed its build
   * record; `optional`: unsigned builds are accepted and listed so. Unset: required when
   * NODE_ENV=production, else optional.
   */
  RELEASE_SIGNATURES: optionalString(z.enum(RELEASE_SIGNATURE_MODES)),
  /** Load beacons per client IP per minute; over it they get 429 and are counted nowhere. */
  BEACON_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** The live shell's build folder, read by the contract gate. */
  SHELL_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'shell', 'dist')),
};

const envSchema = z.object({
  ...serviceEnvShape(3400),
  ...registryEnvShape,
  /** `production` makes RELEASE_APPROVAL and RELEASE_SIGNATURES default to required. */
  NODE_ENV: z.string().default('development'),
});

export type RegistryConfig = z.infer<typeof envSchema>;

/** Reads configuration from the environment; a bad value stops start-up with a clear message. */
export function loadRegistryConfig(env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  return readConfig('registry', envSchema, env);
}
