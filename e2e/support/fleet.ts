import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { recordBuildFiles } from '@site/build/build-files';
import { openDatabase } from '@site/db/database';
import { recordServerRestart } from '@site/db/server-restarts';
import { createTestSchema, TEST_DATABASE_URL } from '@site/db/test-databases';
import { TEST_REDIS_URL } from '@site/service-kit/test-redis';
import { startCuttableLinkProcess, type CuttableProxy } from '@site/service-kit/test-tcp-proxy';
import { freePort, startFleet, type Fleet } from '@site/operations/fleet';
import { findNginx } from '@site/operations/fleet-prerequisites';
import { E2E_TMP, OPERATIONS_DIR, RELEASE_DIR, REPO_ROOT } from './paths.ts';
import { PLATFORM_TOKEN } from './site-server.ts';

const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

/** Why a fleet cannot run on this machine (nothing when it can); CI has all three. */
export async function fleetUnavailable(): Promise<string | undefined> {
  const missing = [
    TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL (PostgreSQL)',
    TEST_REDIS_URL ? undefined : 'TEST_REDIS_URL (Redis)',
    (await findNginx(process.env.NGINX)) ? undefined : 'nginx',
  ].filter(Boolean);
  return missing.length > 0 ? `a fleet needs ${missing.join(', ')}` : undefined;
}

export interface TestFleet extends Fleet {
  /** The fleet's schema, reached directly (the servers reach it through `database`). */
  databaseUrl: string;
  /** The servers' link to PostgreSQL, to cut as a restart would. */
  database: CuttableProxy;
  /** The servers' link to Redis, to cut as a stopped Redis would. */
  redis: CuttableProxy;
  deployRoot: string;
  /** deploy-local against the fleet's database and deploy root: publishes a build and makes it live. */
  deploy(section: string, buildDir: string): Promise<string>;
  /** What the supervisor reported so far (exits, restarts, readiness), oldest first. */
  reports: string[];
  /** What `npm run fleet` runs before it starts the servers (deploy-local, over the fleet's database); returns what it printed. */
  deployLocal(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Two (or `instances`) site servers behind nginx, on a PostgreSQL schema of their own, this
 * machine's Redis, with every section's local build live. What they share is in PostgreSQL
 * (SHARED_STORAGE=database): section versions' files and prerendered pages, no disk in common.
 */
export async function startTestFleet({ instances = 2, env = {} }: { instances?: number; env?: Record<string, string> } = {}): Promise<TestFleet> {
  const nginx = await findNginx(process.env.NGINX);
  if (!nginx || !TEST_DATABASE_URL || !TEST_REDIS_URL) throw new Error(await fleetUnavailable());
  await mkdir(E2E_TMP, { recursive: true });
  const database = await createTestSchema(TEST_DATABASE_URL, 'fleet_e2e');
  const deployRoot = await mkdtemp(path.join(E2E_TMP, 'fleet-deploy-'));
  const runDir = await mkdtemp(path.join(E2E_TMP, 'fleet-nginx-'));
  const port = await freePort();
  const [databaseLink, redisLink] = await Promise.all([startCuttableLinkProcess(database.url, 5432), startCuttableLinkProcess(TEST_REDIS_URL, 6379)]);
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseLink.url,
    REDIS_URL: redisLink.url,
    DEPLOY_ROOT: deployRoot,
    SITE_ORIGIN: `http://127.0.0.1:${port}`,
    TRUST_PROXY: '127.0.0.1',
    PLATFORM_TOKEN,
    PREVIEW_SECRET: randomBytes(32).toString('base64url'),
    // One server prerenders for both.
    PRERENDER: 'on',
    // Section versions and prerendered pages in PostgreSQL: any server serves any of them.
    SHARED_STORAGE: 'database',
    // The journeys use the break-glass token, which every server warns about at each use.
    LOG_LEVEL: 'error',
    SHUTDOWN_DRAIN_MS: '1500',
    ...env,
  };
  // As a section team publishes: the build is uploaded through the balancer and made live.
  const deploy = async (section: string, buildDir: string) => {
    const args = ['src/cli/remotes.ts', 'publish', section, '--build-dir', buildDir, '--allow-dirty', '--promote', '--no-wait'];
    const { stdout } = await run(TSX, args, { cwd: RELEASE_DIR, env: { ...serverEnv, REGISTRY_URL: `http://127.0.0.1:${port}` } });
    const version = /^version\s+(\S+)$/m.exec(stdout)?.[1];
    if (!version) throw new Error(`remotes publish named no version:\n${stdout}`);
    return version;
  };
  const deployLocal = async () => {
    const { stdout, stderr } = await run(TSX, ['src/cli/deploy-local.ts'], { cwd: OPERATIONS_DIR, env: serverEnv });
    return `${stdout}${stderr}`;
  };
  await deployLocal();
  const reports: string[] = [];
  // The supervisor records restarts as `npm run fleet` does, straight to the schema (not through the cuttable link).
  const audit = await openDatabase({ url: database.url, maxConnections: 1 });
  const fleet = await startFleet({
    instances,
    host: '127.0.0.1',
    port,
    serverEnv,
    runDir,
    nginxBinary: nginx,
    report: (line) => {
      reports.push(line);
      console.log(`fleet: ${line}`);
    },
    onServerRestarted: (restart) => recordServerRestart(audit, restart),
    statusListen: { host: '127.0.0.1', port: 0 },
  });
  const close = async () => {
    await fleet.stop();
    await audit.close();
    await Promise.all([databaseLink.proxy.close(), redisLink.proxy.close()]);
    await database.drop();
    await Promise.all([rm(deployRoot, { recursive: true, force: true }), rm(runDir, { recursive: true, force: true })]);
  };
  try {
    // Ready once one server has prerendered every page for both (about a minute on 2 busy cores).
    await waitUntilAllReady(fleet, 240_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...fleet, reports, databaseUrl: database.url, database: databaseLink.proxy, redis: redisLink.proxy, deployRoot, deploy, deployLocal, close };
}

export const waitUntilAllReady = (fleet: Fleet, timeoutMs = 30_000): Promise<void> => fleet.whenReady(timeoutMs);

/**
 * Another build of a section, as a team would publish it: the local build with a comment added to
 * its remote entry (compressed again, its file record written again), so it gets a version of its
 * own without a webpack run.
 */
export async function candidateBuild(section: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(E2E_TMP, `${section}-fleet-candidate-`));
  await cp(path.join(REPO_ROOT, 'remotes', section, 'dist'), dir, { recursive: true });
  const entry = path.join(dir, 'remoteEntry.js');
  await appendFile(entry, `\n/* candidate ${randomBytes(4).toString('hex')} */\n`);
  const source = await readFile(entry);
  await Promise.all([writeFile(`${entry}.br`, brotliCompressSync(source)), writeFile(`${entry}.gz`, gzipSync(source))]);
  await recordBuildFiles(dir);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * fetch through the balancer as a browser sends it: a request that fails because the keep-alive
 * connection it was sent on has just been closed (nginx reloading closes its idle connections) is
 * sent once more, on a new connection. A second failure is real.
 */
export async function fetchThroughBalancer(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (!(cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET' || /other side closed/.test(cause?.message ?? ''))) throw error;
    return fetch(url, init);
  }
}
