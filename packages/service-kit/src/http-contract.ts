import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { privateLogStream, type LogStream } from './log-privacy.ts';
import { answerNotFound, answerRouterError, REQUEST_ID_HEADER, requestIdOf, errorAnswer, type StorageFailures } from './http-errors.ts';

/** How long one plugin may take to start before the server gives up. */
const PLUGIN_START_TIMEOUT_MS = 60_000;

/**
 * What every service's Fastify is built with: its log level, no proxy trusted unless the site
 * server is told of one, the router's own refusals answered as JSON (with `routerErrorHeaders`,
 * since no hook runs for them), and each request's id taken from the proxy in front or made here.
 *
 * Plugins get a minute to start, not Fastify's 10 s: opening the database and running migrations
 * took longer than that on a 2-core machine under a full test suite, and the server then exited
 * (AVV_ERR_PLUGIN_EXEC_TIMEOUT) instead of starting late. `/readyz` already says when it is ready.
 *
 * Every line the logger writes goes through the log-privacy scrubber (`privateLogStream`): no
 * preview token, secret query value or e-mail address is written, whoever logged it. `logHashKey`
 * makes an address's stand-in the same on every server sharing it; `onLogLine` is told of every
 * line as written.
 */
export function serviceOptions(
  logger: FastifyServerOptions['logger'],
  routerErrorHeaders: Record<string, string> = {},
  logHashKey?: string,
  onLogLine?: (line: string) => void,
) {
  return {
    logger: privateLogger(logger, logHashKey, onLogLine),
    trustProxy: false,
    frameworkErrors: answerRouterError(routerErrorHeaders),
    requestIdHeader: false,
    genReqId: requestIdOf,
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
  } satisfies FastifyServerOptions;
}

/** Logger options whose lines are written through the scrubber (to standard output unless a stream is given). */
function privateLogger(logger: FastifyServerOptions['logger'], hashKey: string | undefined, onLine?: (line: string) => void): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null || logger.level === 'silent') return logger;
  const destination: LogStream = (logger.stream as LogStream | undefined) ?? { write: (line) => process.stdout.write(line) };
  return { ...logger, stream: privateLogStream(destination, hashKey, onLine) };
}

/**
 * The HTTP contract every service keeps, installed once on its root: one error policy
 * (`errorAnswer`, telling its storage's `failures`), one answer for routes it does not have, and
 * every answer naming its request. Encapsulated plugins that set their own error handler set the
 * same `errorAnswer`.
 */
export function installHttpContract(app: FastifyInstance, failures: StorageFailures): void {
  app.setErrorHandler(errorAnswer(failures));
  app.setNotFoundHandler(answerNotFound);
  // A callback hook: no promise per request for one header.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
