import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { fleetEnv } from '../fleet/config.ts';
import { loadConfig } from '@site/site/config';
import { startFleet } from '../fleet/fleet.ts';
import { findNginx, fleetProblems } from '../fleet/prerequisites.ts';
import { openDatabase } from '@site/db/database';
import { recordServerRestart } from '@site/db/server-restarts';

const run = promisify(execFile);
const OPERATIONS_DIR = path.resolve(import.meta.dirname, '../..');
const RUN_DIR = path.join(loadConfig().repoRoot, '.fleet');
/** The running supervisor's pid: `npm run fleet -- restart` signals it. */
const PID_FILE = path.join(RUN_DIR, 'supervisor.pid');
/** How the last rolling restart ended, for the command that asked for it. */
const RESTART_FILE = path.join(RUN_DIR, 'rolling-restart.json');
/** The signal that asks a running supervisor for a rolling restart. */
const RESTART_SIGNAL = 'SIGUSR2';
const RESTART_TIMEOUT_MS = 15 * 60_000;

interface RestartOutcome {
  asked: number;
  finished: number;
  error?: string;
}

/**
 * `npm run fleet -- restart`: asks the running supervisor to replace its servers one at a time
 * (after `npm run build`, or new settings), and waits until it says they all are.
 */
async function restartRunningFleet(): Promise<number> {
  const pid = Number(await readFile(PID_FILE, 'utf8').catch(() => ''));
  try {
    if (!pid) throw new Error('no pid');
    process.kill(pid, 0);
  } catch {
    console.error(`npm run fleet -- restart: no fleet is running from this checkout (${path.relative(process.cwd(), PID_FILE)}); start one with npm run fleet`);
    return 1;
  }
  const asked = Date.now();
  process.kill(pid, RESTART_SIGNAL);
  console.log(`fleet: asked the supervisor (pid ${pid}) to restart its servers one at a time; its terminal reports each`);
  while (Date.now() - asked < RESTART_TIMEOUT_MS) {
    const outcome = JSON.parse(await readFile(RESTART_FILE, 'utf8').catch(() => 'null')) as RestartOutcome | null;
    if (outcome && outcome.asked >= asked) {
      if (outcome.error) console.error(`fleet: the rolling restart stopped: ${outcome.error}`);
      else console.log(`fleet: every server replaced in ${((outcome.finished - outcome.asked) / 1000).toFixed(1)} s`);
      return outcome.error ? 1 : 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`fleet: no answer from the supervisor within ${RESTART_TIMEOUT_MS / 60_000} minutes`);
  return 1;
}

/**
 * `npm run fleet`: INSTANCES site servers behind nginx on PORT, sharing DATABASE_URL (what is
 * live, content, leads, sessions and, unless SHARED_STORAGE says otherwise, section versions'
 * files and prerendered pages) and REDIS_URL (rate limits). Ctrl-C stops them gracefully.
 */
async function main(): Promise<void> {
  if (process.argv[2] === 'restart') process.exit(await restartRunningFleet());
  const parsed = fleetEnv.safeParse(process.env);
  if (!parsed.success) throw new Error(`npm run fleet:\n${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  const nginx = await findNginx(settings.NGINX);
  const problems = await fleetProblems({ nginx, databaseUrl: settings.DATABASE_URL, redisUrl: settings.REDIS_URL });
  if (problems.length > 0) throw new Error(`npm run fleet cannot start:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);

  const site = loadConfig();
  // The site's own default would be a server's port; visitors come through nginx's.
  const publicOrigin = settings.SITE_ORIGIN ?? `http://${settings.HOST === '127.0.0.1' ? 'localhost' : settings.HOST}:${settings.PORT}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_ORIGIN: publicOrigin,
    DEPLOY_ROOT: site.DEPLOY_ROOT,
    // Servers that share a database need share no disk.
    SHARED_STORAGE: process.env.SHARED_STORAGE ?? 'database',
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    SHUTDOWN_DRAIN_MS: String(settings.SHUTDOWN_DRAIN_MS),
    // The secrets every server must share are given, or made once for all by startFleet (FLEET_SHARED_SECRETS).
  };
  // What is live goes through the registry on PostgreSQL: every server hears of it.
  const deployed = await run(process.execPath, ['--import', 'tsx', 'src/cli/deploy-local.ts'], { cwd: OPERATIONS_DIR, env: serverEnv });
  process.stdout.write(deployed.stdout);

  // The supervisor's own record of what it did: restarts go to the audit log, which the admin's
  // Status page lists and notification endpoints subscribed to them hear of.
  const audit = await openDatabase({ url: settings.DATABASE_URL, maxConnections: 1 });
  const fleet = await startFleet({
    instances: settings.INSTANCES,
    host: settings.HOST,
    port: settings.PORT,
    serverEnv,
    runDir: RUN_DIR,
    nginxBinary: nginx!,
    report: (line) => console.log(`fleet: ${line}`),
    onServerRestarted: (restart) => recordServerRestart(audit, restart),
    statusListen: { host: '127.0.0.1', port: settings.SUPERVISOR_PORT ?? settings.PORT + 1 },
  });
  console.log(
    `fleet: ${settings.INSTANCES} site servers behind nginx at ${fleet.url} (public origin ${publicOrigin}); a server that exits on its own is started again; npm run fleet -- restart replaces them one at a time; Ctrl-C stops them`,
  );
  console.log(`fleet: the supervisor answers ${fleet.statusUrl}/readyz (200 while a server is in service) and /healthz`);
  await writeFile(PID_FILE, String(process.pid));
  const stop = () => void Promise.all([fleet.stop().then(() => audit.close()), rm(PID_FILE, { force: true })]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.on(RESTART_SIGNAL, () => {
    const asked = Date.now();
    console.log('fleet: rolling restart asked for');
    const record = (outcome: RestartOutcome) => writeFile(RESTART_FILE, JSON.stringify(outcome));
    void fleet.rollingRestart().then(
      () => record({ asked, finished: Date.now() }),
      (error: unknown) => record({ asked, finished: Date.now(), error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
