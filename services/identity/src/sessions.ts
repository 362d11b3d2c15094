/**
 * Admin sessions in the database: the browser holds a random id, the table holds its SHA-256, the
 * person it belongs to and when it ends (idle or absolute, whichever comes first). A session that
 * has ended is never found again, and deleting its rows ends it at once on every server.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@site/contracts/access';
import type { Queryable } from '@site/db/database';

/** 256 bits, base64url: 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const isWellFormedSessionId = (value: string): boolean => SESSION_ID.test(value);

export interface SessionLifetime {
  idleTimeoutS: number;
  absoluteTimeoutS: number;
}

export interface ActiveSession {
  idHash: string;
  userId: string;
  email: string;
  name: string | null;
  role: Role;
  sections: string[];
  idToken: string | null;
  createdAt: string;
  expiresAt: string;
}

interface SessionRow {
  id_hash: string;
  user_id: string;
  email: string;
  name: string | null;
  role: Role;
  sections: string[];
  id_token: string | null;
  created_at: Date;
  expires_at: Date;
  last_seen_at: Date;
}

export async function createSession(
  db: Queryable,
  { userId, idToken, ipHash, userAgent }: { userId: string; idToken: string | null; ipHash: string | null; userAgent: string | null },
  lifetime: SessionLifetime,
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + lifetime.absoluteTimeoutS * 1000);
  await db.query('INSERT INTO admin_sessions (id_hash, user_id, expires_at, id_token, ip_hash, user_agent) VALUES ($1, $2, $3, $4, $5, $6)', [
    hashSecret(id),
    userId,
    expiresAt,
    idToken,
    ipHash,
    userAgent?.slice(0, 512) ?? null,
  ]);
  return { id, expiresAt };
}

/**
 * The live session with this id, with its person's current role (a role change applies at the
 * next request). Its last use is stamped at most every tenth of the idle timeout, so a busy admin
 * page costs no write per request.
 */
export async function findSession(db: Queryable, id: string, lifetime: SessionLifetime): Promise<ActiveSession | null> {
  if (!isWellFormedSessionId(id)) return null;
  const idHash = hashSecret(id);
  const result = await db.query<SessionRow>(
    `SELECT s.id_hash, s.user_id, s.id_token, s.created_at, s.expires_at, s.last_seen_at, u.email, u.name, u.role, u.sections
     FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id AND u.removed_at IS NULL
     WHERE s.id_hash = $1 AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => $2)`,
    [idHash, lifetime.idleTimeoutS],
  );
  const row = result.rows[0];
  if (!row) return null;
  const touchEveryMs = Math.min(60_000, (lifetime.idleTimeoutS * 1000) / 10);
  if (Date.now() - row.last_seen_at.getTime() >= touchEveryMs) {
    await db.query('UPDATE admin_sessions SET last_seen_at = now() WHERE id_hash = $1', [idHash]);
  }
  return {
    idHash,
    userId: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role,
    sections: row.role === 'RELEASER' ? row.sections : [],
    idToken: row.id_token,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

/** Ends one session; what it was, for the audit log and the provider's sign-out. */
export async function endSession(db: Queryable, id: string): Promise<{ userId: string; idToken: string | null } | null> {
  if (!isWellFormedSessionId(id)) return null;
  const result = await db.query<{ user_id: string; id_token: string | null }>('DELETE FROM admin_sessions WHERE id_hash = $1 RETURNING user_id, id_token', [
    hashSecret(id),
  ]);
  const row = result.rows[0];
  return row ? { userId: row.user_id, idToken: row.id_token } : null;
}

/** Ends every session of a person; returns how many there were. */
export async function endSessionsOf(db: Queryable, userId: string): Promise<number> {
  const result = await db.query('DELETE FROM admin_sessions WHERE user_id = $1', [userId]);
  return result.rowCount;
}

/** Removes sessions that can no longer be used (a periodic sweep, so the table does not grow). */
export async function sweepSessions(db: Queryable, idleTimeoutS: number): Promise<number> {
  const sessions = await db.query('DELETE FROM admin_sessions WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => $1)', [idleTimeoutS]);
  const flows = await db.query('DELETE FROM auth_flows WHERE expires_at <= now()');
  return sessions.rowCount + flows.rowCount;
}

// -----------------------------------------------------------------------------------------------
// Sign-ins in flight: what the callback must check, kept between the redirect and the callback.

export interface AuthFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

/** Ten minutes to type a password at the provider. */
const FLOW_TTL_S = 600;

export async function startFlow(db: Queryable, flow: AuthFlow): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO auth_flows (id_hash, state, nonce, code_verifier, return_to, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    hashSecret(id),
    flow.state,
    flow.nonce,
    flow.codeVerifier,
    flow.returnTo,
    new Date(Date.now() + FLOW_TTL_S * 1000),
  ]);
  return id;
}

/** The flow with this id, deleted as it is read: a callback can be used once. */
export async function takeFlow(db: Queryable, id: string): Promise<AuthFlow | null> {
  if (!isWellFormedSessionId(id)) return null;
  const result = await db.query<{ state: string; nonce: string; code_verifier: string; return_to: string }>(
    'DELETE FROM auth_flows WHERE id_hash = $1 AND expires_at > now() RETURNING state, nonce, code_verifier, return_to',
    [hashSecret(id)],
  );
  const row = result.rows[0];
  return row ? { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, returnTo: row.return_to } : null;
}
