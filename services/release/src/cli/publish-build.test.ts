/**
 * What is published is what was built, with the real `site-build` (webpack) on a copy of the
 * legal section: build A, build B, then A's outputs restored over B's the way a Turborepo cache
 * hit restores them (files are written, none removed). Publishing that folder must give A's
 * version id, "same build", and exactly A's files; B's leftovers and a file dropped in by hand
 * are named and never deployed.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listFiles } from '@site/build/build-files';
import { removeDir } from '@site/site/test-support/fixtures';
import { startTestRegistry, type TestRegistry } from './registry-commands/test-registry.ts';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Inside the repository, so the copy resolves the workspace's packages. */
const WORK_ROOT = path.join(REPO_ROOT, 'services/site/.tmp-builds');

async function buildLegal(workDir: string, title: string): Promise<void> {
  const table = path.join(workDir, 'src/route-table.ts');
  const source = await readFile(table, 'utf8');
  await writeFile(table, source.replace(/policy\('privacy-policy', '[^']*',/, `policy('privacy-policy', '${title}',`));
  await run(path.join(REPO_ROOT, 'node_modules/.bin/site-build'), ['build'], { cwd: workDir, env: { ...process.env } });
}

describe('publish takes exactly what the build recorded', () => {
  let registry: TestRegistry;
  let workDir: string;
  beforeAll(async () => {
    registry = await startTestRegistry();
    await mkdir(WORK_ROOT, { recursive: true });
    workDir = await mkdtemp(path.join(WORK_ROOT, 'legal-'));
    const sourceDir = path.join(REPO_ROOT, 'remotes/legal');
    await cp(sourceDir, workDir, { recursive: true, filter: (file) => !/(^|[\\/])(node_modules|dist)([\\/]|$)/.test(path.relative(sourceDir, file)) });
  }, 60_000);
  afterAll(async () => {
    await registry?.close();
    if (workDir) await removeDir(workDir);
  });

  test('build A, build B, A restored over B as a cache hit would: A\'s version, "same build", A\'s files only', async () => {
    const dist = path.join(workDir, 'dist');
    const cacheOfA = `${workDir}-cache-a`;
    await buildLegal(workDir, 'Privacy policy (A)');
    await cp(dist, cacheOfA, { recursive: true });
    const filesOfA = await listFiles(dist);

    // A changed copy of legal, built from whatever this checkout holds: dirty on purpose.
    const first = await registry.cli(['publish', 'legal', '--build-dir', dist, '--allow-dirty', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const published = JSON.parse(first.stdout) as { publish: { version: { version: string } }; ignored: string[] };
    const versionOfA = published.publish.version.version;
    expect(published.ignored).toEqual([]);

    await buildLegal(workDir, 'Privacy policy (B)');
    const filesOfB = await listFiles(dist);
    expect(filesOfB).not.toEqual(filesOfA);
    // A cache hit writes A's outputs back; it deletes nothing that B left.
    await cp(cacheOfA, dist, { recursive: true, force: true });
    await writeFile(path.join(dist, 'dropped-by-hand.js'), 'alert("not part of any build")');
    const leftovers = (await listFiles(dist)).filter((file) => !filesOfA.includes(file));
    expect(leftovers.length).toBeGreaterThan(1);

    const again = await registry.cli(['publish', 'legal', '--build-dir', dist, '--allow-dirty']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`version\\s+${versionOfA}`));
    expect(again.stdout).toContain(`registered already: legal ${versionOfA} (same build)`);
    for (const file of leftovers) expect(again.stderr).toContain(`ignored ${file}: not written by this build`);
    expect(await listFiles(path.join(registry.deployRoot, 'remotes', 'legal', versionOfA))).toEqual(filesOfA);
    await removeDir(cacheOfA);
  }, 180_000);

  test("a build leaves out the tests beside its pages and reports its bytes against the section's budgets, which publish shows", async () => {
    await writeFile(path.join(workDir, 'src/pages/content-page.test.tsx'), "export const marker = 'A-TEST-FILE-IS-NOT-SHIPPED';\n");
    await buildLegal(workDir, 'Privacy policy (budgets)');
    const dist = path.join(workDir, 'dist');
    for (const file of (await listFiles(dist)).filter((name) => name.endsWith('.js'))) {
      expect(await readFile(path.join(dist, file), 'utf8'), file).not.toContain('A-TEST-FILE-IS-NOT-SHIPPED');
    }
    const report = JSON.parse(await readFile(path.join(dist, 'bundle-report.json'), 'utf8')) as {
      budgets: unknown;
      pageFirstLoad: { page: string; brotliBytes: number };
    };
    expect(report.budgets).toEqual({ pageFirstLoadKiB: 35, largestLazyChunkKiB: 10 });
    // The heaviest of legal's page components (the trust centre's, which draws the content page and more).
    expect(report.pageFirstLoad.page).toMatch(/^pages\/[a-z-]+$/);
    expect(report.pageFirstLoad.brotliBytes).toBeGreaterThan(1000);
    const published = await registry.cli(['publish', 'legal', '--build-dir', dist, '--allow-dirty']);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toMatch(/^page first load\s+\d+\.\d KiB of 35\.0 KiB ok \(entry and \.\/routes, then pages\/[a-z-]+ with content\/legal\/\S+\)$/m);
    expect(published.stdout).toMatch(/^largest lazy chunk\s+\d+\.\d KiB of 10\.0 KiB ok \(assets\/\S+\.js\)$/m);
  }, 180_000);
});
