/**
 * `npm run bench` in services/search: the search service under load next to a bare Fastify route,
 * and the engine on synthetic corpora of 1,000, 10,000 and 100,000 pages. Prints a table, checks
 * the targets of issue 5 and writes the figures to bench/results/ (exit code 1 if a target fails).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_DOCUMENTS_FILE } from '@site/contracts/page-documents';
import { collectSitePages } from '../src/test-support/site-pages.ts';
import { load, startServer, type LoadResult } from './load.ts';
import { measureScale, type ScaleResult } from './scale.ts';
import { formatInt, formatMs, renderTable } from './stats.ts';
import { distinctQueries, FULL_PAGES, SUMMARY_DOCUMENTS, type DocumentShape } from './synthetic-corpus.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.SEARCH_BENCH_DURATION_S ?? 20);
const WARM_UP_S = 3;
const PORTS = { search: 3310, bare: 3311 };
/** The corpora: search-sized documents at every size; page-sized ones (about 650 words) up to 10,000. */
const CORPORA: [DocumentShape, number][] = [
  [SUMMARY_DOCUMENTS, 1_000],
  [SUMMARY_DOCUMENTS, 10_000],
  [SUMMARY_DOCUMENTS, 100_000],
  [FULL_PAGES, 1_000],
  [FULL_PAGES, 10_000],
];
const QUERIES = ['dtmf suppression', 'pay by bank', 'contact centre', 'pci dss', 'recuring paymets', 'secure payment links', 'insurance', 'webhooks'];

const TARGETS = {
  loadErrors: 0,
  loadP99Ms: 10,
  throughputRatio: 0.5,
  build10kMs: 1000,
  query10kP50Ms: 2,
};

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const pagesSearch = (query: string) => `/api/search/pages?q=${encodeURIComponent(query)}`;
const paths = QUERIES.map(pagesSearch);
const nextDistinct = distinctQueries();
const distinctPaths = () => pagesSearch(nextDistinct());
const failures = (result: LoadResult) => result.errors + result.timeouts + result.non2xx;

function machine() {
  const [one, five, fifteen] = os.loadavg();
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage: { one, five, fifteen } };
}

async function measureLoad(): Promise<{ search: LoadResult; distinct: LoadResult; bare: LoadResult; pages: number }> {
  const pagesDir = await mkdtemp(path.join(os.tmpdir(), 'search-bench-'));
  try {
    const pages = await collectSitePages();
    await writeFile(path.join(pagesDir, PAGE_DOCUMENTS_FILE), JSON.stringify(pages));
    const service = await startServer(
      'src/main.ts',
      PORTS.search,
      {
        DATA_DIR: 'memory',
        LOG_LEVEL: 'warn',
        SEARCH_PAGE_DIRS: pagesDir,
        // A million calls a second: the limit is measured, never reached (one window per second).
        SEARCH_RATE_LIMIT_MAX: '1000000',
        SEARCH_RATE_LIMIT_WINDOW_MS: '1000',
      },
      paths[0] ?? '/',
    );
    let search: LoadResult;
    let distinct: LoadResult;
    try {
      await writeFile(path.join(pagesDir, 'sample.json'), await (await fetch(`${service.baseUrl}${paths[0]}`)).text());
      await load('warm-up', service.baseUrl, distinctPaths, CONNECTIONS, WARM_UP_S);
      search = await load(`search service, ${QUERIES.length} popular queries in turn`, service.baseUrl, paths, CONNECTIONS, DURATION_S);
      distinct = await load('search service, every query new (no answer reused)', service.baseUrl, distinctPaths, CONNECTIONS, DURATION_S);
    } finally {
      await service.stop();
    }
    const bare = await startServer('bench/bare-server.ts', PORTS.bare, { BARE_BODY_FILE: path.join(pagesDir, 'sample.json') }, paths[0] ?? '/');
    try {
      await load('warm-up', bare.baseUrl, paths, CONNECTIONS, WARM_UP_S);
      return { search, distinct, bare: await load('bare Fastify route, same response', bare.baseUrl, paths, CONNECTIONS, DURATION_S), pages: pages.length };
    } finally {
      await bare.stop();
    }
  } finally {
    await rm(pagesDir, { recursive: true, force: true });
  }
}

const before = machine();
console.info(
  `search bench: load ${CONNECTIONS} connections x ${DURATION_S} s on loopback, then synthetic corpora of ${CORPORA.map(([shape, size]) => `${formatInt(size)} ${shape.name}`).join(', ')} documents`,
);
console.info(
  `machine: ${before.cpus} CPUs (${before.cpuModel}), Node ${before.node}, load average ${before.loadAverage.one?.toFixed(2)} ${before.loadAverage.five?.toFixed(2)} ${before.loadAverage.fifteen?.toFixed(2)}`,
);

const loadResults = await measureLoad();
const ratio = loadResults.search.requestsPerSecond / loadResults.bare.requestsPerSecond;
const distinctRatio = loadResults.distinct.requestsPerSecond / loadResults.bare.requestsPerSecond;
const scaleResults: ScaleResult[] = CORPORA.map(([shape, size]) => measureScale(size, shape));
const after = machine();

const tenThousand = scaleResults.find((result) => result.documents === 10_000 && result.shape === SUMMARY_DOCUMENTS.name);
const checks = [
  {
    target: `load: 0 errors (search service, both runs)`,
    ok: failures(loadResults.search) + failures(loadResults.distinct) === TARGETS.loadErrors,
    value: String(failures(loadResults.search) + failures(loadResults.distinct)),
  },
  {
    target: `load: p99 <= ${TARGETS.loadP99Ms} ms (popular queries)`,
    ok: loadResults.search.p99Ms <= TARGETS.loadP99Ms,
    value: formatMs(loadResults.search.p99Ms),
  },
  {
    target: `load: throughput >= ${TARGETS.throughputRatio * 100} % of the bare route (popular queries)`,
    ok: ratio >= TARGETS.throughputRatio,
    value: `${(ratio * 100).toFixed(1)} %`,
  },
  {
    target: `scale: 10,000 summary documents build <= ${TARGETS.build10kMs} ms`,
    ok: (tenThousand?.buildMs ?? Infinity) <= TARGETS.build10kMs,
    value: formatMs(tenThousand?.buildMs ?? Number.NaN),
  },
  {
    target: `scale: 10,000 summary documents query p50 <= ${TARGETS.query10kP50Ms} ms`,
    ok: (tenThousand?.typical.p50Ms ?? Infinity) <= TARGETS.query10kP50Ms,
    value: formatMs(tenThousand?.typical.p50Ms ?? Number.NaN),
  },
];

console.info(
  `\nLoad (${loadResults.pages} real pages indexed; popular queries: ${QUERIES.join(', ')}; new queries: three of the site's words, never repeated)`,
);
console.info(
  renderTable(
    ['target', 'req/s', 'p50', 'p99', 'max', 'requests', 'errors'],
    [loadResults.search, loadResults.distinct, loadResults.bare].map((result) => [
      result.target,
      formatInt(result.requestsPerSecond),
      formatMs(result.p50Ms),
      formatMs(result.p99Ms),
      formatMs(result.maxMs),
      formatInt(result.totalRequests),
      String(failures(result)),
    ]),
  ),
);
console.info(`throughput against the bare route: popular queries ${(ratio * 100).toFixed(1)} %, every query new ${(distinctRatio * 100).toFixed(1)} %`);
console.info(
  `\nScale (synthetic documents, Zipf-distributed words; ${scaleResults[0]?.typical.queries ?? 0} typical queries: 1-3 of the site's words, 20 % with a typo, 20 % cut short; worst case: the 10 most frequent words)`,
);
console.info(
  renderTable(
    ['documents', 'terms/doc', 'build', 'heap', 'query doc share', 'typical p50', 'typical p99', 'worst-case p50', 'worst-case p99'],
    scaleResults.map((result) => [
      `${formatInt(result.documents)} ${result.shape}`,
      formatInt(result.termsPerDocument),
      formatMs(result.buildMs),
      `${result.heapMiB.toFixed(0)} MiB`,
      `${(result.medianQueryTermDocumentShare * 100).toFixed(1)} %`,
      formatMs(result.typical.p50Ms),
      formatMs(result.typical.p99Ms),
      formatMs(result.commonWords.p50Ms),
      formatMs(result.commonWords.p99Ms),
    ]),
  ),
);
console.info('\nTargets');
console.info(
  renderTable(
    ['target', 'measured', 'result'],
    checks.map((check) => [check.target, check.value, check.ok ? 'PASS' : 'FAIL']),
  ),
);
console.info(`load average after: ${after.loadAverage.one?.toFixed(2)} ${after.loadAverage.five?.toFixed(2)} ${after.loadAverage.fifteen?.toFixed(2)}`);

await mkdir(resultsDir, { recursive: true });
const file = path.join(resultsDir, `search-bench-${new Date().toISOString().replaceAll(':', '-')}.json`);
await writeFile(
  file,
  `${JSON.stringify({ machine: { before, after }, load: { ...loadResults, throughputRatio: ratio, distinctThroughputRatio: distinctRatio }, scale: scaleResults, checks }, null, 2)}\n`,
);
console.info(`\nwritten to ${path.relative(process.cwd(), file)}`);
if (checks.some((check) => !check.ok)) process.exitCode = 1;
