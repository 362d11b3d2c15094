import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { access, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { createRemoteBuild, makeTempDir, removeDir, SOLUTIONS_ROUTE_TABLE, SOLUTIONS_V1 } from '../test-support/fixtures.ts';
import { FolderVersionStorage } from './folder-storage.ts';
import { sha256Hex, storeBuild } from './version-storage.ts';

const temporary: string[] = [];
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
afterEach(async () => {
  await Promise.all(temporary.splice(0).map(removeDir));
});

describe('FolderVersionStorage: versions are folders named by their version, never outside the root', () => {
  test('does not read or write outside the deploy root for a traversal version', async () => {
    const root = await makeTempDir('deploy');
    temporary.push(root);
    const build = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, 'evil');
    temporary.push(build);
    const storage = new FolderVersionStorage(path.join(root, 'store'));
    await expect(storeBuild(storage, 'solutions', '../../evil', build)).rejects.toThrow();
    expect(await exists(path.join(root, 'evil'))).toBe(false);
    expect(await exists(path.join(root, 'store'))).toBe(false);
    await expect(storage.putBlob('../../evil', Buffer.from('x'))).rejects.toThrow(/not a SHA-256/);
  });

  test('an upload a publish is told is present is not swept from under it, however old', async () => {
    const root = await makeTempDir('deploy');
    temporary.push(root);
    const storage = new FolderVersionStorage(root);
    const bytes = Buffer.from('/* an old upload */');
    await storage.putBlob(sha256Hex(bytes), bytes);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(path.join(root, 'uploads', sha256Hex(bytes)), twoHoursAgo, twoHoursAgo);
    expect(await storage.missing([sha256Hex(bytes)])).toEqual([]);
    expect(await storage.sweep(new Date(Date.now() - 3_600_000))).toBe(0);
    expect(await storage.missing([sha256Hex(bytes)])).toEqual([]);
  });

  test('a file a stored version holds is not missing, even never uploaded (deploy-local) or swept since: a publish sends only what is new', async () => {
    const root = await makeTempDir('deploy');
    temporary.push(root);
    const build = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, 'held');
    temporary.push(build);
    const storage = new FolderVersionStorage(root);
    // As deploy-local stores a build: from its folder, no upload.
    await storeBuild(storage, 'solutions', SOLUTIONS_V1, build);
    const files = (await storage.files('solutions', SOLUTIONS_V1)) ?? [];
    expect(files.length).toBeGreaterThan(1);
    const changed = Buffer.from('/* the one changed file */');
    expect(await storage.missing([...files.map((file) => file.sha256), sha256Hex(changed)])).toEqual([sha256Hex(changed)]);
    // What was found can make the next version with the one new upload.
    await storage.putBlob(sha256Hex(changed), changed);
    const next = [...files.slice(1), { path: 'assets/changed.js', sha256: sha256Hex(changed), bytes: changed.length }];
    expect(await storage.addVersion('solutions', '1.0.1', next)).toBe('added');
    expect((await storage.read('solutions', '1.0.1', next[0]!))?.length).toBe(next[0]?.bytes);
  });

  test('a file is served as its build recorded it: a change on disk is caught, even after it matched, and a missing one is null', async () => {
    const root = await makeTempDir('deploy');
    temporary.push(root);
    const build = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, 'served');
    temporary.push(build);
    const storage = new FolderVersionStorage(root);
    await storeBuild(storage, 'solutions', SOLUTIONS_V1, build);
    const entry = (await storage.files('solutions', SOLUTIONS_V1))?.find((file) => file.path === 'remoteEntry.js');
    if (!entry) throw new Error('the build has no remoteEntry.js');
    const onDisk = path.join(storage.versionDir('solutions', SOLUTIONS_V1), entry.path);
    expect(sha256Hex((await storage.readAsRecorded('solutions', SOLUTIONS_V1, entry)) as Buffer)).toBe(entry.sha256);
    await writeFile(onDisk, `${await readFile(onDisk, 'utf8')}// changed\n`);
    expect(await storage.readAsRecorded('solutions', SOLUTIONS_V1, entry)).toBe('changed');
    await rm(onDisk);
    expect(await storage.readAsRecorded('solutions', SOLUTIONS_V1, entry)).toBeNull();
  });

  test.each(['../evil', '..', '.', 'a/b', 'a\\b', '', '.hidden', `x${'1'.repeat(64)}`])('rejects the unsafe version %j', (version) => {
    expect(() => new FolderVersionStorage('/deploy').versionDir('solutions', version)).toThrow();
  });

  test.each([SOLUTIONS_V1, '2.0.0-rc.1+build_7', '0123456789abcdef'])('accepts the version %j', (version) => {
    expect(new FolderVersionStorage('/deploy').versionDir('solutions', version)).toBe(path.join('/deploy', 'remotes', 'solutions', version));
  });
});
