import path from 'node:path';
import { E2E_TMP } from './paths.ts';

/** The site every read-only journey shares; journeys that change deployments start their own. */
export const GLOBAL_SITE_PORT = Number(process.env.E2E_PORT ?? 3470);
/** Its public origin, every journey's base URL. */
export const GLOBAL_SITE_URL = `http://127.0.0.1:${GLOBAL_SITE_PORT}`;
/** Its admin origin (the server's default beside a 127.0.0.1 public origin): the other loopback name, where people sign in. */
export const GLOBAL_ADMIN_URL = `http://localhost:${GLOBAL_SITE_PORT}`;
// One deploy root per port, so runs on different ports in one checkout do not share files.
const deployRoot = path.join(E2E_TMP, `deploy-global-${GLOBAL_SITE_PORT}`);
// Its embedded database: deploy-local makes every local build live in it, then the server opens it.
const dataDir = path.join(E2E_TMP, `data-global-${GLOBAL_SITE_PORT}`);

export const globalSiteCommand = [
  `rm -rf ${deployRoot} ${dataDir}`,
  `DEPLOY_ROOT=${deployRoot} DATA_DIR=${dataDir} npm run --silent deploy-local --workspace @site/operations`,
  `DEPLOY_ROOT=${deployRoot} DATA_DIR=${dataDir} SITE_ORIGIN=${GLOBAL_SITE_URL} SEARCH_RATE_LIMIT_MAX=10000 ADMIN_API_RATE_LIMIT_MAX=100000 PORT=${GLOBAL_SITE_PORT} HOST=127.0.0.1 LOG_LEVEL=warn npm run --silent start --workspace @site/site`,
].join(' && ');
