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

  test('serves a fast copy at once, then a denser one made in the background, of the same body', async () => {
    const cache = new CompressionCache();
    const page = Array.from({ length: 400 }, (_, index) => `<li class="item-${index % 7}">Result ${index} of the prerendered list</li>`).join('');
    const fast = cache.encoded('/list', 'v1', () => page, 'br');
    await cache.settled();
    const dense = cache.encoded('/list', 'v1', () => page, 'br');
    expect(dense.length).toBeLessThan(fast.length);
    expect(brotliDecompressSync(dense).toString()).toBe(page);
    expect(gunzipSync(cache.encoded('/list', 'v1', () => page, 'gzip')).toString()).toBe(page);
  });

  test('never serves a dense copy of a body that has since changed', async () => {
    const cache = new CompressionCache();
    cache.encoded('/page', 'v1', () => body, 'br');
    const changed = `${body}<!-- changed -->`;
    cache.encoded('/page', 'v2', () => changed, 'br');
    await cache.settled();
    expect(brotliDecompressSync(cache.encoded('/page', 'v2', () => changed, 'br')).toString()).toBe(changed);
  });

  test('stays bounded', () => {
    const cache = new CompressionCache(2);
    for (const key of ['/a', '/b', '/c']) cache.encoded(key, 'v1', () => body, 'gzip');
    const again = cache.encoded('/c', 'v1', () => body, 'gzip');
    expect(cache.encoded('/c', 'v1', () => body, 'gzip')).toBe(again);
  });
});
