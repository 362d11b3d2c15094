// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { sectionDownloadUrl } from './section-download-url.ts';

/** Webpack's name for the public path a section's code was loaded from: the folder of its version. */
const PUBLIC_PATH = '__webpack_public_path__';
const loadedFrom = (publicPath: string | undefined) => Reflect.set(globalThis, PUBLIC_PATH, publicPath);

afterEach(() => {
  Reflect.deleteProperty(globalThis, PUBLIC_PATH);
});

test('loaded from this origin, a download’s address is a path into the section’s version, the same wherever the page is rendered', () => {
  loadedFrom(`${location.origin}/remotes/legal/1.4.0-3f2a9c/`);
  expect(sectionDownloadUrl('keyline-attestation-summary.pdf')).toBe('/remotes/legal/1.4.0-3f2a9c/downloads/keyline-attestation-summary.pdf');
});

test('loaded from a CDN, the address names the CDN', () => {
  loadedFrom('https://cdn.keyline.example/legal/1.4.0-3f2a9c/');
  expect(sectionDownloadUrl('keyline-attestation-summary.pdf')).toBe(
    'https://cdn.keyline.example/legal/1.4.0-3f2a9c/downloads/keyline-attestation-summary.pdf',
  );
});

test('outside a bundle (a test, a server check), the address is from the site’s root', () => {
  loadedFrom(undefined);
  expect(sectionDownloadUrl('keyline-attestation-summary.pdf')).toBe('/downloads/keyline-attestation-summary.pdf');
});
