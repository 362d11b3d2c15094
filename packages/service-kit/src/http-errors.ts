import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '@site/contracts/error-envelope';

/** The one JSON error of every service (@site/contracts/error-envelope), plus details where a route has them. */
export const jsonError = (statusCode: number, message: string, extra: Record<string, unknown> = {}): ErrorEnvelope & Record<string, unknown> => ({
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  statusCode,
  ...extra,
});

/**
 * A refusal a route throws on purpose: its status, message and details are what the client reads
 * (a 5xx among them too, such as "search is not ready yet", with the Retry-After it gives).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The header a request's id travels in: taken from a proxy in front (nginx's `$request_id`), made here otherwise, and answered. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id from outside is kept only in this shape: it goes into log lines. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The id of a request: the one its proxy sent, when it looks like an id, or a new one. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * The answer to a fault of the server's own: the JSON error without its details (no message,
 * stack or SQL reaches the client), with the request's id, which names the log lines that have them.
 */
export const serverFault = (request: FastifyRequest) => jsonError(500, 'Something went wrong on our side.', { requestId: request.id });

export const DATABASE_UNAVAILABLE_MESSAGE = 'The site cannot reach its database right now. Nothing was stored; please send this again in a few seconds.';

export const TIMED_OUT_MESSAGE = 'The site took too long to answer. Nothing more will be done with this request; please try again in a few seconds.';

/**
 * How a service tells its storage's failures from its own faults. The database's classification
 * (`databaseFailures` of @site/db/unavailable) is passed in: this kit depends on nothing of ours
 * but the contracts.
 */
export interface StorageFailures {
  /** The storage cannot be reached right now (down, restarting, out of connections): 503. */
  unavailable(error: unknown): boolean;
  /** The storage refused a value the request carried (a NUL character, a date out of range): 400. */
  refusedValue(error: unknown): boolean;
  /** When a client may send the same again after a 503. */
  retryAfterS: number;
}

/** Fastify's error when an answer took longer than the server's (or route's) handlerTimeout. */
const isHandlerTimeout = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'FST_ERR_HANDLER_TIMEOUT';

/**
 * Answers a request that failed because the service cannot answer now, rather than because of
 * the request: the database out of reach (restarting, down, out of connections), or an answer
 * that took longer than the handler timeout. 503 with Retry-After, a warning in the log rather
 * than an error, and true. Any other failure: false, for the service's own handling.
 */
export function replyIfUnavailable(failures: StorageFailures, error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  const timedOut = isHandlerTimeout(error);
  if (!timedOut && !failures.unavailable(error)) return false;
  request.log.warn({ err: error }, timedOut ? 'handler timeout: answered 503' : 'database unavailable: answered 503');
  void reply
    .code(503)
    .header('retry-after', String(failures.retryAfterS))
    .send(jsonError(503, timedOut ? TIMED_OUT_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE));
  return true;
}

export const REFUSED_VALUE_MESSAGE =
  'A value in this request cannot be stored or compared (a NUL character, say, or a date or number out of range). Nothing was stored.';

/**
 * Answers a request that failed because the database refused a value it carried (`refusedValue`):
 * 400 with the JSON error, and true; the SQL and the value stay out of the answer. Any other
 * failure: false.
 */
export function replyIfValueRefused(failures: StorageFailures, error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!failures.refusedValue(error)) return false;
  request.log.warn({ err: error }, 'the database refused a value of the request: answered 400');
  void reply.code(400).send(jsonError(400, REFUSED_VALUE_MESSAGE));
  return true;
}

/**
 * What every service's error handler asks first: is this failure one the service knows how to
 * answer (the database out of reach or too slow: 503; a value it refused: 400)? True once answered.
 */
export function replyIfKnownFailure(failures: StorageFailures, error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  return replyIfUnavailable(failures, error, request, reply) || replyIfValueRefused(failures, error, request, reply);
}

/**
 * The JSON 429 of a rate limit (`errorResponseBuilder` of @fastify/rate-limit), saying what was
 * limited: `at most 30 reports per minute from one address; try again in 12 seconds`. A window
 * other than a minute is named in seconds (`per 10 seconds`).
 */
export const tooManyRequests =
  (what: string, per: string, windowMs = 60_000) =>
  (_request: FastifyRequest, context: { max: number; after: string }) => ({
    ...jsonError(
      429,
      `at most ${context.max} ${what} ${windowMs === 60_000 ? 'per minute' : `per ${windowMs / 1000} seconds`} ${per}; try again in ${context.after}`,
    ),
    statusCode: 429,
  });

/**
 * The one error policy of every service (its `setErrorHandler`). In order: a failure the service
 * knows (database out of reach or too slow: 503; a value it refused: 400); a refusal thrown on
 * purpose (`HttpError`); a client mistake Fastify or a plugin found (validation, body too large,
 * rate limit: its 4xx and message); anything else is the server's own fault: 500, logged, and
 * answered without its details.
 */
export const errorAnswer =
  (failures: StorageFailures) =>
  (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (replyIfKnownFailure(failures, error, request, reply)) return reply;
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'answered a deliberate server error');
      if (error.retryAfterS !== undefined) void reply.header('retry-after', String(error.retryAfterS));
      return reply.code(error.statusCode).send(jsonError(error.statusCode, error.message, error.details));
    }
    // Not always an Error: @fastify/rate-limit throws the object its errorResponseBuilder made.
    const { statusCode: status, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown };
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send(jsonError(status, typeof message === 'string' ? message : (STATUS_CODES[status] ?? 'Client error')));
    }
    request.log.error({ err: error }, 'server fault: answered 500');
    return reply.code(500).send(serverFault(request));
  };

/** Every service's answer to a route it does not have. */
export const answerNotFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  reply.code(404).send(jsonError(404, `${request.method} ${request.url.split('?')[0]} does not exist`));

/**
 * Fastify's `frameworkErrors`: a URL the router itself refuses (bad percent-encoding) is answered
 * before any hook runs, so the headers every answer carries are given here.
 */
export const answerRouterError =
  (headers: Record<string, string> = {}) =>
  (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    void reply.code(400).headers(headers).send(jsonError(400, error.message));
  };
