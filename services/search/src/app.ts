import Fastify, { type FastifyInstance } from 'fastify';
import { databaseFailures } from '@site/db/unavailable';
import { installHttpContract, serviceOptions } from '@site/service-kit/http-contract';
import type { Database } from '@site/db/database';
import type { SearchConfig } from './config.ts';
import { searchPlugin } from './plugin.ts';
import { SiteSearch } from './site-search.ts';
import type { PageDocumentsSource } from './sources/page-documents-source.ts';

type AppConfig = Pick<SearchConfig, 'LOG_LEVEL' | 'SEARCH_RATE_LIMIT_MAX' | 'SEARCH_RATE_LIMIT_WINDOW_MS' | 'SEARCH_REFRESH_INTERVAL_MS'>;

/**
 * The search service on its own (`npm start` in this package). `db` belongs to the caller unless
 * `ownsDatabase` is set, in which case closing the app closes it.
 */
export async function buildSearchApp(
  config: AppConfig,
  db: Database,
  pagesSource: PageDocumentsSource,
  { ownsDatabase = false }: { ownsDatabase?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify(serviceOptions({ level: config.LOG_LEVEL }));
  installHttpContract(app, databaseFailures);
  // Registered first, so it runs last: the indexes stop before the database closes.
  if (ownsDatabase) app.addHook('onClose', () => db.close());
  const search = new SiteSearch({ database: db, pagesSource, refreshIntervalMs: config.SEARCH_REFRESH_INTERVAL_MS, log: app.log });
  await app.register(searchPlugin, {
    search,
    rateLimit: { max: config.SEARCH_RATE_LIMIT_MAX, timeWindowMs: config.SEARCH_RATE_LIMIT_WINDOW_MS },
  });
  return app;
}
