/**
 * Draft previews: a signed, expiring link that shows one content entry's draft on its real public
 * page, to whoever opens it (a reviewer need not be signed in). Opening the link sets a cookie for
 * this browser alone; while it lasts, the content API answers that record's reads with the draft
 * and the site serves the page unrendered, uncached and unindexed, with a "Draft preview" bar.
 * The token names a link the database keeps (@site/db/draft-preview-links): it shows the draft as
 * it was when the link was made, and stops working as soon as the editor revokes it.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mintSignedToken, verifySignedToken } from '@site/service-kit/signed-token';
import { readCookies } from '@site/service-kit/cookies';
import type { ContentType } from '@site/contracts/content-editing';
import type { Queryable } from '@site/db/database';
import type { EntryRecord } from '@site/db/editorial-repository';
import { getDraftPreviewLink, type DraftPreviewLink } from '@site/db/draft-preview-links';

export const DRAFT_PREVIEW_COOKIE = 'site_draft_preview';

/** How long a draft preview link works. */
export const DRAFT_PREVIEW_TTL_MS = 24 * 3600 * 1000;

const payloadSchema = z.strictObject({ link: z.uuid(), expiresAt: z.number().int().min(0) });

/** A token for a link recorded with `createDraftPreviewLink`, valid until the link expires. */
export const mintDraftPreviewToken = (link: Pick<DraftPreviewLink, 'id' | 'expiresAt'>, secret: string) =>
  mintSignedToken(payloadSchema, { link: link.id, expiresAt: Date.parse(link.expiresAt) }, secret);

export const verifyDraftPreviewToken = (token: string, secret: string, now = Date.now()) => verifySignedToken(payloadSchema, token, secret, now);

export interface ActiveDraftPreview {
  /** The entry as it was when the link was made. */
  entry: EntryRecord;
  expiresAt: number;
}

/** The link a token names, or why it does not work (the signature and expiry first, then the row). */
export async function openDraftPreviewLink(
  token: string,
  db: Queryable,
  secret: string,
): Promise<{ ok: true; link: DraftPreviewLink; expiresAt: number } | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' | 'revoked' | 'gone' }> {
  const verified = verifyDraftPreviewToken(token, secret);
  if (!verified.ok) return verified;
  const link = await getDraftPreviewLink(db, verified.payload.link);
  if (!link) return { ok: false, reason: 'gone' };
  if (link.revokedAt !== null) return { ok: false, reason: 'revoked' };
  return { ok: true, link, expiresAt: verified.payload.expiresAt };
}

/** The draft this browser previews, when its cookie is intact and its link is neither revoked nor gone with its entry. */
export async function draftPreviewOf(request: FastifyRequest, db: Queryable, secret: string): Promise<ActiveDraftPreview | undefined> {
  const token = readCookies(request).get(DRAFT_PREVIEW_COOKIE);
  if (!token) return undefined;
  const opened = await openDraftPreviewLink(token, db, secret);
  return opened.ok ? { entry: opened.link.snapshot, expiresAt: opened.expiresAt } : undefined;
}

/** The previewed draft when it is the record of `type` asked for by `slug`. */
export async function previewedDraft(
  request: FastifyRequest,
  db: Queryable,
  secret: string,
  type: ContentType,
  slug?: string,
): Promise<EntryRecord | undefined> {
  const active = await draftPreviewOf(request, db, secret);
  if (!active || active.entry.type !== type) return undefined;
  if (slug !== undefined && active.entry.slug !== slug) return undefined;
  return active.entry;
}
