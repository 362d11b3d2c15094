import { describe, expect, test } from 'vitest';
import { defineRouteTable } from '@site/contracts/route-entry';
import type { VisitorLiveMapSection, VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { ownerOf, prerenderKeys } from './prerender-keys.ts';

const table = (paths: string[]) =>
  defineRouteTable({
    routes: paths.map((path) => ({ path, title: path, description: path, component: 'ContentPage', componentPath: 'content-page', category: 'legal' })),
  });
const section = (name: VisitorLiveMapSection['name'], version: string, paths: string[]): VisitorLiveMapSection => ({
  name,
  version,
  manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`,
  routeTable: table(paths),
});
const manifest = (...sections: VisitorLiveMapSection[]): VisitorLiveMap => ({ generatedAt: '2026-01-01T00:00:00.000Z', sections });

const LEGAL = ['/legal', '/legal/privacy-policy'];
const RESOURCES = ['/resources', '/resources/blog'];

describe('prerenderKeys', () => {
  const base = prerenderKeys('<html>shell 1</html>', manifest(section('legal', '1.0.0-a', LEGAL), section('resources', '1.0.0-r', RESOURCES)), 'content-1');

  test('a new version of one section with the same route table changes that section’s key only', () => {
    const next = prerenderKeys('<html>shell 1</html>', manifest(section('legal', '1.0.1-b', LEGAL), section('resources', '1.0.0-r', RESOURCES)), 'content-1');
    expect(next.legal).not.toBe(base.legal);
    expect({ ...next, legal: base.legal }).toEqual(base);
  });

  test('a changed route table changes every key: every page’s menus and footer list the pages', () => {
    const next = prerenderKeys(
      '<html>shell 1</html>',
      manifest(section('legal', '1.0.1-b', [...LEGAL, '/legal/new-policy']), section('resources', '1.0.0-r', RESOURCES)),
      'content-1',
    );
    for (const owner of ['shell', 'solutions', 'resources', 'partners', 'legal', 'admin'] as const) expect(next[owner], owner).not.toBe(base[owner]);
  });

  test('a new shell build changes every key', () => {
    const next = prerenderKeys('<html>shell 2</html>', manifest(section('legal', '1.0.0-a', LEGAL), section('resources', '1.0.0-r', RESOURCES)), 'content-1');
    expect(Object.values(next).filter((key) => Object.values(base).includes(key))).toEqual([]);
  });

  test('a released shell version is the shell the map is rendered with: another version changes every key, the server’s own build none', () => {
    const sections = [section('legal', '1.0.0-a', LEGAL), section('resources', '1.0.0-r', RESOURCES)];
    const released = (version: string) => ({ ...manifest(...sections), shell: { version } });
    const v1 = prerenderKeys('<html>shell 1</html>', released('1.0.0-s1'), 'content-1');
    expect(prerenderKeys('<html>shell 2</html>', released('1.0.0-s1'), 'content-1')).toEqual(v1);
    const v2 = prerenderKeys('<html>shell 1</html>', released('1.0.0-s2'), 'content-1');
    expect(Object.values(v2).filter((key) => Object.values(v1).includes(key) || Object.values(base).includes(key))).toEqual([]);
  });

  test('changed content changes the keys of the owners whose pages show it (shell, resources) only', () => {
    const next = prerenderKeys('<html>shell 1</html>', manifest(section('legal', '1.0.0-a', LEGAL), section('resources', '1.0.0-r', RESOURCES)), 'content-2');
    expect(next.shell).not.toBe(base.shell);
    expect(next.resources).not.toBe(base.resources);
    expect({ ...next, shell: base.shell, resources: base.resources }).toEqual(base);
  });
});

test('pages belong to the section that owns their path, and everything else to the shell', () => {
  expect(ownerOf('/legal/privacy-policy')).toBe('legal');
  expect(ownerOf('/industries/banking')).toBe('solutions');
  expect(ownerOf('/gateways/x')).toBe('partners');
  expect(ownerOf('/about')).toBe('shell');
  expect(ownerOf('/404')).toBe('shell');
});
