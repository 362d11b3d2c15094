import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CONTRACTS_MAJOR } from '@site/contracts/version';
import { readBuildDescription } from './build-description.ts';
import { routeTable, writeBuildFolder } from './test-builds.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
const folder = async (...args: Parameters<typeof writeBuildFolder>) => {
  const dir = await writeBuildFolder(...args);
  folders.push(dir);
  return dir;
};
const OPTIONS = { section: 'legal', version: '1.0.0-abc', manifestUrl: '/remotes/legal/1.0.0-abc/mf-manifest.json' } as const;

describe('readBuildDescription', () => {
  test('reads everything the registry stores from a build folder', async () => {
    const description = await readBuildDescription(await folder('legal'), OPTIONS);
    expect(description).toMatchObject({
      ...OPTIONS,
      exposes: ['./routes'],
      shared: [
        { name: 'loose-lib', requiredVersion: null },
        { name: 'react', requiredVersion: '^19.3.1' },
        { name: 'react/jsx-runtime', requiredVersion: '^19.3.1' },
      ],
      contractsMajor: CONTRACTS_MAJOR,
      commit: '83f40f782d8f',
      builtAt: null,
      routeTable: routeTable('legal', ['/legal']),
    });
    expect(Object.keys(description.integrity)).toHaveLength(4);
    expect(description.bytes).toBeGreaterThan(0);
  });

  test("what the build needs the shell to provide is a requirement like a shared library's", async () => {
    const buildInfo = { section: 'legal', contractsMajor: CONTRACTS_MAJOR, requiresFromShell: { '@module-federation/runtime-core': '^2.9.2' } };
    const description = await readBuildDescription(await folder('legal', { buildInfo }), OPTIONS);
    expect(description.shared).toContainEqual({ name: '@module-federation/runtime-core', requiredVersion: '^2.9.2' });
  });

  test.each([
    [{ omit: ['build-info.json'] }, /build-info\.json is missing/],
    [{ omit: ['route-table.json'] }, /route-table\.json is missing/],
    [{ omit: ['mf-manifest.json'] }, /mf-manifest\.json is missing/],
    [{ buildInfo: { section: 'legal' } }, /build-info\.json is not as expected: contractsMajor/],
    [{ buildInfo: { section: 'partners', contractsMajor: 1 } }, /says the build is of section partners, not legal/],
    [{ buildInfo: { section: null, contractsMajor: 1 } }, /says the build is of the shell, not legal/],
    [{ manifest: { shared: [], exposes: 'nope' } }, /mf-manifest\.json is not as expected: exposes/],
    [{ routeTable: { routes: [{ path: 'no-slash' }], redirects: [] } }, /route-table\.json.*routeTable\.routes\.0/],
  ])('explains what is wrong: %j', async (options, message) => {
    await expect(readBuildDescription(await folder('legal', options), OPTIONS)).rejects.toThrow(message);
  });

  const realBuild = path.resolve(import.meta.dirname, '../../../remotes/legal/dist');
  test.skipIf(!existsSync(path.join(realBuild, 'mf-manifest.json')))('reads a real build of the legal section (skipped when it is not built)', async () => {
    const description = await readBuildDescription(realBuild, OPTIONS);
    expect(description.exposes).toEqual(['./routes']);
    expect(description.shared.map((requirement) => requirement.name)).toEqual(expect.arrayContaining(['react', '@module-federation/runtime-core']));
    expect(description.integrity).toHaveProperty(['remoteEntry.js']);
    expect(description.routeTable.routes.length).toBeGreaterThan(0);
  });
});
