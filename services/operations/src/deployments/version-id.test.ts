import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { versionSchema } from '@site/contracts/remotes-manifest';
import { makeTempDir, removeDir, writeFiles } from '@site/site/test-support/fixtures';
import { recordBuildFiles } from '@site/build/build-files';
import { contentVersion } from './version-id.ts';

const temporary: string[] = [];
async function build(files: Record<string, string>): Promise<string> {
  const dir = await makeTempDir('build');
  temporary.push(dir);
  await writeFiles(dir, files);
  await recordBuildFiles(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(temporary.splice(0).map(removeDir));
});

const FILES = { 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'assets/js/page.1a2b.js': 'page' };

describe('contentVersion', () => {
  test('is the package version plus a 10-character content hash', async () => {
    expect(await contentVersion(await build(FILES), '1.2.3')).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
  });

  test('is stable for the same content, wherever the build lies', async () => {
    const [a, b] = await Promise.all([build(FILES), build(FILES)]);
    expect(await contentVersion(a, '1.0.0')).toBe(await contentVersion(b, '1.0.0'));
  });

  test('changes when the build writes a file differently, adds one or renames one', async () => {
    const dir = await build(FILES);
    const original = await contentVersion(dir, '1.0.0');
    await writeFile(path.join(dir, 'assets/js/page.1a2b.js'), 'page, edited');
    await recordBuildFiles(dir);
    const edited = await contentVersion(dir, '1.0.0');
    expect(edited).not.toBe(original);
    await writeFile(path.join(dir, 'extra.js'), '');
    await recordBuildFiles(dir);
    expect(await contentVersion(dir, '1.0.0')).not.toBe(edited);

    const { 'remoteEntry.js': entry, ...rest } = FILES;
    const renamed = await build({ ...rest, 'remote-entry.js': entry });
    expect(await contentVersion(renamed, '1.0.0')).not.toBe(original);
  });

  test('ignores build-info.json, which describes the build rather than being part of it', async () => {
    const dir = await build(FILES);
    const without = await contentVersion(dir, '1.0.0');
    await writeFile(path.join(dir, 'build-info.json'), JSON.stringify({ builtAt: '2025-01-01T00:00:00Z' }));
    await recordBuildFiles(dir);
    expect(await contentVersion(dir, '1.0.0')).toBe(without);
    await writeFile(path.join(dir, 'build-info.json'), JSON.stringify({ builtAt: '2025-06-01T00:00:00Z' }));
    await recordBuildFiles(dir);
    expect(await contentVersion(dir, '1.0.0')).toBe(without);
  });

  test('ignores files the build did not record: a leftover of another build, or one dropped in by hand', async () => {
    const dir = await build(FILES);
    const recorded = await contentVersion(dir, '1.0.0');
    await mkdir(path.join(dir, 'assets/js'), { recursive: true });
    await writeFile(path.join(dir, 'assets/js/stale.9z9z.js'), 'from another build');
    await writeFile(path.join(dir, 'dropped.js'), 'alert(1)');
    expect(await contentVersion(dir, '1.0.0')).toBe(recorded);
  });

  test('refuses a build whose recorded file was changed or removed afterwards, naming it', async () => {
    const dir = await build(FILES);
    await writeFile(path.join(dir, 'remoteEntry.js'), 'entry, changed by hand');
    await expect(contentVersion(dir, '1.0.0')).rejects.toThrow(/remoteEntry\.js in .* is not what the build wrote/);
    const bare = await makeTempDir('no-record');
    temporary.push(bare);
    await writeFiles(bare, FILES);
    await expect(contentVersion(bare, '1.0.0')).rejects.toThrow(/has no readable build-files\.json/);
  });

  test('is a valid version folder name for the deploy root', async () => {
    expect(versionSchema.safeParse(await contentVersion(await build(FILES), '1.0.0')).success).toBe(true);
  });
});
