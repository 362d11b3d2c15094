/**
 * `npm run bench:capacity` (repo root; builds first): what one site server answers per second, as
 * production runs it (PostgreSQL, Redis, logging at info), for a prerendered page, /remotes.json,
 * site search (from the server, and through the site's address, where nginx holds an answer the
 * same for everyone for a second) and a lead POST; the same search answer from a bare Fastify
 * route, for the overhead of the site server; the database connections one server holds under write load; its memory; and
 * its prerender time per 100 pages. Needs DATABASE_URL and REDIS_URL, like `npm run fleet`; the
 * server gets a schema and a deploy root of its own, removed afterwards. `-- --search-breakdown`
 * also measures search without the access log and without Redis, to show what each costs. Each
 * row also gives the answering process's CPU time per request (from /proc), which a noisy machine
 * moves far less than requests per second.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon, { type Options } from 'autocannon';
import { openDatabase } from '@site/db/database';
import { createTestSchema } from '@site/db/test-databases';
import { fleetEnv } from '../src/fleet/config.ts';
import { freePort, startFleet } from '../src/fleet/fleet.ts';
import { findNginx, fleetProblems } from '../src/fleet/prerequisites.ts';
import { startServer, type RunningServer } from '../../search/bench/load.ts';
import { residentMiB } from '../../site/bench/server-start.ts';

const run = promisify(execFile);
/** deploy-local runs from this workspace, as `npm run serve` runs it. */
const OPERATIONS_DIR = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 50;
const SECONDS = 8;
const ROUNDS = 3;
const PAGE = '/solutions/agent-assisted';
const SEARCH = '/api/search/pages?q=payment%20links';
/** The same search by a visitor whose searches are reported: its answer carries a signed receipt. */
const SEARCH_WITH_RECEIPT = `${SEARCH}&receipt=1`;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** The server's CPU time (user and system) per request answered, in µs; undefined where /proc cannot tell. */
  cpuUs: number | undefined;
}

/** A target to load: autocannon's options, and the process answering, whose CPU time is read. */
interface Target {
  options: Options;
  pid: number | undefined;
}

const CLOCK_TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * A process's CPU seconds so far (user + system, from /proc), or undefined off Linux. Unlike
 * requests per second, this barely moves with what else the machine runs: a noisy 2-core VM
 * steals wall time from a server, not the CPU time each request costs it.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}

const median = (rounds: Measured[]) => rounds.toSorted((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)]!;

async function round({ options, pid }: Target): Promise<Measured> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS, timeout: 10 });
  const cpuAfter = cpuSeconds(pid);
  const answered = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cpuUs: cpuBefore !== undefined && cpuAfter !== undefined && answered > 0 ? ((cpuAfter - cpuBefore) * 1e6) / answered : undefined,
  };
}

/**
 * Each target warmed up, then ROUNDS measured rounds of each in turn (A B A B…), so drift in this
 * noisy machine's speed falls on all alike; the median round of each (by requests per second).
 */
async function measure(...targets: Target[]): Promise<Measured[]> {
  for (const { options } of targets) await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
  const rounds: Measured[][] = targets.map(() => []);
  for (let turn = 0; turn < ROUNDS; turn++) for (const [index, target] of targets.entries()) rounds[index]!.push(await round(target));
  return rounds.map(median);
}

const measureOne = async (target: Target): Promise<Measured> => (await measure(target))[0]!;

/** Each request a new lead, as visitors send them: its own idempotency key, so every one is stored. */
const leadRequest = {
  method: 'POST',
  path: '/api/leads',
  headers: { 'content-type': 'application/json' },
  setupRequest: (request: Record<string, unknown>) => ({
    ...request,
    body: JSON.stringify({
      form: 'contact',
      fields: {
        name: 'Capacity Bench',
        email: 'capacity@example.co.uk',
        company: 'Example Utilities',
        message: 'Measuring how many leads one server stores per second.',
      },
      idempotencyKey: randomUUID(),
    }),
  }),
};

/** Headers Node writes itself, or that vary with the body: the bare route's own are as good. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);

/**
 * The search bench's bare Fastify route, answering the site's own answer with the same response
 * schema and the same headers (the security headers every site answer carries): the same bytes.
 */
async function bareRoute(answer: Response, scratch: string): Promise<RunningServer> {
  const bodyFile = path.join(scratch, 'search-answer.json');
  const headersFile = path.join(scratch, 'search-headers.json');
  await writeFile(bodyFile, await answer.text());
  await writeFile(headersFile, JSON.stringify(Object.fromEntries([...answer.headers].filter(([name]) => !WRITTEN_BY_NODE.has(name)))));
  return startServer('bench/bare-server.ts', await freePort(), { BARE_BODY_FILE: bodyFile, BARE_HEADERS_FILE: headersFile }, SEARCH);
}

/** Connections to the database from anything but this bench's own. */
async function databaseConnections(databaseUrl: string): Promise<number> {
  const db = await openDatabase({ url: databaseUrl, maxConnections: 1 });
  try {
    const { rows } = await db.query<{ count: string }>(
      'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return Number(rows[0]?.count);
  } finally {
    await db.close();
  }
}

const row = (label: string, result: Measured) =>
  `${label.padEnd(46)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${String(result.p50).padStart(3)} ms   p99 ${String(result.p99).padStart(3)} ms   failed ${result.failed}${
    result.cpuUs === undefined ? '' : `   CPU ${result.cpuUs.toFixed(0)} µs/request`
  }`;

/** The bare route's CPU per request against the site's: the share of the bare route's capacity the site would reach on an otherwise idle machine. */
const cpuRatio = (site: Measured, bare: Measured) =>
  site.cpuUs === undefined || bare.cpuUs === undefined ? '' : ` (by CPU per request: ${((bare.cpuUs / site.cpuUs) * 100).toFixed(0)} %)`;

/** With `--search-breakdown`: search on a second server without one cost at a time, interleaved with the full server's. */
const SEARCH_BREAKDOWN = process.argv.includes('--search-breakdown');

/** What each variant leaves out of the production set-up, to see what it costs. */
const SEARCH_VARIANTS: Array<{ label: string; env: NodeJS.ProcessEnv }> = [
  { label: 'log level warn (no access log)', env: { LOG_LEVEL: 'warn' } },
  { label: 'rate limit counted in the server (no Redis)', env: { REDIS_URL: undefined } },
  { label: 'no log kept for /admin/logs (LOG_RETENTION_DAYS=0)', env: { LOG_RETENTION_DAYS: '0' } },
];

async function main(): Promise<void> {
  const settings = fleetEnv.parse(process.env);
  const nginx = await findNginx(settings.NGINX);
  const problems = await fleetProblems({ nginx, databaseUrl: settings.DATABASE_URL, redisUrl: settings.REDIS_URL });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const schema = await createTestSchema(settings.DATABASE_URL, 'bench_capacity');
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'bench-capacity-'));
  // nginx's workers (an unprivileged user) write their search cache below it.
  await chmod(scratch, 0o755);
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: schema.url,
    REDIS_URL: settings.REDIS_URL,
    DEPLOY_ROOT: path.join(scratch, 'deploy'),
    // As production runs: the access log at info. Limits far above the load, so they are measured, not hit.
    LOG_LEVEL: 'info',
    SEARCH_RATE_LIMIT_MAX: '1000000',
    LEADS_RATE_LIMIT_MAX: '100000',
  };
  const lines: string[] = [];
  try {
    const connectionsBefore = await databaseConnections(schema.url);
    await run(process.execPath, ['--import', 'tsx', 'src/cli/deploy-local.ts'], { cwd: OPERATIONS_DIR, env: serverEnv });
    /** One site server (behind an nginx it is measured without); the variants do not prerender. */
    const startOne = async (name: string, env: NodeJS.ProcessEnv = {}) => {
      const port = await freePort();
      const one = await startFleet({
        instances: 1,
        host: '127.0.0.1',
        port,
        // A variable set to undefined is left out, not passed on as the text "undefined".
        serverEnv: Object.fromEntries(
          Object.entries({ ...serverEnv, SITE_ORIGIN: `http://127.0.0.1:${port}`, ...env }).filter(([, value]) => value !== undefined),
        ),
        runDir: path.join(scratch, `nginx-${name}`),
        nginxBinary: nginx!,
        serverLogs: 'ignore',
      });
      await one.whenReady(300_000).catch(async (error: unknown) => {
        await one.stop();
        throw error;
      });
      return one;
    };
    const fleet = await startOne('production');
    try {
      const server = fleet.servers[0]!;
      const sitePid = server.process.pid;
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { prerender: { lastRun: { ms: number; rendered: number } | null } };
      const pageFile = path.join(scratch, 'page.html');
      await writeFile(pageFile, await (await fetch(`${server.url}${PAGE}`)).text());
      const barePageServer = await startServer(path.join(OPERATIONS_DIR, 'bench/bare-page-server.ts'), await freePort(), { BARE_BODY_FILE: pageFile }, PAGE);
      let page: Measured;
      let barePage: Measured;
      try {
        [page, barePage] = (await measure(
          { options: { url: `${server.url}${PAGE}`, headers: { 'accept-encoding': 'br' } }, pid: sitePid },
          { options: { url: `${barePageServer.baseUrl}${PAGE}`, headers: { 'accept-encoding': 'br' } }, pid: barePageServer.pid },
        )) as [Measured, Measured];
      } finally {
        await barePageServer.stop();
      }
      const manifest = await measureOne({ options: { url: `${server.url}/remotes.json`, headers: { 'accept-encoding': 'br' } }, pid: sitePid });
      const answer = await fetch(`${server.url}${SEARCH}`);
      const answerBytes = Number(answer.headers.get('content-length'));
      const bare = await bareRoute(answer, scratch);
      let search: Measured;
      let bareSearch: Measured;
      let searchWithReceipt: Measured;
      let searchThroughSite: Measured;
      try {
        [search, bareSearch, searchWithReceipt, searchThroughSite] = (await measure(
          { options: { url: `${server.url}${SEARCH}` }, pid: sitePid },
          { options: { url: `${bare.baseUrl}${SEARCH}` }, pid: bare.pid },
          { options: { url: `${server.url}${SEARCH_WITH_RECEIPT}` }, pid: sitePid },
          // The site's address: its nginx holds an answer without a receipt for a second (SEARCH_ANSWER_CACHING).
          { options: { url: `${fleet.url}${SEARCH}` }, pid: undefined },
        )) as [Measured, Measured, Measured, Measured];
      } finally {
        await bare.stop();
      }
      const leads = await measureOne({ options: { url: server.url, requests: [leadRequest] }, pid: sitePid });
      const connections = (await databaseConnections(schema.url)) - connectionsBefore;
      const memory = await residentMiB(server.process.pid ?? 0);
      const lastRun = health.prerender.lastRun;
      const breakdown: string[] = [];
      for (const [index, variant] of (SEARCH_BREAKDOWN ? SEARCH_VARIANTS : []).entries()) {
        const other = await startOne(`variant-${index}`, { ...variant.env, PRERENDER: 'off' });
        try {
          const [full, without] = (await measure(
            { options: { url: `${server.url}${SEARCH}` }, pid: sitePid },
            { options: { url: `${other.servers[0]!.url}${SEARCH}` }, pid: other.servers[0]!.process.pid },
          )) as [Measured, Measured];
          breakdown.push(
            row(`  search, ${variant.label}`, without),
            `    ${((without.rps / full.rps - 1) * 100).toFixed(0)} % against the full server's ${full.rps.toFixed(0)} req/s in the same rounds`,
          );
        } finally {
          await other.stop();
        }
      }
      lines.push(
        row(`prerendered page ${PAGE} (br)`, page),
        row('  the same page from a bare Fastify route', barePage),
        `  a prerendered page through the site server: ${((page.rps / barePage.rps) * 100).toFixed(0)} % of the bare route${cpuRatio(page, barePage)}`,
        row('/remotes.json (br)', manifest),
        row(`site search ${SEARCH} (${answerBytes} B)`, search),
        row('  the same bytes from a bare Fastify route', bareSearch),
        `  search through the site server: ${((search.rps / bareSearch.rps) * 100).toFixed(0)} % of the bare route${cpuRatio(search, bareSearch)}`,
        row('  with a receipt (analytics consent), signed', searchWithReceipt),
        row("  through the site's address (nginx holds an answer 1 s)", searchThroughSite),
        `  search through the site's address: ${((searchThroughSite.rps / bareSearch.rps) * 100).toFixed(0)} % of the bare route`,
        ...breakdown,
        row('lead POST (each stored, new idempotency key)', leads),
        `database connections held by the server after the lead load: ${connections}`,
        `resident memory of the server after the loads: ${memory.toFixed(0)} MiB`,
        lastRun
          ? `prerender at start: ${lastRun.rendered} pages in ${(lastRun.ms / 1000).toFixed(1)} s, ${(((lastRun.ms / lastRun.rendered) * 100) / 1000).toFixed(1)} s per 100 pages`
          : 'prerender at start: no run recorded',
      );
    } finally {
      await fleet.stop();
    }
  } finally {
    await schema.drop();
    await rm(scratch, { recursive: true, force: true });
  }
  console.log(
    `\none site server (PostgreSQL, Redis, log level info), ${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s, ${os.cpus().length} cores, Node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  for (const line of lines) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
