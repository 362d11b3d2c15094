import { execFile, spawn } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { killGroup, makeTempDir, registerProcessGroup } from './cleanup.ts';
import { builtServerArgs } from '../bundle/built-server.ts';

export const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(SITE_DIR, '../..');

/** Ports that other servers on this machine use by convention (`npm start`, the e2e global site). */
const RESERVED_PORTS = new Set([3000, 3990]);

/** A free loopback port from the OS, never one of the conventional ones. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: chosen } = server.address() as net.AddressInfo;
        server.close(() => resolve(chosen));
      });
    });
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

/** The registry's platform token on the bench's site server. */
export const BENCH_PLATFORM_TOKEN = 'bench-platform-token-0123456789';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls GET /healthz until it answers 200; `exited` stops the wait early when the server dies. */
export async function waitForHealth(url: string, timeoutMs: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = exited();
    if (reason !== null) throw new Error(`server exited before it was healthy (${reason})`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs} ms`);
}

export interface BenchSiteServer {
  url: string;
  /** The prerenderer's first run: every indexable page and the not-found page, as the server reported it. */
  prerender: { ms: number; rendered: number; failed: number; readyAfterMs: number };
  stop(): Promise<void>;
}

interface PrerenderHealth {
  prerender: { state: string; lastRun: { ms: number; rendered: number; failed: unknown[] } | null };
}

/** Polls GET /readyz until the server's prerenderer has rendered what is live; returns its report. */
async function waitForPrerender(url: string, timeoutMs: number): Promise<PrerenderHealth['prerender']> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (ready?.status === 200) return ((await (await fetch(`${url}/healthz`)).json()) as PrerenderHealth).prerender;
    await sleep(250);
  }
  throw new Error(`${url}/readyz did not answer 200 within ${timeoutMs} ms`);
}

/**
 * A copy of shell/dist, so a build running in parallel (turbo cleans and rewrites dist) cannot
 * change the files under a server that is being measured. Refuses a copy taken mid-build.
 */
async function snapshotShell(target: string): Promise<void> {
  const source = path.join(REPO_ROOT, 'shell/dist');
  const stamp = () => readFile(path.join(source, 'build-info.json'), 'utf8').catch(() => null);
  const before = await stamp();
  if (before === null) throw new Error('shell/dist holds no build (no build-info.json); run `npm run build` first');
  await cp(source, target, { recursive: true });
  if ((await stamp()) !== before) throw new Error('shell/dist changed while it was copied (a build is running); try again');
}

/**
 * A real site server (the built server, as it ships, in its own process) on a free
 * loopback port, serving a snapshot of the shell build, with every section's local build deployed
 * to a fresh temp deploy root and a fresh embedded database in a temp folder. Resolves once every page
 * is prerendered, so nothing else is measured while the prerenderer's browser works.
 */
export async function startSiteServer(): Promise<BenchSiteServer> {
  const temp = makeTempDir('site');
  const deployRoot = path.join(temp.path, 'deploy');
  const shellDist = path.join(temp.path, 'shell');
  const dataDir = path.join(temp.path, 'data');
  try {
    await snapshotShell(shellDist);
    // Every section's local build, made live through the registry of the server's own database.
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/deploy-local.ts'], {
      cwd: path.join(REPO_ROOT, 'services/operations'),
      env: { ...process.env, DEPLOY_ROOT: deployRoot, SHELL_DIST: shellDist, DATA_DIR: dataDir },
    });
  } catch (error) {
    temp.remove();
    throw error;
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let stderr = '';
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const child = spawn(process.execPath, builtServerArgs(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean)), {
    cwd: SITE_DIR,
    // Its own origin is public here: signing in (the admin measurements) sends the browser back to it.
    env: {
      ...process.env,
      DEPLOY_ROOT: deployRoot,
      SHELL_DIST: shellDist,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PRERENDER: 'on',
      PLATFORM_TOKEN: BENCH_PLATFORM_TOKEN,
      SITE_ORIGIN: url,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const pid = child.pid;
  if (pid === undefined) {
    temp.remove();
    throw new Error('could not spawn the site server');
  }
  const unregister = registerProcessGroup(pid);
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 5000);
      await exitedPromise;
      clearTimeout(timer);
    }
    unregister();
    temp.remove();
  };

  try {
    await waitForHealth(url, 30_000, () =>
      child.exitCode !== null || child.signalCode !== null ? `${child.exitCode ?? child.signalCode}; stderr: ${stderr.trim()}` : null,
    );
    const healthyAt = performance.now();
    const report = await waitForPrerender(url, 300_000);
    if (report.state !== 'ready' || !report.lastRun) throw new Error(`prerendering did not run: ${report.state}; stderr: ${stderr.trim()}`);
    const prerender = {
      ms: report.lastRun.ms,
      rendered: report.lastRun.rendered,
      failed: report.lastRun.failed.length,
      readyAfterMs: performance.now() - healthyAt,
    };
    return { url, prerender, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
