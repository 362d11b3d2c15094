import { statSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SITE_VISUALS } from '@site/contracts/site-visuals';
import { VIDEO_FILES_DIR } from '@site/media/recordings';
import { createSite, expectJsonError, expectSecurityHeaders, type SiteFixture } from '../test-support/fixtures.ts';

const VIDEO = 'agent-assisted-payment-demo';

describe('the site’s drawn media and produced videos', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite();
  });
  afterAll(() => site?.close());

  test.each(['/images/diagrams/dtmf-masking.svg', '/images/product/agent-payment-panel.svg', '/images/illustrations/policy-documents.svg'])(
    '%s is a self-contained, cacheable SVG',
    async (url) => {
      const response = await site.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toContain('max-age=86400');
      expect(response.body).not.toMatch(/<script|href=|on[a-z]+=/i);
      expectSecurityHeaders(response.headers);
      const compressed = await site.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(response.body);
      expect(compressed.rawPayload.length).toBeLessThan(response.body.length / 2);
    },
  );

  test('a diagram’s narrow form is a separate, cacheable drawing at the size its contract gives', async () => {
    const wide = await site.app.inject({ url: '/images/diagrams/payment-links.svg' });
    const narrow = await site.app.inject({ url: '/images/diagrams/payment-links.svg?layout=narrow' });
    expect(narrow.statusCode).toBe(200);
    expect(narrow.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(narrow.headers['cache-control']).toContain('max-age=86400');
    const { narrow: size } = SITE_VISUALS['payment-links'];
    expect(narrow.body).toContain(`width="${size.width}" height="${size.height}"`);
    expect(narrow.body).not.toBe(wide.body);
    expect(wide.body).toContain('width="1280" height="720"');
    expect((await site.app.inject({ url: '/images/diagrams/payment-links.svg?layout=wide' })).body).toBe(wide.body);
  });

  test('every drawing carries its dark form, which follows the page’s colour scheme', async () => {
    const response = await site.app.inject({ url: '/images/product/agent-payment-panel.svg' });
    expect(response.body).toContain('<style>@media (prefers-color-scheme:dark){');
    expect(response.body).toContain('[fill="#ffffff"]{fill:#0d1526}');
  });

  test('an unknown layout is a 400, and a narrow form a drawing does not have is a 404', async () => {
    expectJsonError(await site.app.inject({ url: '/images/diagrams/payment-links.svg?layout=tiny' }), 400);
    const missing = await site.app.inject({ url: '/images/product/agent-payment-panel.svg?layout=narrow' });
    expect(missing.statusCode).toBe(404);
  });

  test('a whole recording answers 200 with its length, and a range 206 with exactly those bytes', async () => {
    const size = statSync(`${VIDEO_FILES_DIR}${VIDEO}.mp4`).size;
    const whole = await site.app.inject({ url: `/videos/${VIDEO}.mp4` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(size);
    const part = await site.app.inject({ url: `/videos/${VIDEO}.mp4`, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(1000, 2000))).toBe(true);
    const beyond = await site.app.inject({ url: `/videos/${VIDEO}.mp4`, headers: { range: `bytes=${size + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  test('captions are WebVTT and the poster an image', async () => {
    const captions = await site.app.inject({ url: `/videos/${VIDEO}.vtt` });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
    const poster = await site.app.inject({ url: `/videos/${VIDEO}.jpg` });
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });

  test.each([
    '/videos/manifest.json',
    '/videos/..%2Fpackage.json',
    '/videos/nothing.mp4',
    '/images/diagrams/unknown.svg',
    '/images/product/nothing.svg',
    '/images/product/dtmf-masking.svg',
  ])('%s is not found', async (url) => {
    const response = await site.app.inject({ url });
    expect(response.statusCode).toBe(404);
  });

  test('a malformed drawing name is a 400 with a JSON error', async () => {
    expectJsonError(await site.app.inject({ url: '/images/diagrams/..%2Fsecret.svg' }), 400);
  });
});
