/**
 * The site's own analytics in the database (migration 037; `@site/contracts/analytics` says what is
 * kept and why): page views and leads by visit, each day's visitor salt, the report an ADMIN reads,
 * and deletion past the retention.
 */
import { randomBytes } from 'node:crypto';
import { DIRECT_SOURCE, type AnalyticsReport } from '@site/contracts/analytics';
import type { Queryable } from './database.ts';
import { asJsonb } from './jsonb.ts';

/** A view or a lead, as the site server stores it: nothing in it names a person. */
export interface AnalyticsEventInput {
  kind: 'view' | 'lead';
  visit: string;
  /** The day's hash of the visitor (`visitorSaltOf`). */
  visitor: string;
  path: string;
  section: string;
  entry?: boolean;
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
  form?: string | null;
  at?: Date;
}

/** Stores a batch of events in one statement (the site server buffers them: `BatchedWriter`). */
export async function recordAnalyticsEvents(db: Queryable, events: readonly AnalyticsEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `INSERT INTO analytics_events (at, kind, visit, visitor, path, section, entry, source, medium, campaign, form)
     SELECT coalesce(at, now()), kind, visit, visitor, path, section, coalesce(entry, false), source, medium, campaign, form
     FROM jsonb_to_recordset($1::jsonb)
       AS event(at timestamptz, kind text, visit text, visitor text, path text, section text, entry boolean, source text, medium text, campaign text, form text)`,
    [asJsonb(events)],
  );
}

/**
 * The salt of a day's visitor hashes (YYYY-MM-DD, UTC), made at random by whichever server asks
 * first; every salt of an earlier day is deleted, so a past day's hashes can never be made again.
 */
export async function visitorSaltOf(db: Queryable, day: string): Promise<string> {
  await db.query('DELETE FROM analytics_salts WHERE day < $1::date', [day]);
  await db.query('INSERT INTO analytics_salts (day, salt) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING', [day, randomBytes(32).toString('hex')]);
  const { rows } = await db.query<{ salt: string }>('SELECT salt FROM analytics_salts WHERE day = $1::date', [day]);
  const salt = rows[0]?.salt;
  if (!salt) throw new Error(`no visitor salt for ${day}`);
  return salt;
}

/** Deletes what is older than `retentionDays`. */
export async function trimAnalytics(db: Queryable, retentionDays: number): Promise<void> {
  await db.query('DELETE FROM analytics_events WHERE at < now() - make_interval(days => $1)', [retentionDays]);
}

const DAY_MS = 86_400_000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The events of the period, and each visit's leads and where it came from (its entry view's source). */
const PERIOD = `
  events AS (SELECT * FROM analytics_events WHERE at >= $1::timestamptz AND at < $2::timestamptz),
  visits AS (
    SELECT visit,
      max(at) FILTER (WHERE kind = 'lead') AS last_lead_at,
      count(*) FILTER (WHERE kind = 'lead') AS leads,
      (array_agg(source ORDER BY at) FILTER (WHERE entry))[1] AS source,
      (array_agg(medium ORDER BY at) FILTER (WHERE entry))[1] AS medium,
      (array_agg(campaign ORDER BY at) FILTER (WHERE entry))[1] AS campaign
    FROM events GROUP BY visit
  )`;

const ROWS_SHOWN = 100;

/** What happened from `from` to `to` (days in UTC, both included): totals, each day, pages, sources, forms and sections. */
export async function analyticsReport(db: Queryable, from: string, to: string): Promise<AnalyticsReport> {
  const range = [`${from}T00:00:00Z`, `${dayAfter(to)}T00:00:00Z`];
  const [days, visits, pages, sources, forms, sections] = await Promise.all([
    db.query<{ day: string; views: string; visitors: string; leads: string }>(
      `WITH ${PERIOD}, by_day AS (
         SELECT date_trunc('day', at AT TIME ZONE 'UTC') AS day,
           count(*) FILTER (WHERE kind = 'view') AS views,
           count(DISTINCT visitor) FILTER (WHERE kind = 'view') AS visitors,
           count(*) FILTER (WHERE kind = 'lead') AS leads
         FROM events GROUP BY 1
       )
       SELECT to_char(series.day, 'YYYY-MM-DD') AS day, coalesce(views, 0) AS views, coalesce(visitors, 0) AS visitors, coalesce(leads, 0) AS leads
       FROM generate_series($1::timestamptz AT TIME ZONE 'UTC', $2::timestamptz AT TIME ZONE 'UTC' - interval '1 day', interval '1 day') AS series(day)
       LEFT JOIN by_day ON by_day.day = series.day
       ORDER BY series.day`,
      range,
    ),
    db.query<{ visits: string; converted: string }>(
      `WITH ${PERIOD} SELECT count(*) AS visits, count(*) FILTER (WHERE leads > 0) AS converted FROM visits`,
      range,
    ),
    db.query<{ path: string; section: string; views: string; visits: string; entries: string; converted: string }>(
      `WITH ${PERIOD}
       SELECT events.path, min(events.section) AS section, count(*) AS views, count(DISTINCT events.visit) AS visits,
         count(*) FILTER (WHERE events.entry) AS entries,
         count(DISTINCT events.visit) FILTER (WHERE visits.last_lead_at >= events.at) AS converted
       FROM events JOIN visits USING (visit)
       WHERE events.kind = 'view'
       GROUP BY events.path ORDER BY views DESC, events.path LIMIT ${ROWS_SHOWN}`,
      range,
    ),
    db.query<{ source: string; medium: string | null; campaign: string | null; visits: string; converted: string; leads: string }>(
      `WITH ${PERIOD}
       SELECT coalesce(source, $3) AS source, medium, campaign, count(*) AS visits, count(*) FILTER (WHERE leads > 0) AS converted, sum(leads) AS leads
       FROM visits GROUP BY 1, 2, 3 ORDER BY visits DESC, 1, 2, 3 LIMIT ${ROWS_SHOWN}`,
      [...range, DIRECT_SOURCE],
    ),
    db.query<{ form: string; leads: string }>(
      `WITH ${PERIOD} SELECT form, count(*) AS leads FROM events WHERE kind = 'lead' GROUP BY form ORDER BY leads DESC, form`,
      range,
    ),
    db.query<{ section: string; views: string; visits: string; converted: string }>(
      `WITH ${PERIOD}
       SELECT events.section, count(*) AS views, count(DISTINCT events.visit) AS visits,
         count(DISTINCT events.visit) FILTER (WHERE visits.last_lead_at >= events.at) AS converted
       FROM events JOIN visits USING (visit)
       WHERE events.kind = 'view'
       GROUP BY events.section ORDER BY views DESC, events.section`,
      range,
    ),
  ]);
  const dayRows = days.rows.map((row) => ({ day: row.day, views: Number(row.views), visitors: Number(row.visitors), leads: Number(row.leads) }));
  return {
    from,
    to,
    totals: {
      views: dayRows.reduce((sum, row) => sum + row.views, 0),
      visitors: dayRows.reduce((sum, row) => sum + row.visitors, 0),
      visits: Number(visits.rows[0]?.visits ?? 0),
      convertedVisits: Number(visits.rows[0]?.converted ?? 0),
      leads: dayRows.reduce((sum, row) => sum + row.leads, 0),
    },
    days: dayRows,
    pages: pages.rows.map((row) => ({
      path: row.path,
      section: row.section,
      views: Number(row.views),
      visits: Number(row.visits),
      entries: Number(row.entries),
      convertedVisits: Number(row.converted),
    })),
    sources: sources.rows.map((row) => ({
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      visits: Number(row.visits),
      convertedVisits: Number(row.converted),
      leads: Number(row.leads),
    })),
    forms: forms.rows.map((row) => ({ form: row.form ?? '', leads: Number(row.leads) })),
    sections: sections.rows.map((row) => ({
      section: row.section,
      views: Number(row.views),
      visits: Number(row.visits),
      convertedVisits: Number(row.converted),
    })),
  };
}
