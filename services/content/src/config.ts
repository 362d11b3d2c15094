import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readConfig, serviceEnvShape } from '@site/service-kit/service-config';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The content service's settings. The site server merges these into its own (it mounts the
 * service), so the same variables configure both.
 */
export const contentEnvShape = {
  /** PostgreSQL for production; without it the embedded database is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The embedded database's folder, or `memory` for a throwaway database. */
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, '.data', 'pglite')),
  /** Lead submissions allowed per client IP per window. */
  LEADS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  LEADS_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  /**
   * Public content reads (`/api/content/*`, all together) allowed per client address per window.
   * Generous: a page view makes at most three, offices browse from one address, and this server's
   * own prerenderer (a few hundred a minute while it renders every page) counts as 127.0.0.1.
   */
  CONTENT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  CONTENT_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Secret for hashing client IPs on leads; random per process when unset (hashes then change on restart). */
  LEAD_IP_HASH_SECRET: z.string().min(16).optional(),
};

const envSchema = z.object({
  ...serviceEnvShape(3200),
  ...contentEnvShape,
});

export type ContentConfig = z.infer<typeof envSchema>;

/** Reads configuration from the environment; a bad value stops start-up with a clear message. */
export function loadContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  return readConfig('content service', envSchema, env);
}
