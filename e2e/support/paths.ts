import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_TMP = path.join(REPO_ROOT, 'e2e/.tmp');
export const SITE_DIR = path.join(REPO_ROOT, 'services/site');
/** The release CLI's workspace (`npm run remotes`, `npm run dev:section`). */
export const RELEASE_DIR = path.join(REPO_ROOT, 'services/release');
/** deploy-local's, the fleet's and the backups' workspace. */
export const OPERATIONS_DIR = path.join(REPO_ROOT, 'services/operations');
