import { describe, expect, test } from 'vitest';
import { devManifestUrlOf, devOverrideSources } from './dev-override.ts';

describe('dev override URLs', () => {
  test.each(['http://localhost:3104/mf-manifest.json', 'http://127.0.0.1:4104/mf-manifest.json', 'http://[::1]:3104/dev/mf-manifest.json'])(
    '%s is a dev server on this machine',
    (candidate) => {
      expect(devManifestUrlOf(candidate)?.href).toBe(candidate);
    },
  );

  test.each([
    ['another machine', 'http://dev.example:3104/mf-manifest.json'],
    ['a loopback-looking name', 'http://localhost.example:3104/mf-manifest.json'],
    ['https (a deployed origin, which previews allow by list)', 'https://localhost:3104/mf-manifest.json'],
    ['no explicit port', 'http://localhost/mf-manifest.json'],
    ['credentials', 'http://me:secret@localhost:3104/mf-manifest.json'],
    ['a query', 'http://localhost:3104/mf-manifest.json?x=1'],
    ['a fragment', 'http://localhost:3104/mf-manifest.json#x'],
    ['another file', 'http://localhost:3104/remoteEntry.js'],
    ['not a URL', 'localhost:3104/mf-manifest.json'],
    ['a data URL', 'data:text/javascript,alert(1)'],
  ])('%s is refused', (_what, candidate) => {
    expect(devManifestUrlOf(candidate)).toBeNull();
  });

  test('the policy allows the dev server and its live-reload socket, nothing else', () => {
    expect(devOverrideSources(new URL('http://localhost:3104/mf-manifest.json'))).toEqual(['http://localhost:3104', 'ws://localhost:3104']);
  });
});
