import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtServerArgs } from '@site/site/built-server';
import { E2E_TMP, EXIT_WITH_RUNNER, OPERATIONS_DIR, RELEASE_DIR, REPO_ROOT, SITE_DIR } from './paths.ts';

const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

export interface SiteServer {
  /** The public origin. */
  url: string;
  /** The admin origin (the other loopback name on the same port): sign-in, the admin workspace and its APIs. */
  adminUrl: string;
  deployRoot: string;
  /** Publishes a section build through this server's registry and promotes it (as a section team would); returns its version. */
  deploy(section: string, buildDir: string): Promise<string>;
  /** `npm run remotes -- <args>` against this server (its registry, its deploy root, the platform token). */
  remotes(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
  /** The same, with more in the CLI's environment (a section CI's RELEASE_SIGNING_KEY). */
  remotesWith(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
  /**
   * Stops the server and starts it again as `npm start` does (deploy-local, then the server), over
   * the same database and deploy root, on a new port (`url` and `adminUrl` follow). Returns what
   * deploy-local printed.
   */
  restart(): Promise<string>;
  stop(): Promise<void>;
}

/** The platform token of every journey's server. */
export const PLATFORM_TOKEN = 'e2e-platform-token-0123456789';

/** The version of a section that /remotes.json serves a browser with no cookies. */
export async function servedVersion(url: string, section: string): Promise<string | undefined> {
  const manifest = (await (await fetch(`${url}/remotes.json`, { cache: 'no-store' })).json()) as { sections: Array<{ name: string; version: string }> };
  return manifest.sections.find((live) => live.name === section)?.version;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server stopped before it was healthy; `stderr` says why (a taken port, a refused shell...). */
class ServerExited extends Error {
  constructor(
    readonly code: number,
    readonly stderr: string,
  ) {
    const lines = stderr.trim().split('\n');
    // The error's own line first (a crash ends with the error object's fields, which say little), then the tail.
    const errorLines = lines.filter((line) => /\b[A-Z][A-Za-z]*Error\b|\bERR_|AVV_ERR/.test(line)).slice(0, 2);
    super(`site server exited with ${code}: ${[...errorLines, ...lines.slice(-5)].join(' | ')}`);
  }
}

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  // Starting takes a few seconds; on two cores busy with a fleet under load, it once took over 20.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new ServerExited(child.exitCode, stderr());
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`site server at ${url} did not become healthy`);
}

/**
 * Starts the server on a port the system said was free. Between that answer and the server's
 * bind, another process can take the port (an outgoing connection's ephemeral port, under a busy
 * suite): the server then stops saying so, and it is started again on another port.
 */
async function listenOnAFreePort(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Its own origin is public here: sign-in sends the browser back to it.
    // The built server, as it ships (see @site/site/built-server).
    // It stops when this worker is gone, even killed (EXIT_WITH_RUNNER).
    const child = spawn(process.execPath, builtServerArgs(['--import', EXIT_WITH_RUNNER]), {
      cwd: SITE_DIR,
      env: { SITE_ORIGIN: url, E2E_RUNNER_PID: String(process.pid), ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    try {
      await waitForHealth(url, child, () => stderr);
      // A server that dies under a journey leaves only ECONNREFUSED behind: say why it died.
      child.once('exit', (code, signal) => {
        if (code !== 0 && signal === null) console.error(`site server ${url} exited with ${code}:\n${stderr.slice(-4000)}`);
      });
      return { child, url };
    } catch (error) {
      if (!(error instanceof ServerExited && /is in use/.test(error.stderr)) || attempt === 3) throw error;
    }
  }
}

/**
 * Every section's local build live in an embedded database and a deploy root, made by deploy-local
 * once per worker: each server starts from a copy (a fifth of a second, where deploy-local takes
 * about 5 s of CPU to migrate, seed and publish five sections).
 */
let deployedTemplate: Promise<string> | undefined;
function everyLocalBuildLive(): Promise<string> {
  deployedTemplate ??= (async () => {
    const dir = await mkdtemp(path.join(E2E_TMP, 'deploy-template-'));
    const env = { ...process.env, DEPLOY_ROOT: dir, DATA_DIR: path.join(dir, '.data'), LOG_LEVEL: 'warn', PLATFORM_TOKEN };
    await run(TSX, ['src/cli/deploy-local.ts'], { cwd: OPERATIONS_DIR, env });
    return dir;
  })();
  return deployedTemplate;
}

/**
 * A real site server on its own port and deploy root, with every section's local build live; prerendering off unless asked for.
 * `env` is the server's and the CLI's; `serverEnv` the server's alone, e.g. RELEASE_APPROVAL=required for a site whose
 * sections were deployed before approval was asked for.
 */
export async function startSiteServer({
  prerender = false,
  env: extraEnv = {},
  serverEnv = {},
}: { prerender?: boolean; env?: Record<string, string>; serverEnv?: Record<string, string> } = {}): Promise<SiteServer> {
  await mkdir(E2E_TMP, { recursive: true });
  const deployRoot = await mkdtemp(path.join(E2E_TMP, 'deploy-'));
  // Each server gets an embedded database of its own, so servers never share storage.
  await cp(await everyLocalBuildLive(), deployRoot, { recursive: true });
  // Prerendering (a browser of its own) only where a journey is about it.
  const env = {
    ...process.env,
    DEPLOY_ROOT: deployRoot,
    DATA_DIR: path.join(deployRoot, '.data'),
    LOG_LEVEL: 'warn',
    PRERENDER: prerender ? 'on' : 'off',
    PLATFORM_TOKEN,
    ...extraEnv,
  };
  let { child, url } = await listenOnAFreePort({ ...env, ...serverEnv });
  const stop = async () => {
    // Gone already: exited, or ended by a signal (then exitCode stays null).
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const remotesWith = async (cliEnv: Record<string, string>, ...args: string[]) => {
    try {
      const { stdout, stderr } = await run(TSX, ['src/cli/remotes.ts', ...args], { cwd: RELEASE_DIR, env: { ...env, ...cliEnv, REGISTRY_URL: url } });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  };
  const remotes = (...args: string[]) => remotesWith({}, ...args);
  const server: SiteServer = {
    url,
    adminUrl: url.replace('//127.0.0.1:', '//localhost:'),
    deployRoot,
    async deploy(section, buildDir) {
      // The running server owns its embedded database: deploy through its registry.
      const published = await remotes('publish', section, '--build-dir', buildDir, '--allow-dirty', '--promote', '--no-wait');
      if (published.code !== 0) throw new Error(`publishing ${section} from ${buildDir} failed: ${published.stderr}`);
      // The promote went through this server, so its next answer serves it.
      const version = await servedVersion(url, section);
      if (!version || !published.stdout.includes(version))
        throw new Error(`${section} was published but ${version ?? 'nothing'} is served:\n${published.stdout}`);
      return version;
    },
    remotes,
    remotesWith,
    async restart() {
      await stop();
      const { stdout, stderr } = await run(TSX, ['src/cli/deploy-local.ts'], { cwd: OPERATIONS_DIR, env });
      ({ child, url } = await listenOnAFreePort({ ...env, ...serverEnv }));
      server.url = url;
      server.adminUrl = url.replace('//127.0.0.1:', '//localhost:');
      return `${stdout}${stderr}`;
    },
    stop,
  };
  return server;
}

/**
 * A site server that prerenders, once it has prerendered every page it serves (`/readyz`), as in
 * production: what a journey publishes is then measured against pages a crawler already gets.
 */
export async function startPrerenderedSiteServer(): Promise<SiteServer> {
  const site = await startSiteServer({ prerender: true });
  const deadline = Date.now() + 150_000;
  while ((await fetch(`${site.url}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('the site did not finish its first prerender');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return site;
}
