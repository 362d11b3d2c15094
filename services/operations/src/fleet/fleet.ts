import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { SITE_DIR } from '../site-package.ts';
import { freePort } from './free-port.ts';
import { readNginxTemplate, renderNginxConfig, type Upstream } from './nginx-config.ts';

export { freePort };

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
}

export interface FleetServer {
  readonly name: string;
  /** The server's own address, bypassing nginx. */
  readonly url: string;
  readonly process: ChildProcess;
  /** The last /readyz answer the supervisor saw. */
  readonly ready: boolean;
  /**
   * Stops it gracefully (SIGTERM: drains, finishes requests in flight) and starts it again on its
   * port; resolves once it is ready. It keeps its place in nginx's list throughout (nginx passes
   * over it while it cannot connect, and keeps no memory of that), so the next server of a rolling
   * restart may stop at once.
   */
  restart(): Promise<void>;
  /** Sends the server a signal (SIGKILL: it dies at once) and waits until it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on its port, after it stopped; resolves once it answers. */
  start(): Promise<void>;
}

export interface Fleet {
  /** The balancer's address: what visitors use. */
  url: string;
  servers: readonly FleetServer[];
  /** Resolves once every server answers ready and the supervisor has seen it (nginx sends it requests). */
  whenReady(timeoutMs: number): Promise<void>;
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
  /** Told when the process exits, whatever the reason. */
  onExit: (code: number | null, signal: NodeJS.Signals | null) => void = () => {};
  #stderr: () => string = () => '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logs: 'inherit' | 'ignore' = 'inherit',
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until it answers /healthz (ready comes later: prerendering). */
  async start(): Promise<void> {
    // Node itself with tsx's loader, not the tsx command: that would be a parent process of its own,
    // and a signal sent to the server (SIGKILL above all) would stop the parent only.
    this.process = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.kill(signal);
    await exited;
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
export async function startFleet({ instances, host, port, serverEnv, runDir, nginxBinary, report = () => {}, serverLogs }: FleetOptions): Promise<Fleet> {
  await mkdir(runDir, { recursive: true });
  // Started as root, nginx runs its workers as an unprivileged user: they must reach their
  // request-body and proxy folders in here (a folder from mkdtemp is the owner's alone).
  await chmod(runDir, 0o755);
  const template = await readNginxTemplate();
  const configFile = path.join(runDir, 'nginx.conf');
  const servers: SiteServerProcess[] = [];
  for (let index = 1; index <= instances; index++) servers.push(new SiteServerProcess(`site-${index}`, await freePort(), serverEnv, serverLogs));
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
  const stopAll = async () => {
    stopping = true;
    clearTimeout(poller);
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

  for (const server of servers) {
    server.onExit = (code, signal) => {
      if (!stopping) report(`${server.name} exited (${signal ?? `code ${code}`})`);
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
      if (ready.every(Boolean) && servers.every((server) => server.ready)) return;
      if (Date.now() > deadline) {
        const reports = await Promise.all(servers.map((server) => readinessReport(server.url)));
        throw new Error(
          `not every server became ready: ${servers.map((server, index) => `${server.name} (supervisor: ${server.ready}) ${reports[index]}`).join('; ')}`,
        );
      }
      await delay(100);
    }
  };
  return { url: `http://${listen}`, servers, whenReady, stop: stopAll };
}
