import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readConfig, serviceEnvShape } from '@site/service-kit/service-config';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The search service's settings. The site server merges these into its own (it mounts the
 * service), so the same variables configure both.
 */
export const searchEnvShape = {
  /** Search requests allowed per client IP per window, across the three search calls (one search is three). */
  SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(300),
  SEARCH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  /** How often the indexes re-check their sources (content database, live pages) for changes. */
  SEARCH_REFRESH_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
};

const envSchema = z.object({
  ...serviceEnvShape(3300),
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
  /** Build folders whose page documents are indexed, comma-separated; default: the shell's and every section's `dist`. */
  SEARCH_PAGE_DIRS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((dir) => path.resolve(dir.trim()))
            .filter(Boolean)
        : siteDistFolders(),
    ),
  ...searchEnvShape,
});

export type SearchConfig = z.infer<typeof envSchema>;

/** The shell's and every section's build folder in this repository. */
export function siteDistFolders(root: string = repoRoot): string[] {
  const remotes = path.join(root, 'remotes');
  const sections = readdirSync(remotes, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(remotes, entry.name, 'dist'))
    .toSorted();
  return [path.join(root, 'shell', 'dist'), ...sections];
}

/** Reads configuration from the environment; a bad value stops start-up with a clear message. */
export function loadSearchConfig(env: NodeJS.ProcessEnv = process.env): SearchConfig {
  return readConfig('search service', envSchema, env);
}
