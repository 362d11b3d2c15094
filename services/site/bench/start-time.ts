import { spawn } from 'node:child_process';
import path from 'node:path';
import { killGroup, makeTempDir, registerProcessGroup } from './cleanup.ts';
import { freePort, REPO_ROOT, sleep, waitForHealth } from './site-server.ts';
import { summarize, type Summary } from './stats.ts';

/** Generous: on a busy 2-core machine a start that has to rebuild takes minutes; a cached one seconds. */
const HEALTH_TIMEOUT_MS = 180_000;
/** When giving up on a start, how long to let turbo finish first (a killed build leaves dist/ half written). */
const BUILD_DRAIN_TIMEOUT_MS = 300_000;
/** Turbo's closing summary: once printed, the build phase is over. */
const TURBO_SUMMARY = /Cached:\s*((\d+) cached, (\d+) total)/;
/** npm echoing the site's start script: deploy-local is done and the server process starts. */
const SERVER_STARTING = /> node --enable-source-maps dist\/server\/main\.mjs/;

export interface StartRun {
  /** Milliseconds from spawning `npm start` until GET /healthz answers 200. */
  ms: number;
  /** Where the time went: turbo (build, cache hits), deploy-local, then the server until healthy. */
  phasesMs: { turbo: number | null; deployLocal: number | null; server: number | null };
  /** Turbo's "x cached, y total": anything short of all cached means the run included a real build. */
  turboCache: string;
  allCached: boolean;
}

export interface StartTimeResult {
  /** Over the runs that became healthy. */
  ms: Summary;
  runs: StartRun[];
  /** Runs in which `npm start` never became healthy (e.g. the build failed or took too long). */
  failedRuns: string[];
  /** The untimed `turbo run build` before the runs, so they start from an already-built tree. */
  preBuild: string;
}

interface Spawned {
  pid: number;
  output: () => string;
  /** performance.now() when the output first matched each watched pattern. */
  seenAt: Map<RegExp, number>;
  running: () => boolean;
  exited: Promise<void>;
  /** SIGTERM to the whole process group, SIGKILL after 5 s, and the cleanup unregistered. */
  stop: () => Promise<void>;
}

/** A command in its own process group (detached), its output kept, registered for cleanup at exit. */
function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv, watch: readonly RegExp[] = []): Spawned {
  let output = '';
  const seenAt = new Map<RegExp, number>();
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    for (const pattern of watch) if (!seenAt.has(pattern) && pattern.test(output)) seenAt.set(pattern, performance.now());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${command}`);
  const unregister = registerProcessGroup(pid);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    pid,
    output: () => output,
    seenAt,
    running,
    exited,
    async stop() {
      if (running()) {
        killGroup(pid, 'SIGTERM');
        const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      // Members of the group may outlive its leader (npm) for a moment.
      killGroup(pid, 'SIGKILL');
      unregister();
    },
  };
}

/** `turbo run build`, untimed, so the timed starts find an already-built tree (cache hits). */
async function preBuild(): Promise<string> {
  const build = spawnGroup('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {});
  try {
    await build.exited;
  } finally {
    await build.stop();
  }
  const summary = TURBO_SUMMARY.exec(build.output());
  if (!summary) throw new Error(`turbo run build failed:\n${build.output().slice(-2000)}`);
  return summary[1] ?? '';
}

/** One `npm start` at the repo root on a free port and a fresh deploy root and data dir, then its whole process group is stopped. */
async function startOnce(): Promise<StartRun> {
  const temp = makeTempDir('npm-start');
  const port = await freePort();
  const started = performance.now();
  const start = spawnGroup(
    'npm',
    ['start'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DEPLOY_ROOT: path.join(temp.path, 'deploy'),
      // Its own embedded database: the repo's default .data/ may be held by another server.
      DATA_DIR: path.join(temp.path, 'data'),
      LOG_LEVEL: 'warn',
    },
    [TURBO_SUMMARY, SERVER_STARTING],
  );
  try {
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, HEALTH_TIMEOUT_MS, () => (start.running() ? null : 'npm start exited'));
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : String(error)}; last output:\n${start.output().slice(-2000)}`, { cause: error });
    }
    const healthyAt = performance.now();
    const turboAt = start.seenAt.get(TURBO_SUMMARY);
    const serverAt = start.seenAt.get(SERVER_STARTING);
    const phasesMs = {
      turbo: turboAt === undefined ? null : turboAt - started,
      deployLocal: turboAt === undefined || serverAt === undefined ? null : serverAt - turboAt,
      server: serverAt === undefined ? null : healthyAt - serverAt,
    };
    const cached = TURBO_SUMMARY.exec(start.output());
    return { ms: healthyAt - started, phasesMs, turboCache: cached?.[1] ?? 'no turbo summary seen', allCached: cached !== null && cached[2] === cached[3] };
  } finally {
    // Never kill turbo mid-build: that would leave some dist/ folders half written for everyone.
    const drainUntil = Date.now() + BUILD_DRAIN_TIMEOUT_MS;
    while (start.running() && !TURBO_SUMMARY.test(start.output()) && Date.now() < drainUntil) await sleep(200);
    await start.stop();
    temp.remove();
  }
}

/** `runs` starts one after the other; a failed start is recorded and the next one still runs. */
export async function measureStartTime(runs: number): Promise<StartTimeResult> {
  const built = await preBuild();
  const done: StartRun[] = [];
  const failedRuns: string[] = [];
  for (let run = 0; run < runs; run++) {
    try {
      done.push(await startOnce());
    } catch (error) {
      failedRuns.push(`run ${run + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (done.length === 0) throw new Error(`every npm start failed:\n${failedRuns.join('\n')}`);
  return { ms: summarize(done.map((run) => run.ms)), runs: done, failedRuns, preBuild: built };
}
