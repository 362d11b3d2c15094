import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_TMP = path.join(REPO_ROOT, 'e2e/.tmp');
/** Preloaded into the site servers journeys start, so none outlives the run that started it (see the file). */
export const EXIT_WITH_RUNNER = path.join(REPO_ROOT, 'e2e/support/exit-with-runner.mjs');
export const SITE_DIR = path.join(REPO_ROOT, 'services/site');
/** The release CLI's workspace (`npm run remotes`, `npm run dev:section`). */
export const RELEASE_DIR = path.join(REPO_ROOT, 'services/release');
/** deploy-local's, the fleet's and the backups' workspace. */
export const OPERATIONS_DIR = path.join(REPO_ROOT, 'services/operations');
