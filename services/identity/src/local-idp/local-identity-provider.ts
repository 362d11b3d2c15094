/**
 * A real OpenID provider for the embedded default: `oidc-provider` (certified, well kept) with the
 * site as its one client, seeded people whose password comes from IDP_SEED_PASSWORD, and sign-in
 * pages of its own. The site signs in against it exactly as it would against Entra ID or Okta:
 * discovery, authorization code + PKCE, ID token checks, RP-initiated logout.
 *
 * Its state (sessions, sign-ins in progress, codes, grants) is in the site's database, and its
 * keys (ID-token signing, cookie signing, its one client's secret) are derived from IDP_SECRET, so
 * every server of a fleet given the same secret is the same provider: a sign-in begun on one is
 * finished on another, and a token one signs the others verify. `assertLocalProviderAllowed`
 * refuses it in production.
 */
import { createHash, createPrivateKey, hkdfSync, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Queryable } from '@site/db/database';
import { databaseAdapter } from './database-adapter.ts';
import { idpErrorPage, signedOutPage, signOutPage } from './idp-pages.ts';

export interface LocalPerson {
  /** Stable subject identifier. */
  sub: string;
  email: string;
  name: string;
}

/** The people the local provider knows; the site grants their roles (see `seed-grants.ts`). */
export const LOCAL_PEOPLE: readonly LocalPerson[] = [
  { sub: 'local-admin', email: 'admin@keyline.example', name: 'Alex Admin' },
  { sub: 'local-editor', email: 'editor@keyline.example', name: 'Erin Editor' },
  { sub: 'local-legal-team', email: 'legal-team@keyline.example', name: 'Lee Legal' },
  { sub: 'local-viewer', email: 'viewer@keyline.example', name: 'Val Viewer' },
];

export interface LocalClient {
  clientId: string;
  clientSecret: string;
  clientName: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface LocalProviderOptions {
  /** Absolute URL including the mount path, e.g. `http://localhost:3000/idp`. */
  issuer: string;
  client: LocalClient;
  password: string;
  /** IDP_SECRET: what its keys are derived from (the same on every server of a fleet). */
  secret: string;
  /** Where its state is kept. */
  db: Queryable;
  people?: readonly LocalPerson[];
}

/** The CSP nonce of the response being written, set by the mount before oidc-provider runs. */
export const NONCE = Symbol('csp nonce');
type WithNonce = IncomingMessage & { [NONCE]?: string };
export const nonceOf = (req: IncomingMessage): string => (req as WithNonce)[NONCE] ?? '';

export function assertLocalProviderAllowed(nodeEnv: string | undefined): void {
  if (nodeEnv === 'production') {
    throw new Error(
      'The local identity provider does not run with NODE_ENV=production: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to your company’s provider.',
    );
  }
}

interface PasswordHash {
  salt: Uint8Array;
  hash: Uint8Array;
}

/** 32 bytes for one use of IDP_SECRET; uses never share bytes. */
const derive = (secret: string, use: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'keyline local identity provider', use, 32));

/** The secret of the provider's one client (the site), which both sides derive from IDP_SECRET. */
export const localClientSecret = (secret: string): string => derive(secret, 'client secret').toString('base64url');

/** PKCS #8 wrapping of a raw Ed25519 seed (RFC 8410): the fixed prefix, then the 32 bytes. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The ID-token signing key, an Ed25519 pair whose seed is derived from IDP_SECRET: the same on every server. */
function signingKey(secret: string) {
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, derive(secret, 'id token signing key')]), format: 'der', type: 'pkcs8' });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = createHash('sha256')
    .update(jwk.x ?? '')
    .digest('base64url')
    .slice(0, 16);
  return { ...jwk, kid, use: 'sig', alg: 'EdDSA' };
}

const hashPassword = (password: string, salt: Uint8Array = randomBytes(16)): PasswordHash => ({ salt, hash: Buffer.from(scryptSync(password, salt, 32)) });

export class LocalIdentityProvider {
  readonly provider: Provider;
  /** The configured issuer: every URL the provider answers with (discovery, redirects) is on it, whatever Host a request names. */
  readonly issuer: URL;
  readonly basePath: string;
  readonly client: LocalClient;
  readonly #people: Map<string, LocalPerson>;
  readonly #password: PasswordHash;
  readonly #callback: (req: IncomingMessage, res: ServerResponse) => void;

  constructor({ issuer, client, password, secret, db, people = LOCAL_PEOPLE }: LocalProviderOptions) {
    this.issuer = new URL(issuer);
    this.basePath = this.issuer.pathname.replace(/\/$/, '');
    this.client = client;
    this.#people = new Map(people.map((person) => [person.email, person]));
    // Scrypt, as a real provider would store it: the plain password is not kept.
    this.#password = hashPassword(password);
    const bySub = new Map(people.map((person) => [person.sub, person]));
    const basePath = this.basePath;
    const configuration: Configuration = {
      adapter: databaseAdapter(db),
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          client_name: client.clientName,
          redirect_uris: client.redirectUris,
          post_logout_redirect_uris: client.postLogoutRedirectUris,
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
          id_token_signed_response_alg: 'EdDSA',
        },
      ],
      pkce: { required: () => true },
      scopes: ['openid', 'email', 'profile'],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      jwks: { keys: [signingKey(secret) as never] },
      cookies: { keys: [derive(secret, 'cookie signing key').toString('base64url')] },
      findAccount: (_ctx, sub) => {
        const person = bySub.get(sub);
        if (!person) return undefined;
        return { accountId: sub, claims: () => ({ sub, email: person.email, email_verified: true, name: person.name }) };
      },
      interactions: { url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}` },
      // The site is this provider's first-party client: consent is implied, as in a company directory.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const { client: current, session, provider } = ctx.oidc;
        if (!current || !session?.accountId) return undefined;
        const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(current.clientId);
        if (existing) return provider.Grant.find(existing);
        const grant = new provider.Grant({ clientId: current.clientId, accountId: session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: (ctx, form) => {
            ctx.type = 'html';
            ctx.body = signOutPage({ nonce: nonceOf(ctx.req), form });
          },
          postLogoutSuccessSource: (ctx) => {
            ctx.type = 'html';
            ctx.body = signedOutPage({ nonce: nonceOf(ctx.req) });
          },
        },
      },
      renderError: (ctx, out) => {
        ctx.type = 'html';
        const message = typeof out.error_description === 'string' ? out.error_description : String(out.error ?? 'unknown error');
        ctx.body = idpErrorPage({ nonce: nonceOf(ctx.req), message, backTo: '/admin/login' });
      },
      ttl: {
        // Long enough to type a password, short enough that a stale tab starts again.
        Interaction: 10 * 60,
        Session: 12 * 3600,
        AuthorizationCode: 60,
        IdToken: 3600,
        AccessToken: 3600,
        Grant: 12 * 3600,
      },
    };
    this.provider = new Provider(issuer, configuration);
    // The host and scheme of its URLs come from the forwarded headers `pinToIssuer` writes, never from the client's.
    this.provider.proxy = true;
    this.#callback = this.provider.callback();
  }

  /**
   * Makes a request name the issuer's host and scheme, whatever it arrived with: oidc-provider
   * builds its endpoint URLs (discovery, redirects, the end-session form) from the request, so a
   * forged `Host` or `X-Forwarded-Host` would otherwise be reflected to whoever reads them.
   */
  pinToIssuer(req: IncomingMessage): void {
    req.headers.host = this.issuer.host;
    req.headers['x-forwarded-host'] = this.issuer.host;
    req.headers['x-forwarded-proto'] = this.issuer.protocol.replace(/:$/, '');
  }

  /** Handles a request under the mount path; `req.url` must already be relative to it. */
  handle(req: IncomingMessage, res: ServerResponse): void {
    this.pinToIssuer(req);
    this.#callback(req, res);
  }

  /** The person with this e-mail and password, or undefined; takes the same time either way. */
  verify(email: string, password: string): LocalPerson | undefined {
    const person = this.#people.get(email.trim().toLowerCase());
    const given = hashPassword(password, this.#password.salt).hash;
    const matches = timingSafeEqual(given, this.#password.hash);
    return person && matches ? person : undefined;
  }
}
