/** The `signing_keys` table: public keys an ADMIN trusts to sign builds of some sections (migration 027). */
import type { Queryable } from '@site/db/database';

export interface SigningKeyRow {
  keyId: string;
  name: string;
  publicKey: string;
  sections: string[];
  addedBy: string;
  addedAt: Date;
  revokedAt: Date | null;
  revokedBy: string | null;
}

interface Row {
  key_id: string;
  name: string;
  public_key: string;
  sections: string[];
  added_by: string;
  added_at: Date;
  revoked_at: Date | null;
  revoked_by: string | null;
}

const toKey = (row: Row): SigningKeyRow => ({
  keyId: row.key_id,
  name: row.name,
  publicKey: row.public_key,
  sections: row.sections,
  addedBy: row.added_by,
  addedAt: row.added_at,
  revokedAt: row.revoked_at,
  revokedBy: row.revoked_by,
});

/** Every key ever trusted, the ones in force first, newest first. */
export async function listSigningKeys(db: Queryable): Promise<SigningKeyRow[]> {
  const { rows } = await db.query<Row>('SELECT * FROM signing_keys ORDER BY revoked_at IS NOT NULL, added_at DESC');
  return rows.map(toKey);
}

export async function selectSigningKey(db: Queryable, keyId: string): Promise<SigningKeyRow | null> {
  const { rows } = await db.query<Row>('SELECT * FROM signing_keys WHERE key_id = $1', [keyId]);
  return rows[0] ? toKey(rows[0]) : null;
}

/** False when the key is already known (trusted or revoked: a revoked key is never trusted again). */
export async function insertSigningKey(
  db: Queryable,
  key: { keyId: string; name: string; publicKey: string; sections: readonly string[]; addedBy: string },
): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO signing_keys (key_id, name, public_key, sections, added_by) VALUES ($1, $2, $3, $4::text[], $5) ON CONFLICT (key_id) DO NOTHING RETURNING key_id',
    [key.keyId, key.name, key.publicKey, [...key.sections], key.addedBy],
  );
  return rows.length > 0;
}

/** Revokes a key in force: true; false when it was revoked already; null when there is no such key. */
export async function revokeSigningKey(db: Queryable, keyId: string, revokedBy: string): Promise<boolean | null> {
  const { rows } = await db.query<{ key_id: string }>(
    'UPDATE signing_keys SET revoked_at = now(), revoked_by = $2 WHERE key_id = $1 AND revoked_at IS NULL RETURNING key_id',
    [keyId, revokedBy],
  );
  if (rows.length > 0) return true;
  return (await selectSigningKey(db, keyId)) ? false : null;
}
