/**
 * The `remote_loads` table: what browsers reported about loading each section's version (the
 * beacon), and the windows of it that status shows. Web Vitals are kept by `../section-vitals.ts`.
 */
import type { Queryable } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import type { LoadStage } from '@site/contracts/registry-api';
import type { Cohort } from '../load-report.ts';

export interface LoadRow {
  section: string;
  version: string;
  cohort: Cohort;
  ok: boolean;
  load_ms: number | null;
  error: string | null;
  visitor: string | null;
  network: string | null;
  page_view: string | null;
  stage: LoadStage;
  route: string | null;
  fingerprint: string | null;
}

/** One row per page view of a section's version, its first failure over any success. */
function onePerPageView(rows: readonly LoadRow[]): LoadRow[] {
  const kept = new Map<string, LoadRow>();
  const unkeyed: LoadRow[] = [];
  for (const row of rows) {
    if (row.page_view === null) {
      unkeyed.push(row);
      continue;
    }
    const key = JSON.stringify([row.section, row.version, row.visitor ?? '', row.page_view]);
    const earlier = kept.get(key);
    if (!earlier || (earlier.ok && !row.ok)) kept.set(key, row);
  }
  return [...kept.values(), ...unkeyed];
}

/**
 * Stores the loads of versions the registry knows (others are dropped). A page view counts once,
 * as failed once anything in it failed: a section that loaded and then threw at render failed
 * that visitor. Returns how many were stored or turned into failures.
 */
export async function insertLoads(db: Queryable, rows: readonly LoadRow[]): Promise<number> {
  const result = await db.query(
    `INSERT INTO remote_loads (section, version, cohort, ok, load_ms, error, visitor, network, page_view, stage, route, fingerprint)
     SELECT l.section, l.version, l.cohort, l.ok, l.load_ms, l.error, l.visitor, l.network, l.page_view, l.stage, l.route, l.fingerprint
     FROM jsonb_to_recordset($1::jsonb) AS l(section text, version text, cohort text, ok boolean, load_ms integer, error text, visitor text,
       network text, page_view text, stage text, route text, fingerprint text)
     WHERE EXISTS (SELECT 1 FROM remote_versions v WHERE v.section = l.section AND v.version = l.version)
     ON CONFLICT (section, version, (coalesce(visitor, '')), page_view) WHERE page_view IS NOT NULL
     DO UPDATE SET ok = false, error = EXCLUDED.error, stage = EXCLUDED.stage, route = EXCLUDED.route, fingerprint = EXCLUDED.fingerprint
       WHERE remote_loads.ok AND NOT EXCLUDED.ok`,
    [JSON.stringify(onePerPageView(rows))],
  );
  return result.rowCount;
}

export interface LoadStatsRow {
  section: ReleaseUnit;
  version: string;
  loads: number;
  errors: number;
  p50: number | null;
  p75: number | null;
  previews: number;
}

/**
 * Loads, errors and load-time percentiles per version over the window, newest version first by
 * section. Page views through preview links (reviewers, often of unfinished work) are counted
 * apart, never with the version's own.
 */
export async function loadStats(db: Queryable, windowSeconds: number): Promise<LoadStatsRow[]> {
  const result = await db.query<LoadStatsRow>(
    `SELECT section, version, count(*) FILTER (WHERE cohort <> 'preview')::int AS loads,
       count(*) FILTER (WHERE NOT ok AND cohort <> 'preview')::int AS errors,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY load_ms) FILTER (WHERE cohort <> 'preview') AS p50,
       percentile_cont(0.75) WITHIN GROUP (ORDER BY load_ms) FILTER (WHERE cohort <> 'preview') AS p75,
       count(*) FILTER (WHERE cohort = 'preview')::int AS previews
     FROM remote_loads WHERE created_at >= now() - $1::int * interval '1 second'
     GROUP BY section, version ORDER BY section, max(created_at) DESC`,
    [windowSeconds],
  );
  return result.rows;
}

export interface VisitorLoadRow {
  section: ReleaseUnit;
  visitor: string;
  version: string;
  cohort: Cohort;
  ok: boolean;
  created_at: Date;
}

/** The newest `perSection` loads of each section by a known visitor over the window. */
export async function recentVisitorLoads(db: Queryable, windowSeconds: number, perSection: number): Promise<VisitorLoadRow[]> {
  const result = await db.query<VisitorLoadRow>(
    `SELECT section, visitor, version, cohort, ok, created_at FROM (
       SELECT *, row_number() OVER (PARTITION BY section ORDER BY created_at DESC, id DESC) AS n
       FROM remote_loads WHERE visitor IS NOT NULL AND created_at >= now() - $1::int * interval '1 second'
     ) recent WHERE n <= $2 ORDER BY section, created_at DESC, id DESC`,
    [windowSeconds, perSection],
  );
  return result.rows;
}

export interface FailureRow {
  section: ReleaseUnit;
  version: string;
  error: string;
  stage: LoadStage;
  route: string | null;
  fingerprint: string | null;
  count: number;
  first_seen: Date;
  last_seen: Date;
}

/** The `perVersion` most frequent failures of each version over the window: each message where it happened (stage, route). */
export async function topFailures(db: Queryable, windowSeconds: number, perVersion: number): Promise<FailureRow[]> {
  const result = await db.query<FailureRow>(
    `SELECT section, version, error, stage, route, fingerprint, count, first_seen, last_seen FROM (
       SELECT section, version, error, stage, route, fingerprint, count(*)::int AS count, min(created_at) AS first_seen, max(created_at) AS last_seen,
         row_number() OVER (PARTITION BY section, version ORDER BY count(*) DESC, max(created_at) DESC) AS n
       FROM remote_loads WHERE NOT ok AND error IS NOT NULL AND created_at >= now() - $1::int * interval '1 second'
       GROUP BY section, version, error, stage, route, fingerprint
     ) grouped WHERE n <= $2`,
    [windowSeconds, perVersion],
  );
  return result.rows;
}
