/**
 * The `remote_versions` table: every published build of a section. Rows map to records through
 * `../version-rows.ts` (its columns, `selectVersion`).
 */
import type { Queryable } from '@site/db/database';
import { REGISTRY_ACTOR } from '../input-rules.ts';
import type { ReleaseUnit } from '@site/contracts/sections';
import type { VersionInput } from '../version-input.ts';
import { toVersionRecord, VERSION_COLUMNS, type VersionRow } from '../version-rows.ts';
import type { LiveMap } from '../live-map.ts';
import type { ApprovalRow } from './approvals.ts';

/** Stores a build; false when the section already has that version (nothing is changed then). */
export async function insertVersion(tx: Queryable, candidate: VersionInput, publishedBy: string): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO remote_versions (section, version, manifest_url, integrity, exposes, shared, contracts_major, route_table, bytes, git_commit, built_at, published_by, dirty, node_version, file_sizes, links, checks, signature, signed_by, oldest_contracts_major, budgets, over_budget_reason)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15::jsonb, $16::jsonb, $17::jsonb, $18::jsonb, $19, $20, $21::jsonb, $22)
     ON CONFLICT (section, version) DO NOTHING RETURNING version`,
    [
      candidate.section,
      candidate.version,
      candidate.manifestUrl,
      JSON.stringify(candidate.integrity),
      JSON.stringify(candidate.exposes),
      JSON.stringify(candidate.shared),
      candidate.contractsMajor,
      JSON.stringify(candidate.routeTable),
      candidate.bytes,
      candidate.commit,
      candidate.builtAt,
      publishedBy,
      candidate.dirty,
      candidate.nodeVersion,
      candidate.sizes === null ? null : JSON.stringify(candidate.sizes),
      candidate.links === null || candidate.links === undefined ? null : JSON.stringify(candidate.links),
      candidate.checks === null || candidate.checks === undefined ? null : JSON.stringify(candidate.checks),
      candidate.signature ? JSON.stringify(candidate.signature) : null,
      // Only a signature verified against a trusted key reaches here (see `verifySignature`).
      candidate.signature?.keyId ?? null,
      candidate.oldestContractsMajor ?? null,
      candidate.budgets === null || candidate.budgets === undefined ? null : JSON.stringify(candidate.budgets),
      candidate.overBudgetReason ?? null,
    ],
  );
  return inserted.rows.length > 0;
}

export interface PublicationRow {
  published_by: string;
  git_commit: string | null;
  dirty: boolean | null;
}

/** Who published the version and from what, locking it: gc cannot forget it meanwhile. */
export async function lockPublication(tx: Queryable, section: ReleaseUnit, version: string): Promise<PublicationRow | undefined> {
  const found = await tx.query<PublicationRow>('SELECT published_by, git_commit, dirty FROM remote_versions WHERE section = $1 AND version = $2 FOR UPDATE', [
    section,
    version,
  ]);
  return found.rows[0];
}

/** The names of the section's versions. */
export async function versionNames(tx: Queryable, section: ReleaseUnit): Promise<Set<string>> {
  const existing = await tx.query<{ version: string }>('SELECT version FROM remote_versions WHERE section = $1', [section]);
  return new Set(existing.rows.map((row) => row.version));
}

export type ListedVersionRow = VersionRow &
  ApprovalRow & { live: boolean; canary: boolean; judge_rollback_at: Date | null; judge_rollback_reason: string | null };

/**
 * Versions newest first by section, each with its approval, whether it is live or canary, and the
 * last time the canary judge rolled it back (`$2`: the registry's own actor).
 */
export async function listVersions(db: Queryable, section: ReleaseUnit | null): Promise<ListedVersionRow[]> {
  const result = await db.query<ListedVersionRow>(
    `SELECT ${VERSION_COLUMNS}, coalesce(r.live_version = v.version, false) AS live, coalesce(r.canary_version = v.version, false) AS canary,
       a.approved_by, a.approved_at, a.reason, j.created_at AS judge_rollback_at, j.reason AS judge_rollback_reason
     FROM remote_versions v LEFT JOIN releases r ON r.section = v.section
     LEFT JOIN release_approvals a ON a.section = v.section AND a.version = v.version
     LEFT JOIN LATERAL (
       SELECT h.created_at, h.reason FROM release_history h
       WHERE h.section = v.section AND h.from_version = v.version AND h.action = 'canary-rollback' AND h.actor = $2
       ORDER BY h.id DESC LIMIT 1
     ) j ON true
     WHERE $1::text IS NULL OR v.section = $1
     ORDER BY v.section, v.published_at DESC, v.version DESC`,
    [section, REGISTRY_ACTOR],
  );
  return result.rows;
}

/** The versions of each section (or of one) older than its newest `keep`. */
export async function versionsBeyond(tx: Queryable, section: ReleaseUnit | null, keep: number): Promise<{ section: ReleaseUnit; version: string }[]> {
  const result = await tx.query<{ section: ReleaseUnit; version: string }>(
    `SELECT section, version FROM (
       SELECT section, version, row_number() OVER (PARTITION BY section ORDER BY published_at DESC, version DESC) AS n
       FROM remote_versions WHERE $1::text IS NULL OR section = $1
     ) ranked WHERE n > $2`,
    [section, keep],
  );
  return result.rows;
}

export async function deleteVersions(tx: Queryable, versions: readonly { section: string; version: string }[]): Promise<void> {
  await tx.query(
    'DELETE FROM remote_versions d USING jsonb_to_recordset($1::jsonb) AS f(section text, version text) WHERE d.section = f.section AND d.version = f.version',
    [JSON.stringify(versions)],
  );
}

export type LiveMapRow = VersionRow & { role: 'live' | 'canary'; canary_percent: number | null; release_updated_at: Date };

/** The live and canary version of every section that has a release, with the canary's share. */
export async function liveAndCanaryVersions(db: Queryable): Promise<LiveMapRow[]> {
  const result = await db.query<LiveMapRow>(
    `SELECT ${VERSION_COLUMNS}, 'live' AS role, NULL::int AS canary_percent, r.updated_at AS release_updated_at
     FROM releases r JOIN remote_versions v ON v.section = r.section AND v.version = r.live_version
     UNION ALL
     SELECT ${VERSION_COLUMNS}, 'canary' AS role, r.canary_percent, r.updated_at AS release_updated_at
     FROM releases r JOIN remote_versions v ON v.section = r.section AND v.version = r.canary_version`,
  );
  return result.rows;
}

/** The live map those rows make: each release unit's live version and its canary, if one runs. */
export function liveMapOf(rows: readonly LiveMapRow[]): LiveMap {
  const sections: LiveMap['sections'] = {};
  for (const row of rows.filter((candidate) => candidate.role === 'live')) {
    sections[row.section] = { live: toVersionRecord(row), updatedAt: new Date(row.release_updated_at).toISOString() };
  }
  for (const row of rows.filter((candidate) => candidate.role === 'canary')) {
    const entry = sections[row.section];
    if (entry && row.canary_percent !== null) entry.canary = { version: toVersionRecord(row), percent: row.canary_percent };
  }
  return { sections };
}
