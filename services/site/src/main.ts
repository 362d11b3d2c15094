import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
// Without a public origin, absolute URLs point at this server.
const app = await buildApp({ ...config, SITE_ORIGIN: config.SITE_ORIGIN ?? `http://localhost:${config.PORT}` });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`site ready at http://localhost:${config.PORT}`);
