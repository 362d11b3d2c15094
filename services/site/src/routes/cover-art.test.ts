import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSite, expectJsonError, expectSecurityHeaders, type SiteFixture } from '../test-support/fixtures.ts';
import { COVER_SUBJECTS, coverArt, type CoverSubject } from '@site/contracts/cover-art';
import { CompressionCache, type Encoding } from '../compression.ts';
import { COVER_CACHE_ENTRIES, coverArtRoute, renderCoverArt } from './cover-art.ts';

/** A cache that counts the covers it draws. */
class CountingCache extends CompressionCache {
  renders: string[] = [];
  override encoded(key: string, fingerprint: string, render: () => string, encoding: Encoding | 'identity'): Buffer {
    return super.encoded(key, fingerprint, () => (this.renders.push(key), render()), encoding);
  }
}

describe('cover art for content items', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite();
  });
  afterAll(() => site?.close());

  test('draws the same picture for a slug every time, and different pictures for different slugs', () => {
    expect(renderCoverArt('blog', 'dtmf-masking-explained')).toBe(renderCoverArt('blog', 'dtmf-masking-explained'));
    expect(renderCoverArt('blog', 'dtmf-masking-explained')).not.toBe(renderCoverArt('blog', 'payment-links-best-practice'));
    expect(renderCoverArt('videos', 'a')).not.toBe(renderCoverArt('blog', 'a'));
  });

  test('draws what the subject names: each subject its own picture for the same slug, the call recording for an address without one', async () => {
    const subjects = Object.keys(COVER_SUBJECTS) as CoverSubject[];
    const drawings = new Set(subjects.map((subject) => renderCoverArt('blog', 'dtmf-masking-explained', subject)));
    expect(drawings.size).toBe(subjects.length);
    const keypad = await site.app.inject({ url: coverArt('blog', 'keypad', 'dtmf-masking-explained').url });
    expect(keypad.statusCode).toBe(200);
    expect(keypad.body).toBe(renderCoverArt('blog', 'dtmf-masking-explained', 'keypad'));
    const stored = await site.app.inject({ url: '/images/blog/dtmf-masking-explained.svg' });
    expect(stored.body).toBe(renderCoverArt('blog', 'dtmf-masking-explained', 'call-recording'));
  });

  test('serves a self-contained SVG: no script, no external reference, a cacheable image', async () => {
    const response = await site.app.inject({ url: '/images/case-studies/national-charity-appeal-night-payments.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toContain('max-age=86400');
    expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/);
    expect(response.body).not.toMatch(/<script|href=|on[a-z]+=/i);
    expectSecurityHeaders(response.headers);
  });

  test('draws the small padlock of the payment page’s address bar at its own size', () => {
    const drawing = renderCoverArt('blog', 'dtmf-masking-explained', 'payment-page');
    expect(drawing).toContain('<path d="M412 140h20v14h-20z M422 140v-6a6 6 0 0 1 12 0v6" fill="none" stroke="');
    expect(drawing).toMatch(/v-6a6 6 0 0 1 12 0v6" fill="none" stroke="#[0-9a-f]{6}" stroke-width="4"/);
    expect(drawing).not.toContain('h60v64h-60z');
    expect(renderCoverArt('blog', 'dtmf-masking-explained', 'ai-agent')).toMatch(
      /<path d="M850 320h60v64h-60z M860 320v-18a20 20 0 0 1 40 0v18" fill="none" stroke="#[0-9a-f]{6}" stroke-width="8"/,
    );
  });

  test('answers again with the same bytes, in the encoding each client accepts, varying on it', async () => {
    const url = coverArt('blog', 'keypad', 'cached-cover-bytes').url;
    const plain = await site.app.inject({ url });
    const plainAgain = await site.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(renderCoverArt('blog', 'cached-cover-bytes', 'keypad'));
    expect(plainAgain.rawPayload.equals(plain.rawPayload)).toBe(true);
    const brotli = await site.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const brotliAgain = await site.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await site.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const refused = await site.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotliAgain.rawPayload.equals(brotli.rawPayload)).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    for (const response of [plain, brotli, gzip, refused]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toContain('max-age=86400');
    }
  });

  test('keeps each address’s own picture: other slugs, subjects and collections are not served from its entry', async () => {
    const urls = [
      coverArt('blog', 'keypad', 'first-cached-cover').url,
      coverArt('blog', 'keypad', 'second-cached-cover').url,
      coverArt('blog', 'compliance', 'first-cached-cover').url,
      coverArt('videos', 'keypad', 'first-cached-cover').url,
    ];
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const bodies = [];
      for (const url of [...urls, ...urls]) {
        const response = await site.app.inject({ url, headers });
        bodies.push(response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body);
      }
      expect(new Set(bodies).size).toBe(urls.length);
      expect(bodies.slice(urls.length)).toEqual(bodies.slice(0, urls.length));
    }
  });

  test('draws a cover once while it stays cached, shares it between the stored and the subject address, and stays bounded', async () => {
    expect(Number.isFinite(COVER_CACHE_ENTRIES)).toBe(true);
    expect(COVER_CACHE_ENTRIES).toBeGreaterThan(0);
    const cache = new CountingCache(2);
    const app = Fastify();
    await app.register(coverArtRoute, { cache });
    try {
      const get = async (url: string, encoding?: string) => {
        const response = await app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
        expect(response.statusCode).toBe(200);
        return response;
      };
      await get('/images/blog/one.svg');
      await get('/images/blog/one.svg', 'br');
      await get('/images/blog/call-recording/one.svg', 'gzip');
      expect(cache.renders).toEqual(['blog/call-recording/one']);
      await get('/images/blog/keypad/two.svg');
      await get('/images/blog/keypad/two.svg');
      expect(cache.renders).toHaveLength(2);
      // A third cover fills the cache past its bound: the first is drawn again when asked for.
      await get('/images/blog/keypad/three.svg');
      const redrawn = await get('/images/blog/one.svg');
      expect(cache.renders).toEqual(['blog/call-recording/one', 'blog/keypad/two', 'blog/keypad/three', 'blog/call-recording/one']);
      expect(redrawn.body).toBe(renderCoverArt('blog', 'one'));
      await cache.settled();
    } finally {
      await app.close();
    }
  });

  test.each([
    '/images/secrets/x.svg',
    '/images/blog/..%2F..%2Fetc%2Fpasswd.svg',
    '/images/blog/UPPER.svg',
    '/images/blog/no-extension',
    `/images/blog/${'a'.repeat(300)}.svg`,
    '/images/blog/portrait/dtmf-masking-explained.svg',
    '/images/blog/keypad/..%2Fsecret.svg',
  ])('answers %s with a JSON 4xx', async (url) => {
    const response = await site.app.inject({ url });
    expectJsonError(response, 400);
  });
});
