/** Load on loopback: the real search service and a bare Fastify route, each in its own process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface LoadResult {
  target: string;
  connections: number;
  durationS: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process id, for its CPU time. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts `script` under tsx with `env` and waits until `readyPath` answers 200. */
export async function startServer(script: string, port: number, env: Record<string, string>, readyPath: string): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: packageDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) return { baseUrl, pid: child.pid, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${script} was not ready within 120 s`);
}

/** The paths to ask: a list each connection cycles through, or a function giving each request's path. */
export type Paths = readonly string[] | (() => string);

/** autocannon against `baseUrl`; a stalled server cannot hang the bench. */
export async function load(target: string, baseUrl: string, paths: Paths, connections: number, durationS: number): Promise<LoadResult> {
  const requests =
    typeof paths === 'function'
      ? [{ method: 'GET', path: '/', setupRequest: (request: { path: string }) => ({ ...request, path: paths() }) }]
      : paths.map((requestPath) => ({ method: 'GET', path: requestPath }));
  const instance = autocannon({ url: baseUrl, connections, duration: durationS, timeout: 5, requests });
  const guard = setTimeout(() => instance.stop(), (durationS + 15) * 1000);
  try {
    const result = await instance;
    return {
      target,
      connections,
      durationS: result.duration,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      totalRequests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    clearTimeout(guard);
  }
}
