/**
 * A cuttable proxy in a process of its own (see `startCuttableLinkProcess`): the link between a
 * fleet's servers and PostgreSQL or Redis must not wait behind the load a test generates in its
 * own process, or the test measures its own event loop instead of the servers.
 *
 * Arguments: the target's host and port. Tells its parent `{ port }` once listening, then answers
 * each `{ id, command: 'cut' | 'restore' | 'close' }` with `{ id }` once done.
 */
import { startCuttableProxy } from './test-tcp-proxy.ts';

type Command = { id: number; command: 'cut' | 'restore' | 'close' };

const [host = '127.0.0.1', port = ''] = process.argv.slice(2);
const proxy = await startCuttableProxy({ host, port: Number(port) });
process.on('message', (message: Command) => {
  void (async () => {
    if (message.command === 'cut') proxy.cut();
    else if (message.command === 'restore') proxy.restore();
    else await proxy.close();
    process.send?.({ id: message.id });
    if (message.command === 'close') process.disconnect();
  })();
});
// The parent gone (a test run stopped): nothing left to serve.
process.on('disconnect', () => process.exit(0));
process.send?.({ port: proxy.port });
