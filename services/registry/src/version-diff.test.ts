import { describe, expect, test } from 'vitest';
import { CONTRACTS_MAJOR } from '@site/contracts/version';
import { routeTable, versionInput } from './test-builds.ts';
import { diffVersions } from './version-diff.ts';

const record = (input: ReturnType<typeof versionInput>) => ({
  dirty: null,
  oldestContractsMajor: null,
  budgets: null,
  overBudgetReason: null,
  nodeVersion: null,
  sizes: null,
  links: null,
  checks: null,
  signature: null,
  ...input,
  publishedBy: 'test',
  publishedAt: '2026-11-20T12:00:00.000Z',
});

describe('diffVersions', () => {
  test('routes, redirects, shared requirements, exposes and bytes', () => {
    const a = versionInput('legal', '1.0.0', { routeTable: routeTable('legal', ['/legal', '/legal/old', '/legal/same']), bytes: 1000 });
    const tableB = routeTable('legal', ['/legal', '/legal/new', '/legal/same']);
    const changed = tableB.routes[0];
    if (changed) changed.title = 'Legal, renamed';
    tableB.redirects.push({ from: '/legal/old', to: '/legal/new' });
    const b = versionInput('legal', '1.1.0', {
      routeTable: tableB,
      bytes: 1500,
      exposes: ['./routes', './widgets'],
      shared: [
        { name: 'react', requiredVersion: '^19.4.0' },
        { name: 'react-dom', requiredVersion: '^19.3.1' },
        { name: 'zustand', requiredVersion: '^5.0.0' },
      ],
    });
    expect(diffVersions(record(a), record(b))).toEqual({
      section: 'legal',
      a: '1.0.0',
      b: '1.1.0',
      routes: { added: ['/legal/new'], removed: ['/legal/old'], changed: ['/legal'] },
      redirects: { added: ['/legal/old'], removed: [], changed: [] },
      shared: {
        added: [{ name: 'zustand', requiredVersion: '^5.0.0' }],
        removed: [
          { name: 'react/jsx-runtime', requiredVersion: '^19.3.1' },
          { name: '@site/ui/theme', requiredVersion: '^0.1.0' },
        ],
        changed: [{ name: 'react', from: '^19.3.1', to: '^19.4.0' }],
      },
      exposes: { added: ['./widgets'], removed: [] },
      contractsMajor: { a: CONTRACTS_MAJOR, b: CONTRACTS_MAJOR },
      bytes: { a: 1000, b: 1500, delta: 500 },
      files: expect.any(Object),
    });
  });

  test('files added, removed and changed, with raw and brotli bytes where recorded', () => {
    const a = versionInput('legal', '1.0.0', {
      integrity: { 'remoteEntry.js': `sha384-${'a'.repeat(64)}`, 'assets/old.js': `sha384-${'b'.repeat(64)}`, 'assets/same.js': `sha384-${'c'.repeat(64)}` },
      sizes: { 'remoteEntry.js': { bytes: 100, brotliBytes: 40 }, 'assets/old.js': { bytes: 500, brotliBytes: 200 } },
    });
    const b = versionInput('legal', '1.1.0', {
      integrity: { 'remoteEntry.js': `sha384-${'d'.repeat(64)}`, 'assets/new.js': `sha384-${'e'.repeat(64)}`, 'assets/same.js': `sha384-${'c'.repeat(64)}` },
      sizes: { 'remoteEntry.js': { bytes: 120, brotliBytes: 45 }, 'assets/new.js': { bytes: 700, brotliBytes: 260 } },
    });
    expect(diffVersions(record(a), record(b)).files).toEqual({
      added: [{ path: 'assets/new.js', a: null, b: { bytes: 700, brotliBytes: 260 } }],
      removed: [{ path: 'assets/old.js', a: { bytes: 500, brotliBytes: 200 }, b: null }],
      changed: [{ path: 'remoteEntry.js', a: { bytes: 100, brotliBytes: 40 }, b: { bytes: 120, brotliBytes: 45 } }],
    });
  });

  test('key order does not count as a change', () => {
    const a = versionInput('legal', '1.0.0');
    const reordered = a.routeTable.routes.map((route) => Object.fromEntries(Object.entries(route).toReversed())) as typeof a.routeTable.routes;
    const b = versionInput('legal', '1.0.1', { routeTable: { routes: reordered, redirects: [] } });
    expect(diffVersions(record(a), record(b)).routes).toEqual({ added: [], removed: [], changed: [] });
  });
});
