import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { fleetEnv } from '../fleet/config.ts';
import { loadConfig } from '@site/site/config';
import { startFleet } from '../fleet/fleet.ts';
import { findNginx, fleetProblems } from '../fleet/prerequisites.ts';

const run = promisify(execFile);
const OPERATIONS_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run fleet`: INSTANCES site servers behind nginx on PORT, sharing DATABASE_URL (what is
 * live, content, leads, sessions and, unless SHARED_STORAGE says otherwise, section versions'
 * files and prerendered pages) and REDIS_URL (rate limits). Ctrl-C stops them gracefully.
 */
async function main(): Promise<void> {
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
    // One secret each for the whole fleet (given, or made once by loadConfig): every server accepts
    // the preview links any of them signs, and hashes a visitor's address the same way (leads, audit, limits).
    PREVIEW_SECRET: site.PREVIEW_SECRET,
    LEAD_IP_HASH_SECRET: site.LEAD_IP_HASH_SECRET,
  };
  // What is live goes through the registry on PostgreSQL: every server hears of it.
  const deployed = await run(process.execPath, ['--import', 'tsx', 'src/cli/deploy-local.ts'], { cwd: OPERATIONS_DIR, env: serverEnv });
  process.stdout.write(deployed.stdout);

  const fleet = await startFleet({
    instances: settings.INSTANCES,
    host: settings.HOST,
    port: settings.PORT,
    serverEnv,
    runDir: path.join(site.repoRoot, '.fleet'),
    nginxBinary: nginx!,
    report: (line) => console.log(`fleet: ${line}`),
  });
  console.log(`fleet: ${settings.INSTANCES} site servers behind nginx at ${fleet.url} (public origin ${publicOrigin}); Ctrl-C stops them`);
  const stop = () => void fleet.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
