/**
 * `npm run bench:fleet` (repo root; builds first): requests per second of a prerendered page, one
 * site server alone and 1 and 2 servers behind nginx, on this machine's PostgreSQL (DATABASE_URL)
 * and Redis (REDIS_URL). The fleet gets a schema and a deploy root of its own, removed afterwards.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { createTestSchema } from '@site/db/test-databases';
import { freePort, startFleet } from '../src/fleet/fleet.ts';
import { fleetEnv } from '../src/fleet/config.ts';
import { findNginx, fleetProblems } from '../src/fleet/prerequisites.ts';

const run = promisify(execFile);
/** deploy-local runs from this workspace, as `npm run serve` runs it. */
const OPERATIONS_DIR = path.resolve(import.meta.dirname, '..');
const PAGE = '/solutions/agent-assisted';
const CONNECTIONS = 50;
const SECONDS = 10;
const ROUNDS = 3;

async function requestsPerSecond(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  // Warm-up, then the measured rounds; the median round is reported.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { 'accept-encoding': 'br' } });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' } });
    rounds.push({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
  }
  return rounds.toSorted((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)]!;
}

async function main(): Promise<void> {
  const settings = fleetEnv.parse(process.env);
  const nginx = await findNginx(settings.NGINX);
  const problems = await fleetProblems({ nginx, databaseUrl: settings.DATABASE_URL, redisUrl: settings.REDIS_URL });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const schema = await createTestSchema(settings.DATABASE_URL, 'bench_fleet');
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'bench-fleet-'));
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: schema.url,
    REDIS_URL: settings.REDIS_URL,
    DEPLOY_ROOT: path.join(scratch, 'deploy'),
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const rows: string[] = [];
  try {
    await run(process.execPath, ['--import', 'tsx', 'src/cli/deploy-local.ts'], { cwd: OPERATIONS_DIR, env: serverEnv });
    for (const instances of [2, 1]) {
      const port = await freePort();
      const fleet = await startFleet({
        instances,
        host: '127.0.0.1',
        port,
        serverEnv: { ...serverEnv, SITE_ORIGIN: `http://127.0.0.1:${port}` },
        runDir: path.join(scratch, `nginx-${instances}`),
        nginxBinary: nginx!,
      });
      try {
        await fleet.whenReady(240_000);
        if (instances === 2) {
          const alone = await requestsPerSecond(`${fleet.servers[0]!.url}${PAGE}`);
          rows.push(`one site server, no nginx      ${alone.rps.toFixed(0).padStart(6)} req/s   p99 ${alone.p99} ms   errors ${alone.errors}`);
        }
        const behind = await requestsPerSecond(`${fleet.url}${PAGE}`);
        rows.push(
          `${instances} site server${instances > 1 ? 's' : ' '} behind nginx    ${behind.rps.toFixed(0).padStart(6)} req/s   p99 ${behind.p99} ms   errors ${behind.errors}`,
        );
      } finally {
        await fleet.stop();
      }
    }
  } finally {
    await schema.drop();
    await rm(scratch, { recursive: true, force: true });
  }
  console.log(
    `\nprerendered ${PAGE} (brotli), ${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s, ${os.cpus().length} cores, Node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  for (const row of rows) console.log(`  ${row}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
