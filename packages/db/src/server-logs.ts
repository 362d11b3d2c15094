/**
 * The servers' request and error logs in the database (migration 034): written in batches by each
 * site server, read newest first with filters by an ADMIN, deleted past their retention. What is
 * stored was scrubbed before it got here (see the site's log recorder).
 */
import {
  ERROR_LOG_LEVELS,
  type ErrorLogEntry,
  type ErrorLogLevel,
  type ErrorLogQuery,
  type RequestLogEntry,
  type RequestLogQuery,
} from '@site/contracts/server-logs';
import type { Queryable } from './database.ts';
import { asJsonb } from './jsonb.ts';

/** A request as a server records it; the id is the database's. */
export type RequestLogInput = Omit<RequestLogEntry, 'id' | 'at'> & { at: Date };
export type ErrorLogInput = Omit<ErrorLogEntry, 'id' | 'at'> & { at: Date };

/** The most request entries kept whatever the retention: a busy site's days would otherwise fill the disk. */
export const REQUEST_LOG_ROWS_KEPT = 2_000_000;
/** The most error entries kept: an error repeated per request must not crowd out the request log. */
export const ERROR_LOG_ROWS_KEPT = 200_000;

/** A request for a file rather than a page or the API (`kind` in the contracts' query). */
const FILE_PATH = "(path LIKE '/assets/%' OR path LIKE '/remotes/%' OR path LIKE '/media/%' OR path ~ '\\.[A-Za-z0-9]{1,8}$')";

/**
 * Stores a batch in one statement, sent as one JSON document: serialising it is one native call,
 * where nine parameter arrays cost the server about a fifth of a search's CPU under load.
 */
export async function recordRequests(db: Queryable, entries: readonly RequestLogInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO request_log (at, server, request_id, method, path, query, status, ms, client)
     SELECT at, server, "requestId", method, path, query, status, ms, client
     FROM jsonb_to_recordset($1::jsonb) AS entry(at timestamptz, server text, "requestId" text, method text, path text, query jsonb, status smallint, ms real, client text)`,
    [asJsonb(entries)],
  );
}

export async function recordErrors(db: Queryable, entries: readonly ErrorLogInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO error_log (at, server, level, request_id, message, error_type, detail, path)
     SELECT at, server, level, "requestId", message, "errorType", detail, path
     FROM jsonb_to_recordset($1::jsonb) AS entry(at timestamptz, server text, level smallint, "requestId" text, message text, "errorType" text, detail text, path text)`,
    [asJsonb(entries.map((entry) => ({ ...entry, level: ERROR_LOG_LEVELS[entry.level] })))],
  );
}

/** Deletes what is older than `retentionDays`, and the oldest past each table's row limit. */
export async function trimServerLogs(db: Queryable, retentionDays: number): Promise<void> {
  for (const [table, kept] of [
    ['request_log', REQUEST_LOG_ROWS_KEPT],
    ['error_log', ERROR_LOG_ROWS_KEPT],
  ] as const) {
    await db.query(`DELETE FROM ${table} WHERE at < now() - make_interval(days => $1::int)`, [retentionDays]);
    await db.query(`DELETE FROM ${table} WHERE id <= (SELECT max(id) FROM ${table}) - $1::bigint`, [kept]);
  }
}

/** The filters both logs share, as SQL conditions and their parameters. */
function sharedFilters(query: RequestLogQuery | ErrorLogQuery): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (query.from !== undefined) add((at) => `at >= ${at}::timestamptz`, query.from);
  if (query.to !== undefined) add((at) => `at < ${at}::timestamptz`, query.to);
  if (query.requestId !== undefined) add((id) => `request_id = ${id}`, query.requestId);
  if (query.path !== undefined) add((text) => `path ILIKE ${text}`, `%${query.path.replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`);
  if (query.before !== undefined) add((id) => `id < ${id}`, query.before);
  return { where, params };
}

/** Asks for one entry more than a page: whether there is a next page is whether it came. */
function pageOf<Row extends { id: number }, Entry>(rows: Row[], limit: number, entry: (row: Row) => Entry): { entries: Entry[]; next: number | null } {
  const shown = rows.slice(0, limit);
  return { entries: shown.map(entry), next: rows.length > limit ? (shown.at(-1)?.id ?? null) : null };
}

interface RequestRow {
  id: number;
  at: Date;
  server: string;
  request_id: string;
  method: string;
  path: string;
  query: string[];
  status: number;
  ms: number;
  client: string | null;
}

export async function listRequests(db: Queryable, query: RequestLogQuery): Promise<{ entries: RequestLogEntry[]; next: number | null }> {
  const { where, params } = sharedFilters(query);
  if (query.method !== undefined) {
    params.push(query.method);
    where.push(`method = $${params.length}`);
  }
  if (query.kind !== undefined) where.push(query.kind === 'files' ? FILE_PATH : `NOT ${FILE_PATH}`);
  if (query.status !== undefined) {
    const statusClass = query.status.endsWith('xx') ? Number(query.status[0]) : undefined;
    params.push(statusClass === undefined ? Number(query.status) : statusClass * 100);
    where.push(statusClass === undefined ? `status = $${params.length}` : `status >= $${params.length} AND status < $${params.length} + 100`);
  }
  params.push(query.limit + 1);
  const rows = await db.query<RequestRow>(
    `SELECT id::int AS id, at, server, request_id, method, path, query, status::int AS status, ms, client FROM request_log
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  return pageOf(rows.rows, query.limit, (row) => ({
    id: row.id,
    at: row.at.toISOString(),
    server: row.server,
    requestId: row.request_id,
    method: row.method,
    path: row.path,
    query: row.query,
    status: row.status,
    ms: Math.round(row.ms * 10) / 10,
    client: row.client,
  }));
}

interface ErrorRow {
  id: number;
  at: Date;
  server: string;
  level: number;
  request_id: string | null;
  message: string;
  error_type: string | null;
  detail: string | null;
  path: string | null;
}

const LEVEL_NAMES = new Map(Object.entries(ERROR_LOG_LEVELS).map(([name, level]) => [level as number, name as ErrorLogLevel]));

export async function listErrors(db: Queryable, query: ErrorLogQuery): Promise<{ entries: ErrorLogEntry[]; next: number | null }> {
  const { where, params } = sharedFilters(query);
  if (query.level !== undefined) {
    params.push(ERROR_LOG_LEVELS[query.level]);
    where.push(`level >= $${params.length}`);
  }
  params.push(query.limit + 1);
  const rows = await db.query<ErrorRow>(
    // A line logged during a request seldom names its path; the request's own entry does.
    `SELECT id::int AS id, at, server, level::int AS level, request_id, message, error_type, detail,
       COALESCE(path, (SELECT r.path FROM request_log r WHERE r.request_id = error_log.request_id LIMIT 1)) AS path
     FROM error_log ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  return pageOf(rows.rows, query.limit, (row) => ({
    id: row.id,
    at: row.at.toISOString(),
    server: row.server,
    level: LEVEL_NAMES.get(row.level) ?? 'error',
    requestId: row.request_id,
    message: row.message,
    errorType: row.error_type,
    detail: row.detail,
    path: row.path,
  }));
}
