import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_UNITS } from '@site/contracts/sections';
import { E2E_TMP, EXIT_WITH_RUNNER, REPO_ROOT } from './paths.ts';

/**
 * The site every read-only journey shares; journeys that change deployments start their own. Its
 * port is apart from every other server's here: `npm run dev`'s (3000, 3100-3105 from
 * DEV_PORT_BASE), the services' own (3200-3400) and the ports tests pick for themselves (free ones).
 */
export const DEFAULT_E2E_PORT = 3990;
export const GLOBAL_SITE_PORT = Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT);
/** Its public origin, every journey's base URL. */
export const GLOBAL_SITE_URL = `http://127.0.0.1:${GLOBAL_SITE_PORT}`;
/** Its admin origin (the server's default beside a 127.0.0.1 public origin): the other loopback name, where people sign in. */
export const GLOBAL_ADMIN_URL = `http://localhost:${GLOBAL_SITE_PORT}`;
// One deploy root per port, so runs on different ports in one checkout do not share files.
const deployRoot = path.join(E2E_TMP, `deploy-global-${GLOBAL_SITE_PORT}`);
// Its embedded database: deploy-local makes every local build live in it, then the server opens it.
const dataDir = path.join(E2E_TMP, `data-global-${GLOBAL_SITE_PORT}`);

/** Where the command that started the shared site wrote the fingerprint of the builds it serves. */
export const GLOBAL_SITE_BUILD_FILE = path.join(E2E_TMP, `build-global-${GLOBAL_SITE_PORT}.txt`);

/** What this checkout's builds are (the built server and every section's and the shell's build): two runs that test the same builds have the same. */
export function buildFingerprint(): string {
  const records = [
    path.join(REPO_ROOT, 'services/site/dist/server/inputs.json'),
    ...RELEASE_UNITS.map((unit) => path.join(REPO_ROOT, unit === 'shell' ? 'shell' : `remotes/${unit}`, 'dist/build-files.json')),
  ];
  const hash = createHash('sha256');
  for (const record of records) hash.update(record).update(existsSync(record) ? readFileSync(record) : 'missing');
  return hash.digest('hex').slice(0, 16);
}

export const globalSiteCommand = [
  `rm -rf ${deployRoot} ${dataDir}`,
  `mkdir -p ${E2E_TMP} && echo ${buildFingerprint()} > ${GLOBAL_SITE_BUILD_FILE}`,
  `DEPLOY_ROOT=${deployRoot} DATA_DIR=${dataDir} npm run --silent deploy-local --workspace @site/operations`,
  // The runner is this process (Playwright loads its config here): the server stops when it is gone, even killed.
  `NODE_OPTIONS=--import=${EXIT_WITH_RUNNER} E2E_RUNNER_PID=${process.pid} ` +
    `DEPLOY_ROOT=${deployRoot} DATA_DIR=${dataDir} SITE_ORIGIN=${GLOBAL_SITE_URL} SEARCH_RATE_LIMIT_MAX=10000 ADMIN_API_RATE_LIMIT_MAX=100000 PORT=${GLOBAL_SITE_PORT} HOST=127.0.0.1 LOG_LEVEL=warn npm run --silent start --workspace @site/site`,
].join(' && ');
