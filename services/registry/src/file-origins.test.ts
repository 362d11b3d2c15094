import { describe, expect, test } from 'vitest';
import { filesOriginOf } from './file-origins.ts';
import { RegistryRefusal } from './domain-errors.ts';
import { httpStatusOf } from './http-refusals.ts';

const CDN = 'https://cdn.keyline.example';
const rule = { cdnOrigins: [CDN] };

function refusal(run: () => unknown): RegistryRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof RegistryRefusal) return error;
    throw error;
  }
  throw new Error('it was not refused');
}

describe('where a version’s files may come from', () => {
  test('the version’s own folder in the registry’s storage, or a listed CDN origin', () => {
    expect(filesOriginOf('/remotes/legal/1.0.0-abc/mf-manifest.json', 'legal', '1.0.0-abc', rule)).toEqual({ kind: 'storage' });
    expect(filesOriginOf(`${CDN}/remotes/legal/1.0.0-abc/mf-manifest.json`, 'legal', '1.0.0-abc', rule)).toMatchObject({ kind: 'cdn', origin: CDN });
    expect(filesOriginOf(`${CDN}/legal/pr-42/mf-manifest.json`, 'legal', undefined, rule)).toMatchObject({ kind: 'cdn', origin: CDN });
  });

  test.each([
    ['an origin nobody listed', 'https://attacker.example/legal/mf-manifest.json', /^https:\/\/attacker\.example is not a place this site loads/],
    ['a listed host on another scheme', 'http://cdn.keyline.example/legal/mf-manifest.json', /^http:\/\/cdn\.keyline\.example is not a place/],
    ['a listed host on another port', 'https://cdn.keyline.example:8443/legal/mf-manifest.json', /^https:\/\/cdn\.keyline\.example:8443 is not a place/],
    ['a protocol-relative URL', '//attacker.example/legal/mf-manifest.json', /an http\(s\) URL, not \/\/attacker\.example/],
    ['another section’s folder', '/remotes/admin/1.0.0-abc/mf-manifest.json', /served from \/remotes\/legal\/1\.0\.0-abc\/mf-manifest\.json/],
    ['a path outside the storage', '/uploads/legal/mf-manifest.json', /served from \/remotes\/legal\/1\.0\.0-abc\/mf-manifest\.json/],
    ['a climb out of the folder', '/remotes/legal/1.0.0-abc/../../admin/x/mf-manifest.json', /served from \/remotes\/legal\//],
    ['a data URL', 'data:text/javascript,alert(1)', /http\(s\) URL/],
    ['credentials on a listed origin', 'https://me:secret@cdn.keyline.example/legal/mf-manifest.json', /no credentials/],
    ['a query on a listed origin', `${CDN}/legal/mf-manifest.json?v=1`, /no credentials, query or fragment/],
    ['another file on a listed origin', `${CDN}/legal/remoteEntry.js`, /mf-manifest\.json/],
    [
      'another section’s build on a listed origin',
      `${CDN}/remotes/admin/1.0.0-abc/mf-manifest.json`,
      /a legal build is served from its section's folder, …\/legal\/<build>\/mf-manifest\.json/,
    ],
    ['a build outside any section’s folder on a listed origin', `${CDN}/pr-42/mf-manifest.json`, /its section's folder/],
  ])('%s is refused with a 400', (_what, manifestUrl, message) => {
    const error = refusal(() => filesOriginOf(manifestUrl, 'legal', '1.0.0-abc', rule));
    expect(httpStatusOf(error)).toBe(400);
    expect(error.message).toMatch(message);
  });

  test('a refusal names the origin, the setting that would allow it and what it lists now', () => {
    const message = refusal(() => filesOriginOf('https://attacker.example/legal/mf-manifest.json', 'legal', '1.0.0-abc', rule)).message;
    expect(message).toContain('https://attacker.example is not a place this site loads section files from.');
    expect(message).toContain('add https://attacker.example to REMOTE_CDN_ORIGINS (now: https://cdn.keyline.example)');
    expect(refusal(() => filesOriginOf('https://attacker.example/mf-manifest.json', 'legal', '1', { cdnOrigins: [] })).message).toContain('(now: none)');
  });

  test('a loopback dev server qualifies for a dev override alone, and a listed origin wins over it', () => {
    const dev = 'http://localhost:3104/mf-manifest.json';
    expect(filesOriginOf(dev, 'legal', undefined, { ...rule, devServers: true })).toMatchObject({ kind: 'dev' });
    expect(refusal(() => filesOriginOf(dev, 'legal', '1.0.0-abc', rule)).message).toMatch(/^http:\/\/localhost:3104 is not a place/);
    expect(
      filesOriginOf('http://localhost:3104/legal/dev/mf-manifest.json', 'legal', undefined, { cdnOrigins: ['http://localhost:3104'], devServers: true }),
    ).toMatchObject({
      kind: 'cdn',
    });
    // Anything else than a loopback dev server is still refused where dev servers qualify.
    const message = refusal(() => filesOriginOf('http://dev.example:3104/mf-manifest.json', 'legal', undefined, { ...rule, devServers: true })).message;
    expect(message).toMatch(/^http:\/\/dev\.example:3104 is not a place .*a dev override names a dev server on your own machine/);
  });
});
