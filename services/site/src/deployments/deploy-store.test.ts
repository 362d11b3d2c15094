import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createRemoteBuild, makeTempDir, removeDir, SOLUTIONS_ROUTE_TABLE, SOLUTIONS_V1 } from '../test-support/fixtures.ts';
import { DeployStore } from './deploy-store.ts';

const temporary: string[] = [];
async function tempDir(label: string): Promise<string> {
  const dir = await makeTempDir(label);
  temporary.push(dir);
  return dir;
}
async function solutionsBuild(label: string): Promise<string> {
  const dir = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, label, { 'assets/page.js': `/* ${label} */` });
  temporary.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(temporary.splice(0).map(removeDir));
});

const pathExists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('DeployStore.addVersion', () => {
  test('copies a build into remotes/<section>/<version>/ and reports it added', async () => {
    const store = new DeployStore(await tempDir('deploy'));
    const build = await solutionsBuild('v1');
    expect(await store.addVersion('solutions', SOLUTIONS_V1, build)).toBe('added');
    const target = path.join(store.root, 'remotes', 'solutions', SOLUTIONS_V1);
    expect(store.versionDir('solutions', SOLUTIONS_V1)).toBe(target);
    expect((await readdir(target)).toSorted()).toEqual([
      'assets',
      'build-files.json',
      'build-info.json',
      'mf-manifest.json',
      'remoteEntry.js',
      'route-table.json',
    ]);
    expect(await readFile(path.join(target, 'assets/page.js'), 'utf8')).toBe('/* v1 */');
    expect(await store.hasVersion('solutions', SOLUTIONS_V1)).toBe(true);
    // No staging folder is left behind.
    expect(await readdir(path.join(store.root, 'remotes', 'solutions'))).toEqual([SOLUTIONS_V1]);
  });

  test('copies only the files the build recorded: a leftover of another build or a file dropped in by hand stays behind', async () => {
    const store = new DeployStore(await tempDir('deploy'));
    const build = await solutionsBuild('v1');
    await writeFile(path.join(build, 'assets', 'stale.9z9z.js'), 'from an earlier build');
    await writeFile(path.join(build, 'dropped.js'), 'alert(1)');
    await store.addVersion('solutions', SOLUTIONS_V1, build);
    const target = store.versionDir('solutions', SOLUTIONS_V1);
    expect(await pathExists(path.join(target, 'assets', 'stale.9z9z.js'))).toBe(false);
    expect(await pathExists(path.join(target, 'dropped.js'))).toBe(false);
    expect(await readFile(path.join(target, 'assets/page.js'), 'utf8')).toBe('/* v1 */');
  });

  test('never overwrites a version that exists: a second add reports exists and changes nothing', async () => {
    const store = new DeployStore(await tempDir('deploy'));
    const build = await solutionsBuild('v1');
    await store.addVersion('solutions', SOLUTIONS_V1, build);
    await writeFile(path.join(build, 'remoteEntry.js'), 'changed after deploy');
    await writeFile(path.join(build, 'extra.js'), 'new file');

    expect(await store.addVersion('solutions', SOLUTIONS_V1, build)).toBe('exists');
    const target = store.versionDir('solutions', SOLUTIONS_V1);
    expect(await readFile(path.join(target, 'remoteEntry.js'), 'utf8')).toBe(`/* solutions v1 */\nvar section_solutions = {};\n`);
    expect(await pathExists(path.join(target, 'extra.js'))).toBe(false);
  });

  test('does not read or write outside the deploy root for a traversal version', async () => {
    const root = await tempDir('deploy');
    const store = new DeployStore(path.join(root, 'store'));
    await expect(store.addVersion('solutions', '../../evil', await solutionsBuild('evil'))).rejects.toThrow();
    expect(await pathExists(path.join(root, 'evil'))).toBe(false);
    expect(await pathExists(path.join(root, 'store'))).toBe(false);
  });
});

describe('DeployStore.versionDir', () => {
  test.each(['../evil', '..', '.', 'a/b', 'a\\b', '', '.hidden', `x${'1'.repeat(64)}`])('rejects the unsafe version %j', (version) => {
    const store = new DeployStore('/deploy');
    expect(() => store.versionDir('solutions', version)).toThrow();
  });

  test.each([SOLUTIONS_V1, '2.0.0-rc.1+build_7', '0123456789abcdef'])('accepts the version %j', (version) => {
    expect(new DeployStore('/deploy').versionDir('solutions', version)).toBe(path.join('/deploy', 'remotes', 'solutions', version));
  });
});
