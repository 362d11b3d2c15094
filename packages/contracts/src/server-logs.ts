/**
 * The servers' request and error logs as an ADMIN reads them in the browser (`/admin/logs`): what
 * every site server of the fleet answered and what went wrong, kept in the database for
 * `LOG_RETENTION_DAYS`. They hold what the written log holds after its privacy scrubber (no query
 * values, preview tokens or e-mail addresses; the client as an HMAC), never a request's body.
 */
import { z } from 'zod/mini';

const text = (max: number) => z.string().check(z.maxLength(max));

/** A status class (`4xx`) or one status (`404`). */
export const STATUS_FILTER = /^(?:[1-5]xx|[1-5]\d\d)$/;
/** The error log's levels, as pino numbers them. */
export const ERROR_LOG_LEVELS = { warn: 40, error: 50, fatal: 60 } as const;
export type ErrorLogLevel = keyof typeof ERROR_LOG_LEVELS;

const instant = z.iso.datetime({ offset: true });
const page = {
  /** Only entries at or after this instant. */
  from: z.optional(instant),
  /** Only entries before this instant. */
  to: z.optional(instant),
  /** One request's entries, by the id its answer carried (`x-request-id`) and an error page showed. */
  requestId: z.optional(text(128)),
  /** Entries whose path contains this text (case-insensitive). */
  path: z.optional(text(200)),
  /** The next page: entries older than this id (the previous answer's `next`). */
  before: z.optional(z.number().check(z.int(), z.minimum(1))),
  limit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
};

export const requestLogQuerySchema = z.strictObject({
  ...page,
  status: z.optional(z.string().check(z.regex(STATUS_FILTER))),
  method: z.optional(z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])),
  /** `files`: a build's assets, a section's files, media and any path ending in a file extension; `pages`: every other request (pages and the API). */
  kind: z.optional(z.enum(['pages', 'files'])),
});
export type RequestLogQuery = z.output<typeof requestLogQuerySchema>;

export const errorLogQuerySchema = z.strictObject({
  ...page,
  /** This level and above. */
  level: z.optional(z.enum(['warn', 'error', 'fatal'])),
});
export type ErrorLogQuery = z.output<typeof errorLogQuerySchema>;

export const requestLogEntrySchema = z.strictObject({
  id: z.number(),
  at: z.string(),
  /** Which site server answered (INSTANCE_NAME). */
  server: z.string(),
  requestId: z.string(),
  method: z.string(),
  /** The path as the log writes it: a preview link's token and a sign-in's id replaced. */
  path: z.string(),
  /** The query's parameter names, never their values. */
  query: z.array(z.string()),
  status: z.number(),
  ms: z.number(),
  /** The HMAC of the client's address (as leads and CSP reports keep it). */
  client: z.nullable(z.string()),
});
export type RequestLogEntry = z.output<typeof requestLogEntrySchema>;

export const errorLogEntrySchema = z.strictObject({
  id: z.number(),
  at: z.string(),
  server: z.string(),
  level: z.enum(['warn', 'error', 'fatal']),
  /** The request it happened in, when it happened in one. */
  requestId: z.nullable(z.string()),
  message: z.string(),
  /** The error's class (`TypeError`), when a line carried an error. */
  errorType: z.nullable(z.string()),
  /** The error's message and stack as the log wrote them. */
  detail: z.nullable(z.string()),
  path: z.nullable(z.string()),
});
export type ErrorLogEntry = z.output<typeof errorLogEntrySchema>;

const listOf = <Entry extends z.ZodMiniType>(entry: Entry) =>
  z.strictObject({
    entries: z.array(entry),
    /** Pass as `before` for the next, older page; null on the last one. */
    next: z.nullable(z.number()),
    /** How long entries are kept. */
    retentionDays: z.number(),
  });

export const requestLogListSchema = listOf(requestLogEntrySchema);
export type RequestLogList = z.output<typeof requestLogListSchema>;
export const errorLogListSchema = listOf(errorLogEntrySchema);
export type ErrorLogList = z.output<typeof errorLogListSchema>;
