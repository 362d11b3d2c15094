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
// The prerenderer's browser renders pages of this server, at the address it listens on.
const addresses = app.addresses().filter((candidate) => typeof candidate !== 'string');
const address = addresses.find((candidate) => candidate.family === 'IPv4') ?? addresses[0];
if (address) app.prerender?.start(`http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`);
app.log.info(`site ready at http://localhost:${config.PORT}`);
