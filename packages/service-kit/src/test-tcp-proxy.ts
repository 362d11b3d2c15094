import { fork } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** For fault tests: a TCP proxy in front of a real server (Redis, PostgreSQL) whose link can be cut and restored. */
export interface CuttableProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a server that went away. */
  cut(): void | Promise<void>;
  /** Accepts connections again, as the server back. */
  restore(): void | Promise<void>;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  let open = true;
  const proxy = net.createServer((socket) => {
    if (!open) return socket.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const [end, other] of [
      [socket, upstream],
      [upstream, socket],
    ] as const) {
      sockets.add(end);
      end.on('error', () => {});
      // One side gone is the link gone: a client killed (kill -9, a reset) must not leave its
      // server connection open, holding its locks, as pipe alone would after an error.
      end.on('close', (hadError) => {
        sockets.delete(end);
        if (hadError) other.destroy();
        else other.end();
      });
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    open = false;
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (proxy.address() as net.AddressInfo).port,
    cut,
    restore: () => {
      open = true;
    },
    close: () => {
      cut();
      return new Promise((resolve) => proxy.close(() => resolve()));
    },
  };
}

/** A cuttable proxy to the server a URL names (`redis://…`, `postgres://…`), and that URL through it. */
export async function startCuttableLink(url: string, defaultPort: number): Promise<{ proxy: CuttableProxy; url: string }> {
  const target = new URL(url);
  const proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || defaultPort) });
  return { proxy, url: throughProxy(target, proxy.port) };
}

/** The URL `target`, reached through a proxy listening on loopback at `port`. */
function throughProxy(target: URL, port: number): string {
  const through = new URL(target);
  through.hostname = '127.0.0.1';
  through.port = String(port);
  return through.href;
}

/**
 * `startCuttableLink`, with the proxy in a child process: for tests that load the servers behind
 * it from their own process, whose busy event loop would otherwise delay every byte of the link;
 * the test would measure its own load generator rather than the servers.
 */
export async function startCuttableLinkProcess(url: string, defaultPort: number): Promise<{ proxy: CuttableProxy; url: string }> {
  const target = new URL(url);
  const entry = fileURLToPath(new URL('./cuttable-link-process.ts', import.meta.url));
  const child = fork(entry, [target.hostname, target.port || String(defaultPort)], {
    cwd: path.dirname(entry),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the cuttable link process stopped at start-up (exit ${code})`)));
  });
  let next = 0;
  const send = (command: 'cut' | 'restore' | 'close') =>
    new Promise<void>((resolve) => {
      const id = ++next;
      const onMessage = (message: { id?: number }) => {
        if (message.id !== id) return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
      child.send({ id, command });
    });
  const proxy: CuttableProxy = {
    port,
    cut: () => send('cut'),
    restore: () => send('restore'),
    close: async () => {
      if (!child.connected) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await send('close');
      await exited;
    },
  };
  return { proxy, url: throughProxy(target, port) };
}
