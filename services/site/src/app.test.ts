import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMMUTABLE } from './caching.ts';
import {
  createSite,
  expectJsonError,
  rawGet,
  remoteBuildFiles,
  SHELL_ASSET,
  SHELL_ASSET_BROTLI,
  SHELL_ASSET_SOURCE,
  SOLUTIONS_ROUTE_TABLE,
  SOLUTIONS_V1,
  type SiteFixture,
} from './test-support/fixtures.ts';

describe('versioned assets', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite();
  });
  afterAll(() => site.close());

  test('IMMUTABLE is a year-long, immutable public cache', () => {
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  test('a shell asset is served, cached forever', async () => {
    const response = await site.app.inject({ url: `/assets/${SHELL_ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers['content-type'])).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SHELL_ASSET_SOURCE);
  });

  test('with accept-encoding br the precompressed copy is served as br', async () => {
    const response = await site.app.inject({ url: `/assets/${SHELL_ASSET}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers['content-type'])).toMatch(/javascript/);
    expect(response.rawPayload.equals(SHELL_ASSET_BROTLI)).toBe(true);
  });

  test('without br support the original file is served', async () => {
    const response = await site.app.inject({ url: `/assets/${SHELL_ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SHELL_ASSET_SOURCE);
  });

  test.each(['mf-manifest.json', 'remoteEntry.js', 'route-table.json'])('remote version file %s is served, cached forever', async (file) => {
    const response = await site.app.inject({ url: `/remotes/solutions/${SOLUTIONS_V1}/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(remoteBuildFiles('solutions', SOLUTIONS_ROUTE_TABLE, SOLUTIONS_V1)[file]);
  });

  test('HEAD on an asset answers 200 with its caching headers', async () => {
    const response = await site.app.inject({ method: 'HEAD', url: `/assets/${SHELL_ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('');
  });

  test('a missing file under a version folder is a JSON 404, not cached forever', async () => {
    const response = await site.app.inject({ url: `/remotes/solutions/${SOLUTIONS_V1}/nope.js` });
    expectJsonError(response, 404);
    expect(response.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
  });

  test.each([
    '/remotes/../live.json',
    '/remotes/%2e%2e/live.json',
    '/remotes/solutions/..%2f..%2flive.json',
    '/assets/../index.html',
    '/assets/%2e%2e/route-table.json',
  ])('path traversal %s cannot read files outside the served folders', async (target) => {
    const response = await rawGet(site.app, target);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('"sections"');
    expect(response.body).not.toContain('"routes"');
    expect(response.body).not.toContain('<!doctype html>');
  });
});
