/**
 * `npm run dev:section -- legal --against <site>` with a token that may not preview there is
 * refused at once, before the section's dev server compiles anything (that took 27 s to fail).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestRegistry, type TestRegistry } from './registry-commands/test-registry.ts';

const RELEASE_DIR = path.resolve(import.meta.dirname, '../..');
let registry: TestRegistry;

beforeAll(async () => {
  registry = await startTestRegistry();
}, 60_000);
afterAll(() => registry?.close());

test('a token the site does not know is refused before anything is built', async () => {
  const started = Date.now();
  const outcome = await promisify(execFile)(
    path.join(RELEASE_DIR, '../../node_modules/.bin/tsx'),
    ['src/cli/dev-section.ts', 'legal', '--against', registry.url],
    {
      cwd: RELEASE_DIR,
      env: { ...process.env, REGISTRY_TOKEN: 'not-a-token-of-this-site', PLATFORM_TOKEN: '' },
      timeout: 20_000,
    },
  ).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
  );
  expect(outcome.code).toBe(1);
  expect(outcome.stderr).toMatch(/^dev:section: .*401|token/im);
  expect(outcome.stderr).not.toMatch(/webpack|compiled/i);
  expect(Date.now() - started).toBeLessThan(15_000);
}, 30_000);
