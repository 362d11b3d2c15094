/** Uploaded images, stored in the database so every site server can serve them (migration 007). */
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

/** Stores an image; false when the same bytes were uploaded before (nothing changes). */
export async function saveMedia(db: Queryable, media: NewMedia): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO media (id, content_type, bytes, byte_size, width, height, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [media.id, media.contentType, media.bytes, media.bytes.length, media.width, media.height, media.uploadedBy],
  );
  return result.rows.length > 0;
}

export async function getMedia(db: Queryable, id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const result = await db.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM media WHERE id = $1', [id]);
  const row = result.rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
