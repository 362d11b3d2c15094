import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { availableTestTargets, openMigratedTestDatabase } from '@site/db/test-databases';
import { readBuildFiles } from '@site/build/build-files';
import { computeIntegrity, verifyVersionFiles } from '@site/registry/integrity';
import { createRemoteBuild, makeTempDir, removeDir, SOLUTIONS_ROUTE_TABLE, SOLUTIONS_V1, SOLUTIONS_V2 } from '../test-support/fixtures.ts';
import { DatabaseVersionStorage } from './database-storage.ts';
import { FolderVersionStorage } from './folder-storage.ts';
import { DigestMismatchError, MissingBlobsError, sha256Hex, storedVersionSource, storeBuild, type VersionStorage } from './version-storage.ts';

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map(removeDir));
});
async function build(label: string, extra: Record<string, string> = {}): Promise<string> {
  const dir = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, label, {
    'assets/page.js': `/* page ${label} */`,
    'assets/shared.js': '/* shared */',
    ...extra,
  });
  temporary.push(dir);
  return dir;
}

type Backend = { name: string; open: () => Promise<{ storage: VersionStorage; close: () => Promise<void> }> };
const backends: Backend[] = [
  {
    name: 'folder',
    open: async () => {
      const root = await makeTempDir('storage');
      return { storage: new FolderVersionStorage(root), close: () => removeDir(root) };
    },
  },
  ...availableTestTargets().map((target) => ({
    name: `database (${target})`,
    open: async () => {
      const db = await openMigratedTestDatabase(target);
      return { storage: new DatabaseVersionStorage(db), close: () => db.close() };
    },
  })),
];

describe.each(backends)('version storage: $name', ({ open }) => {
  let storage: VersionStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  test('a build stored from its folder reads back byte for byte, described and verified like the folder itself', async () => {
    const dir = await build('v1');
    expect(await storeBuild(storage, 'solutions', SOLUTIONS_V1, dir)).toBe('added');
    const { files } = await readBuildFiles(dir);
    expect(await storage.files('solutions', SOLUTIONS_V1)).toEqual(files);
    for (const file of files) expect(sha256Hex((await storage.read('solutions', SOLUTIONS_V1, file)) ?? Buffer.alloc(0))).toBe(file.sha256);
    const source = storedVersionSource(storage, 'solutions', SOLUTIONS_V1);
    expect(await source.list()).toEqual(files.map((file) => file.path).toSorted());
    const integrity = await computeIntegrity(dir);
    expect(await computeIntegrity(source)).toEqual(integrity);
    expect(await verifyVersionFiles(source, integrity)).toEqual([]);
    expect(await storage.versions()).toEqual([expect.objectContaining({ section: 'solutions', version: SOLUTIONS_V1 })]);
  });

  test('a stored version never changes: adding it again is "exists" and keeps the first bytes', async () => {
    const first = await build('same');
    await storeBuild(storage, 'solutions', '1.0.0-same', first);
    const changed = await build('changed');
    expect(await storeBuild(storage, 'solutions', '1.0.0-same', changed)).toBe('exists');
    const source = storedVersionSource(storage, 'solutions', '1.0.0-same');
    expect((await source.read('assets/page.js'))?.toString()).toBe('/* page same */');
  });

  test('uploads: only missing digests are asked for, a version needs all of its files, and bytes must match their digest', async () => {
    const dir = await build('v2', { 'assets/new.js': '/* only in v2 */' });
    const { files } = await readBuildFiles(dir);
    const missing = await storage.missing(files.map((file) => file.sha256));
    expect(missing.length).toBeGreaterThan(0);
    const [first, ...rest] = missing;
    if (!first) throw new Error('nothing missing');
    const bytesOf = async (digest: string) => {
      const file = files.find((candidate) => candidate.sha256 === digest);
      return file ? readFile(path.join(dir, file.path)) : Buffer.alloc(0);
    };
    await storage.putBlob(first, await bytesOf(first));
    expect(await storage.missing(files.map((file) => file.sha256))).toEqual(rest);
    if (rest.length > 0) {
      await expect(storage.addVersion('solutions', SOLUTIONS_V2, files)).rejects.toBeInstanceOf(MissingBlobsError);
      expect(await storage.files('solutions', SOLUTIONS_V2)).toBeNull();
    }
    for (const digest of rest) await storage.putBlob(digest, await bytesOf(digest));
    expect(await storage.missing(files.map((file) => file.sha256))).toEqual([]);
    expect(await storage.addVersion('solutions', SOLUTIONS_V2, files)).toBe('added');
    const unseen = { path: 'assets/unseen.js', sha256: sha256Hex(Buffer.from('the real bytes')), bytes: 14 };
    await expect(storage.addVersion('solutions', '9.9.9-wrong', [unseen], async () => Buffer.from('other bytes'))).rejects.toBeInstanceOf(DigestMismatchError);
    expect(await storage.files('solutions', '9.9.9-wrong')).toBeNull();
  });

  test('deleting a version, then sweeping, frees what no other version uses, and only once it is old enough', async () => {
    const dir = await build('gone', { 'assets/gone.js': '/* only here */' });
    const { files } = await readBuildFiles(dir);
    const own = files.find((file) => file.path === 'assets/gone.js');
    const shared = files.find((file) => file.path === 'assets/shared.js');
    if (!own || !shared) throw new Error('fixture files missing');
    await storage.putBlob(own.sha256, Buffer.from('/* only here */'));
    await storeBuild(storage, 'solutions', '1.0.0-gone', dir);
    expect(await storage.deleteVersion('solutions', '1.0.0-gone')).toBe(true);
    expect(await storage.deleteVersion('solutions', '1.0.0-gone')).toBe(false);
    expect(await storage.files('solutions', '1.0.0-gone')).toBeNull();
    // A publish may be between uploading and adding: young uploads stay.
    await storage.sweep(new Date(Date.now() - 3_600_000));
    expect(await storage.missing([own.sha256])).toEqual([]);
    await storage.sweep(new Date(Date.now() + 60_000));
    expect(await storage.missing([own.sha256])).toEqual([own.sha256]);
    // Files of versions still stored are never swept.
    expect(await storage.read('solutions', SOLUTIONS_V1, shared)).not.toBeNull();
  });
});

describe('version storage: folder layout', () => {
  test('a version is remotes/<section>/<version>/ with its files under their own names and its build-files.json, nothing staged left', async () => {
    const root = await makeTempDir('storage');
    temporary.push(root);
    const storage = new FolderVersionStorage(root);
    const dir = await build('v1');
    await writeFile(path.join(dir, 'dropped.js'), 'alert(1)');
    await storeBuild(storage, 'solutions', SOLUTIONS_V1, dir);
    const target = storage.versionDir('solutions', SOLUTIONS_V1);
    expect(target).toBe(path.join(root, 'remotes', 'solutions', SOLUTIONS_V1));
    expect((await readdir(target)).toSorted()).toEqual([
      'assets',
      'build-files.json',
      'build-info.json',
      'mf-manifest.json',
      'remoteEntry.js',
      'route-table.json',
    ]);
    expect(await readFile(path.join(target, 'assets/page.js'), 'utf8')).toBe('/* page v1 */');
    expect(await readdir(path.join(root, 'remotes', 'solutions'))).toEqual([SOLUTIONS_V1]);
  });
});
