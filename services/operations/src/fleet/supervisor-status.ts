/**
 * The supervisor's own health, for whatever watches it (a systemd watchdog, a monitoring probe):
 * `/healthz` while it runs, `/readyz` 200 while nginx has at least one ready server to send
 * visitors to (503 otherwise), both with each server's readiness, restarts and last exit.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FleetStatus {
  /** The supervisor is stopping every server (Ctrl-C, SIGTERM). */
  stopping: boolean;
  servers: Array<{
    name: string;
    url: string;
    running: boolean;
    /** In nginx's list: the supervisor saw it answer /readyz. */
    ready: boolean;
    /** Times it was started again after it exited on its own. */
    healed: number;
    lastExit: { why: string; at: string } | null;
  }>;
}

export interface StatusServer {
  url: string;
  close(): Promise<void>;
}

export async function serveSupervisorStatus(status: () => FleetStatus, listen: { host: string; port: number }): Promise<StatusServer> {
  const server = createServer((request, response) => {
    const now = status();
    const path = new URL(request.url ?? '/', 'http://supervisor').pathname;
    const serving = !now.stopping && now.servers.some((candidate) => candidate.running && candidate.ready);
    const answer =
      request.method !== 'GET' && request.method !== 'HEAD'
        ? { code: 405, body: { error: 'Method Not Allowed', message: 'GET or HEAD only', statusCode: 405 } }
        : path === '/healthz'
          ? { code: 200, body: { ok: true, ...now } }
          : path === '/readyz'
            ? { code: serving ? 200 : 503, body: { ready: serving, ...now } }
            : { code: 404, body: { error: 'Not Found', message: 'the supervisor answers /healthz and /readyz', statusCode: 404 } };
    response.writeHead(answer.code, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${listen.host.includes(':') ? `[${listen.host}]` : listen.host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
