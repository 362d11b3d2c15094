/**
 * Signing in and out: `/auth/login` sends the browser to the provider, `/auth/callback` checks
 * what comes back and opens a session, `/auth/logout` ends it here and at the provider, and
 * `/api/auth/session` tells the admin section who is signed in (null: nobody). Every failure lands on the
 * sign-in page with a reason code (never a 5xx, never a session); the audit log says why.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { roleGrant, type SessionInfo, type SignInError } from '@site/contracts/access';
import type { Database } from '@site/db/database';
import { recordAudit } from '@site/db/audit-log';
import { readCookies, serializeCookie } from '@site/service-kit/cookies';
import { documented, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { readFromOrigin, sameOrigin } from './access-control.ts';
import type { OidcClient } from './oidc-client.ts';
import { authenticate, type PrincipalSources } from './principal.ts';
import { createSession, endSession, startFlow, takeFlow, type SessionLifetime } from './sessions.ts';
import { matchSignIn } from './users.ts';
import { jsonError } from '@site/service-kit/http-errors';

export const SIGN_IN_PAGE = '/admin/login';
export const DEFAULT_RETURN_TO = '/admin/control-panel';
export const FLOW_COOKIE = 'site_auth_flow';

export interface AuthRoutesOptions {
  db: Database;
  oidc: OidcClient;
  /** The admin origin: the provider returns there, and the session cookie is set there alone. */
  siteOrigin: string;
  /** Origins a sign-out may come from; this request's own origin too, when absent (one origin for everything, `npm run dev`). */
  allowedOrigins?: readonly string[] | undefined;
  sessionCookie: string;
  secureCookies: boolean;
  lifetime: SessionLifetime;
  principals: PrincipalSources;
  providerName: string;
  hashIp: (ip: string) => string;
  /** Resolves once the seeded grants are stored, so a first sign-in finds them. */
  grantsReady: Promise<unknown>;
}

/**
 * Where a sign-in may return to: a path on this site, under /admin. Anything else (another host,
 * `//evil.example`, a backslash trick) returns to the admin home.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return DEFAULT_RETURN_TO;
  if (!/^\/admin(\/|$|\?)/.test(value) || /[\\\s]/.test(value) || value.startsWith('//')) return DEFAULT_RETURN_TO;
  if (value === SIGN_IN_PAGE || value.startsWith(`${SIGN_IN_PAGE}?`)) return DEFAULT_RETURN_TO;
  return value;
}

/** Where to return after signing in; anything else a link carries is let through (and ignored). */
const loginQuery = jsonSchemaOf(z.looseObject({ returnTo: z.string().max(2048).optional() }));
/** What a provider may send back (OpenID Connect's authorization response, RFC 9207's iss), nothing else. */
const fromProvider = z.string().max(4096).optional();
const callbackQuery = jsonSchemaOf(
  z.strictObject({
    code: fromProvider,
    state: fromProvider,
    iss: fromProvider,
    error: fromProvider,
    error_description: fromProvider,
    session_state: fromProvider,
  }),
);

const signInFailed = (reply: FastifyReply, code: SignInError, clear: string) =>
  reply.header('set-cookie', clear).header('cache-control', 'no-store').redirect(`${SIGN_IN_PAGE}?error=${code}`, 303);

export async function authRoutes(untypedApp: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  const { db, oidc, siteOrigin, allowedOrigins, sessionCookie, secureCookies, lifetime, principals, providerName, hashIp, grantsReady } = options;
  const clearFlow = serializeCookie(FLOW_COOKIE, '', { maxAgeS: 0, secure: secureCookies });
  const clearSession = serializeCookie(sessionCookie, '', { maxAgeS: 0, secure: secureCookies });
  const audit = (request: FastifyRequest, actor: string, action: string, details: Record<string, unknown> = {}) =>
    recordAudit(db, { actor, action, entityType: 'admin_session', details, ipHash: hashIp(request.ip) }).catch((error: unknown) =>
      request.log.error({ err: error }, 'audit entry not stored'),
    );

  app.get('/auth/login', { schema: documented({ hide: true, querystring: loginQuery }) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const returnTo = safeReturnTo(request.query.returnTo);
    // The flow cookie must be set on the origin the provider returns to.
    const here = `${request.protocol}://${request.host}`;
    if (here !== siteOrigin) return reply.redirect(`${siteOrigin}/auth/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
    let signIn;
    try {
      signIn = await oidc.signInRequest();
    } catch (error) {
      request.log.error({ err: error, issuer: oidc.issuer }, 'the identity provider cannot be reached');
      return reply.redirect(`${SIGN_IN_PAGE}?error=provider-unreachable`, 303);
    }
    const flowId = await startFlow(db, { state: signIn.state, nonce: signIn.nonce, codeVerifier: signIn.codeVerifier, returnTo });
    return reply.header('set-cookie', serializeCookie(FLOW_COOKIE, flowId, { maxAgeS: 600, secure: secureCookies })).redirect(signIn.url, 302);
  });

  app.get(
    '/auth/callback',
    {
      schema: documented({ hide: true, querystring: callbackQuery }),
      // A malformed callback is a sign-in that failed, shown on the sign-in page like any other.
      errorHandler: (_error, _request, reply) => signInFailed(reply, 'provider-error', clearFlow),
    },
    async (request, reply) => {
      const flowId = readCookies(request).get(FLOW_COOKIE);
      const flow = flowId ? await takeFlow(db, flowId) : null;
      const { error, state } = request.query;
      if (error !== undefined) {
        await audit(request, 'anonymous', 'auth.sign-in-failed', { reason: `provider answered ${error}` });
        return signInFailed(reply, error === 'access_denied' ? 'cancelled' : 'provider-error', clearFlow);
      }
      if (!flow) {
        await audit(request, 'anonymous', 'auth.sign-in-failed', { reason: 'no sign-in in progress (expired, replayed or started elsewhere)' });
        return signInFailed(reply, 'expired', clearFlow);
      }
      if (state !== flow.state) {
        await audit(request, 'anonymous', 'auth.sign-in-failed', { reason: 'state does not match the sign-in in progress' });
        return signInFailed(reply, 'state-mismatch', clearFlow);
      }
      let identity;
      try {
        identity = await oidc.complete(new URL(request.url, siteOrigin), flow);
      } catch (failure) {
        const reason = failure instanceof Error ? failure.message : String(failure);
        request.log.warn({ reason }, 'sign-in verification failed');
        await audit(request, 'anonymous', 'auth.sign-in-failed', { reason: `verification failed: ${reason.slice(0, 300)}` });
        return signInFailed(reply, 'verification-failed', clearFlow);
      }
      await grantsReady;
      const match = await db.transaction((tx) => matchSignIn(tx, identity));
      if (!match.ok) {
        await audit(request, identity.email?.toLowerCase() ?? `subject:${identity.subject}`, 'auth.sign-in-failed', {
          reason: match.reason,
          issuer: identity.issuer,
        });
        return signInFailed(reply, 'no-access', clearFlow);
      }
      // A new id at every sign-in: a session id planted before sign-in is never promoted.
      const previous = readCookies(request).get(sessionCookie);
      if (previous) await endSession(db, previous);
      const userAgent = request.headers['user-agent'];
      const session = await createSession(
        db,
        { userId: match.user.id, idToken: identity.idToken ?? null, ipHash: hashIp(request.ip), userAgent: typeof userAgent === 'string' ? userAgent : null },
        lifetime,
      );
      await audit(request, match.user.email, 'auth.sign-in', { role: match.user.role, sections: match.user.sections, issuer: identity.issuer });
      return reply
        .header('set-cookie', [clearFlow, serializeCookie(sessionCookie, session.id, { maxAgeS: lifetime.absoluteTimeoutS, secure: secureCookies })])
        .header('cache-control', 'no-store')
        .redirect(flow.returnTo, 303);
    },
  );

  // The sign-out control is a plain form: its (empty) body is read and ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  app.post('/auth/logout', { schema: documented({ hide: true }) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!sameOrigin(request, allowedOrigins ?? [siteOrigin, `${request.protocol}://${request.host}`])) {
      return reply.code(403).send(jsonError(403, 'Sign-out must come from this site.'));
    }
    const id = readCookies(request).get(sessionCookie);
    const ended = id ? await endSession(db, id) : null;
    let next = `${SIGN_IN_PAGE}?signedOut=1`;
    if (ended) {
      const who = await db.query<{ email: string }>('SELECT email FROM admin_users WHERE id = $1', [ended.userId]);
      await audit(request, who.rows[0]?.email ?? 'unknown', 'auth.sign-out');
      next = (await oidc.signOutUrl(ended.idToken)) ?? next;
    }
    return reply.header('set-cookie', clearSession).redirect(next, 303);
  });

  // Signed out is an answer, not an error: 200 with null (a 401 here would be a console error on the sign-in page).
  app.get('/api/auth/session', { schema: documented({ hide: true }) }, async (request, reply): Promise<SessionInfo | null> => {
    reply.header('cache-control', 'no-store');
    // Asked from another origin's page (the public origin is same-site in production), nobody is signed in here.
    if (!readFromOrigin(request, allowedOrigins ?? [siteOrigin, `${request.protocol}://${request.host}`])) return null;
    const result = await authenticate(request, { ...principals, platformToken: undefined });
    if (!result.principal || result.principal.kind !== 'user') return null;
    const { session, role } = result.principal;
    return {
      user: { id: session.userId, email: session.email, name: session.name, role, sections: session.sections },
      permissions: [...roleGrant(role, session.sections).permissions],
      expiresAt: session.expiresAt,
      idleTimeoutSeconds: lifetime.idleTimeoutS,
      provider: providerName,
    };
  });

  // Public: the sign-in page needs the provider's name before anyone is signed in.
  app.get('/api/auth/provider', { schema: documented({ hide: true }) }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { name: providerName };
  });
}
