import path from 'node:path';
import { E2E_TMP } from './paths.ts';

/** The site every read-only journey shares; journeys that change deployments start their own. */
export const GLOBAL_SITE_PORT = Number(process.env.E2E_PORT ?? 3470);
// One deploy root per port, so runs on different ports in one checkout do not share files.
const deployRoot = path.join(E2E_TMP, `deploy-global-${GLOBAL_SITE_PORT}`);

export const globalSiteCommand = [
  `rm -rf ${deployRoot}`,
  `DEPLOY_ROOT=${deployRoot} npm run --silent deploy-local --workspace @site/site`,
  `DEPLOY_ROOT=${deployRoot} DATA_DIR=memory SEARCH_RATE_LIMIT_MAX=10000 PORT=${GLOBAL_SITE_PORT} HOST=127.0.0.1 LOG_LEVEL=warn npm run --silent start --workspace @site/site`,
].join(' && ');
