import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { recordBuildFiles } from './build-files.ts';
import { SECTION_DOWNLOADS_DIR } from '@site/contracts/sections';
import { writeSectionDownloads } from './section-downloads.ts';

describe('writeSectionDownloads', () => {
  let appDir: string;
  let outDir: string;
  beforeEach(async () => {
    appDir = await mkdtemp(path.join(os.tmpdir(), 'section-downloads-'));
    outDir = path.join(appDir, 'dist');
  });
  afterEach(() => rm(appDir, { recursive: true, force: true }));

  const writeDownloads = async (source: string) => {
    const file = path.join(appDir, 'src', 'downloads', 'index.ts');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, source);
  };

  test('makes each download and writes it under downloads/, where the build records it as part of the version', async () => {
    await writeDownloads(
      [
        'export default {',
        "  'price-list.csv': () => new TextEncoder().encode('plan,price\\nstarter,99\\n'),",
        "  'data-sheet.pdf': async () => new TextEncoder().encode('%PDF-1.7 data sheet'),",
        '};',
      ].join('\n'),
    );
    expect(await writeSectionDownloads(appDir, outDir)).toEqual(['price-list.csv', 'data-sheet.pdf']);
    expect(await readFile(path.join(outDir, SECTION_DOWNLOADS_DIR, 'price-list.csv'), 'utf8')).toBe('plan,price\nstarter,99\n');
    expect(await readFile(path.join(outDir, SECTION_DOWNLOADS_DIR, 'data-sheet.pdf'), 'utf8')).toBe('%PDF-1.7 data sheet');
    expect((await recordBuildFiles(outDir)).map((file) => file.path)).toEqual(['downloads/data-sheet.pdf', 'downloads/price-list.csv']);
  });

  test('a section without downloads gets none, and no folder for them', async () => {
    expect(await writeSectionDownloads(appDir, outDir)).toEqual([]);
    await expect(readFile(path.join(outDir, SECTION_DOWNLOADS_DIR, 'anything.pdf'))).rejects.toThrow(/ENOENT/);
  });

  test('refuses a name a browser would not keep as it is, naming the module', async () => {
    await writeDownloads("export default { '../Attestation Summary.pdf': () => new Uint8Array([1]) };");
    await expect(writeSectionDownloads(appDir, outDir)).rejects.toThrow(
      'src/downloads/index.ts: "../Attestation Summary.pdf" is not a download\'s file name (lower case, digits and hyphens, then an extension)',
    );
  });

  test('refuses a download that makes nothing', async () => {
    await writeDownloads("export default { 'summary.pdf': async () => new Uint8Array() };");
    await expect(writeSectionDownloads(appDir, outDir)).rejects.toThrow('src/downloads/index.ts: summary.pdf made no bytes');
  });
});
