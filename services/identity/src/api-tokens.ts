/**
 * Scoped API tokens for a section team's CI: `kl_<id>_<secret>`, shown once when an ADMIN creates
 * one. The table keeps the id in clear (to find it and to name it in logs) and only the SHA-256
 * of the 256-bit secret, with the sections and operations it is limited to, its expiry, and when
 * it was last used. A revoked or expired token is refused at its very next use.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { TokenOperation } from '@site/contracts/access';
import type { Queryable } from '@site/db/database';
import { hashSecret } from './sessions.ts';

const TOKEN_FORMAT = /^kl_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export interface ApiToken {
  id: string;
  name: string;
  sections: string[];
  operations: TokenOperation[];
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

interface TokenRow {
  id: string;
  secret_hash: string;
  name: string;
  sections: string[];
  operations: TokenOperation[];
  created_by: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  revoked_by: string | null;
}

const toToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  sections: row.sections,
  operations: row.operations,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
  revokedBy: row.revoked_by,
});

/** Whether a bearer value has the shape of one of these tokens (anything else may be the break-glass token). */
export const looksLikeApiToken = (value: string): boolean => TOKEN_FORMAT.test(value);

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newId = (): string => Array.from(randomBytes(12), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');

export interface NewToken {
  name: string;
  sections: readonly string[];
  operations: readonly TokenOperation[];
  expiresAt: Date;
}

/** Creates a token; the returned `secret` is the only time the full token exists outside the caller. */
export async function createApiToken(db: Queryable, input: NewToken, createdBy: string): Promise<{ token: ApiToken; secret: string }> {
  const id = newId();
  const secretPart = randomBytes(32).toString('base64url');
  const result = await db.query<TokenRow>(
    'INSERT INTO api_tokens (id, secret_hash, name, sections, operations, created_by, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *',
    [id, hashSecret(secretPart), input.name, [...new Set(input.sections)].toSorted(), [...new Set(input.operations)].toSorted(), createdBy, input.expiresAt],
  );
  const row = result.rows[0];
  if (!row) throw new Error('the token was not stored');
  return { token: toToken(row), secret: `kl_${id}_${secretPart}` };
}

/** The token a bearer value names, if it is valid now; stamps its last use. */
export async function verifyApiToken(db: Queryable, value: string): Promise<ApiToken | null> {
  const match = TOKEN_FORMAT.exec(value);
  if (!match) return null;
  const [, id = '', secretPart = ''] = match;
  const result = await db.query<TokenRow>('SELECT * FROM api_tokens WHERE id = $1', [id]);
  const row = result.rows[0];
  if (!row) return null;
  const matches = timingSafeEqual(Buffer.from(hashSecret(secretPart), 'hex'), Buffer.from(row.secret_hash, 'hex'));
  if (!matches || row.revoked_at !== null || row.expires_at.getTime() <= Date.now()) return null;
  // Stamped at most once a minute: a CI job polling the registry costs no write per request.
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() >= 60_000) await db.query('UPDATE api_tokens SET last_used_at = now() WHERE id = $1', [id]);
  return toToken(row);
}

export async function listApiTokens(db: Queryable): Promise<ApiToken[]> {
  const result = await db.query<TokenRow>('SELECT * FROM api_tokens ORDER BY revoked_at IS NOT NULL, created_at DESC');
  return result.rows.map(toToken);
}

/** Revokes a token; null when there is none, unchanged when it was already revoked. */
export async function revokeApiToken(db: Queryable, id: string, revokedBy: string): Promise<{ token: ApiToken; changed: boolean } | null> {
  const updated = await db.query<TokenRow>('UPDATE api_tokens SET revoked_at = now(), revoked_by = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING *', [
    id,
    revokedBy,
  ]);
  if (updated.rows[0]) return { token: toToken(updated.rows[0]), changed: true };
  const existing = await db.query<TokenRow>('SELECT * FROM api_tokens WHERE id = $1', [id]);
  return existing.rows[0] ? { token: toToken(existing.rows[0]), changed: false } : null;
}
