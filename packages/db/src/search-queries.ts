/**
 * Site-search queries for the dashboard (migration 009). A query is normalised before it is kept,
 * and one that may hold personal data (an e-mail address, a long number such as a card or phone
 * number) is not kept at all.
 */
import type { Queryable } from './database.ts';
import { utcDay } from './sql-time.ts';

export const MAX_QUERY_LENGTH = 100;

/** The query as the dashboard counts it (lower case, single spaces), or null when it must not be kept. */
export function normaliseSearchQuery(raw: string): string | null {
  // Counted in characters (code points), as the database counts them: '𑂫' is one, though two UTF-16 units.
  const characters = Array.from(raw.normalize('NFKC').toLowerCase().replaceAll(/\s+/g, ' ').trim());
  const query = characters.slice(0, MAX_QUERY_LENGTH).join('').trim();
  if (Array.from(query).length < 2) return null;
  if (/\S+@\S+/.test(query)) return null;
  if ((query.match(/\d/g)?.length ?? 0) >= 6) return null;
  return query;
}

export async function recordSearchQuery(db: Queryable, query: string, results: number): Promise<void> {
  await db.query('INSERT INTO search_queries (query, results) VALUES ($1, $2)', [query, Math.min(1000, Math.max(0, Math.round(results)))]);
}

/** The most frequent queries over a range of UTC days; `noResults` keeps those that found nothing. */
export async function topSearches(
  db: Queryable,
  from: string,
  to: string,
  { noResults = false, limit = 10 } = {},
): Promise<{ query: string; count: number }[]> {
  const result = await db.query<{ query: string; count: number }>(
    `SELECT query, count(*)::int AS count FROM search_queries
     WHERE created_at >= ${utcDay('$1')} AND created_at < ${utcDay('$2', 1)} ${noResults ? 'AND results = 0' : ''}
     GROUP BY query ORDER BY count DESC, query LIMIT $3`,
    [from, to, limit],
  );
  return result.rows;
}

/** Loads and failed loads of each section version over a range of UTC days, from the browsers' load beacons. */
export async function loadsPerVersion(db: Queryable, from: string, to: string): Promise<{ section: string; version: string; loads: number; errors: number }[]> {
  const result = await db.query<{ section: string; version: string; loads: number; errors: number }>(
    `SELECT section, version, count(*)::int AS loads, count(*) FILTER (WHERE NOT ok)::int AS errors FROM remote_loads
     WHERE created_at >= ${utcDay('$1')} AND created_at < ${utcDay('$2', 1)}
     GROUP BY section, version ORDER BY section, loads DESC`,
    [from, to],
  );
  return result.rows;
}
