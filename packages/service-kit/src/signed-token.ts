/**
 * Signed, expiring tokens (`<base64url JSON payload>.<base64url HMAC-SHA256>`): a permission a
 * server hands out and any server with the secret can check, with no state. Short expiry is the
 * revocation. Used for section preview links and content draft previews.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

export type TokenFailure = 'malformed' | 'bad-signature' | 'expired';
export type TokenVerification<Payload> = { ok: true; payload: Payload } | { ok: false; reason: TokenFailure };

const MIN_SECRET_LENGTH = 16;
const MAX_TOKEN_LENGTH = 512;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function checkSecret(secret: string): void {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`a token secret needs at least ${MIN_SECRET_LENGTH} characters`);
}

const sign = (encodedPayload: string, secret: string) => createHmac('sha256', secret).update(encodedPayload).digest();

/** Signs `payload` (checked against `schema` first, so only what it allows is ever signed). */
export function mintSignedToken<Schema extends z.ZodType<{ expiresAt: number }>>(schema: Schema, payload: z.input<Schema>, secret: string): string {
  checkSecret(secret);
  const encoded = Buffer.from(JSON.stringify(schema.parse(payload))).toString('base64url');
  return `${encoded}.${sign(encoded, secret).toString('base64url')}`;
}

/** The payload when the token is intact, signed with `secret`, of `schema`'s shape and not expired at `now` (ms). */
export function verifySignedToken<Schema extends z.ZodType<{ expiresAt: number }>>(
  schema: Schema,
  token: string,
  secret: string,
  now: number = Date.now(),
): TokenVerification<z.output<Schema>> {
  checkSecret(secret);
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  const [encoded, signature] = parts;
  if (parts.length !== 2 || !encoded || !signature || !BASE64URL.test(encoded) || !BASE64URL.test(signature)) return { ok: false, reason: 'malformed' };
  const expected = sign(encoded, secret);
  const given = Buffer.from(signature, 'base64url');
  // Checked before the payload is parsed: nothing unsigned is ever interpreted.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (now >= parsed.data.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, payload: parsed.data };
}
