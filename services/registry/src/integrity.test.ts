import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { computeIntegrity, totalJsBytes, verifyVersionFiles } from './integrity.ts';
import { writeBuildFolder } from './test-builds.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('computeIntegrity', () => {
  test('digests the entry, the manifest and every .js chunk, nothing precompressed, mapped or licensed', async () => {
    const dir = await writeBuildFolder('legal');
    folders.push(dir);
    const integrity = await computeIntegrity(dir);
    expect(Object.keys(integrity)).toEqual(['assets/1.abc.js', 'assets/2.def.js', 'mf-manifest.json', 'remoteEntry.js']);
    const entry = await readFile(path.join(dir, 'remoteEntry.js'));
    expect(integrity['remoteEntry.js']).toBe(`sha384-${createHash('sha384').update(entry).digest('base64')}`);
    for (const digest of Object.values(integrity)) expect(digest).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  test('a folder without remoteEntry.js or mf-manifest.json is named in the error', async () => {
    const noEntry = await writeBuildFolder('legal', { omit: ['remoteEntry.js'] });
    const noManifest = await writeBuildFolder('legal', { omit: ['mf-manifest.json'] });
    folders.push(noEntry, noManifest);
    await expect(computeIntegrity(noEntry)).rejects.toThrow(/remoteEntry\.js is missing/);
    await expect(computeIntegrity(noManifest)).rejects.toThrow(/mf-manifest\.json is missing/);
    await expect(computeIntegrity(path.join(noEntry, 'nope'))).rejects.toThrow(/cannot read the build folder .*ENOENT/);
  });
});

describe('totalJsBytes', () => {
  test('sums the uncompressed .js files only', async () => {
    const dir = await writeBuildFolder('legal');
    folders.push(dir);
    const expected = ['remoteEntry.js', 'assets/1.abc.js', 'assets/2.def.js'].reduce(
      async (sum, file) => (await sum) + (await readFile(path.join(dir, file))).length,
      Promise.resolve(0),
    );
    expect(await totalJsBytes(dir)).toBe(await expected);
  });
});

describe('verifyVersionFiles', () => {
  test('a changed byte in a script, its .br or its .gz copy is named; a missing file too; an intact folder has none', async () => {
    const dir = await writeBuildFolder('legal');
    const entry = await readFile(path.join(dir, 'remoteEntry.js'));
    await writeFile(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync(entry));
    await writeFile(path.join(dir, 'remoteEntry.js.gz'), gzipSync(entry));
    const integrity = await computeIntegrity(dir);
    expect(await verifyVersionFiles(dir, integrity)).toEqual([]);

    const flipped = Buffer.from(entry);
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    await writeFile(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync(flipped));
    await writeFile(path.join(dir, 'remoteEntry.js.gz'), Buffer.from('not gzip'));
    await writeFile(path.join(dir, 'mf-manifest.json'), `${await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')} `);
    await rm(path.join(dir, Object.keys(integrity).find((file) => file.startsWith('assets/')) ?? 'none'), { force: true });
    expect(await verifyVersionFiles(dir, integrity)).toEqual([
      { file: expect.stringMatching(/^assets\//), problem: 'missing' },
      { file: 'mf-manifest.json', problem: 'content differs from the published digest' },
      { file: 'remoteEntry.js.br', problem: 'decompresses to bytes that differ from the published digest' },
      { file: 'remoteEntry.js.gz', problem: 'cannot be decompressed' },
    ]);
  });
});
