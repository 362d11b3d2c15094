import { prepareDatabase } from '@site/db/prepare';
import { buildRegistryApp } from './app.ts';
import { loadRegistryConfig } from './config.ts';
import { describeReleaseApproval } from './release-approval.ts';
import { describeReleaseSignatures } from './release-signatures.ts';

const config = loadRegistryConfig();
// The registry needs the schema, not the site's sample content.
const { db } = await prepareDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, seed: false, onWarning: (message) => console.warn(message) });
const app = await buildRegistryApp(config, db, { ownsDatabase: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(describeReleaseApproval(config));
app.log.info(describeReleaseSignatures(config));
if (!config.PLATFORM_TOKEN) app.log.warn('PLATFORM_TOKEN is not set: publish, promote, rollback and gc are refused');
app.log.info(`registry ready at http://localhost:${config.PORT} (database: ${db.kind} ${db.location}; shell: ${config.SHELL_DIST})`);
