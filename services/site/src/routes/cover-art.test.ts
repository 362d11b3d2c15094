import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSite, expectJsonError, expectSecurityHeaders, type SiteFixture } from '../test-support/fixtures.ts';
import { COVER_SUBJECTS, coverArt, type CoverSubject } from '@site/contracts/cover-art';
import { renderCoverArt } from './cover-art.ts';

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
