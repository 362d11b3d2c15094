/**
 * Search receipts: only a search this service answered may be counted on the dashboard. Each page
 * search's answer carries a receipt, a signed token naming (a digest of) the normalised query,
 * that the shell sends back with `POST /api/search/queries` once the results have been on screen;
 * a report without one, with another query's, an expired one or one already used is refused. So a
 * bare POST cannot plant text among the top searches, and one answer counts once on this server.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { mintSignedToken, verifySignedToken } from '@site/service-kit/signed-token';

/** How long after the answer its query may still be reported (the shell reports after 1.5 s; a cached answer may be shown again later). */
export const RECEIPT_TTL_MS = 30 * 60_000;
/** Receipts remembered as used at most; beyond it (expired ones pruned first) a report is refused rather than memory grown. */
const MAX_REMEMBERED = 50_000;

const NONCE_BYTES = 12;
/** Nonces are cut from random bytes drawn this many at a time: one system call per 1,024 answers instead of one per answer (a tenth of search's time under load). */
const NONCES_PER_DRAW = 1024;
let pool = Buffer.alloc(0);
let offset = 0;
const nextNonce = (): string => {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    offset = 0;
  }
  offset += NONCE_BYTES;
  return pool.subarray(offset - NONCE_BYTES, offset).toString('base64url');
};

const payloadSchema = z.strictObject({ query: z.string().length(22), nonce: z.string().length(16), expiresAt: z.number().int() });

export type ReceiptRefusal = 'invalid' | 'expired' | 'other-query' | 'used';

export class SearchReceipts {
  readonly #key: string;
  /** Used receipts' nonces, with when they expire. */
  readonly #used = new Map<string, number>();

  /** `secret` is shared by every server of a fleet (a receipt may come back to another one); random per process without it. */
  constructor(secret: string | undefined) {
    // A key of its own, so a receipt can never be read as another token signed with the same secret.
    this.#key = createHmac('sha256', secret ?? randomBytes(32))
      .update('search-receipt')
      .digest('base64url');
  }

  /** The receipt for an answer to `normalisedQuery` (as `normaliseSearchQuery` made it). */
  issue(normalisedQuery: string, now = Date.now()): string {
    return mintSignedToken(payloadSchema, { query: digest(normalisedQuery), nonce: nextNonce(), expiresAt: now + RECEIPT_TTL_MS }, this.#key);
  }

  /** Uses up `receipt` when it was issued here for `normalisedQuery` and is still valid; else why not. */
  redeem(receipt: string, normalisedQuery: string, now = Date.now()): { ok: true } | { ok: false; reason: ReceiptRefusal } {
    const verified = verifySignedToken(payloadSchema, receipt, this.#key, now);
    if (!verified.ok) return { ok: false, reason: verified.reason === 'expired' ? 'expired' : 'invalid' };
    if (verified.payload.query !== digest(normalisedQuery)) return { ok: false, reason: 'other-query' };
    if (this.#used.has(verified.payload.nonce)) return { ok: false, reason: 'used' };
    if (this.#used.size >= MAX_REMEMBERED) {
      for (const [nonce, expiresAt] of this.#used) if (expiresAt <= now) this.#used.delete(nonce);
      if (this.#used.size >= MAX_REMEMBERED) return { ok: false, reason: 'used' };
    }
    this.#used.set(verified.payload.nonce, verified.payload.expiresAt);
    return { ok: true };
  }
}

/** Digests of the queries answered lately: a few hundred queries make most searches, and each answer needs its query's. */
const digests = new Map<string, string>();
const MAX_DIGESTS = 5000;

function digest(query: string): string {
  let known = digests.get(query);
  if (known === undefined) {
    known = createHash('sha256').update(query).digest('base64url').slice(0, 22);
    if (digests.size >= MAX_DIGESTS) digests.clear();
    digests.set(query, known);
  }
  return known;
}
