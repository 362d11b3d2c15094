/** Uploaded images, stored in the database so every site server can serve them (migrations 007, 035). */
import type { Queryable } from './database.ts';

export interface NewMedia {
  /** The first 32 hex digits of the SHA-256 of the bytes. */
  id: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  uploadedBy: string;
}

/** An upload as the library lists it (without its bytes). */
export interface MediaRecord {
  id: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  alt: string;
  uploadedBy: string;
  uploadedAt: string;
}

/** A record whose current draft or live version names an image's address. */
export interface MediaUseRecord {
  mediaId: string;
  entryId: string;
  type: string;
  title: string;
  live: boolean;
}

/** A narrower WebP copy of an upload. */
export interface MediaVariant {
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
}

/** Stores an image; false when the same bytes were uploaded before (nothing changes). */
export async function saveMedia(db: Queryable, media: NewMedia): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO media (id, content_type, bytes, byte_size, width, height, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [media.id, media.contentType, media.bytes, media.bytes.length, media.width, media.height, media.uploadedBy],
  );
  return result.rows.length > 0;
}

export async function getMedia(db: Queryable, id: string): Promise<{ contentType: string; bytes: Buffer; width: number; height: number } | null> {
  const result = await db.query<{ content_type: string; bytes: Uint8Array; width: number; height: number }>(
    'SELECT content_type, bytes, width, height FROM media WHERE id = $1',
    [id],
  );
  const row = result.rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes), width: row.width, height: row.height } : null;
}

interface MediaRow {
  id: string;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  alt: string;
  uploaded_by: string;
  uploaded_at: Date;
}

const MEDIA_COLUMNS = `id, content_type, byte_size, width, height, alt, uploaded_by, created_at AS uploaded_at`;

const mediaRecord = (row: MediaRow): MediaRecord => ({
  id: row.id,
  contentType: row.content_type,
  byteSize: row.byte_size,
  width: row.width,
  height: row.height,
  alt: row.alt,
  uploadedBy: row.uploaded_by,
  uploadedAt: row.uploaded_at.toISOString(),
});

/** Every upload, newest first, or only those named (the images a body shows). */
export async function listMedia(db: Queryable, ids?: readonly string[]): Promise<MediaRecord[]> {
  const result = ids
    ? await db.query<MediaRow>(`SELECT ${MEDIA_COLUMNS} FROM media WHERE id = ANY($1::text[]) ORDER BY created_at DESC, id`, [ids])
    : await db.query<MediaRow>(`SELECT ${MEDIA_COLUMNS} FROM media ORDER BY created_at DESC, id`);
  return result.rows.map(mediaRecord);
}

/** Sets an upload's text alternative; null when there is no such upload. */
export async function setMediaAlt(db: Queryable, id: string, alt: string): Promise<MediaRecord | null> {
  const result = await db.query<MediaRow>(`UPDATE media SET alt = $2 WHERE id = $1 RETURNING ${MEDIA_COLUMNS}`, [id, alt]);
  const row = result.rows[0];
  return row ? mediaRecord(row) : null;
}

/**
 * Where uploads are used: each content record whose current draft or live version names
 * `/media/<id>.` (a cover image's address or an image in a body). A version older than the live
 * one does not count: restoring it would show a deleted image as missing, which the editor sees.
 */
export async function mediaUses(db: Queryable, ids?: readonly string[]): Promise<MediaUseRecord[]> {
  // Each record's text is searched once for every upload it names (not once per upload and record).
  const result = await db.query<{ media_id: string; entry_id: string; type: string; title: string | null; live: boolean }>(
    `WITH named AS (
       SELECT e.id AS entry_id, found[1] AS media_id, false AS live
         FROM content_entries e, regexp_matches(e.draft::text, '/media/([0-9a-f]{32})\\.', 'g') AS found
       UNION ALL
       SELECT e.id, found[1], true
         FROM content_entries e
         JOIN content_revisions live ON live.entry_id = e.id AND live.revision = e.published_revision AND e.status = 'published',
              regexp_matches(live.data::text, '/media/([0-9a-f]{32})\\.', 'g') AS found
     )
     SELECT named.media_id, e.id::text AS entry_id, e.type, e.draft->>'title' AS title, bool_or(named.live) AS live
       FROM named
       JOIN media m ON m.id = named.media_id
       JOIN content_entries e ON e.id = named.entry_id
      WHERE $1::text[] IS NULL OR named.media_id = ANY($1::text[])
      GROUP BY named.media_id, e.id
      ORDER BY named.media_id, e.type, title`,
    [ids ?? null],
  );
  return result.rows.map((row) => ({
    mediaId: row.media_id,
    entryId: row.entry_id,
    type: row.type,
    title: row.title?.trim() || '(untitled)',
    live: row.live,
  }));
}

/** Deletes an upload and its copies; false when there was none. The caller checks it is unused. */
export async function deleteMedia(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM media WHERE id = $1 RETURNING id', [id]);
  return result.rows.length > 0;
}

export async function getMediaVariant(db: Queryable, id: string, width: number): Promise<MediaVariant | null> {
  const result = await db.query<{ width: number; height: number; content_type: string; bytes: Uint8Array }>(
    'SELECT width, height, content_type, bytes FROM media_variants WHERE media_id = $1 AND width = $2',
    [id, width],
  );
  const row = result.rows[0];
  return row ? { width: row.width, height: row.height, contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

/** Stores a narrower copy; one already stored (by another server) is kept. */
export async function saveMediaVariant(db: Queryable, id: string, variant: MediaVariant): Promise<void> {
  await db.query(
    `INSERT INTO media_variants (media_id, width, height, content_type, bytes) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (media_id, width) DO NOTHING`,
    [id, variant.width, variant.height, variant.contentType, variant.bytes],
  );
}
