/**
 * Draft preview links (migration 020): each link an editor makes, with the entry as it was when
 * it was made, so the link shows what was shared (not what the draft has become) and can be
 * revoked. The signed token in the link names the row; the row decides whether it still works.
 */
import type { Queryable } from './database.ts';
import type { EntryRecord } from './editorial-repository.ts';

export interface DraftPreviewLink {
  id: string;
  entryId: string;
  /** The entry as it was shared. */
  snapshot: EntryRecord;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
}

interface LinkRow {
  id: string;
  entry_id: string;
  snapshot: EntryRecord;
  created_by: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_by: string | null;
}

const toLink = (row: LinkRow): DraftPreviewLink => ({
  id: row.id,
  entryId: row.entry_id,
  snapshot: row.snapshot,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
  revokedBy: row.revoked_by,
});

/** Records a link to `entry` as it is now. */
export async function createDraftPreviewLink(
  db: Queryable,
  { entry, createdBy, expiresAt }: { entry: EntryRecord; createdBy: string; expiresAt: Date },
): Promise<DraftPreviewLink> {
  const result = await db.query<LinkRow>(
    'INSERT INTO draft_preview_links (entry_id, snapshot, created_by, expires_at) VALUES ($1, $2::jsonb, $3, $4) RETURNING *',
    [entry.id, JSON.stringify(entry), createdBy, expiresAt],
  );
  const row = result.rows[0];
  if (!row) throw new Error('the draft preview link was not stored');
  return toLink(row);
}

/** The link, revoked or not; null when there is none (or its entry was deleted). */
export async function getDraftPreviewLink(db: Queryable, id: string): Promise<DraftPreviewLink | null> {
  const result = await db.query<LinkRow>('SELECT * FROM draft_preview_links WHERE id = $1', [id]);
  const row = result.rows[0];
  return row ? toLink(row) : null;
}

/** Revokes one link of an entry; null when the entry has no such link, unchanged when it was revoked already. */
export async function revokeDraftPreviewLink(
  db: Queryable,
  { entryId, id, revokedBy }: { entryId: string; id: string; revokedBy: string },
): Promise<{ link: DraftPreviewLink; changed: boolean } | null> {
  const updated = await db.query<LinkRow>(
    'UPDATE draft_preview_links SET revoked_at = now(), revoked_by = $3 WHERE id = $1 AND entry_id = $2 AND revoked_at IS NULL RETURNING *',
    [id, entryId, revokedBy],
  );
  if (updated.rows[0]) return { link: toLink(updated.rows[0]), changed: true };
  const existing = await db.query<LinkRow>('SELECT * FROM draft_preview_links WHERE id = $1 AND entry_id = $2', [id, entryId]);
  return existing.rows[0] ? { link: toLink(existing.rows[0]), changed: false } : null;
}
