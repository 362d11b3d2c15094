import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { CompressionCache, negotiateEncoding } from './compression.ts';

describe('negotiateEncoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['identity', null],
    [undefined, null],
  ])('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('CompressionCache', () => {
  const body = `<html>${'<p>prerendered page</p>'.repeat(500)}</html>`;

  test('renders and compresses once per fingerprint and encoding, and again when the fingerprint changes', () => {
    const cache = new CompressionCache();
    let renders = 0;
    const render = (text: string) => () => {
      renders += 1;
      return text;
    };
    const first = cache.encoded('/about', 'v1', render(body), 'br');
    expect(brotliDecompressSync(first).toString()).toBe(body);
    expect(first.length).toBeLessThan(body.length / 10);
    expect(cache.encoded('/about', 'v1', render(body), 'br')).toBe(first);
    expect(cache.body('/about', 'v1', render(body))).toBe(body);
    expect(gunzipSync(cache.encoded('/about', 'v1', render(body), 'gzip')).toString()).toBe(body);
    expect(renders).toBe(1);
    const changed = `${body}<!-- new -->`;
    expect(brotliDecompressSync(cache.encoded('/about', 'v2', render(changed), 'br')).toString()).toBe(changed);
    expect(renders).toBe(2);
  });

  test('stays bounded', () => {
    const cache = new CompressionCache(2);
    for (const key of ['/a', '/b', '/c']) cache.encoded(key, 'v1', () => body, 'gzip');
    const again = cache.encoded('/c', 'v1', () => body, 'gzip');
    expect(cache.encoded('/c', 'v1', () => body, 'gzip')).toBe(again);
  });
});
