/**
 * The `release_history` table: every change to a release, in order. Each row is written with its
 * audit log entry in the same transaction, so no change is unexplained.
 */
import { recordAudit } from '@site/db/audit-log';
import type { Queryable } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import type { HistoryAction } from '@site/contracts/registry-api';

export interface HistoryEntryInput {
  section: ReleaseUnit;
  action: HistoryAction;
  from: string | null;
  to: string | null;
  percent?: number | null;
  reason?: string | null;
  actor: string;
  ipHash?: string | undefined;
  /** A person's change that did not name the version it replaced (see `requireExpectedLive`). */
  forced?: boolean;
  /** More for the audit log than history's columns hold (what an approver saw). */
  details?: Record<string, unknown>;
}

export async function recordHistory(tx: Queryable, entry: HistoryEntryInput): Promise<void> {
  await tx.query(
    'INSERT INTO release_history (section, action, from_version, to_version, percent, reason, actor, forced) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [entry.section, entry.action, entry.from, entry.to, entry.percent ?? null, entry.reason ?? null, entry.actor, entry.forced === true],
  );
  await recordAudit(tx, {
    actor: entry.actor,
    ipHash: entry.ipHash ?? null,
    action: `registry.${entry.action}`,
    entityType: 'remote_release',
    entityId: entry.section,
    details: {
      from: entry.from,
      to: entry.to,
      ...(entry.percent ? { percent: entry.percent } : {}),
      ...(entry.reason ? { reason: entry.reason } : {}),
      ...(entry.forced ? { forced: true } : {}),
      ...entry.details,
    },
  });
}

/** The section's changes of live version (promotes and rollbacks), oldest first. */
export async function liveChanges(tx: Queryable, section: ReleaseUnit): Promise<{ action: HistoryAction; to_version: string }[]> {
  const result = await tx.query<{ action: HistoryAction; to_version: string }>(
    "SELECT action, to_version FROM release_history WHERE section = $1 AND action IN ('promote', 'canary-promote', 'rollback') AND to_version IS NOT NULL ORDER BY id",
    [section],
  );
  return result.rows;
}

/** Versions that were live or canary (as either end of a change) within the last `hours`. */
export async function recentlyReleased(tx: Queryable, hours: number): Promise<{ section: string; version: string }[]> {
  const result = await tx.query<{ section: string; version: string }>(
    `SELECT DISTINCT h.section, v.version FROM release_history h, LATERAL (VALUES (h.from_version), (h.to_version)) AS v(version)
     WHERE h.action NOT IN ('publish', 'approve') AND v.version IS NOT NULL AND h.created_at >= now() - make_interval(hours => $1)`,
    [hours],
  );
  return result.rows;
}

export interface LiveSinceRow {
  section: ReleaseUnit;
  action: HistoryAction;
  actor: string;
  created_at: Date;
}

/** For each section, the change that made its live version live. */
export async function liveSince(db: Queryable): Promise<LiveSinceRow[]> {
  const result = await db.query<LiveSinceRow>(
    `SELECT DISTINCT ON (h.section) h.section, h.action, h.actor, h.created_at
     FROM release_history h JOIN releases r ON r.section = h.section AND r.live_version = h.to_version
     WHERE h.action IN ('promote', 'canary-promote', 'rollback')
     ORDER BY h.section, h.id DESC`,
  );
  return result.rows;
}

export interface HistoryRow {
  id: number;
  section: ReleaseUnit;
  action: HistoryAction;
  from_version: string | null;
  to_version: string | null;
  percent: number | null;
  reason: string | null;
  actor: string;
  forced: boolean;
  created_at: Date;
}

/** Newest first: of one section (or all), among some sections only (or all). */
export async function listHistory(
  db: Queryable,
  { section, limit, among }: { section: ReleaseUnit | null; limit: number; among: readonly string[] | undefined },
): Promise<HistoryRow[]> {
  const result = await db.query<HistoryRow>(
    `SELECT id::int AS id, section, action, from_version, to_version, percent, reason, actor, forced, created_at FROM release_history
     WHERE ($1::text IS NULL OR section = $1) AND ($3::text[] IS NULL OR section = ANY($3::text[])) ORDER BY id DESC LIMIT $2`,
    [section, limit, among === undefined ? null : [...among]],
  );
  return result.rows;
}
