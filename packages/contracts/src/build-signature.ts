import { z } from 'zod/mini';
import { RELEASE_UNITS } from './sections.ts';

/**
 * Signed builds: a section team's CI signs the build record it publishes (every file's digest,
 * the route table, commit, checks, …) with an Ed25519 key; the registry accepts the signature only
 * from a public key an ADMIN trusts for that section, and, where signatures are required, nothing
 * unsigned. What is signed is the statement below, which both sides make from the record alone.
 */

/** What a signed statement starts with: a signature over a build record is never valid for anything else. */
export const BUILD_STATEMENT_PREFIX = 'keyline-build-record/1\n';

/** A key's id: the first 16 hex digits of the SHA-256 of its public key (SPKI DER). */
export const SIGNING_KEY_ID_PATTERN = /^[0-9a-f]{16}$/;

/** Fields of a build record that may be left out, meaning null (the registry fills them so). */
const OPTIONAL_FIELDS = ['dirty', 'nodeVersion', 'links', 'checks', 'sizes', 'oldestContractsMajor', 'budgets', 'overBudgetReason'] as const;

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => [key, canonical(field)]),
  );
};

/**
 * The text a build's signature covers: the record (without its signature) as JSON with every
 * object's keys sorted, optional fields as null. The same record gives the same text on either side.
 */
export function buildStatement(record: Readonly<Record<string, unknown>>): string {
  const { signature: _signature, ...rest } = record;
  const signed: Record<string, unknown> = { ...rest };
  for (const field of OPTIONAL_FIELDS) signed[field] ??= null;
  return `${BUILD_STATEMENT_PREFIX}${JSON.stringify(canonical(signed))}`;
}

/** A signature as a publish sends it beside its build record. */
export const buildSignatureSchema = z.strictObject({
  keyId: z.string().check(z.regex(SIGNING_KEY_ID_PATTERN, 'a key id: 16 hex digits')),
  /** Ed25519 over the build statement, base64. */
  value: z.string().check(z.regex(/^[A-Za-z0-9+/]{86}==$/, 'an Ed25519 signature in base64')),
});
export type BuildSignature = z.output<typeof buildSignatureSchema>;

/** A public key an ADMIN trusts to sign builds of some sections. */
export const signingKeySchema = z.object({
  keyId: z.string(),
  name: z.string(),
  /** The sections whose builds it may sign; `*`: every section. */
  sections: z.array(z.string()),
  publicKey: z.string(),
  addedBy: z.string(),
  addedAt: z.string(),
  revokedAt: z.nullable(z.string()),
  revokedBy: z.nullable(z.string()),
});
export type SigningKey = z.output<typeof signingKeySchema>;
export const signingKeyListSchema = z.object({
  keys: z.array(signingKeySchema),
  /** Whether this registry refuses unsigned builds (RELEASE_SIGNATURES). */
  required: z.boolean(),
});

export const signingKeyInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80), z.regex(/^[\w .:@-]+$/, 'letters, digits, spaces and _ . : @ - only')),
  sections: z.array(z.enum([...RELEASE_UNITS, '*'])).check(z.minLength(1, 'choose the sections it may sign'), z.maxLength(RELEASE_UNITS.length + 1)),
  /** The public key as `remotes keygen` prints it (PEM, SPKI). */
  publicKey: z
    .string()
    .check(z.maxLength(1000), z.regex(/^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----\s*$/, 'a PEM public key (-----BEGIN PUBLIC KEY-----)')),
});
export type SigningKeyInput = z.output<typeof signingKeyInputSchema>;

/** Who signed a published version (null: unsigned). */
export const signedBySchema = z.nullable(z.object({ keyId: z.string(), name: z.string() }));
