import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { SHELL_COMPOSED_MAJORS } from '@site/contracts/version';
import { repoRoot } from './config.ts';
import { readShellInfo } from './shell-info.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A fake shell package (package.json beside dist/) in a temporary folder. */
async function fakeShell(files: Record<string, unknown>, dependencies: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'registry-shell-'));
  folders.push(dir);
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: '@site/shell', dependencies }));
  await mkdir(path.join(dir, 'dist'));
  for (const [file, content] of Object.entries(files))
    await writeFile(path.join(dir, 'dist', file), typeof content === 'string' ? content : JSON.stringify(content));
  return path.join(dir, 'dist');
}

describe('readShellInfo', () => {
  test('shared-versions.json, when the build writes it, is the truth', async () => {
    const dist = await fakeShell({
      'build-info.json': { contractsMajor: 1, section: null, links: ['/legal/privacy-policy'] },
      'shared-versions.json': { react: '19.3.1', '@site/ui': '0.1.0' },
    });
    expect(await readShellInfo(dist)).toEqual({
      contractsMajor: 1,
      oldestContractsMajor: 1,
      shared: { react: '19.3.1', '@site/ui': '0.1.0' },
      links: ['/legal/privacy-policy'],
    });
  });

  test('without it, the installed versions of the dependencies in shell/package.json', async () => {
    const dist = await fakeShell({ 'build-info.json': { contractsMajor: 1 } }, { plain: '^1.0.0', hidden: '^2.0.0', 'not-installed': '1.0.0' });
    const modules = path.join(path.dirname(dist), 'node_modules');
    await mkdir(path.join(modules, 'plain'), { recursive: true });
    await writeFile(path.join(modules, 'plain', 'package.json'), JSON.stringify({ name: 'plain', version: '1.2.3' }));
    // A package whose `exports` hide package.json is found from its entry point.
    await mkdir(path.join(modules, 'hidden', 'lib'), { recursive: true });
    await writeFile(path.join(modules, 'hidden', 'package.json'), JSON.stringify({ name: 'hidden', version: '2.0.1', exports: { '.': './lib/index.js' } }));
    await writeFile(path.join(modules, 'hidden', 'lib', 'index.js'), 'module.exports = {};');
    expect(await readShellInfo(dist)).toEqual({ contractsMajor: 1, oldestContractsMajor: 1, shared: { hidden: '2.0.1', plain: '1.2.3' }, links: [] });
  });

  test('missing or broken files are named', async () => {
    await expect(readShellInfo(await fakeShell({}))).rejects.toThrow(/build-info\.json is missing: build the shell first/);
    await expect(readShellInfo(await fakeShell({ 'build-info.json': { contractsMajor: 'one' } }))).rejects.toThrow(
      /build-info\.json is not as expected: contractsMajor/,
    );
    await expect(readShellInfo(await fakeShell({ 'build-info.json': { contractsMajor: 1 }, 'shared-versions.json': '{oops' }))).rejects.toThrow(
      /shared-versions\.json is not valid JSON/,
    );
    await expect(readShellInfo(await fakeShell({ 'build-info.json': { contractsMajor: 1 }, 'shared-versions.json': { react: 19 } }))).rejects.toThrow(
      /shared-versions\.json is not as expected: react/,
    );
  });

  test('a shell that composes older majors says from which; one built before that composes its own alone', async () => {
    const windowed = await fakeShell({ 'build-info.json': { contractsMajor: 3, oldestContractsMajor: 2 }, 'shared-versions.json': {} });
    expect(await readShellInfo(windowed)).toMatchObject({ contractsMajor: 3, oldestContractsMajor: 2 });
    const older = await fakeShell({ 'build-info.json': { contractsMajor: 2 }, 'shared-versions.json': {} });
    expect(await readShellInfo(older)).toMatchObject({ contractsMajor: 2, oldestContractsMajor: 2 });
    await expect(
      readShellInfo(await fakeShell({ 'build-info.json': { contractsMajor: 2, oldestContractsMajor: 3 }, 'shared-versions.json': {} })),
    ).rejects.toThrow(/oldestContractsMajor is above contractsMajor/);
  });

  const realShell = path.join(repoRoot, 'shell', 'dist');
  test.skipIf(!existsSync(path.join(realShell, 'build-info.json')))('reads the real shell of this checkout (skipped when it is not built)', async () => {
    const info = await readShellInfo(realShell);
    expect(info).toMatchObject(SHELL_COMPOSED_MAJORS);
    // The shell's build records what it shares (shared-versions.json): the shared libraries, not every dependency.
    expect(info.shared).toMatchObject({ react: expect.stringMatching(/^\d+\.\d+\.\d+/), 'react-dom': expect.any(String), '@site/ui': expect.any(String) });
    expect(info.shared).not.toHaveProperty('@module-federation/enhanced');
  });
});
