/**
 * Draft previews: a signed, expiring link that shows one content entry's draft on its real public
 * page, to whoever opens it (a reviewer need not be signed in). Opening the link sets a cookie for
 * this browser alone; while it lasts, the content API answers that record's reads with the draft
 * and the site serves the page unrendered, uncached and unindexed, with a "Draft preview" bar.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mintSignedToken, verifySignedToken } from '@site/service-kit/signed-token';
import { readCookies } from '@site/service-kit/cookies';
import type { ContentType } from '@site/contracts/content-editing';
import type { Queryable } from '@site/db/database';
import { getEntry, type EntryRecord } from '@site/db/editorial-repository';

export const DRAFT_PREVIEW_COOKIE = 'site_draft_preview';

/** How long a draft preview link works. */
export const DRAFT_PREVIEW_TTL_MS = 24 * 3600 * 1000;

const payloadSchema = z.strictObject({ entry: z.uuid(), expiresAt: z.number().int().min(0) });

export const mintDraftPreviewToken = (entryId: string, secret: string, now = Date.now()) => {
  const expiresAt = now + DRAFT_PREVIEW_TTL_MS;
  return { token: mintSignedToken(payloadSchema, { entry: entryId, expiresAt }, secret), expiresAt };
};

export const verifyDraftPreviewToken = (token: string, secret: string, now = Date.now()) => verifySignedToken(payloadSchema, token, secret, now);

export interface ActiveDraftPreview {
  entry: EntryRecord;
  expiresAt: number;
}

/** The draft this browser previews, when its cookie is intact and the entry still exists. */
export async function draftPreviewOf(request: FastifyRequest, db: Queryable, secret: string): Promise<ActiveDraftPreview | undefined> {
  const token = readCookies(request).get(DRAFT_PREVIEW_COOKIE);
  if (!token) return undefined;
  const verified = verifyDraftPreviewToken(token, secret);
  if (!verified.ok) return undefined;
  const entry = await getEntry(db, verified.payload.entry);
  return entry ? { entry, expiresAt: verified.payload.expiresAt } : undefined;
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
