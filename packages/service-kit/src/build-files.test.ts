import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildFilesText, readBuildFiles, recordBuildFiles } from './build-files.ts';
import { BUILD_FILES } from './build-version.ts';

describe("a build's record of its files", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'build-files-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'remoteEntry.js'), 'entry');
    await writeFile(path.join(dir, 'assets', 'page.js'), 'page');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('what the build records is what a reader finds; files added later are left out as unrecorded', async () => {
    const recorded = await recordBuildFiles(dir);
    expect(recorded.map((file) => [file.path, file.bytes])).toEqual([
      ['assets/page.js', 4],
      ['remoteEntry.js', 5],
    ]);
    expect(await readFile(path.join(dir, BUILD_FILES), 'utf8')).toBe(buildFilesText(recorded));

    await writeFile(path.join(dir, 'stale.js'), 'left by an earlier build');
    expect(await readBuildFiles(dir)).toEqual({ files: recorded, unrecorded: ['stale.js'] });
  });

  test('a missing record, a changed or missing file and an unsafe path are refused, naming the file', async () => {
    await expect(readBuildFiles(dir)).rejects.toThrow(`has no readable ${BUILD_FILES}`);

    const recorded = await recordBuildFiles(dir);
    await writeFile(path.join(dir, 'remoteEntry.js'), 'changed');
    await expect(readBuildFiles(dir)).rejects.toThrow(/remoteEntry\.js in .* is not what the build wrote/);

    await rm(path.join(dir, 'remoteEntry.js'));
    await expect(readBuildFiles(dir)).rejects.toThrow('remoteEntry.js is recorded by the build but missing');

    await writeFile(path.join(dir, BUILD_FILES), buildFilesText([{ path: '../outside.js', sha256: 'a'.repeat(64), bytes: 1 }, ...recorded]));
    await expect(readBuildFiles(dir)).rejects.toThrow('unsafe path "../outside.js"');
  });
});
