import { prepareDatabase } from '@site/db/prepare';
import { recordingFieldsOf } from '@site/media/recordings';
import { buildSearchApp } from './app.ts';
import { loadSearchConfig } from './config.ts';
import { DistFoldersSource } from './sources/dist-folders-source.ts';

const config = loadSearchConfig();
const { db } = await prepareDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  // The seed's videos are the recordings @site/media produced (files, duration, transcript).
  seed: { videoMedia: recordingFieldsOf },
  onWarning: (message) => console.warn(message),
});
const pages = new DistFoldersSource(config.SEARCH_PAGE_DIRS, (details, message) => console.warn(message, details));
const app = await buildSearchApp(config, db, pages, { ownsDatabase: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`search service ready at http://localhost:${config.PORT} (database: ${db.kind} ${db.location}; pages from ${config.SEARCH_PAGE_DIRS.join(', ')})`);
