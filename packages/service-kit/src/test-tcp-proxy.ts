import net from 'node:net';

/** For fault tests: a TCP proxy in front of a real server (Redis, PostgreSQL) whose link can be cut and restored. */
export interface CuttableProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a server that went away. */
  cut(): void;
  /** Accepts connections again, as the server back. */
  restore(): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  let open = true;
  const proxy = net.createServer((socket) => {
    if (!open) return socket.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('error', () => {});
      end.on('close', () => sockets.delete(end));
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
