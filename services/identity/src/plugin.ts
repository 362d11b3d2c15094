/**
 * Admin sign-in and access control, mounted by the site server over its database: the OpenID
 * provider (the company's, or the local one at /idp), the sign-in routes, access control on every
 * admin and registry route, the people/token/audit API, and the check of an admin page's roles on
 * a direct load.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayOpenPage, type Role } from '@site/contracts/access';
import type { Database } from '@site/db/database';
import { recordAudit } from '@site/db/audit-log';
import { retryWhileUnavailable } from '@site/db/unavailable';
import { hostCookieName } from '@site/service-kit/cookies';
import { tooManyRequests } from '@site/service-kit/http-errors';
import { onAdminOrigin, requestOrigin, type SiteOrigins } from '@site/service-kit/site-origins';
import { strictValidators } from '@site/service-kit/validation';
import { installAccessControl } from './access-control.ts';
import { adminRoutes } from './admin-routes.ts';
import { authRoutes, SIGN_IN_PAGE } from './auth-routes.ts';
import { sweepIdpRecords } from './local-idp/database-adapter.ts';
import { assertLocalProviderAllowed, LOCAL_PEOPLE, LocalIdentityProvider, localClientSecret } from './local-idp/local-identity-provider.ts';
import { mountLocalIdp } from './local-idp/mount-local-idp.ts';
import { OidcClient } from './oidc-client.ts';
import { authenticate, type Authentication, type PrincipalSources } from './principal.ts';
import { sweepSessions, type SessionLifetime } from './sessions.ts';
import { seedGrants, type RoleGrant } from './users.ts';
import { scheduleBackgroundJob } from '@site/service-kit/background-jobs';
import type { RateLimitStorage } from '@site/service-kit/rate-limit-store';

export interface IdentitySettings {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  OIDC_PROVIDER_NAME?: string | undefined;
  IDP_SEED_PASSWORD: string;
  /** Local provider only: what its keys and its client's secret are derived from. */
  IDP_SECRET: string;
  ADMIN_EMAILS: readonly string[];
  SESSION_IDLE_TIMEOUT_S: number;
  SESSION_ABSOLUTE_TIMEOUT_S: number;
  NODE_ENV: string;
}

export interface IdentityOptions {
  db: Database;
  /** The site's origins: sign-in, its callback and the session cookie live on the admin origin alone. */
  origins: SiteOrigins;
  settings: IdentitySettings;
  /** Break-glass bootstrap token (logged and audited at every use); undefined disables it. */
  platformToken?: string | undefined;
  hashIp: (ip: string) => string;
  /** Where the sign-in rate limit counts (shared through Redis by a fleet); this process when absent. */
  rateLimitStorage?: RateLimitStorage | undefined;
  /**
   * Requests to the protected API (`/api/admin/*`, `/api/registry/*`) one session or token may make
   * per window, counted per person or token rather than per address (a team behind one address
   * shares it); more get 429. Unlimited when absent.
   */
  principalRateLimit?: { max: number; timeWindowMs: number } | undefined;
  /** The site's security headers, which the local provider's answers (written on the raw request, past the site's hook) carry too. */
  siteHeaders?: Readonly<Record<string, string>> | undefined;
  /** Whether the site sends e-mail (SMTP_URL): then someone given access is e-mailed an invitation. */
  invitations?: boolean | undefined;
}

/** What the local provider's people may do here (seeded once; an ADMIN may change it later). */
export const LOCAL_GRANTS: readonly RoleGrant[] = [
  { email: 'admin@keyline.example', name: 'Alex Admin', role: 'ADMIN', sections: [] },
  { email: 'editor@keyline.example', name: 'Erin Editor', role: 'EDITOR', sections: [] },
  { email: 'legal-team@keyline.example', name: 'Lee Legal', role: 'RELEASER', sections: ['legal'] },
  { email: 'viewer@keyline.example', name: 'Val Viewer', role: 'VIEWER', sections: [] },
];

export const LOCAL_CLIENT_ID = 'keyline-site';
const SWEEP_INTERVAL_MS = 10 * 60_000;

export type PageAccess = { allowed: true } | { allowed: false; signIn: string } | { allowed: false; forbidden: true };

export interface Identity {
  authenticate(request: FastifyRequest): Promise<Authentication>;
  /** Whether this request may open a page whose manifest entry lists `permissions` (roles). */
  pageAccess(request: FastifyRequest, permissions: readonly string[]): Promise<PageAccess>;
  providerName: string;
  issuer: string;
  local: boolean;
}

function providerSettings(settings: IdentitySettings, siteOrigin: string) {
  if (settings.OIDC_ISSUER) {
    if (!settings.OIDC_CLIENT_ID || !settings.OIDC_CLIENT_SECRET) {
      throw new Error('OIDC_ISSUER is set, so OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set too (the site’s client at that provider).');
    }
    return {
      local: false,
      issuer: settings.OIDC_ISSUER,
      clientId: settings.OIDC_CLIENT_ID,
      clientSecret: settings.OIDC_CLIENT_SECRET,
      name: settings.OIDC_PROVIDER_NAME ?? new URL(settings.OIDC_ISSUER).hostname,
    };
  }
  assertLocalProviderAllowed(settings.NODE_ENV);
  return {
    local: true,
    issuer: `${siteOrigin}/idp`,
    clientId: LOCAL_CLIENT_ID,
    clientSecret: localClientSecret(settings.IDP_SECRET),
    name: settings.OIDC_PROVIDER_NAME ?? 'Keyline local identity',
  };
}

export async function mountIdentity(
  app: FastifyInstance,
  { db, origins, settings, platformToken, hashIp, rateLimitStorage, principalRateLimit, siteHeaders, invitations = false }: IdentityOptions,
): Promise<Identity> {
  const siteOrigin = origins.admin;
  const provider = providerSettings(settings, siteOrigin);
  const secureCookies = siteOrigin.startsWith('https:');
  const sessionCookie = hostCookieName('site_session', secureCookies);
  const lifetime: SessionLifetime = { idleTimeoutS: settings.SESSION_IDLE_TIMEOUT_S, absoluteTimeoutS: settings.SESSION_ABSOLUTE_TIMEOUT_S };
  const split = origins.admin !== origins.public;
  const principals: PrincipalSources = {
    db,
    lifetime,
    sessionCookie,
    platformToken,
    sessionAccepted: split ? (request) => onAdminOrigin(origins, request) : undefined,
  };
  const redirectUri = `${siteOrigin}/auth/callback`;
  const postLogoutRedirectUri = `${siteOrigin}${SIGN_IN_PAGE}?signedOut=1`;

  if (provider.local) {
    const idp = new LocalIdentityProvider({
      issuer: provider.issuer,
      password: settings.IDP_SEED_PASSWORD,
      secret: settings.IDP_SECRET,
      db,
      client: {
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        clientName: 'Keyline website administration',
        redirectUris: [redirectUri],
        postLogoutRedirectUris: [postLogoutRedirectUri],
      },
    });
    await mountLocalIdp(app, idp, { rateLimitStorage, siteHeaders });
    app.log.info(
      { issuer: provider.issuer, people: LOCAL_PEOPLE.map((person) => person.email) },
      'local identity provider (development only): sign in at /admin/login with the password from IDP_SEED_PASSWORD',
    );
  }

  // The database may still be opening, or out of reach: grants are stored as soon as it answers,
  // and a sign-in waits for them.
  const grants = [...(provider.local ? LOCAL_GRANTS : []), ...settings.ADMIN_EMAILS.map((email): RoleGrant => ({ email, role: 'ADMIN', sections: [] }))];
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());
  const grantsReady = retryWhileUnavailable(() => seedGrants(db, grants, 'bootstrap'), {
    signal: closing.signal,
    onUnreachable: (error, retryInMs) =>
      app.log.warn({ err: error }, `bootstrap roles not stored yet: database out of reach; trying again in ${retryInMs / 1000} s`),
  }).catch((error: unknown) => app.log.error({ err: error }, 'could not store the bootstrap roles'));

  installAccessControl(app, {
    limitPrincipal: principalRateLimit && (await principalLimiter(app, principalRateLimit, rateLimitStorage)),
    authenticate: (request) => authenticate(request, principals),
    // Under `npm run dev` the one origin is the shell's dev server, whose proxy forwards to this server.
    allowedOrigins: (request) => (split ? [siteOrigin] : [siteOrigin, requestOrigin(request) ?? siteOrigin]),
    onAuthenticated: async (request, principal) => {
      if (principal.kind === 'break-glass') {
        request.log.warn({ url: request.url, method: request.method }, 'break-glass PLATFORM_TOKEN used: create scoped API tokens at /admin/users instead');
        await recordAudit(db, {
          actor: principal.label,
          action: 'break-glass.use',
          entityType: 'request',
          entityId: `${request.method} ${request.routeOptions.url ?? request.url}`,
          ipHash: hashIp(request.ip),
        });
      } else if (principal.kind === 'token' && request.method !== 'GET' && request.method !== 'HEAD') {
        await recordAudit(db, {
          actor: principal.label,
          action: 'token.use',
          entityType: 'api_token',
          entityId: principal.token.id,
          details: { request: `${request.method} ${request.routeOptions.url ?? request.url}` },
          ipHash: hashIp(request.ip),
        });
      }
    },
  });

  const oidc = new OidcClient({
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    redirectUri,
    postLogoutRedirectUri,
  });
  await app.register(async (routes) => {
    strictValidators(routes);
    await routes.register(authRoutes, {
      db,
      oidc,
      siteOrigin,
      allowedOrigins: split ? [siteOrigin] : undefined,
      sessionCookie,
      secureCookies,
      lifetime,
      principals,
      providerName: provider.name,
      hashIp,
      grantsReady,
    });
    await routes.register(adminRoutes, { db, hashIp, invitations });
  });

  scheduleBackgroundJob(app, {
    name: 'session-sweep',
    everyMs: SWEEP_INTERVAL_MS,
    fleetLock: (name) => db.tryLock(name),
    run: async () => (await sweepSessions(db, lifetime.idleTimeoutS)) + (provider.local ? await sweepIdpRecords(db) : 0),
  });

  return {
    authenticate: (request) => authenticate(request, principals),
    providerName: provider.name,
    issuer: provider.issuer,
    local: provider.local,
    async pageAccess(request, permissions) {
      if (permissions.length === 0) return { allowed: true };
      const result = await authenticate(request, { ...principals, platformToken: undefined });
      const role: Role | undefined = result.principal?.kind === 'user' ? result.principal.role : undefined;
      if (role === undefined) return { allowed: false, signIn: `${SIGN_IN_PAGE}?returnTo=${encodeURIComponent(request.url)}` };
      return mayOpenPage(role, permissions) ? { allowed: true } : { allowed: false, forbidden: true };
    },
  };
}

/**
 * A hook counting each principal's requests against `limit` (in Redis when the fleet shares one).
 * Its own rate-limit instance, encapsulated, so no other route's limit is counted with it.
 */
async function principalLimiter(
  app: FastifyInstance,
  limit: { max: number; timeWindowMs: number },
  rateLimitStorage: RateLimitStorage | undefined,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<void>> {
  let hook: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, ...rateLimitStorage?.('principals') });
    hook = scope.rateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `principal:${request.principal?.label ?? request.ip}`,
      errorResponseBuilder: tooManyRequests('requests', 'for one session or token'),
    }) as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  });
  if (!hook) throw new Error('the principal rate limit was not set up');
  return hook;
}
