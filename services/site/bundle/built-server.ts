/**
 * The built site server (`npm run build` writes it; see bundle-server.ts) and how to start it:
 * `npm start`, the fleet, the journeys and the benches all run this file, so what is tested is
 * what ships.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const SITE_DIR = path.resolve(import.meta.dirname, '..');
export const SERVER_DIST = path.join(SITE_DIR, 'dist', 'server');
export const BUILT_SERVER = path.join(SERVER_DIST, 'main.mjs');
/** The source files the build read, beside it. */
export const BUILT_SERVER_INPUTS = 'inputs.json';

/** Why the built server cannot be run as the sources stand (missing, or older than a file it was built from), or null. */
export function builtServerProblem(dist = SERVER_DIST): string | null {
  const entry = path.join(dist, path.basename(BUILT_SERVER));
  if (!existsSync(entry)) return `${entry} is missing: build the site server first (npm run build)`;
  const builtAt = statSync(entry).mtimeMs;
  const inputs = (JSON.parse(readFileSync(path.join(dist, BUILT_SERVER_INPUTS), 'utf8')) as string[]).map((input) => path.resolve(dist, input));
  const newer = inputs.find((input) => !existsSync(input) || statSync(input).mtimeMs > builtAt);
  return newer
    ? `the built site server is older than ${path.relative(SITE_DIR, newer)}: build it again (npm run build) so what runs is what you changed`
    : null;
}

/**
 * Node's arguments for the built server (after `nodeArgs`, e.g. a profiler's); throws when it is
 * missing or stale, saying which source changed.
 */
export function builtServerArgs(nodeArgs: readonly string[] = []): string[] {
  const problem = builtServerProblem();
  if (problem) throw new Error(problem);
  // Stack traces in logs name the TypeScript source.
  return [...nodeArgs, '--enable-source-maps', BUILT_SERVER];
}
