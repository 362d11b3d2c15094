import { access, readdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createRemoteBuild, deployRemote, makeTempDir, removeDir, route, SOLUTIONS_ROUTE_TABLE, SOLUTIONS_V1, SOLUTIONS_V2 } from '../test-support/fixtures.ts';
import { DeployStore, LIVE_RECHECK_MS } from './deploy-store.ts';

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

describe('DeployStore live map', () => {
  test('readLiveMap on an empty (even missing) root is an empty map', async () => {
    const root = await tempDir('deploy');
    expect(await new DeployStore(root).readLiveMap()).toEqual({ sections: {} });
    expect(await new DeployStore(path.join(root, 'not-created')).readLiveMap()).toEqual({ sections: {} });
  });

  test('setLive refuses a version that is not in the deploy root', async () => {
    const store = new DeployStore(await tempDir('deploy'));
    await expect(store.setLive('solutions', '9.9.9-missing')).rejects.toThrow(/solutions@9\.9\.9-missing is not in the deploy root/);
    await expect(store.setLive('solutions', '../evil')).rejects.toThrow();
    expect(await store.readLiveMap()).toEqual({ sections: {} });
    expect(await pathExists(path.join(store.root, 'live.json'))).toBe(false);
  });

  test('setLive records the version in live.json and keeps the other sections', async () => {
    const store = new DeployStore(await tempDir('deploy'));
    await deployRemote(store, 'solutions', SOLUTIONS_V1, SOLUTIONS_ROUTE_TABLE);
    await deployRemote(store, 'legal', '1.0.0-legal', { routes: [route('/legal/privacy', { category: 'legal' })] });
    await deployRemote(store, 'solutions', SOLUTIONS_V2, SOLUTIONS_ROUTE_TABLE);
    const expected = { sections: { solutions: { version: SOLUTIONS_V2 }, legal: { version: '1.0.0-legal' } } };
    expect(await store.readLiveMap()).toEqual(expected);
    expect(JSON.parse(await readFile(path.join(store.root, 'live.json'), 'utf8'))).toEqual(expected);
    // The write is atomic (temp file + rename): nothing is left beside live.json.
    expect((await readdir(store.root)).toSorted()).toEqual(['live.json', 'remotes']);
  });

  test('remotesManifest follows every promote, even within one file-system timestamp tick', async () => {
    const store = new DeployStore(await tempDir('deploy'));
    await deployRemote(store, 'solutions', SOLUTIONS_V1, SOLUTIONS_ROUTE_TABLE);
    await deployRemote(store, 'solutions', SOLUTIONS_V2, SOLUTIONS_ROUTE_TABLE, { live: false });
    const liveFile = path.join(store.root, 'live.json');
    // A file system with 1-second timestamps (some network mounts), or a coarse clock tick,
    // gives two quick writes the same mtime; emulate that.
    const tick = new Date('2025-01-01T00:00:00Z');
    await utimes(liveFile, tick, tick);
    expect((await store.remotesManifest()).sections.map((section) => section.version)).toEqual([SOLUTIONS_V1]);

    await store.setLive('solutions', SOLUTIONS_V2);
    await utimes(liveFile, tick, tick);

    expect((await store.remotesManifest()).sections.map((section) => section.version)).toEqual([SOLUTIONS_V2]);
  });

  test('remotesManifest returns the same object while live.json is unchanged', async () => {
    const store = new DeployStore(await tempDir('deploy'));
    await deployRemote(store, 'solutions', SOLUTIONS_V1, SOLUTIONS_ROUTE_TABLE);
    expect(await store.remotesManifest()).toBe(await store.remotesManifest());
  });

  test('while watching, a promote by another process (a new live.json renamed into place) is seen at once, not after the re-check interval', async () => {
    const store = new DeployStore(await tempDir('deploy'));
    await deployRemote(store, 'solutions', SOLUTIONS_V1, SOLUTIONS_ROUTE_TABLE);
    await deployRemote(store, 'solutions', SOLUTIONS_V2, SOLUTIONS_ROUTE_TABLE, { live: false });
    const stopWatching = store.watchLiveFile();
    try {
      const first = await store.remotesManifest();
      expect(await store.remotesManifest()).toBe(first);
      // What the deploy CLI does from its own process: write beside, then rename over live.json.
      const liveFile = path.join(store.root, 'live.json');
      await writeFile(`${liveFile}.other.tmp`, JSON.stringify({ sections: { solutions: { version: SOLUTIONS_V2 } } }));
      await rename(`${liveFile}.other.tmp`, liveFile);
      const started = Date.now();
      let versions: string[] = [];
      while (Date.now() - started < LIVE_RECHECK_MS / 2) {
        versions = (await store.remotesManifest()).sections.map((section) => section.version);
        if (versions[0] === SOLUTIONS_V2) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(versions).toEqual([SOLUTIONS_V2]);
    } finally {
      stopWatching();
    }
  });

  test('while watching, a promote in this process is seen by the very next call', async () => {
    const store = new DeployStore(await tempDir('deploy'));
    await deployRemote(store, 'solutions', SOLUTIONS_V1, SOLUTIONS_ROUTE_TABLE);
    await deployRemote(store, 'solutions', SOLUTIONS_V2, SOLUTIONS_ROUTE_TABLE, { live: false });
    const stopWatching = store.watchLiveFile();
    try {
      await store.remotesManifest();
      await store.setLive('solutions', SOLUTIONS_V2);
      expect((await store.remotesManifest()).sections.map((section) => section.version)).toEqual([SOLUTIONS_V2]);
    } finally {
      stopWatching();
    }
  });
});
