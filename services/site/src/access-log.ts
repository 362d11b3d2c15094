import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { redactTokenPaths } from '@site/service-kit/log-privacy';
import type { AnsweredRequest } from './server-logs/log-recorder.ts';

/**
 * Where the server's log lines go: standard output, written asynchronously, so a request never
 * waits for the terminal or the log collector (at the info level, synchronous writes of the access
 * log cost search about a tenth of its throughput). Lines written meanwhile go out together; what
 * is left is flushed when the process exits.
 */
export function logDestination(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/** Sign-in paths whose segments carry a sign-in in progress (the provider's interaction id, also a cookie's value). */
const SIGN_IN_PATH = /^\/(idp|auth)\//;
const SIGN_IN_ROUTES = new Set(['/auth/login', '/auth/callback', '/auth/logout']);
/** A path segment made like an id or token: long, URL-safe base64 with a digit or capital in it. */
const TOKEN_LIKE = /^(?=.*[0-9A-Z])[A-Za-z0-9_-]{16,}$/;

/**
 * A request's URL as a log line names it: the path, and the names of the query's parameters
 * without their values (what a visitor searched for, a sign-in code and state), a sign-in's
 * interaction id replaced by `:id`, and a preview link's token by `[redacted]` (the link is the
 * permission: `/preview/[redacted]`, `/preview/draft/[redacted]`).
 */
export function loggedUrl(url: string): { url: string; query?: string[] } {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const names = at === -1 ? [] : parameterNames(url.slice(at + 1));
  const shown =
    SIGN_IN_PATH.test(path) && !SIGN_IN_ROUTES.has(path)
      ? path
          .split('/')
          .map((segment) => (TOKEN_LIKE.test(segment) ? ':id' : segment))
          .join('/')
      : path.includes('/preview/')
        ? redactTokenPaths(path)
        : path;
  return names.length > 0 ? { url: shown, query: names } : { url: shown };
}

/**
 * The distinct names of a query string's parameters, in order, as URLSearchParams reads them;
 * only an encoded name is handed to it (this runs for every request logged).
 */
function parameterNames(query: string): string[] {
  const names: string[] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const end = pair.indexOf('=');
    const raw = end === -1 ? pair : pair.slice(0, end);
    const name = raw.includes('%') || raw.includes('+') ? (new URLSearchParams(`${raw}=`).keys().next().value ?? raw) : raw;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * The access log an operator reads: one line per request once it is answered (method, path,
 * status, client, milliseconds), instead of Fastify's two (received, then completed). Fastify's
 * other request lines (errors, streams cut short) are kept as they are. No query values: see
 * `loggedUrl`.
 */
export class AccessLog extends LogController {
  /** `record`: told of every answered request as the line names it (the log ADMINs read in the browser). */
  readonly #record: ((answered: AnsweredRequest) => void) | undefined;

  constructor(record?: (answered: AnsweredRequest) => void) {
    super();
    this.#record = record;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const url = loggedUrl(request.url);
    const line = { method: request.method, ...url, status: reply.statusCode, ip: request.ip, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request answered');
    this.#record?.({
      at: Date.now(),
      requestId: request.id,
      method: line.method,
      path: url.url,
      query: url.query,
      status: line.status,
      ms: line.ms,
      ip: line.ip,
    });
  }
}
