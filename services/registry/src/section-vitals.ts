/**
 * Core Web Vitals per section version, in the database: stored from the beacon once attributed,
 * summarised as p75 per version for `status`; the canary judge reads them through `canary-evidence.ts`.
 */
import type { Queryable } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import type { Attributed } from './load-attribution.ts';
import type { ParsedVitalReport } from './load-report.ts';
import type { VitalName } from '@site/contracts/registry-api';

/** p75 of one metric of one version over the window, and how many page views it is drawn from. */
export interface VitalSummary {
  p75: number;
  samples: number;
}

export type VersionVitals = Partial<Record<VitalName, VitalSummary>>;

/**
 * Stores attributed vitals. A vital counts only for a page view whose load of the same version was
 * counted (so a made-up page view weighs nothing); a later report of a page view's metric (CLS and
 * INP grow while the page is open) keeps the larger value. Returns how many were stored.
 */
export async function storeVitals(db: Queryable, vitals: readonly Attributed<ParsedVitalReport>[]): Promise<number> {
  if (vitals.length === 0) return 0;
  const rows = vitals.map((vital) => ({
    section: vital.section,
    version: vital.version,
    cohort: vital.cohort,
    metric: vital.name,
    value: vital.value,
    page: vital.page,
    visitor: vital.visitor,
    page_view: vital.pageView,
  }));
  const result = await db.query(
    `INSERT INTO remote_vitals (section, version, cohort, metric, value, page, visitor, page_view)
     SELECT v.section, v.version, v.cohort, v.metric, v.value, v.page, v.visitor, v.page_view
     FROM jsonb_to_recordset($1::jsonb) AS v(section text, version text, cohort text, metric text, value double precision, page text, visitor text, page_view text)
     WHERE EXISTS (
       SELECT 1 FROM remote_loads l
       WHERE l.section = v.section AND l.version = v.version AND l.page_view = v.page_view AND l.visitor IS NOT DISTINCT FROM v.visitor
     )
     ON CONFLICT (section, version, metric, page_view) DO UPDATE SET value = GREATEST(remote_vitals.value, EXCLUDED.value)`,
    [JSON.stringify(rows)],
  );
  return result.rowCount;
}

/** p75 of every metric of every version reported over the window, by section and version. */
export async function vitalsByVersion(db: Queryable, windowSeconds: number): Promise<Map<string, VersionVitals>> {
  const result = await db.query<{ section: ReleaseUnit; version: string; metric: VitalName; p75: number; samples: number }>(
    `SELECT section, version, metric, percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS samples
     FROM remote_vitals WHERE created_at >= now() - $1::int * interval '1 second' AND cohort <> 'preview'
     GROUP BY section, version, metric`,
    [windowSeconds],
  );
  const byVersion = new Map<string, VersionVitals>();
  for (const row of result.rows) {
    const key = versionKey(row.section, row.version);
    const vitals = byVersion.get(key) ?? {};
    // CLS is a score with meaningful decimals; the rest are milliseconds.
    vitals[row.metric] = { p75: row.metric === 'CLS' ? Math.round(row.p75 * 1000) / 1000 : Math.round(row.p75), samples: row.samples };
    byVersion.set(key, vitals);
  }
  return byVersion;
}

export const versionKey = (section: string, version: string): string => `${section}@${version}`;
