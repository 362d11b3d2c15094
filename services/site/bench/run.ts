/**
 * `npm run bench` (repo root; builds first): page weight, in-app navigation weight and click-to-paint, `npm start`
 * time and site-server latency, in one run, with PASS/FAIL against the budgets, each section's own
 * byte budgets (its build's bundle report) among them. Every measurement runs and is reported;
 * then a failed budget, or a measurement that could not run, makes the exit code 1.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { BYTES_SOURCE, launchChromium } from './browser.ts';
import { cleanupOnSignal, runAllCleanups } from './cleanup.ts';
import { attributeScripts, ownerSplit, type AttributedScript, type PackageBytes } from './chunk-attribution.ts';
import { measureFirstLoad, type FirstLoadResult } from './first-load-bytes.ts';
import { HYDRATION_PAGES, measureHydration, type HydrationResult } from './hydration-time.ts';
import { JOURNEYS, measureNavigation, type NavigationResult } from './navigation-bytes.ts';
import { LANDED_PAGES, landedPageScripts, type LandedPage } from './landed-page-scripts.ts';
import {
  FIRST_INTERACTION_BUDGET_MS,
  FIRST_INTERACTIONS,
  FIRST_NAVIGATION_BUDGET_MS,
  measureFirstInteraction,
  measureFirstNavigation,
  type FirstInteractionResult,
} from './first-interaction.ts';
import { measureNavigationPaint, NAVIGATION_PAINT_BUDGET_MS, PAINT_JOURNEYS, type NavigationPaintResult } from './navigation-paint.ts';
import { ACCEPT_ENCODING, LATENCY_CONNECTIONS, LATENCY_DURATION_S, measureLatency, type LatencyResult } from './server-latency.ts';
import { measurePromoteLatency, type PromoteLatencyResult } from '../../release/bench/promote-latency.ts';
import { measurePublishLatency, type PublishLatencyResult } from './publish-latency.ts';
import { measureAdminFirstLoad, type AdminFirstLoadResult } from './admin-first-load.ts';
import { measureMediaBytes, type MediaBytes } from './media-bytes.ts';
import { BENCH_PLATFORM_TOKEN, REPO_ROOT, startSiteServer, type BenchSiteServer } from './site-server.ts';
import { measureSearchLatency, type SearchLatencyResult } from '@site/search/bench/search-latency';
import { measureStartTime, type StartTimeResult } from './start-time.ts';
import { measureServerStart, type ServerStartComparison } from './server-start.ts';
import { renderTable, right } from '../../release/src/cli/registry-commands/format.ts';
import { budgetLines, readBundleReport } from '@site/build/bundle-report';
import { SECTIONS } from '@site/contracts/sections';
import { formatInt, formatKiB, formatMiB, formatMs, KIB, summarize, type Summary } from './stats.ts';

const RUNS = {
  firstLoad: 7,
  navigation: 7,
  navigationPaint: 5,
  hydration: 5,
  search: 15,
  firstInteraction: 5,
  start: 3,
  serverStart: 5,
  promote: 11,
  publish: 5,
  adminFirstLoad: 3,
} as const;
/** Byte budgets are on compressed bodies: loopback HTTP/1.1 repeats ~0.9 KiB of headers per response that HTTP/2 would not. */
const BUDGET = {
  publishVisibleMs: 10_000,
  adminListBytes: 225 * KIB,
  adminEditorBytes: 330 * KIB,
  firstLoadBytes: 120 * KIB,
  navigationBytes: 30 * KIB,
  searchResultsMs: 100,
  startMs: 10_000,
  prerenderMs: 60_000,
  prerenderedPageP99Ms: 10,
  promoteServedMs: 5000,
} as const;
/** The live map, and prerendered pages: a content page and one that carries its data. */
const LATENCY_PATHS = ['/remotes.json', '/solutions/agent-assisted', '/resources/blog'] as const;
const PRERENDERED_PATHS: readonly string[] = ['/solutions/agent-assisted', '/resources/blog'];
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'latest.json');
/** The last run's medians and first-load breakdown, committed: the next run shows them beside its own. */
const SUMMARY_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'summary.json');

interface BenchSummary {
  commit: string;
  date: string;
  machine: string;
  medians: Record<string, number | undefined>;
  firstLoadScripts: AttributedScript[];
  firstLoadPackages: PackageBytes[];
}

/** The summary as the last commit holds it (what the working tree has may be this run's own, or uncommitted). */
function readPreviousSummary(): BenchSummary | null {
  try {
    const text = execFileSync('git', ['show', `HEAD:${path.relative(REPO_ROOT, SUMMARY_FILE)}`], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(text) as BenchSummary;
  } catch {
    return null;
  }
}

process.on('exit', runAllCleanups);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    cleanupOnSignal();
    process.exit(130);
  });
}

const progress = (message: string) => console.error(`[bench] ${message}`);
const failures: { measurement: string; error: string }[] = [];

/** Runs one measurement; an error is recorded (and its budget counted as failed), the others still run. */
async function step<T>(name: string, measure: () => Promise<T>): Promise<T | undefined> {
  progress(`${name}...`);
  const started = performance.now();
  try {
    const result = await measure();
    progress(`${name}: done in ${formatMs(performance.now() - started)}`);
    return result;
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    progress(`${name}: FAILED: ${message}`);
    failures.push({ measurement: name, error: message });
    return undefined;
  }
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

const cpus = os.cpus();
const facts = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  node: process.version,
  platform: `${os.platform()} ${os.arch()} ${os.release()}`,
  cpuCount: cpus.length,
  cpuModel: cpus[0]?.model.trim() ?? 'unknown',
  loadavgAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
  totalMemGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
  chromium: 'not launched',
};

// --- measurements -------------------------------------------------------------------------

let firstLoad: FirstLoadResult | undefined;
let mediaBytes: MediaBytes[] | undefined;
let search: SearchLatencyResult | undefined;
const navigations: (NavigationResult | undefined)[] = [];
const paints: (NavigationPaintResult | undefined)[] = [];
const hydrations: (HydrationResult | undefined)[] = [];
const landings: (LandedPage[] | undefined)[] = [];
const firstInteractions: (FirstInteractionResult | undefined)[] = [];
let firstNavigation: FirstInteractionResult | undefined;
const latency: LatencyResult[] = [];
let server: BenchSiteServer | undefined;
let promote: PromoteLatencyResult | undefined;
let publish: PublishLatencyResult | undefined;
let adminFirstLoad: AdminFirstLoadResult | undefined;
try {
  server = await step('site server on a temp deploy root', startSiteServer);
  if (server) {
    const { url } = server;
    progress(`site server at ${url}`);
    // Warm the server's in-memory caches (live map, route tables) before anything is timed.
    for (const warm of ['/', '/remotes.json', '/solutions/agent-assisted']) await (await fetch(`${url}${warm}`)).arrayBuffer();

    let browser: Browser | undefined;
    try {
      browser = await step('launch Chromium', launchChromium);
      if (browser) {
        const chromium = browser;
        facts.chromium = chromium.version();
        firstLoad = await step(`first-load JS of / (${RUNS.firstLoad} runs)`, () => measureFirstLoad(chromium, url, RUNS.firstLoad));
        for (const journey of JOURNEYS) {
          navigations.push(
            await step(`navigation / -> ${journey.target} (${RUNS.navigation} runs)`, () => measureNavigation(chromium, url, journey, RUNS.navigation)),
          );
        }
        for (const journey of PAINT_JOURNEYS) {
          paints.push(
            await step(`navigation / -> ${journey.target}, click to paint after a 300 ms hover (${RUNS.navigationPaint} runs)`, () =>
              measureNavigationPaint(chromium, url, journey, RUNS.navigationPaint),
            ),
          );
        }
        for (const pagePath of HYDRATION_PAGES) {
          hydrations.push(await step(`hydration of ${pagePath} (${RUNS.hydration} runs)`, () => measureHydration(chromium, url, pagePath, RUNS.hydration)));
        }
        for (const pagePath of LANDED_PAGES) {
          landings.push(
            await step(`${pagePath} landed and left alone under a 4x CPU slowdown (${RUNS.hydration} runs)`, async () => {
              const runs: LandedPage[] = [];
              for (let run = 0; run < RUNS.hydration; run++) runs.push(await landedPageScripts(chromium, url, pagePath));
              return runs;
            }),
          );
        }
        for (const interaction of FIRST_INTERACTIONS) {
          firstInteractions.push(
            await step(`/ under a 4x CPU slowdown: ${interaction.name} as soon as it has loaded (${RUNS.firstInteraction} runs)`, () =>
              measureFirstInteraction(chromium, url, '/', interaction, RUNS.firstInteraction),
            ),
          );
        }
        firstNavigation = await step(`/ under a 4x CPU slowdown: a link to another section as soon as it has loaded (${RUNS.firstInteraction} runs)`, () =>
          measureFirstNavigation(chromium, url, RUNS.firstInteraction),
        );
        search = await step(`header search, debounce fired -> results shown (${RUNS.search} runs)`, () => measureSearchLatency(chromium, url, RUNS.search));
        adminFirstLoad = await step(`admin first-load JS, signed in (${RUNS.adminFirstLoad} runs)`, () =>
          measureAdminFirstLoad(chromium, url, RUNS.adminFirstLoad),
        );
        mediaBytes = await step('image and video bytes per kind of page (read to the end, 1 run each)', () => measureMediaBytes(chromium, url));
      }
    } finally {
      await browser?.close();
    }

    for (const latencyPath of LATENCY_PATHS) {
      const result = await step(`autocannon ${latencyPath} (${LATENCY_CONNECTIONS} connections, ${LATENCY_DURATION_S} s)`, () =>
        measureLatency(url, latencyPath),
      );
      if (result) latency.push(result);
    }

    // Last on this server: each promote changes a section's prerender key, and the re-render that
    // follows (a browser on the same two cores) would be measured by anything after it.
    promote = await step(`promote -> /remotes.json serves it (${RUNS.promote} runs)`, () => measurePromoteLatency(url, BENCH_PLATFORM_TOKEN, RUNS.promote));
    publish = await step(`publish a blog post -> served prerendered (${RUNS.publish} runs)`, () => measurePublishLatency(url, RUNS.publish));
  }
} finally {
  await server?.stop();
}

// Last, with no other server of ours running: `npm start` runs turbo, deploy-local and the server.
const startTime: StartTimeResult | undefined = await step(`npm start -> /healthz 200 (${RUNS.start} runs)`, () => measureStartTime(RUNS.start));
const serverStart: ServerStartComparison | undefined = await step(
  `built server and tsx server: spawn -> /healthz 200, memory (${RUNS.serverStart} runs each)`,
  () => measureServerStart(RUNS.serverStart),
);

// --- report -------------------------------------------------------------------------------

interface BudgetRow {
  metric: string;
  summary: Summary | undefined;
  format: (value: number) => string;
  /** Undefined: an informational row. */
  budget?: number;
  /** Fails the budget whatever the median (e.g. one of the runs did not work). */
  failure?: string;
}

/** A figure measured once (its own summary of many samples, such as autocannon's p99). */
const single = (value: number): Summary => summarize([value]);
const phase = (ms: number | null) => (ms === null ? '?' : formatMs(ms));
const budgetLabel = (row: BudgetRow) => (row.budget === undefined ? 'info' : `<= ${row.format(row.budget)}`);

const budgetRows: BudgetRow[] = [
  { metric: 'JS of / before the first interaction (compressed body)', summary: firstLoad?.scriptBodyBytes, format: formatKiB, budget: BUDGET.firstLoadBytes },
  { metric: '  same, wire incl. HTTP/1.1 headers', summary: firstLoad?.scriptWireBytes, format: formatKiB },
  { metric: '  script responses', summary: firstLoad?.scriptCount, format: formatInt },
  { metric: '  JSON on first load (body)', summary: firstLoad?.jsonBodyBytes, format: formatKiB },
  ...JOURNEYS.flatMap((journey, index): BudgetRow[] => {
    const result = navigations[index];
    return [
      { metric: `Nav / -> ${journey.target} JS+JSON (body)`, summary: result?.bodyBytes, format: formatKiB, budget: BUDGET.navigationBytes },
      { metric: '  same, wire incl. HTTP/1.1 headers', summary: result?.wireBytes, format: formatKiB },
      { metric: '  JS+JSON responses', summary: result?.requestCount, format: formatInt },
    ];
  }),
  ...HYDRATION_PAGES.flatMap((pagePath, index): BudgetRow[] => [
    { metric: `Hydrated ${pagePath} (navigation start to the app's first commit)`, summary: hydrations[index]?.hydratedMs, format: formatMs },
    { metric: '  first contentful paint (the prerendered page)', summary: hydrations[index]?.firstContentfulPaintMs, format: formatMs },
  ]),
  ...LANDED_PAGES.flatMap((pagePath, index): BudgetRow[] => {
    const runs = landings[index];
    const of = (pick: (landed: LandedPage) => number | null) =>
      runs ? summarize(runs.map(pick).filter((value): value is number => value !== null)) : undefined;
    return [
      { metric: `Landed ${pagePath}, 4x slowdown: blocking before the app`, summary: of((landed) => landed.blockingBeforeAppMs), format: formatMs },
      { metric: '  app wanted (idle) and started at', summary: of((landed) => landed.appStartedMs), format: formatMs },
      { metric: '  blocking with the take-over, 6 s after load', summary: of((landed) => landed.blockingMs), format: formatMs },
      { metric: '  longest frame', summary: of((landed) => landed.longestMs), format: formatMs },
    ];
  }),
  ...FIRST_INTERACTIONS.map((interaction, index): BudgetRow => ({
    metric: `First action on /, 4x slowdown: ${interaction.name}, input to paint`,
    summary: firstInteractions[index]?.inputToPaintMs,
    format: formatMs,
    budget: FIRST_INTERACTION_BUDGET_MS,
  })),
  {
    metric: 'First action on /, 4x slowdown: a link to another section, click to its first paint',
    summary: firstNavigation?.inputToPaintMs,
    format: formatMs,
    budget: FIRST_NAVIGATION_BUDGET_MS,
  },
  ...PAINT_JOURNEYS.map((journey, index): BudgetRow => ({
    metric: `Nav / -> ${journey.target}: click to paint`,
    summary: paints[index]?.clickToPaintMs,
    format: formatMs,
    budget: NAVIGATION_PAINT_BUDGET_MS,
  })),
  { metric: 'Admin /admin/content first-load JS (signed in)', summary: adminFirstLoad?.listBytes, format: formatKiB, budget: BUDGET.adminListBytes },
  { metric: 'Admin entry editor first-load JS (CodeMirror)', summary: adminFirstLoad?.editorBytes, format: formatKiB, budget: BUDGET.adminEditorBytes },
  { metric: 'Publish -> post served prerendered', summary: publish?.visibleMs, format: formatMs, budget: BUDGET.publishVisibleMs },
  { metric: 'Search: debounce fired -> results shown', summary: search?.toResultsMs, format: formatMs, budget: BUDGET.searchResultsMs },
  { metric: 'Promote -> served by /remotes.json (server side)', summary: promote?.servedMs, format: formatMs, budget: BUDGET.promoteServedMs },
  {
    metric: `Prerender of every page (${server?.prerender.rendered ?? '?'} pages, 1 run)`,
    summary: server && single(server.prerender.ms),
    format: formatMs,
    budget: BUDGET.prerenderMs,
    ...(server && server.prerender.failed > 0 ? { failure: `${server.prerender.failed} page(s) failed` } : {}),
  },
  ...latency
    .filter((result) => result.path === '/remotes.json')
    .map((result): BudgetRow => ({ metric: `/remotes.json p99 at ${LATENCY_CONNECTIONS} connections`, summary: single(result.p99Ms), format: formatMs })),
  ...latency
    .filter((result) => PRERENDERED_PATHS.includes(result.path))
    .map((result): BudgetRow => ({
      metric: `Prerendered ${result.path}, p99 at ${LATENCY_CONNECTIONS} connections`,
      summary: single(result.p99Ms),
      format: formatMs,
      budget: BUDGET.prerenderedPageP99Ms,
      ...(result.non2xx + result.errors + result.timeouts > 0 ? { failure: 'non-2xx, errors or timeouts' } : {}),
    })),
  { metric: '  requests per search', summary: search?.requestsPerSearch, format: formatInt },
  {
    metric: '`npm start` until /healthz 200',
    summary: startTime?.ms,
    format: formatMs,
    budget: BUDGET.startMs,
    ...(startTime && startTime.failedRuns.length > 0 ? { failure: `${startTime.failedRuns.length} run(s) failed` } : {}),
  },
  ...(['built', 'tsx'] as const).flatMap((kind): BudgetRow[] => [
    {
      metric: `${kind === 'built' ? 'Built server' : 'Same sources through tsx'}: spawn -> /healthz 200`,
      summary: serverStart?.[kind].startMs,
      format: formatMs,
    },
    { metric: '  resident memory when healthy', summary: serverStart?.[kind].rssMiB, format: formatMiB },
    { metric: '  resident memory after a warm-up', summary: serverStart?.[kind].warmRssMiB, format: formatMiB },
  ]),
];

// Each section's own budgets, from its build's bundle report (static: the bytes its build wrote).
for (const section of SECTIONS) {
  const report = await readBundleReport(path.join(REPO_ROOT, 'remotes', section, 'dist')).catch(() => null);
  if (!report) {
    budgetRows.push({ metric: `Section ${section}: bundle report`, summary: undefined, format: formatKiB, budget: 0 });
    continue;
  }
  for (const line of budgetLines(report)) {
    budgetRows.push({ metric: `Section ${section}: ${line.measure} (brotli)`, summary: single(line.bytes), format: formatKiB, budget: line.budgetBytes });
  }
}

const attribution = firstLoad ? await attributeScripts(firstLoad.scripts, REPO_ROOT) : undefined;

const verdicts = budgetRows.map((row) => {
  if (row.budget === undefined) return row.summary ? '' : '(error)';
  if (!row.summary) return 'FAIL (error)';
  if (row.failure) return `FAIL (${row.failure})`;
  return row.summary.median <= row.budget ? 'PASS' : 'FAIL';
});
const passed = verdicts.filter((verdict) => verdict === 'PASS').length;
const failed = verdicts.filter((verdict) => verdict.startsWith('FAIL')).length;

const out: string[] = [];
out.push(`Site benchmark, ${facts.date} (commit ${facts.commit})`);
out.push(
  `Machine: node ${facts.node}, ${facts.platform}, ${facts.cpuCount} x ${facts.cpuModel}, ${facts.totalMemGiB} GiB RAM, ` +
    `loadavg at start ${facts.loadavgAtStart.join(' / ')}, Chromium ${facts.chromium}, viewport 1280x720`,
);
out.push(
  'Note: these numbers come from a noisy, shared 2-core machine: timings (start time, latency) vary by tens of percent between ' +
    'runs; byte counts are stable. Medians are compared with the budgets.',
);
out.push(`Bytes: ${BYTES_SOURCE}. Fresh browser context (empty cache) per run.`);
out.push('');
const previous = readPreviousSummary();
if (previous) out.push(`"Previous": the medians committed with ${previous.commit} (${previous.date.slice(0, 10)}, ${previous.machine}).`);
out.push(
  renderTable(
    ['Metric', right('Runs'), right('Median'), right('Min'), right('Max'), ...(previous ? [right('Previous')] : []), 'Budget', 'Result'],
    budgetRows.map((row, index) => {
      const before = previous?.medians[row.metric.trim()];
      return [
        row.metric,
        row.summary ? String(row.summary.runs) : '-',
        row.summary ? row.format(row.summary.median) : 'error',
        row.summary ? row.format(row.summary.min) : '-',
        row.summary ? row.format(row.summary.max) : '-',
        ...(previous ? [before === undefined ? '-' : row.format(before)] : []),
        budgetLabel(row),
        verdicts[index] ?? '',
      ];
    }),
    { rule: true },
  ),
);

if (firstLoad) {
  out.push('');
  out.push(
    firstLoad.resourceTimingMismatches.length === 0
      ? `Cross-check: CDP body totals equal Resource Timing encodedBodySize totals in all ${firstLoad.scriptBodyBytes.runs} runs.`
      : `Cross-check MISMATCH with Resource Timing: ${firstLoad.resourceTimingMismatches.join('; ')}`,
  );
  out.push('');
  out.push(
    `Every script of / (run 1; script Content-Encoding seen: ${firstLoad.scriptEncodings.join(', ')}), and what each is made of (its build's chunk-contents.json)`,
  );
  out.push(
    renderTable(
      ['Script', right('Body'), right('Wire'), 'Made of (share of its bytes)'],
      (attribution?.scripts ?? []).map((script, index) => [
        script.url,
        formatKiB(script.bodyBytes),
        formatKiB(firstLoad?.scripts[index]?.wireBytes ?? 0),
        script.madeOf,
      ]),
      { rule: true },
    ),
  );
  out.push('');
  out.push('Where the first load of / goes, by package (compressed body bytes; split within a script by code size before minification)');
  out.push(
    renderTable(
      ['Package', right('Bytes'), right('Share')],
      (attribution?.packages ?? []).map((entry) => [
        entry.name,
        formatKiB(entry.bytes),
        `${((entry.bytes / Math.max(1, firstLoad?.scripts.reduce((total, script) => total + script.bodyBytes, 0) ?? 1)) * 100).toFixed(1)} %`,
      ]),
      { rule: true },
    ),
  );
  const split = ownerSplit(attribution?.packages ?? []);
  out.push(
    `Libraries the stack brings: ${formatKiB(split.libraries)}; the site's own code (@site/*): ${formatKiB(split.siteCode)}` +
      `${split.unknown > 0 ? `; unattributed: ${formatKiB(split.unknown)}` : ''} (first-load budget ${formatKiB(BUDGET.firstLoadBytes)}).`,
  );
}
if (mediaBytes) {
  out.push('');
  out.push('Image and video bytes per kind of page at 1440 px, scrolled to the end (compressed bodies; a video is fetched only when played)');
  out.push(
    renderTable(
      ['Page', 'Path', right('Images'), right('Image bytes'), right('Video bytes')],
      mediaBytes.map((row) => [row.type, row.path, formatInt(row.images), formatKiB(row.imageBodyBytes), formatKiB(row.videoBodyBytes)]),
      { rule: true },
    ),
  );
}
for (const navigation of navigations) {
  if (!navigation) continue;
  out.push('');
  out.push(`Loaded by ${navigation.name} -> ${navigation.target} (run 1; clicked ${navigation.clicked})`);
  out.push(
    renderTable(
      ['Response', 'Type', right('Body'), right('Wire')],
      navigation.loaded.map((resource) => [resource.url, resource.type, formatKiB(resource.bodyBytes), formatKiB(resource.wireBytes)]),
      { rule: true },
    ),
  );
}
if (startTime) {
  out.push('');
  out.push(
    `npm start: untimed turbo build first (${startTime.preBuild}); each run on a fresh DEPLOY_ROOT and DATA_DIR (embedded database created, migrated and seeded).`,
  );
  out.push(
    `npm start runs:\n  ${startTime.runs.map((run) => `${formatMs(run.ms)} (turbo ${phase(run.phasesMs.turbo)}, ${run.turboCache}${run.allCached ? '' : ': NOT all cache hits, the time includes a real build'}; deploy-local ${phase(run.phasesMs.deployLocal)}; server to healthy ${phase(run.phasesMs.server)})`).join('\n  ')}`,
  );
  for (const failure of startTime.failedRuns) out.push(`npm start FAILED, ${failure.split('\n').slice(-15).join('\n    ')}`);
}
if (latency.length > 0) {
  out.push('');
  out.push(`Site server latency (autocannon, ${LATENCY_CONNECTIONS} connections, ${LATENCY_DURATION_S} s each, loopback, accept-encoding: ${ACCEPT_ENCODING})`);
  out.push(
    renderTable(
      ['Path', ...['req/s', 'p50', 'p99', 'max', 'requests', 'non-2xx', 'errors', 'timeouts'].map(right)],
      latency.map((result) => [
        result.path,
        formatInt(result.requestsPerSecond),
        `${result.p50Ms} ms`,
        `${result.p99Ms} ms`,
        `${result.maxMs} ms`,
        formatInt(result.totalRequests),
        String(result.non2xx),
        String(result.errors),
        String(result.timeouts),
      ]),
      { rule: true },
    ),
  );
}
const pageErrors = [
  ...(firstLoad?.pageErrors ?? []),
  ...navigations.flatMap((navigation) => navigation?.pageErrors ?? []),
  ...paints.flatMap((paint) => paint?.pageErrors ?? []),
  ...hydrations.flatMap((hydration) => hydration?.pageErrors ?? []),
];
if (pageErrors.length > 0) {
  out.push('');
  out.push(`Page errors seen in the browser (${pageErrors.length}): ${[...new Set(pageErrors)].join(' | ')}`);
}
if (failures.length > 0) {
  out.push('');
  out.push(`Measurements that could not run: ${failures.map((failure) => failure.measurement).join('; ')} (details above on stderr)`);
}
out.push('');
out.push(`budgets: ${passed} passed, ${failed} failed`);
console.log(out.join('\n'));

mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      facts,
      bytesSource: BYTES_SOURCE,
      budgets: budgetRows
        .map((row, index) => ({ metric: row.metric.trim(), budget: row.budget, summary: row.summary ?? null, result: verdicts[index] }))
        .filter((row) => row.budget !== undefined),
      firstLoad: firstLoad ?? null,
      navigations: navigations.map((navigation) => navigation ?? null),
      navigationPaints: paints.map((paint) => paint ?? null),
      hydrations: hydrations.map((hydration) => hydration ?? null),
      landings: landings.map((landing) => landing ?? null),
      firstInteractions: [...firstInteractions, firstNavigation].map((result) => result ?? null),
      startTime: startTime ?? null,
      serverStart: serverStart ?? null,
      publish: publish ?? null,
      adminFirstLoad: adminFirstLoad ?? null,
      latency,
      failures,
      summary: { passed, failed },
    },
    null,
    2,
  )}\n`,
);
console.error(`[bench] results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
writeFileSync(
  SUMMARY_FILE,
  `${JSON.stringify(
    {
      commit: facts.commit,
      date: facts.date,
      machine: `${facts.cpuCount} x ${facts.cpuModel}, node ${facts.node}`,
      medians: Object.fromEntries(budgetRows.filter((row) => row.summary).map((row) => [row.metric.trim(), row.summary?.median])),
      firstLoadScripts: attribution?.scripts ?? [],
      firstLoadPackages: attribution?.packages ?? [],
    } satisfies BenchSummary,
    null,
    2,
  )}\n`,
);
console.error(`[bench] summary written to ${path.relative(process.cwd(), SUMMARY_FILE)}: commit it, and the next run shows these medians beside its own`);
// A failed budget fails the run, as a measurement that could not run does: CI and scripts see it.
process.exitCode = failures.length > 0 || failed > 0 ? 1 : 0;
