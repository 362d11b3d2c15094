/**
 * The built server against the same sources run through tsx (#43): time from spawn to GET /healthz
 * 200, and resident memory when healthy and after a warm-up of page requests. Both run the same
 * deploy root (every section's local build live) with prerendering off, alternately, so the
 * machine's noise falls on both.
 */
import { execFile, spawn } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtServerArgs } from '../bundle/built-server.ts';
import { killGroup, makeTempDir, registerProcessGroup } from './cleanup.ts';
import { BENCH_PLATFORM_TOKEN, freePort, REPO_ROOT, SITE_DIR, waitForHealth } from './site-server.ts';
import { summarize, type Summary } from './stats.ts';

const WARM_UP_PATHS = ['/', '/solutions/agent-assisted', '/legal/privacy-policy', '/remotes.json', '/api/search/pages?q=pci'];
const WARM_UP_ROUNDS = 40;

export interface ServerStartResult {
  startMs: Summary;
  /** Resident set size when /healthz first answered. */
  rssMiB: Summary;
  /** After WARM_UP_ROUNDS rounds of WARM_UP_PATHS. */
  warmRssMiB: Summary;
}

export type ServerStartComparison = Record<'built' | 'tsx', ServerStartResult>;

/** A process's resident memory, from /proc. */
export const residentMiB = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  if (!Number.isFinite(kib)) throw new Error(`no VmRSS for process ${pid}`);
  return kib / 1024;
};

async function startOnce(args: string[], template: string): Promise<{ ms: number; rss: number; warmRss: number }> {
  const temp = makeTempDir('server-start');
  const unregisters: (() => void)[] = [];
  try {
    await cp(template, temp.path, { recursive: true });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let stderr = '';
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: SITE_DIR,
      env: {
        ...process.env,
        DEPLOY_ROOT: path.join(temp.path, 'deploy'),
        DATA_DIR: path.join(temp.path, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        PRERENDER: 'off',
        PLATFORM_TOKEN: BENCH_PLATFORM_TOKEN,
        SITE_ORIGIN: url,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const pid = child.pid;
    if (pid === undefined) throw new Error('could not spawn the site server');
    unregisters.push(registerProcessGroup(pid));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await waitForHealth(url, 60_000, () => (child.exitCode !== null ? `exit ${child.exitCode}; stderr: ${stderr.trim()}` : null));
      const ms = performance.now() - started;
      const rss = await residentMiB(pid);
      for (let round = 0; round < WARM_UP_ROUNDS; round++)
        for (const warm of WARM_UP_PATHS) {
          const response = await fetch(`${url}${warm}`);
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`${warm} answered ${response.status}`);
        }
      return { ms, rss, warmRss: await residentMiB(pid) };
    } finally {
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  } finally {
    for (const unregister of unregisters) unregister();
    temp.remove();
  }
}

/** `runs` starts of each, alternating, from one deploy root made by deploy-local. */
export async function measureServerStart(runs: number): Promise<ServerStartComparison> {
  const template = makeTempDir('server-start-template');
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/deploy-local.ts'], {
      cwd: path.join(REPO_ROOT, 'services/operations'),
      env: { ...process.env, DEPLOY_ROOT: path.join(template.path, 'deploy'), DATA_DIR: path.join(template.path, 'data'), LOG_LEVEL: 'warn' },
    });
    const commands = { built: builtServerArgs(), tsx: ['--import', 'tsx', 'src/main.ts'] };
    const samples = { built: [] as Awaited<ReturnType<typeof startOnce>>[], tsx: [] as Awaited<ReturnType<typeof startOnce>>[] };
    for (let run = 0; run < runs; run++) for (const kind of ['built', 'tsx'] as const) samples[kind].push(await startOnce(commands[kind], template.path));
    const result = (kind: 'built' | 'tsx'): ServerStartResult => ({
      startMs: summarize(samples[kind].map((sample) => sample.ms)),
      rssMiB: summarize(samples[kind].map((sample) => sample.rss)),
      warmRssMiB: summarize(samples[kind].map((sample) => sample.warmRss)),
    });
    return { built: result('built'), tsx: result('tsx') };
  } finally {
    template.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 5);
  const { built, tsx } = await measureServerStart(runs);
  const line = (name: string, result: ServerStartResult) =>
    `${name}: start ${Math.round(result.startMs.median)} ms (${result.startMs.values.map(Math.round).join(', ')}), RSS ${Math.round(result.rssMiB.median)} MiB healthy, ${Math.round(result.warmRssMiB.median)} MiB warm`;
  console.log(`${runs} starts each, alternating, prerendering off\n${line('built', built)}\n${line('tsx  ', tsx)}`);
  console.log(
    `built/tsx: start ${(built.startMs.median / tsx.startMs.median).toFixed(2)}x, warm RSS ${(built.warmRssMiB.median / tsx.warmRssMiB.median).toFixed(2)}x`,
  );
}
