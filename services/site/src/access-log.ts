import type { FastifyInstance } from 'fastify';

/**
 * The access log an operator reads: one line per request once it is answered (method, path,
 * status, client, milliseconds), instead of Fastify's two (received, then completed), which cost
 * the site server a tenth of its search throughput. Pair with `disableRequestLogging: true`.
 */
export function installAccessLog(app: FastifyInstance): void {
  // A callback hook: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ip: request.ip, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request answered',
    );
    done();
  });
}
