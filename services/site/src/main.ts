import { buildApp } from './app.ts';
import { devPortInUseMessage } from '@site/contracts/dev-ports';
import { IncompatibleShellError } from '@site/registry/shell-gate';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);
// SIGTERM (a rolling restart): drained first, so the balancer moves on before connections are
// refused. Either way, requests in flight finish.
// A close that never finishes ends in an exit all the same (code 1), after CLOSE_DEADLINE_MS.
const exitWhenClosed = (closed: boolean) => process.exit(closed ? 0 : 1);
// A SIGTERM repeated during the drain (a supervisor that signals twice, a preloaded watcher in each
// thread) must not cut it short: only the first one counts; SIGKILL is the way to stop at once.
process.on('SIGTERM', () => {
  if (app.lifecycle.draining) return app.log.warn('SIGTERM again while shutting down: ignored, requests in flight still finish');
  void app.lifecycle.shutDown(app, config.SHUTDOWN_DRAIN_MS).then(exitWhenClosed);
});
process.once('SIGINT', () => void app.lifecycle.shutDown(app, 0).then(exitWhenClosed));
// With the database as shared storage, a server has nothing of its own to serve before it opens
// (version files, prerendered pages, what is live), and a balancer with only passive checks (nginx
// open source) sends requests to whatever accepts connections: so such a server listens once its
// database is open, and until then a balancer passes it by, as it would a server still stopped.
// On the embedded default it listens at once; the first requests wait for the database.
if (config.SHARED_STORAGE === 'database') await app.databaseOpened;
// Stopped while it waited: nothing to listen for.
if (!app.lifecycle.draining) await serve();

async function serve(): Promise<void> {
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    if (error instanceof IncompatibleShellError) {
      console.error(error.message);
      process.exit(1);
    }
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await app.close();
    const explanation =
      config.REMOTES_SOURCE === 'dev' && !process.env.PORT
        ? devPortInUseMessage('site server', config.PORT, config.devPorts.base)
        : `site server: port ${config.PORT} is in use. Set PORT to a free port, e.g. PORT=${config.PORT + 1000} npm start`;
    console.error(explanation);
    process.exit(1);
  }
  // The prerenderer's browser renders pages of this server, at the address it listens on: public
  // pages, so through the public origin where that address is the admin origin's (127.0.0.1 on a laptop).
  const addresses = app.addresses().filter((candidate) => typeof candidate !== 'string');
  const address = addresses.find((candidate) => candidate.family === 'IPv4') ?? addresses[0];
  if (address) {
    const listening = new URL(`http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`).origin;
    app.prerender?.start(listening === app.origins.admin && app.origins.admin !== app.origins.public ? app.origins.public : listening);
  }
  app.log.info(`site ready at ${app.origins.public} (the admin workspace at ${app.origins.admin}/admin)`);
}
