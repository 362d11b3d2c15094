import net from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { startCuttableLinkProcess, startCuttableProxy, type CuttableProxy } from './test-tcp-proxy.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A target server that tells when the connection the proxy made to it closes. */
async function target(): Promise<{ port: number; closed: Promise<void> }> {
  let closed = () => {};
  const whenClosed = new Promise<void>((resolve) => (closed = resolve));
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.on('close', () => closed());
    socket.on('data', (data) => socket.write(data));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { port: (server.address() as net.AddressInfo).port, closed: whenClosed };
}

async function connectedClient(proxy: CuttableProxy): Promise<net.Socket> {
  const client = net.connect(proxy.port, '127.0.0.1');
  client.on('error', () => {});
  client.write('ping');
  await new Promise((resolve) => client.once('data', resolve));
  return client;
}

test('a client that dies (a reset, as after kill -9) closes its connection to the server, which would otherwise keep its locks', async () => {
  const server = await target();
  const proxy = await startCuttableProxy({ host: '127.0.0.1', port: server.port });
  closers.push(() => proxy.close());
  const client = await connectedClient(proxy);
  client.resetAndDestroy();
  await expect(server.closed).resolves.toBeUndefined();
});

test('cut drops the link and refuses new connections until restored', async () => {
  const server = await target();
  const proxy = await startCuttableProxy({ host: '127.0.0.1', port: server.port });
  closers.push(() => proxy.close());
  await connectedClient(proxy);
  proxy.cut();
  await server.closed;
  const refused = net.connect(proxy.port, '127.0.0.1');
  refused.on('error', () => {});
  await new Promise((resolve) => refused.once('close', resolve));
  proxy.restore();
  const again = await connectedClient(proxy);
  again.destroy();
});

test('a link in a process of its own cuts and restores as the one in this process does', async () => {
  const server = await target();
  const { proxy } = await startCuttableLinkProcess(`redis://127.0.0.1:${server.port}`, 6379);
  closers.push(() => proxy.close());
  await connectedClient(proxy);
  await proxy.cut();
  await server.closed;
  const refused = net.connect(proxy.port, '127.0.0.1');
  refused.on('error', () => {});
  await new Promise((resolve) => refused.once('close', resolve));
  await proxy.restore();
  const client = await connectedClient(proxy);
  client.destroy();
});
