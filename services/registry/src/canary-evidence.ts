/**
 * The evidence a running canary is judged on, read from the database as `visitor-weighting.ts`
 * defines a visitor: only loads of signed visitors with a client network, of the version their
 * cohort was served, since the canary started; per client network and hour of the canary, the
 * first `networkVisitorsPerHour` visitors to arrive count and the rest weigh nothing; and one
 * visitor weighs at most `MAX_LOADS_PER_VISITOR` loads in a cohort. Vitals count only for the page
 * views of those counted loads, tagged with their load's network.
 */
import type { Queryable } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import type { VitalName } from '@site/contracts/registry-api';
import { JUDGED_VITALS, type NetworkSample, type NetworkVitalSamples } from './vitals-judge.ts';
import { MAX_LOADS_PER_VISITOR, type JudgedCohort, type NetworkLoads } from './visitor-weighting.ts';

/** The newest samples per cohort and metric the speed judge reads: enough for a tight p75, bounded work. */
const MAX_JUDGED_SAMPLES = 5_000;

export interface RunningCanary {
  section: ReleaseUnit;
  live: string;
  canary: string;
  since: Date;
}

/** The counted loads of a running canary ($1 section, $2 visitors per network and hour, $3 loads per visitor). */
const COUNTED_LOADS = `
  r AS (SELECT section, live_version, canary_version, canary_started_at FROM releases WHERE section = $1 AND canary_version IS NOT NULL),
  judged AS (
    SELECT l.id, l.version, l.cohort, l.ok, l.visitor, l.network, l.page_view,
      floor(extract(epoch FROM l.created_at - r.canary_started_at) / 3600)::int AS hour
    FROM r JOIN remote_loads l ON l.section = r.section AND l.created_at >= r.canary_started_at
      AND l.visitor IS NOT NULL AND l.network IS NOT NULL
      AND ((l.cohort = 'canary' AND l.version = r.canary_version) OR (l.cohort = 'live' AND l.version = r.live_version))
  ),
  arrivals AS (
    SELECT network, hour, visitor, row_number() OVER (PARTITION BY network, hour ORDER BY min(id)) AS arrival
    FROM judged GROUP BY network, hour, visitor
  ),
  counted AS (
    SELECT * FROM (
      SELECT j.*, row_number() OVER (PARTITION BY j.cohort, j.visitor ORDER BY j.id) AS nth
      FROM judged j JOIN arrivals a ON a.network = j.network AND a.hour = j.hour AND a.visitor = j.visitor AND a.arrival <= $2
    ) numbered WHERE nth <= $3
  )`;

/** The running canary of a section and its counted loads per cohort and network; null when none runs. */
export async function canaryLoadsByNetwork(
  db: Queryable,
  section: ReleaseUnit,
  networkVisitorsPerHour: number,
): Promise<{ release: RunningCanary; loads: NetworkLoads[] } | null> {
  const result = await db.query<{
    live_version: string;
    canary_version: string;
    canary_started_at: Date;
    cohort: JudgedCohort | null;
    network: string | null;
    loads: number;
    errors: number;
  }>(
    `WITH ${COUNTED_LOADS},
     per_network AS (SELECT cohort, network, count(*)::int AS loads, (count(*) FILTER (WHERE NOT ok))::int AS errors FROM counted GROUP BY cohort, network)
     SELECT r.live_version, r.canary_version, r.canary_started_at, p.cohort, p.network, COALESCE(p.loads, 0) AS loads, COALESCE(p.errors, 0) AS errors
     FROM r LEFT JOIN per_network p ON true`,
    [section, networkVisitorsPerHour, MAX_LOADS_PER_VISITOR],
  );
  const first = result.rows[0];
  if (!first) return null;
  return {
    release: { section, live: first.live_version, canary: first.canary_version, since: first.canary_started_at },
    loads: result.rows.flatMap((row) =>
      row.cohort && row.network ? [{ cohort: row.cohort, network: row.network, loads: row.loads, errors: row.errors }] : [],
    ),
  };
}

/** The judged vitals of the counted page views of a running canary, newest first, each with its network. */
export async function canaryVitalsByNetwork(db: Queryable, section: ReleaseUnit, networkVisitorsPerHour: number): Promise<NetworkVitalSamples> {
  const result = await db.query<{ cohort: JudgedCohort; metric: VitalName; value: number; network: string }>(
    `WITH ${COUNTED_LOADS}
     SELECT cohort, metric, value, network FROM (
       SELECT c.cohort, v.metric, v.value, c.network,
         row_number() OVER (PARTITION BY c.cohort, v.metric ORDER BY v.created_at DESC, v.id DESC) AS newest
       FROM counted c JOIN remote_vitals v ON v.section = $1 AND v.version = c.version AND v.cohort = c.cohort
         AND v.page_view = c.page_view AND v.visitor = c.visitor AND v.metric = ANY($4::text[])
     ) ranked WHERE newest <= $5`,
    [section, networkVisitorsPerHour, MAX_LOADS_PER_VISITOR, [...JUDGED_VITALS], MAX_JUDGED_SAMPLES],
  );
  const samples = Object.fromEntries(JUDGED_VITALS.map((metric) => [metric, { live: [] as NetworkSample[], canary: [] as NetworkSample[] }])) as {
    [Metric in keyof NetworkVitalSamples]: { live: NetworkSample[]; canary: NetworkSample[] };
  };
  for (const row of result.rows) samples[row.metric as keyof NetworkVitalSamples]?.[row.cohort].push({ value: row.value, network: row.network });
  return samples;
}
