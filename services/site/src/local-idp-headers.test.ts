/**
 * The local OpenID provider mounted in the site (`/idp`) answers on the raw request, where the
 * site's security-header hook does not run: its own headers must be the site's (HSTS, COOP, CORP,
 * Permissions-Policy), and its discovery document must not reflect the Host a request names.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SECURITY_HEADERS } from './plugins/security-headers.ts';
import { createSite, type SiteFixture } from './test-support/fixtures.ts';

let site: SiteFixture;
beforeAll(async () => {
  site = await createSite({ siteOrigin: 'http://localhost:3000' });
}, 60_000);
afterAll(() => site?.close());

test('/idp answers carry the site security headers a page carries', async () => {
  for (const url of ['/idp/.well-known/openid-configuration', '/idp/jwks', '/idp/auth?client_id=nobody']) {
    const response = await site.app.inject({ url });
    for (const name of [
      'strict-transport-security',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'permissions-policy',
      'x-content-type-options',
      'x-frame-options',
    ])
      expect(response.headers[name], `${url} ${name}`).toBe(SECURITY_HEADERS[name]);
  }
});

test('/idp discovery names the configured issuer whatever Host the request names', async () => {
  const honest = (await site.app.inject({ url: '/idp/.well-known/openid-configuration' })).json<{ issuer: string }>();
  const forged = await site.app.inject({ url: '/idp/.well-known/openid-configuration', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
  expect(forged.statusCode).toBe(200);
  expect(forged.body).not.toContain('evil.example');
  const discovery = forged.json<{ issuer: string; authorization_endpoint: string; end_session_endpoint: string }>();
  expect(discovery.issuer).toBe(honest.issuer);
  expect(discovery.authorization_endpoint.startsWith(`${honest.issuer}/`)).toBe(true);
  expect(discovery.end_session_endpoint.startsWith(`${honest.issuer}/`)).toBe(true);
});
