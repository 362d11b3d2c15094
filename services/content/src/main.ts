import { prepareDatabase } from '@site/db/prepare';
import { recordingFieldsOf } from '@site/media/recordings';
import { buildContentApp } from './app.ts';
import { loadContentConfig } from './config.ts';

const config = loadContentConfig();
const { db } = await prepareDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  // The seed's videos are the recordings @site/media produced (files, duration, transcript).
  seed: { videoMedia: recordingFieldsOf },
  onWarning: (message) => console.warn(message),
});
const app = await buildContentApp(config, db, { ownsDatabase: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`content service ready at http://localhost:${config.PORT} (database: ${db.kind} ${db.location})`);
