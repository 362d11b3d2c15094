import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '@site/db/unavailable';

/** The one JSON error shape of every service: `{ error, message, statusCode }`, plus details where a route has them. */
export const jsonError = (statusCode: number, message: string, extra: Record<string, unknown> = {}) => ({
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  statusCode,
  ...extra,
});

export const DATABASE_UNAVAILABLE_MESSAGE = 'The site cannot reach its database right now. Nothing was stored; please send this again in a few seconds.';

/**
 * Answers a request that failed because the database is out of reach (restarting, down, out of
 * connections): 503 with Retry-After, a warning in the log rather than an error, and true. Any
 * other failure: false, for the service's own handling.
 */
export function replyIfDatabaseUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  request.log.warn({ err: error }, 'database unavailable: answered 503');
  void reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send(jsonError(503, DATABASE_UNAVAILABLE_MESSAGE));
  return true;
}
