/**
 * The site as an OpenID Connect relying party, through `openid-client`: discovery of the issuer
 * (on first use, retried after a failure), the authorization-code request with PKCE (S256), state
 * and nonce, the callback's checks (state, issuer, code exchange, ID token signature, nonce,
 * audience, expiry) and RP-initiated logout. No token is parsed here by hand.
 */
import * as oidc from 'openid-client';

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The site's callback URL, registered at the provider. */
  redirectUri: string;
  /** Where the provider sends the browser after signing out there. */
  postLogoutRedirectUri: string;
}

export interface SignInRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  idToken: string | undefined;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain HTTP is allowed for a provider on this machine only (the local provider, a test double). */
const isLoopback = (url: string): boolean => LOOPBACK.has(new URL(url).hostname);

export class OidcClient {
  readonly #options: OidcClientOptions;
  #configuration: Promise<oidc.Configuration> | undefined;

  constructor(options: OidcClientOptions) {
    this.#options = options;
  }

  get issuer(): string {
    return this.#options.issuer;
  }

  /** Discovery, once; a failure is not cached, so the next sign-in tries again. */
  configuration(): Promise<oidc.Configuration> {
    this.#configuration ??= oidc
      .discovery(new URL(this.#options.issuer), this.#options.clientId, undefined, oidc.ClientSecretBasic(this.#options.clientSecret), {
        execute: isLoopback(this.#options.issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.#configuration = undefined;
        throw error;
      });
    return this.#configuration;
  }

  async signInRequest(): Promise<SignInRequest> {
    const configuration = await this.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.#options.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Completes a sign-in from the callback URL the browser arrived at; throws when any check fails. */
  async complete(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<VerifiedIdentity> {
    const configuration = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider returned no ID token');
    // Many providers keep scope claims (e-mail, name) out of the ID token when they issue an
    // access token: ask the userinfo endpoint, bound to the ID token's subject.
    const profile: Record<string, unknown> =
      typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof profile.email === 'string' ? profile.email : undefined,
      emailVerified: profile.email_verified === true,
      name: typeof profile.name === 'string' ? profile.name : undefined,
      idToken: tokens.id_token,
    };
  }

  /** The provider's sign-out URL when it offers RP-initiated logout; undefined otherwise. */
  async signOutUrl(idToken: string | null): Promise<string | undefined> {
    let configuration: oidc.Configuration;
    try {
      configuration = await this.configuration();
    } catch {
      return undefined;
    }
    if (!configuration.serverMetadata().end_session_endpoint) return undefined;
    return oidc.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: this.#options.postLogoutRedirectUri,
      client_id: this.#options.clientId,
      ...(idToken ? { id_token_hint: idToken } : {}),
    }).href;
  }

  /** Whether the provider answers its discovery document now (for status pages). */
  async reachable(): Promise<boolean> {
    try {
      await this.configuration();
      return true;
    } catch {
      return false;
    }
  }
}
