/**
 * Who is asking: a signed-in person (session cookie), a section team's CI (scoped API token), the
 * break-glass PLATFORM_TOKEN, or nobody. What each may do is a `Grant`; what they are called in
 * history and the audit log is their `label`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { EVERYTHING, roleGrant, type Grant, type Role } from '@site/contracts/access';
import type { Queryable } from '@site/db/database';
import { readCookies } from '@site/service-kit/cookies';
import { looksLikeApiToken, verifyApiToken, type ApiToken } from './api-tokens.ts';
import { findSession, type ActiveSession, type SessionLifetime } from './sessions.ts';

export type Principal =
  | { kind: 'user'; label: string; grant: Grant; role: Role; session: ActiveSession }
  | { kind: 'token'; label: string; grant: Grant; token: ApiToken }
  | { kind: 'break-glass'; label: string; grant: Grant };

/** Nobody, or somebody; `failure` says why credentials that were sent are not accepted. */
export type Authentication = { principal: Principal } | { principal: null; failure?: string };

export const BREAK_GLASS_LABEL = 'break-glass:PLATFORM_TOKEN';

export interface PrincipalSources {
  db: Queryable;
  lifetime: SessionLifetime;
  /** The session cookie's name; without it only bearer tokens are read (the registry on its own). */
  sessionCookie?: string | undefined;
  /**
   * Whether a session cookie counts on this request: only on the admin origin, so a page of the
   * public origin (where sections' code runs) never acts as a signed-in person. Always, when absent.
   */
  sessionAccepted?: ((request: FastifyRequest) => boolean) | undefined;
  /** The break-glass bootstrap token; undefined disables it. */
  platformToken?: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Reads the request's credentials; a bearer token, when sent, decides (a cookie beside it is ignored). */
export async function authenticate(
  request: FastifyRequest,
  { db, lifetime, sessionCookie, sessionAccepted, platformToken }: PrincipalSources,
): Promise<Authentication> {
  const bearer = bearerToken(request);
  if (bearer !== undefined) {
    if (looksLikeApiToken(bearer)) {
      const token = await verifyApiToken(db, bearer);
      if (!token) return { principal: null, failure: 'The API token is not valid: unknown, revoked or expired.' };
      return { principal: { kind: 'token', label: `token:${token.name}`, grant: { permissions: token.operations, sections: token.sections }, token } };
    }
    if (platformToken !== undefined && timingSafeEqual(digest(bearer), digest(platformToken))) {
      return { principal: { kind: 'break-glass', label: BREAK_GLASS_LABEL, grant: EVERYTHING } };
    }
    return { principal: null, failure: 'The bearer token is not valid.' };
  }
  const sessionId = sessionCookie && (sessionAccepted?.(request) ?? true) ? readCookies(request).get(sessionCookie) : undefined;
  if (sessionId === undefined) return { principal: null };
  const session = await findSession(db, sessionId, lifetime);
  if (!session) return { principal: null, failure: 'Your session has ended. Sign in again.' };
  return { principal: { kind: 'user', label: session.email, grant: roleGrant(session.role, session.sections), role: session.role, session } };
}
