/**
 * The local provider's answers: every URL in its discovery document is on the configured issuer,
 * whatever Host or X-Forwarded-Host a request names, and every answer carries the site's security
 * headers beside the provider's own policy.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '@site/db/database';
import { openMigratedTestDatabase } from '@site/db/test-databases';
import { LocalIdentityProvider } from './local-identity-provider.ts';
import { mountLocalIdp, SITE_HEADERS_FOR_IDP } from './mount-local-idp.ts';

/** A site's security headers, as the site server hands them over (its document policy among them, which the provider keeps its own of). */
const SITE_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'self'",
};

const ISSUER = 'https://admin.keyline.example/idp';
let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  app = Fastify();
  db = await openMigratedTestDatabase('pglite');
  const idp = new LocalIdentityProvider({
    issuer: ISSUER,
    password: 'a-password-for-tests',
    secret: 'a-test-secret-for-the-local-identity-provider',
    db,
    client: {
      clientId: 'site',
      clientSecret: 'a-client-secret-for-tests-0123456789',
      clientName: 'Keyline website administration',
      redirectUris: ['https://admin.keyline.example/auth/callback'],
      postLogoutRedirectUris: ['https://admin.keyline.example/admin/login?signedOut=1'],
    },
  });
  await mountLocalIdp(app, idp, { siteHeaders: SITE_HEADERS });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** Every string in a JSON document that looks like an absolute URL. */
const urlsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? /^https?:\/\//.test(value)
      ? [value]
      : []
    : Array.isArray(value)
      ? value.flatMap(urlsIn)
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(urlsIn)
        : [];

test.each([
  ['the issuer host', { host: 'admin.keyline.example' }],
  ['another Host', { host: 'evil.example' }],
  ['a forwarded host and scheme', { host: 'admin.keyline.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }],
])('discovery names only the configured issuer, asked with %s', async (_label, headers) => {
  const response = await app.inject({ url: '/idp/.well-known/openid-configuration', headers });
  expect(response.statusCode).toBe(200);
  const discovery = response.json<{ issuer: string; authorization_endpoint: string; jwks_uri: string }>();
  expect(discovery.issuer).toBe(ISSUER);
  expect(discovery.authorization_endpoint).toBe(`${ISSUER}/auth`);
  const urls = urlsIn(discovery);
  expect(urls.length).toBeGreaterThan(4);
  for (const url of urls) expect(url.startsWith(`${ISSUER}/`) || url === ISSUER, url).toBe(true);
  expect(response.body).not.toContain('evil.example');
});

test.each([
  ['discovery', '/idp/.well-known/openid-configuration'],
  ['the key set', '/idp/jwks'],
  ['an error page', '/idp/auth?client_id=nobody'],
  ['an interaction that does not exist', '/idp/interaction/nope'],
])('%s carries the site security headers beside its own policy', async (_label, url) => {
  const response = await app.inject({ url, headers: { host: 'admin.keyline.example' } });
  for (const name of SITE_HEADERS_FOR_IDP) expect(response.headers[name], name).toBe(SITE_HEADERS[name]);
  expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  expect(response.headers['x-frame-options']).toBe('DENY');
});
