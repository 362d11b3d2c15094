import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Database } from '@site/db/database';
import type { ContentConfig } from './config.ts';
import { contentPlugin } from './plugin.ts';

type AppConfig = Pick<ContentConfig, 'LOG_LEVEL' | 'LEADS_RATE_LIMIT_MAX' | 'LEADS_RATE_LIMIT_WINDOW_MS'> & Partial<Pick<ContentConfig, 'LEAD_IP_HASH_SECRET'>>;

function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({ error: 'Bad Request', message: error.message, statusCode: 400 });
}

/**
 * The content service on its own (`npm start` in this package). `db` belongs to the caller unless
 * `ownsDatabase` is set, in which case closing the app closes it.
 */
export async function buildContentApp(config: AppConfig, db: Database, { ownsDatabase = false }: { ownsDatabase?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.LOG_LEVEL }, trustProxy: false, frameworkErrors: routerError });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: STATUS_CODES[404], message: `${request.method} ${request.url.split('?')[0]} does not exist`, statusCode: 404 }),
  );
  if (ownsDatabase) app.addHook('onClose', () => db.close());
  await app.register(contentPlugin, {
    db,
    leadsRateLimit: { max: config.LEADS_RATE_LIMIT_MAX, timeWindowMs: config.LEADS_RATE_LIMIT_WINDOW_MS },
    ipHashSecret: config.LEAD_IP_HASH_SECRET,
  });
  return app;
}
