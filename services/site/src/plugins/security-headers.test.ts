import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import { FIRST_PAINT_SCRIPT } from '@site/contracts/first-paint';
import {
  FIRST_PAINT_SCRIPT_SOURCE,
  contentSecurityPolicy,
  EMOTION_SHEET_SOURCE,
  inlineHashSource,
  inlineScriptSources,
  isDataType,
} from './security-headers.ts';
import { saveMedia } from '@site/db/media-repository';
import { createSite, expectSecurityHeaders, SHELL_ASSET, SOLUTIONS_V1, type SiteFixture } from '../test-support/fixtures.ts';

describe('security headers', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite();
  });
  afterAll(() => site.close());

  test.each([
    ['an HTML page', '/about', 200],
    ['a 404 page', '/no-such-page', 404],
    ['a redirect', '/blog', 301],
    ['/remotes.json', '/remotes.json', 200],
    ['/healthz', '/healthz', 200],
    ['a JSON 404', '/api/unknown', 404],
    ['a shell asset', `/assets/${SHELL_ASSET}`, 200],
    ['a remote file', `/remotes/solutions/${SOLUTIONS_V1}/remoteEntry.js`, 200],
    ['a missing asset', '/assets/nope.js', 404],
  ])('are set on %s', async (_label, url, statusCode) => {
    const response = await site.app.inject({ url });
    expect(response.statusCode).toBe(statusCode);
    expectSecurityHeaders(response.headers);
  });

  test("an uploaded image keeps its own stricter policy (default-src 'none'), with every other header", async () => {
    const db = site.app.database;
    if (!db) throw new Error('the test site has no database');
    const id = 'a'.repeat(32);
    await saveMedia(db, { id, contentType: 'image/png', bytes: Buffer.from('not really a png'), width: 1, height: 1, uploadedBy: 'test' });
    const media = await site.app.inject({ url: `/media/${id}.png` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-security-policy']).toBe("default-src 'none'");
    const page = (await site.app.inject({ url: '/about' })).headers;
    for (const name of [
      'strict-transport-security',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'permissions-policy',
      'x-content-type-options',
    ])
      expect(media.headers[name], name).toBe(page[name]);
  });

  test("a JSON answer allows nothing (default-src 'none'), with every other header, and a page keeps its own policy", async () => {
    for (const url of ['/remotes.json', '/api/unknown', '/healthz']) {
      const response = await site.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect((await site.app.inject({ url: '/about' })).headers['content-security-policy']).toContain("script-src 'self'");
    expect(isDataType('application/json; charset=utf-8')).toBe(true);
    expect(isDataType('application/problem+json')).toBe(true);
    expect(isDataType('application/manifest+json')).toBe(true);
    expect(isDataType('text/html; charset=utf-8')).toBe(false);
    expect(isDataType('application/javascript')).toBe(false);
    expect(isDataType('application/jsonp')).toBe(false);
  });

  test('are set on a 304 and on a precompressed asset', async () => {
    const { etag } = (await site.app.inject({ url: '/remotes.json' })).headers;
    const notModified = await site.app.inject({ url: '/remotes.json', headers: { 'if-none-match': String(etag) } });
    expect(notModified.statusCode).toBe(304);
    expectSecurityHeaders(notModified.headers);
    const brotli = await site.app.inject({ url: `/assets/${SHELL_ASSET}`, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expectSecurityHeaders(brotli.headers);
  });
});

describe('content security policy and the tag manager', () => {
  it('allows the one inline script, the colour-scheme setter, by its SHA-256 and nothing inline besides', () => {
    const hash = createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64');
    expect(FIRST_PAINT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    const scripts = contentSecurityPolicy({ tagManager: false })
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("admits a template's executable inline scripts by their hashes, never its files or JSON data blocks", () => {
    const html =
      '<head><script>setScheme()</script><script type="application/ld+json">{"@type":"Thing"}</script></head>' +
      '<body><script src="/assets/main.1.js"></script><script type="application/json" id="site-settings">{}</script>' +
      '<script data-app-entry="/assets/main.1.js">land()</script></body>';
    expect(inlineScriptSources(html)).toEqual([inlineHashSource('setScheme()'), inlineHashSource('land()')]);
    const scripts = contentSecurityPolicy({ tagManager: false, scripts: [FIRST_PAINT_SCRIPT_SOURCE, inlineHashSource('land()')] })
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' ${FIRST_PAINT_SCRIPT_SOURCE} ${inlineHashSource('land()')}`);
  });

  it('allows no inline style but emotion’s empty sheets and the blocks a response names by hash; a dev override’s browser gets inline styles', () => {
    const styles = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('style-src'));
    // Emotion creates each sheet empty and fills it through the CSSOM: the hash of nothing.
    expect(EMOTION_SHEET_SOURCE).toBe(`'sha256-${createHash('sha256').update('').digest('base64')}'`);
    expect(styles(contentSecurityPolicy({ tagManager: false }))).toBe(`style-src 'self' ${EMOTION_SHEET_SOURCE}`);
    const block = inlineHashSource('.site-a{color:red}');
    expect(styles(contentSecurityPolicy({ tagManager: false, styles: [block] }))).toBe(`style-src 'self' ${EMOTION_SHEET_SOURCE} ${block}`);
    expect(styles(contentSecurityPolicy({ tagManager: false, styles: [block], lenient: true }))).toBe("style-src 'self' 'unsafe-inline'");
  });

  it("holds the pages' scripts to Trusted Types through the site's two policies, but not code built without them", () => {
    const trustedTypes = (policy: string) => policy.split('; ').filter((directive) => directive.includes('trusted-types'));
    expect(trustedTypes(contentSecurityPolicy({ tagManager: false }))).toEqual([
      "require-trusted-types-for 'script'",
      "trusted-types site webpack 'allow-duplicates'",
    ]);
    // A dev server's build, Swagger UI, and the HTML a tag manager's tags write are not built to it.
    expect(trustedTypes(contentSecurityPolicy({ tagManager: false, lenient: true }))).toEqual([]);
    expect(trustedTypes(contentSecurityPolicy({ tagManager: true }))).toEqual([]);
  });

  it('allows no third-party origin without a container id', () => {
    expect(contentSecurityPolicy({ tagManager: false })).not.toMatch(/https:/);
  });

  it('allows exactly the tag manager and analytics origins when a container is configured', () => {
    const policy = contentSecurityPolicy({ tagManager: true });
    expect(policy).toContain(`script-src 'self' ${FIRST_PAINT_SCRIPT_SOURCE} https://www.googletagmanager.com`);
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
  });
});
