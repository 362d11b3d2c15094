/**
 * `node services/site/dist/server/migrate.mjs` (the image's migration job): opens the configured
 * database, applies every migration and seeds empty content tables, then exits. A rollout runs it
 * first, so new servers start on the schema they expect; each server does the same at start-up,
 * under the same advisory locks, so running both is safe.
 */
import { prepareDatabase } from '@site/db/prepare';
import { recordingFieldsOf } from '@site/media/recordings';
import { loadConfig } from './config.ts';

const config = loadConfig();
const { db, migrated, seeded } = await prepareDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, seed: { videoMedia: recordingFieldsOf } });
await db.close();
console.info(
  `${db.kind} at ${db.location}: ${migrated.length > 0 ? `applied migrations ${migrated.join(', ')}` : 'schema up to date'}; seeded ${JSON.stringify(seeded)}`,
);
