import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BLOG_POSTS } from '@site/db/seed/blog-posts';
import { createSite, expectSecurityHeaders, type SiteFixture } from '../test-support/fixtures.ts';
import { securityTxt } from './site-files.ts';

describe('the files browsers, feed readers and security researchers expect', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite();
  });
  afterAll(() => site?.close());

  test.each([
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/icons/icon-192.png', 'image/png'],
    ['/icons/icon-512.png', 'image/png'],
  ])('%s is an icon (%s)', async (url, type) => {
    const response = await site.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.rawPayload.length).toBeGreaterThan(500);
    expectSecurityHeaders(response.headers);
  });

  test('the web app manifest names the site and points at icons that exist', async () => {
    const response = await site.app.inject({ url: '/site.webmanifest' });
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<{ name: string; start_url: string; icons: { src: string; sizes: string }[] }>();
    expect(manifest).toMatchObject({ name: 'Keyline Secure Payments', start_url: '/' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512']);
    // The SVG icon is the shell build's favicon (not part of this fixture's shell); the rest are served here.
    for (const icon of manifest.icons.filter((icon) => icon.src.endsWith('.png')))
      expect((await site.app.inject({ url: icon.src })).statusCode, icon.src).toBe(200);
  });

  test('security.txt has a contact, a canonical address and an expiry less than a year away (RFC 9116)', async () => {
    const response = await site.app.inject({ url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^Contact: mailto:security@keyline\.example$/m);
    expect(response.body).toMatch(/^Canonical: https?:\/\/[^/]+\/\.well-known\/security\.txt$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(response.body)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(90 * 86_400_000);
    expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
    const legacy = await site.app.inject({ url: '/security.txt' });
    expect([legacy.statusCode, legacy.headers.location]).toEqual([301, '/.well-known/security.txt']);
  });

  test('the expiry moves with the date it is asked on', () => {
    expect(securityTxt('https://x.example', new Date('2026-01-10T12:00:00Z'))).toContain('Expires: 2026-07-09T00:00:00.000Z');
  });

  test('the blog feed is Atom with the newest posts first, each linking to its page', async () => {
    const response = await site.app.inject({ url: '/resources/blog/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    const newest = BLOG_POSTS.toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const titles = [...response.body.matchAll(/<entry><id>[^<]+<\/id><title>([^<]+)<\/title>/g)].map((match) => match[1]);
    expect(titles.length).toBe(Math.min(20, BLOG_POSTS.length));
    expect(titles[0]).toBe(newest[0]?.title.replaceAll('&', '&amp;').replaceAll("'", '&apos;'));
    expect(response.body).toContain(`/resources/blog/${newest[0]?.slug}"/>`);
  });
});
