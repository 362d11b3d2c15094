/**
 * Preview tokens: a signed, expiring permission to see one unreleased version of one section
 * (`<base64url JSON payload>.<base64url HMAC-SHA256>`). Stateless, so any server with the secret
 * can check one; short expiry is the revocation.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { sectionNameSchema, versionSchema } from '@site/contracts/remotes-manifest';
import type { SectionName } from '@site/contracts/sections';

export interface PreviewPayload {
  section: SectionName;
  version: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type PreviewFailure = 'malformed' | 'bad-signature' | 'expired';
export type PreviewVerification = { ok: true; payload: PreviewPayload } | { ok: false; reason: PreviewFailure };

const MIN_SECRET_LENGTH = 16;
const MAX_TOKEN_LENGTH = 512;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const payloadSchema = z.strictObject({ section: sectionNameSchema, version: versionSchema, expiresAt: z.number().int().min(0) });

function checkSecret(secret: string): void {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`a preview-token secret needs at least ${MIN_SECRET_LENGTH} characters`);
}

const sign = (encodedPayload: string, secret: string) => createHmac('sha256', secret).update(encodedPayload).digest();

export function mintPreviewToken(payload: PreviewPayload, secret: string): string {
  checkSecret(secret);
  const valid = payloadSchema.parse(payload);
  const encoded = Buffer.from(JSON.stringify({ section: valid.section, version: valid.version, expiresAt: valid.expiresAt })).toString('base64url');
  return `${encoded}.${sign(encoded, secret).toString('base64url')}`;
}

/** The payload when the token is intact, signed with `secret` and not expired at `now` (ms). */
export function verifyPreviewToken(token: string, secret: string, now: number = Date.now()): PreviewVerification {
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
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (now >= parsed.data.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, payload: parsed.data };
}
