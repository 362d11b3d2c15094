import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import type { ServerRestart } from '@site/db/server-restarts';
import { builtServerArgs } from '@site/site/built-server';
import { SITE_DIR } from '../site-package.ts';
import { freePort } from './free-port.ts';
import { readNginxTemplate, renderNginxConfig, type Upstream } from './nginx-config.ts';
import { serveSupervisorStatus, type FleetStatus } from './supervisor-status.ts';

export { freePort };
export type { FleetStatus };

/** How often the supervisor asks each server's /readyz (nginx open source has no active checks). */
export const READINESS_POLL_MS = 500;
/**
 * How long the servers' readiness must stay as it is before nginx is reloaded for it. Servers that
 * change together (the shared database going away and coming back) change within a poll or two of
 * each other: waiting for them makes one reload, or none, instead of one per server, and each
 * reload closes some clients' connections.
 */
export const READINESS_SETTLE_MS = 1500;
const STARTUP_TIMEOUT_MS = 60_000;
/** Waits before starting a server that exited on its own again: longer for each crash in a row. */
export const HEAL_BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000] as const;
/**
 * How long a server has to exit after SIGTERM beyond its drain before it is killed: the server
 * gives up on what is still open after 30 s itself (the site's CLOSE_DEADLINE_MS); this is for one
 * that hangs harder than that. Kubernetes' terminationGracePeriodSeconds does the same.
 */
const STOP_GRACE_MS = 45_000;
/** A server that ran this long before it exited starts its backoff over. */
const STABLE_MS = 60_000;

export interface FleetOptions {
  instances: number;
  /** Where nginx listens. */
  host: string;
  port: number;
  /** The environment every site server gets: DATABASE_URL, REDIS_URL, DEPLOY_ROOT, secrets... */
  serverEnv: NodeJS.ProcessEnv;
  /** nginx's configuration, pid, logs and temp folders. */
  runDir: string;
  nginxBinary: string;
  /** Lines for the operator (start, readiness changes, exits). */
  report?: (line: string) => void;
  /** Where the servers' logs go: the operator's terminal (default), or nowhere (benchmarks at the info level). */
  serverLogs?: 'inherit' | 'ignore';
  /**
   * Told each time a server that exited on its own is running again: where the event is recorded
   * for the admin's Status page and its notifications (`recordServerRestart`). A failure is reported, not thrown.
   */
  onServerRestarted?: (restart: ServerRestart) => Promise<unknown>;
  /** Where the supervisor answers /healthz and /readyz itself (loopback; port 0 for any free one); none when absent. */
  statusListen?: { host: string; port: number };
}

export interface FleetServer {
  readonly name: string;
  /** The server's own address, bypassing nginx. */
  readonly url: string;
  readonly process: ChildProcess;
  /** The last /readyz answer the supervisor saw. */
  readonly ready: boolean;
  /** How many times the supervisor started it again after it exited on its own (a crash, kill -9). */
  readonly healed: number;
  /** How it last exited on its own, and when; null when it never has. */
  readonly lastExit: { why: string; at: Date } | null;
  /**
   * Stops it gracefully (SIGTERM: drains, finishes requests in flight) and starts it again on its
   * port; resolves once it is ready. It keeps its place in nginx's list throughout (nginx passes
   * over it while it cannot connect, and keeps no memory of that), so the next server of a rolling
   * restart may stop at once.
   */
  restart(): Promise<void>;
  /** Sends the server a signal (SIGKILL: it dies at once) and waits until it has exited; stopped this way, it stays stopped until `start`. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on its port, after it stopped; resolves once it answers. */
  start(): Promise<void>;
}

export interface Fleet {
  /** The balancer's address: what visitors use. */
  url: string;
  servers: readonly FleetServer[];
  /** Resolves once every server answers ready and the supervisor has seen it (nginx sends it requests), none of them still being started again after a crash. */
  whenReady(timeoutMs: number): Promise<void>;
  /**
   * Replaces the servers one at a time (a new build, new settings): each drained, started again and
   * ready before the next one stops, so the fleet never has fewer than all but one in service.
   */
  rollingRestart(): Promise<void>;
  /** What the supervisor knows now: each server's readiness, restarts and last exit. */
  status(): FleetStatus;
  /** The supervisor's own /healthz and /readyz (`statusListen`); undefined when it serves none. */
  statusUrl: string | undefined;
  /** Stops nginx and every server gracefully. */
  stop(): Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string, timeoutMs = 1000): Promise<boolean> {
  return (await readiness(url, timeoutMs)) === 'ready';
}

/**
 * A server's own answer: ready, not ready (rendering, database away), draining (on its way out),
 * or silence (refused, or no answer in time).
 */
async function readiness(url: string, timeoutMs: number): Promise<'ready' | 'not ready' | 'draining' | 'silent'> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (answer.ok) return 'ready';
    const body = (await answer.json().catch(() => ({}))) as { draining?: boolean };
    return body.draining ? 'draining' : 'not ready';
  } catch {
    return 'silent';
  }
}

/** What a server's /readyz says, for the message when it does not become ready. */
async function readinessReport(url: string): Promise<string> {
  try {
    const answer = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
    return `${answer.status} ${await answer.text()}`;
  } catch (error) {
    return String(error);
  }
}

/** Whether something accepts TCP connections there (no HTTP: a pooled keep-alive connection would outlive a reload). */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The tail of what a process wrote to stderr, for the message when it stops unexpectedly. */
function keepStderr(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  return () => tail.trim();
}

class SiteServerProcess implements FleetServer {
  process!: ChildProcess;
  ready = false;
  /** Being restarted by the supervisor: its absence is expected and not a reason to reload nginx. */
  restarting = false;
  /** Stopped through `stop`: not started again until `start`. */
  stoppedOnPurpose = false;
  healed = 0;
  lastExit: { why: string; at: Date } | null = null;
  /** Crashes in a row (each within STABLE_MS of its start), for the backoff. */
  crashes = 0;
  startedAt = 0;
  /** Told when the process exits, whatever the reason. */
  onExit: (code: number | null, signal: NodeJS.Signals | null) => void = () => {};
  #stderr: () => string = () => '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logs: 'inherit' | 'ignore' = 'inherit',
    private readonly report: (line: string) => void = () => {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until it answers /healthz (ready comes later: prerendering). */
  async start(): Promise<void> {
    this.stoppedOnPurpose = false;
    this.startedAt = Date.now();
    // The built server run by Node itself (no wrapper process that a signal, SIGKILL above all, would stop alone).
    this.process = spawn(process.execPath, builtServerArgs(), {
      cwd: SITE_DIR,
      env: { ...this.env, PORT: String(this.port), HOST: '127.0.0.1', INSTANCE_NAME: this.name },
      stdio: ['ignore', this.logs, 'pipe'],
    });
    this.#stderr = keepStderr(this.process);
    this.process.once('exit', (code, signal) => this.onExit(code, signal));
    this.process.stderr?.pipe(process.stderr);
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (!(await answers(`${this.url}/healthz`))) {
      if (this.process.exitCode !== null)
        throw new Error(`${this.name} stopped at start-up (exit ${this.process.exitCode}): ${this.#stderr().split('\n').slice(-3).join(' | ')}`);
      if (Date.now() > deadline) throw new Error(`${this.name} did not answer /healthz within ${STARTUP_TIMEOUT_MS / 1000} s`);
      await delay(100);
    }
  }

  get running(): boolean {
    return this.process !== undefined && this.process.exitCode === null && this.process.signalCode === null;
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    this.stoppedOnPurpose = true;
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    const stopping = this.process;
    const exited = new Promise((resolve) => stopping.once('exit', resolve));
    stopping.kill(signal);
    const drainMs = Number(this.env.SHUTDOWN_DRAIN_MS ?? 0) || 0;
    const killer =
      signal === 'SIGKILL'
        ? undefined
        : setTimeout(() => {
            this.report(`${this.name} did not exit within ${(drainMs + STOP_GRACE_MS) / 1000} s of ${signal}: killed`);
            stopping.kill('SIGKILL');
          }, drainMs + STOP_GRACE_MS);
    await exited;
    clearTimeout(killer);
  }

  /**
   * Its place in nginx's list is kept meanwhile: while it is down, nginx's passive checks move its
   * requests to the others (a connection refused is retried even for a POST, which never reached
   * it), and it is back in service as soon as it answers.
   */
  async restart(): Promise<void> {
    this.restarting = true;
    try {
      await this.stop('SIGTERM');
      await this.start();
      const deadline = Date.now() + STARTUP_TIMEOUT_MS;
      while (!(await answers(`${this.url}/readyz`))) {
        if (Date.now() > deadline) throw new Error(`${this.name} was restarted but did not become ready: ${await readinessReport(this.url)}`);
        await delay(50);
      }
    } finally {
      this.restarting = false;
    }
  }
}

/**
 * Starts `instances` site servers on free loopback ports and nginx in front of them, then keeps
 * nginx's upstream list in step with each server's /readyz.
 */
/**
 * The secrets every server of a fleet must share, or what one server signs or hashes another does
 * not recognise: preview links and search receipts, client-address hashes, the local identity
 * provider's keys (a sign-in begun on one server is finished on another).
 */
export const FLEET_SHARED_SECRETS = ['PREVIEW_SECRET', 'LEAD_IP_HASH_SECRET', 'IDP_SECRET'] as const;

/** `env` with each shared secret it lacks made once, for every server alike. */
export function withSharedSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const made = Object.fromEntries(FLEET_SHARED_SECRETS.filter((name) => !env[name]).map((name) => [name, randomBytes(32).toString('base64url')]));
  return { ...env, ...made };
}

export async function startFleet({
  instances,
  host,
  port,
  serverEnv,
  runDir,
  nginxBinary,
  report = () => {},
  serverLogs,
  onServerRestarted,
  statusListen,
}: FleetOptions): Promise<Fleet> {
  await mkdir(runDir, { recursive: true });
  // Started as root, nginx runs its workers as an unprivileged user: they must reach their
  // request-body and proxy folders in here (a folder from mkdtemp is the owner's alone).
  await chmod(runDir, 0o755);
  const template = await readNginxTemplate();
  const configFile = path.join(runDir, 'nginx.conf');
  const servers: SiteServerProcess[] = [];
  const sharedEnv = withSharedSecrets(serverEnv);
  for (let index = 1; index <= instances; index++) servers.push(new SiteServerProcess(`site-${index}`, await freePort(), sharedEnv, serverLogs, report));
  const listen = `${host}:${port}`;
  const upstreams = (): Upstream[] => servers.map((server) => ({ address: `127.0.0.1:${server.port}`, ready: server.ready }));
  let written = '';
  /** Writes nginx's configuration; true when it changed (all servers not ready reads as all ready: nothing to take out). */
  const writeConfig = async (): Promise<boolean> => {
    const config = renderNginxConfig(template, { listen, runDir, upstreams: upstreams() });
    if (config === written) return false;
    await writeFile(configFile, config);
    written = config;
    return true;
  };

  // Readiness drives the upstream list: a server that says it is not ready (rendering at its first
  // start, its database away) drops out and comes back when it is. Every reload costs a few
  // requests (nginx's old workers close their idle client connections, and ones they accepted but
  // had not read), so a server that is only on its way out (draining, restarted by this
  // supervisor) or silent (crashed) keeps its place: nginx's passive checks skip it within the
  // request, invisibly, once it stops listening.
  /** What the last polls saw, and since when, while it differs from what nginx has. */
  let unsettled: { ready: boolean[]; since: number } | null = null;
  /** Asks every server; true when the upstream list must change (`settleMs` after the last change seen). */
  const refreshReadiness = async (settleMs: number): Promise<boolean> => {
    const answersNow = await Promise.all(servers.map((server) => readiness(`${server.url}/readyz`, READINESS_POLL_MS * 2)));
    const readyNow = servers.map((server, index) => {
      const answer = answersNow[index];
      if (server.restarting || answer === 'silent' || answer === 'draining') return server.ready;
      return answer === 'ready';
    });
    if (stopping || servers.every((server, index) => server.ready === readyNow[index])) {
      unsettled = null;
      return false;
    }
    if (!unsettled || unsettled.ready.some((ready, index) => ready !== readyNow[index])) unsettled = { ready: readyNow, since: Date.now() };
    if (Date.now() - unsettled.since < settleMs) return false;
    servers.forEach((server, index) => (server.ready = readyNow[index] ?? false));
    unsettled = null;
    return true;
  };

  let nginx: ChildProcess | undefined;
  let stopping = false;
  let poller: NodeJS.Timeout | undefined;
  // Declared before stopAll, which a failed start calls: a restart's wait must not outlive the fleet.
  const healTimers = new Set<NodeJS.Timeout>();
  /** Servers that exited on their own and are not yet running again: the fleet is not whole, even if one answers already. */
  const healing = new Set<SiteServerProcess>();
  const stopAll = async () => {
    stopping = true;
    clearTimeout(poller);
    for (const timer of healTimers) clearTimeout(timer);
    await Promise.all(servers.map((server) => server.process && server.stop('SIGTERM')));
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT'); // graceful: finishes requests in flight
      await exited;
    }
  };

  try {
    await Promise.all(servers.map((server) => server.start()));
    report(`${servers.length} site servers answer: ${servers.map((server) => `${server.name} ${server.url}`).join(', ')}`);
    // Start nginx with the servers' readiness as it is now: a reload right after start would close
    // the first clients' connections.
    await refreshReadiness(0);
    await writeConfig();
    nginx = spawn(nginxBinary, ['-p', `${runDir}/`, '-c', configFile, '-e', path.join(runDir, 'error.log')], { stdio: ['ignore', 'inherit', 'pipe'] });
    const nginxStderr = keepStderr(nginx);
    nginx.stderr?.pipe(process.stderr);
    const deadline = Date.now() + 10_000;
    while (!(await accepts(host, port))) {
      if (nginx.exitCode !== null) throw new Error(`nginx stopped at start-up (exit ${nginx.exitCode}): ${nginxStderr()}`);
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${listen} within 10 s`);
      await delay(100);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  /** Says so when no server runs: nginx answers 502 to everyone until one is back. */
  const reportIfNoneRuns = () => {
    if (!stopping && servers.every((candidate) => !candidate.running && !candidate.restarting))
      report('no site server is running: nginx answers 502 to every request until one is back');
  };
  /** A server that exited on its own (a crash, kill -9, out of memory) is started again, after a backoff that grows with each crash in a row. */
  const heal = (server: SiteServerProcess, why: string) => {
    server.lastExit = { why, at: new Date() };
    server.crashes = Date.now() - server.startedAt >= STABLE_MS ? 1 : server.crashes + 1;
    const waitMs = HEAL_BACKOFF_MS[Math.min(server.crashes, HEAL_BACKOFF_MS.length) - 1] ?? HEAL_BACKOFF_MS[0];
    report(
      `${server.name} exited on its own (${why}); starting it again in ${waitMs / 1000} s${server.crashes > 1 ? ` (crash ${server.crashes} in a row)` : ''}`,
    );
    reportIfNoneRuns();
    const timer = setTimeout(() => {
      healTimers.delete(timer);
      if (stopping || server.running || server.stoppedOnPurpose) {
        healing.delete(server);
        return;
      }
      server.start().then(
        () => {
          server.healed += 1;
          healing.delete(server);
          report(`${server.name} is running again (pid ${server.process.pid})`);
          const restart: ServerRestart = { server: server.name, host: os.hostname(), exit: why, backoffMs: waitMs, crashesInARow: server.crashes };
          onServerRestarted?.(restart).catch((error: unknown) =>
            report(`${server.name}'s restart was not recorded: ${error instanceof Error ? error.message : String(error)}`),
          );
        },
        (error: unknown) => {
          // One that exited at start-up is healed again by its exit; one that hangs is killed, which does the same.
          healing.delete(server);
          report(`${server.name} did not start again: ${error instanceof Error ? error.message : String(error)}`);
          if (server.running) server.process.kill('SIGKILL');
        },
      );
    }, waitMs);
    healTimers.add(timer);
    healing.add(server);
  };
  for (const server of servers) {
    server.onExit = (code, signal) => {
      if (stopping || server.restarting) return;
      const why = signal ?? `code ${code}`;
      if (server.stoppedOnPurpose) {
        report(`${server.name} stopped (${why})`);
        reportIfNoneRuns();
      } else heal(server, why);
    };
  }
  const reportReadiness = () => report(`ready: ${servers.map((server) => `${server.name} ${server.ready ? 'yes' : 'no'}`).join(', ')}`);
  const pollReadiness = async () => {
    if (stopping) return;
    if (await refreshReadiness(READINESS_SETTLE_MS)) {
      reportReadiness();
      // Reload: new workers take over, requests in flight finish. Old workers close their idle
      // client connections, which well-behaved clients retry; so only when the list changed.
      if (await writeConfig()) nginx?.kill('SIGHUP');
    }
    poller = setTimeout(() => void pollReadiness(), READINESS_POLL_MS);
  };
  reportReadiness();
  poller = setTimeout(() => void pollReadiness(), READINESS_POLL_MS);

  const whenReady = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ready = await Promise.all(servers.map((server) => answers(`${server.url}/readyz`)));
      if (ready.every(Boolean) && servers.every((server) => server.ready) && healing.size === 0) return;
      if (Date.now() > deadline) {
        const reports = await Promise.all(servers.map((server) => readinessReport(server.url)));
        throw new Error(
          `not every server became ready: ${servers.map((server, index) => `${server.name} (supervisor: ${server.ready}) ${reports[index]}`).join('; ')}`,
        );
      }
      await delay(100);
    }
  };
  let rolling: Promise<void> | null = null;
  const rollingRestart = () => {
    rolling ??= (async () => {
      try {
        for (const server of servers) {
          report(`rolling restart: ${server.name}`);
          await server.restart();
          // In nginx's list again (the supervisor has seen it ready) before the next one drains.
          const deadline = Date.now() + STARTUP_TIMEOUT_MS;
          while (!server.ready && Date.now() < deadline) await delay(READINESS_POLL_MS);
        }
        report('rolling restart: every server replaced');
      } finally {
        rolling = null;
      }
    })();
    return rolling;
  };
  const status = (): FleetStatus => ({
    stopping,
    servers: servers.map((server) => ({
      name: server.name,
      url: server.url,
      running: server.running,
      ready: server.ready,
      healed: server.healed,
      lastExit: server.lastExit && { why: server.lastExit.why, at: server.lastExit.at.toISOString() },
    })),
  });
  let statusServer: Awaited<ReturnType<typeof serveSupervisorStatus>> | undefined;
  try {
    if (statusListen) statusServer = await serveSupervisorStatus(status, statusListen);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const stop = async () => {
    await statusServer?.close();
    await stopAll();
  };
  return { url: `http://${listen}`, servers, whenReady, rollingRestart, status, statusUrl: statusServer?.url, stop };
}
