import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { BUILT_SITE_SERVER, DEPLOY_LOCAL } from './local-site.ts';

const scriptsOf = (dir: string): Record<string, string> =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

// dev:section once ran a deploy-local that had moved to another workspace, and failed before its link.
test('dev:section deploys and serves the local site with the very commands npm start uses', () => {
  expect(existsSync(path.join(DEPLOY_LOCAL.cwd, DEPLOY_LOCAL.script))).toBe(true);
  expect(scriptsOf(DEPLOY_LOCAL.cwd)['deploy-local']).toContain(DEPLOY_LOCAL.script);
  expect(scriptsOf(BUILT_SITE_SERVER.cwd).start).toContain(BUILT_SITE_SERVER.script);
});
