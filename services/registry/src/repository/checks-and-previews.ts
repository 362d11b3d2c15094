/** The `integrity_checks` and `preview_links` tables: checks at rest of versions' files, and preview links minted. */
import type { Queryable } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import type { IntegrityMismatch } from '../integrity.ts';

/** Stores a check's findings; answers what the check before it had found (null for the first check). */
export async function upsertIntegrityCheck(
  db: Queryable,
  section: ReleaseUnit,
  version: string,
  mismatches: readonly IntegrityMismatch[],
): Promise<IntegrityMismatch[] | null> {
  // Locked until the caller's transaction ends: two servers checking at once record one change.
  const before = await db.query<{ mismatches: IntegrityMismatch[] }>('SELECT mismatches FROM integrity_checks WHERE section = $1 AND version = $2 FOR UPDATE', [
    section,
    version,
  ]);
  await db.query(
    `INSERT INTO integrity_checks (section, version, mismatches) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (section, version) DO UPDATE SET mismatches = EXCLUDED.mismatches, checked_at = now()`,
    [section, version, JSON.stringify(mismatches)],
  );
  return before.rows[0]?.mismatches ?? null;
}

export interface IntegrityCheckRow {
  section: ReleaseUnit;
  version: string;
  checked_at: Date;
  mismatches: IntegrityMismatch[];
}

/** The last check of every live and canary version. */
export async function checksOfReleasedVersions(db: Queryable): Promise<IntegrityCheckRow[]> {
  const result = await db.query<IntegrityCheckRow>(
    `SELECT c.section, c.version, c.checked_at, c.mismatches FROM integrity_checks c
     JOIN releases r ON r.section = c.section AND (r.live_version = c.version OR r.canary_version = c.version)`,
  );
  return result.rows;
}

export async function insertPreviewLink(db: Queryable, link: { section: ReleaseUnit; version: string; expiresAt: Date; mintedBy: string }): Promise<void> {
  await db.query('INSERT INTO preview_links (section, version, expires_at, minted_by) VALUES ($1, $2, $3, $4)', [
    link.section,
    link.version,
    link.expiresAt,
    link.mintedBy,
  ]);
}

/** Versions an unexpired preview link names, with when the last such link expires. */
export async function previewedVersions(tx: Queryable): Promise<{ section: string; version: string; until: Date }[]> {
  const result = await tx.query<{ section: string; version: string; until: Date }>(
    'SELECT section, version, max(expires_at) AS until FROM preview_links WHERE expires_at > now() GROUP BY section, version',
  );
  return result.rows;
}
