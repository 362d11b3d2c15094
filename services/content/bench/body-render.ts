/**
 * What one blog post with a pathological body costs the server that answers visitors: the
 * auditor's 100,000-character body of `*a` (`'*a'.repeat(50_000)`), published as a public row,
 * then read by anonymous GETs of a real listening content API (embedded database in memory).
 *
 * Prints, per GET of that post: the latency of sequential requests (median, max), the longest
 * the event loop was held meanwhile, the CPU time each GET cost (which a busy machine does not
 * inflate, unlike the others), and how long a probe (`/healthz`, answered at once) took while four
 * such GETs were in flight. `npm run bench:bodies` in services/content.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { migrate } from '@site/db/migrate';
import { openTestDatabase } from '@site/db/test-databases';
import { buildContentApp } from '../src/app.ts';

const SLUG = 'star-a-body';
const BODY = '*a'.repeat(50_000);
const SEQUENTIAL = 10;
const CONCURRENT = 4;

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const db = await openTestDatabase('pglite');
await migrate(db);
// A row as a release before migration 019 left it: the Markdown only. (A save refuses this body
// now; the service renders such a row once, as it starts or when it is first read, and stores it.)
await db.query(
  `INSERT INTO blog_posts (slug, title, excerpt, body_markdown, author_name, tags, hero_image_url, hero_image_alt, reading_minutes, published_at, updated_at)
   VALUES ($1, 'Star a', 'A pathological body.', $2, 'Bench', '{}', '/images/blog/cover.svg', 'A cover', 1, now(), now())`,
  [SLUG, BODY],
);
const app = await buildContentApp(
  {
    LOG_LEVEL: 'silent',
    LEADS_RATE_LIMIT_MAX: 10,
    LEADS_RATE_LIMIT_WINDOW_MS: 60_000,
    CONTENT_RATE_LIMIT_MAX: 1_000_000,
    CONTENT_RATE_LIMIT_WINDOW_MS: 60_000,
  },
  db,
  { ownsDatabase: true },
);
app.get('/healthz', async () => ({ ok: true }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const url = `${address}/api/content/blog/${SLUG}`;

const timed = async (target: string) => {
  const started = performance.now();
  const response = await fetch(target);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${target} answered ${response.status}`);
  return performance.now() - started;
};

try {
  await timed(url); // warm-up: JIT, and anything the server does once (here: rendering the stored row, if start-up has not yet)
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const latencies: number[] = [];
  for (let run = 0; run < SEQUENTIAL; run++) latencies.push(await timed(url));
  const cpu = process.cpuUsage(cpuBefore);
  loop.disable();

  const inFlight = Array.from({ length: CONCURRENT }, () => timed(url));
  await new Promise((resolve) => setTimeout(resolve, 5));
  const probe = await timed(`${address}/healthz`);
  const concurrent = await Promise.all(inFlight);

  console.log(`GET /api/content/blog/${SLUG} (body: ${BODY.length.toLocaleString('en-GB')} characters of *a)`);
  console.log(`  ${SEQUENTIAL} sequential GETs: median ${ms(median(latencies))}, max ${ms(Math.max(...latencies))}`);
  console.log(`  event loop held at most ${ms(loop.max / 1e6)} meanwhile (p99 ${ms(loop.percentile(99) / 1e6)})`);
  // CPU time is what a busy machine does not inflate: server and client share this process, as before and after.
  console.log(`  CPU time per GET (server and client, this process): ${ms((cpu.user + cpu.system) / 1000 / SEQUENTIAL)}`);
  console.log(`  ${CONCURRENT} GETs at once: slowest ${ms(Math.max(...concurrent))}; /healthz meanwhile answered in ${ms(probe)}`);
} finally {
  await app.close();
}
