/**
 * Two servers of a fleet, each with its own local provider on one database and one IDP_SECRET: a
 * sign-in that hops between them at every step (as nginx's round robin sends it) completes, and
 * the ID token one signs is verified with the key set the other publishes. With the state in one
 * process's memory, the second server would not know the sign-in the first began.
 */
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '@site/db/database';
import { describeOnEachDatabase, openMigratedTestDatabase } from '@site/db/test-databases';
import { sweepIdpRecords } from './database-adapter.ts';
import { LocalIdentityProvider, localClientSecret } from './local-identity-provider.ts';
import { mountLocalIdp } from './mount-local-idp.ts';

const ISSUER = 'https://admin.keyline.example/idp';
const CALLBACK = 'https://admin.keyline.example/auth/callback';
const SECRET = 'a-test-secret-for-the-local-identity-provider';
const PASSWORD = 'a-password-for-tests';

async function server(db: Database, secret = SECRET): Promise<FastifyInstance> {
  const app = Fastify();
  const idp = new LocalIdentityProvider({
    issuer: ISSUER,
    password: PASSWORD,
    secret,
    db,
    client: {
      clientId: 'site',
      clientSecret: localClientSecret(secret),
      clientName: 'Keyline website administration',
      redirectUris: [CALLBACK],
      postLogoutRedirectUris: ['https://admin.keyline.example/admin/login?signedOut=1'],
    },
  });
  await mountLocalIdp(app, idp);
  await app.ready();
  return app;
}

/** The browser's cookies for the provider's host (every path: the provider scopes some to one sign-in's path). */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(response: LightMyRequestResponse): LightMyRequestResponse {
    const header = response.headers['set-cookie'];
    for (const cookie of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.#cookies.delete(pair.slice(0, at));
      else this.#cookies.set(pair.slice(0, at), value);
    }
    return response;
  }
  get header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const pathOf = (location: string | string[] | number | undefined): string => {
  const url = new URL(String(location), ISSUER);
  return `${url.pathname}${url.search}`;
};

const decode = (part: string): Record<string, unknown> => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

describeOnEachDatabase('the local provider across a fleet', (target) => {
  let db: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(target);
    [first, second] = [await server(db), await server(db)];
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.close();
  });

  test('a sign-in begun on one server is finished on the other, and its ID token verifies with either key set', async () => {
    const jar = new CookieJar();
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = new URLSearchParams({
      client_id: 'site',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: CALLBACK,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'the-state',
      nonce: 'the-nonce',
    });
    const host = { host: 'admin.keyline.example' };

    const started = jar.take(await first.inject({ url: `/idp/auth?${authorize}`, headers: host }));
    expect(started.statusCode).toBe(303);
    const interaction = pathOf(started.headers.location);
    expect(interaction).toMatch(/^\/idp\/interaction\/[\w-]+$/);

    const form = jar.take(await second.inject({ url: interaction, headers: { ...host, cookie: jar.header } }));
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('name="password"');

    const signedIn = jar.take(
      await first.inject({
        method: 'POST',
        url: `${interaction}/login`,
        headers: { ...host, cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: 'admin@keyline.example', password: PASSWORD }).toString(),
      }),
    );
    expect(signedIn.statusCode).toBe(303);

    const resumed = jar.take(await second.inject({ url: pathOf(signedIn.headers.location), headers: { ...host, cookie: jar.header } }));
    expect(resumed.statusCode).toBe(303);
    const callback = new URL(String(resumed.headers.location));
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(callback.searchParams.get('state')).toBe('the-state');
    const code = callback.searchParams.get('code') ?? '';

    /** The site redeeming the code at one server's token endpoint, as its OpenID client does. */
    const redeem = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/idp/token',
        headers: {
          ...host,
          authorization: `Basic ${Buffer.from(`site:${localClientSecret(SECRET)}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier }).toString(),
      });
    const token = await redeem(first);
    expect(token.statusCode, token.body).toBe(200);
    const idToken = token.json<{ id_token: string }>().id_token;
    const [header = '', payload = '', signature = ''] = idToken.split('.');
    expect(decode(payload)).toMatchObject({ iss: ISSUER, aud: 'site', sub: 'local-admin', nonce: 'the-nonce' });

    const jwks = [await first.inject({ url: '/idp/jwks', headers: host }), await second.inject({ url: '/idp/jwks', headers: host })].map(
      (response) => response.json<{ keys: Array<Record<string, string>> }>().keys,
    );
    expect(jwks[0]).toEqual(jwks[1]);
    const key = jwks[1]?.find((candidate) => candidate.kid === decode(header).kid);
    expect(key).toBeDefined();
    expect(verify(null, Buffer.from(`${header}.${payload}`), createPublicKey({ key: key as never, format: 'jwk' }), Buffer.from(signature, 'base64url'))).toBe(
      true,
    );

    // The code was used once; a replay on either server is refused.
    const replay = await redeem(second);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  test('a provider with another IDP_SECRET publishes another key, and records past their expiry are swept', async () => {
    const stranger = await server(db, 'another-secret-for-another-provider-entirely');
    try {
      const keys = async (app: FastifyInstance) =>
        (await app.inject({ url: '/idp/jwks', headers: { host: 'admin.keyline.example' } })).json<{ keys: Array<{ kid: string }> }>().keys;
      expect((await keys(stranger))[0]?.kid).not.toBe((await keys(first))[0]?.kid);
    } finally {
      await stranger.close();
    }
    await db.query("INSERT INTO idp_records (model, id, payload, expires_at) VALUES ('Interaction', 'stale', '{}', now() - interval '1 minute')");
    await db.query("INSERT INTO idp_records (model, id, payload, expires_at) VALUES ('Interaction', 'fresh', '{}', now() + interval '1 minute')");
    expect(await sweepIdpRecords(db)).toBeGreaterThanOrEqual(1);
    const { rows } = await db.query<{ id: string }>("SELECT id FROM idp_records WHERE model = 'Interaction' AND id IN ('stale', 'fresh')");
    expect(rows.map((row) => row.id)).toEqual(['fresh']);
  });
});
