import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The committed nginx configuration of a fleet, with `{{...}}` placeholders. */
export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, '../../fleet/nginx.conf');

export interface Upstream {
  /** host:port of a site server. */
  address: string;
  /** False while it fails /readyz: nginx sends it nothing. */
  ready: boolean;
}

export interface NginxValues {
  /** What nginx listens on, e.g. `127.0.0.1:3000` or `3000`. */
  listen: string;
  /** nginx's pid file, logs and temp folders. */
  runDir: string;
  upstreams: readonly Upstream[];
}

/**
 * The upstream block's servers. A server that is not ready is `down`, unless none is ready: then
 * all stay listed, so visitors get the servers' own answer (a 503 with Retry-After while the
 * database is away) rather than nginx's 502.
 *
 * `max_fails=0`: nginx keeps no memory of a server it could not reach. A request that cannot
 * connect goes to the next server within itself anyway; a memory would only make nginx pass over a
 * server that is back (a restarted one, until a request of its own has come back from it) and,
 * if the other then stopped, answer 502 with a server ready to serve.
 */
function upstreamServers(upstreams: readonly Upstream[]): string {
  if (upstreams.length === 0) throw new Error('a fleet needs at least one site server');
  const noneReady = upstreams.every((upstream) => !upstream.ready);
  return upstreams.map(({ address, ready }) => `    server ${address} max_fails=0${ready || noneReady ? '' : ' down'};`).join('\n');
}

export function renderNginxConfig(template: string, { listen, runDir, upstreams }: NginxValues): string {
  const values: Record<string, string> = {
    LISTEN: listen,
    RUN_DIR: runDir,
    UPSTREAM_SERVERS: upstreamServers(upstreams),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: unknown placeholder ${placeholder}`);
    return value;
  });
}

export async function readNginxTemplate(): Promise<string> {
  return readFile(NGINX_TEMPLATE, 'utf8');
}
