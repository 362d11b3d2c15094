import Fastify, { type FastifyInstance } from 'fastify';
import { databaseFailures } from '@site/db/unavailable';
import { installHttpContract, serviceOptions } from '@site/service-kit/http-contract';
import type { Database } from '@site/db/database';
import type { ContentConfig } from './config.ts';
import { contentPlugin } from './plugin.ts';

type AppConfig = Pick<
  ContentConfig,
  'LOG_LEVEL' | 'LEADS_RATE_LIMIT_MAX' | 'LEADS_RATE_LIMIT_WINDOW_MS' | 'CONTENT_RATE_LIMIT_MAX' | 'CONTENT_RATE_LIMIT_WINDOW_MS'
> &
  Partial<Pick<ContentConfig, 'LEAD_IP_HASH_SECRET'>>;

/**
 * The content service on its own (`npm start` in this package). `db` belongs to the caller unless
 * `ownsDatabase` is set, in which case closing the app closes it.
 */
export async function buildContentApp(config: AppConfig, db: Database, { ownsDatabase = false }: { ownsDatabase?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify(serviceOptions({ level: config.LOG_LEVEL }));
  installHttpContract(app, databaseFailures);
  if (ownsDatabase) app.addHook('onClose', () => db.close());
  await app.register(contentPlugin, {
    db,
    leadsRateLimit: { max: config.LEADS_RATE_LIMIT_MAX, timeWindowMs: config.LEADS_RATE_LIMIT_WINDOW_MS },
    contentRateLimit: { max: config.CONTENT_RATE_LIMIT_MAX, timeWindowMs: config.CONTENT_RATE_LIMIT_WINDOW_MS },
    ipHashSecret: config.LEAD_IP_HASH_SECRET,
  });
  return app;
}
