/**
 * How `dev:section` without `--against` serves this checkout's own site, as `npm start` does:
 * `deploy-local` (the operations CLI) makes each section's local build live, then the built site
 * server (what `npm run build` makes and what ships) serves it.
 */
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export const DEPLOY_LOCAL = { cwd: path.join(REPO_ROOT, 'services/operations'), script: 'src/cli/deploy-local.ts' };

export const BUILT_SITE_SERVER = { cwd: path.join(REPO_ROOT, 'services/site'), script: 'dist/server/main.mjs' };
