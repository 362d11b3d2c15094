import { expect, test } from 'vitest';
import { BUILD_STATEMENT_PREFIX, buildStatement } from './build-signature.ts';

const record = {
  section: 'legal',
  version: '1.0.0-abc',
  integrity: { 'remoteEntry.js': 'sha384-a', 'mf-manifest.json': 'sha384-b' },
  routeTable: { routes: [{ path: '/legal', title: 'Legal' }], redirects: [] },
  commit: 'abc123',
};

test('a build statement is the same text for the same record, whatever the order of its keys, the optional fields left out or the signature beside it', () => {
  const statement = buildStatement(record);
  expect(statement.startsWith(BUILD_STATEMENT_PREFIX)).toBe(true);
  const reordered = {
    commit: 'abc123',
    routeTable: { redirects: [], routes: [{ title: 'Legal', path: '/legal' }] },
    integrity: { 'mf-manifest.json': 'sha384-b', 'remoteEntry.js': 'sha384-a' },
    version: '1.0.0-abc',
    section: 'legal',
    // As the registry fills them in.
    dirty: null,
    nodeVersion: null,
    links: null,
    checks: null,
    sizes: null,
    signature: { keyId: '0123456789abcdef', value: 'x' },
  };
  expect(buildStatement(reordered)).toBe(statement);
});

test('any change to the record, a file digest or a route above all, changes the statement', () => {
  const statement = buildStatement(record);
  expect(buildStatement({ ...record, integrity: { ...record.integrity, 'remoteEntry.js': 'sha384-c' } })).not.toBe(statement);
  expect(buildStatement({ ...record, routeTable: { routes: [{ path: '/legal', title: 'Legal', permissions: [] }], redirects: [] } })).not.toBe(statement);
  expect(buildStatement({ ...record, dirty: false })).not.toBe(statement);
  // An array's order is part of what was built.
  expect(buildStatement({ ...record, links: ['/a', '/b'] })).not.toBe(buildStatement({ ...record, links: ['/b', '/a'] }));
});
