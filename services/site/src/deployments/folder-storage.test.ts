import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { access } from 'node:fs/promises';
import { createRemoteBuild, makeTempDir, removeDir, SOLUTIONS_ROUTE_TABLE, SOLUTIONS_V1 } from '../test-support/fixtures.ts';
import { FolderVersionStorage } from './folder-storage.ts';
import { storeBuild } from './version-storage.ts';

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

  test.each(['../evil', '..', '.', 'a/b', 'a\\b', '', '.hidden', `x${'1'.repeat(64)}`])('rejects the unsafe version %j', (version) => {
    expect(() => new FolderVersionStorage('/deploy').versionDir('solutions', version)).toThrow();
  });

  test.each([SOLUTIONS_V1, '2.0.0-rc.1+build_7', '0123456789abcdef'])('accepts the version %j', (version) => {
    expect(new FolderVersionStorage('/deploy').versionDir('solutions', version)).toBe(path.join('/deploy', 'remotes', 'solutions', version));
  });
});
