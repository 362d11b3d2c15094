import type { Browser, Page } from 'playwright-core';
import { BYTES_SOURCE, isJson, isScript, NetworkRecorder, shortUrl, sumBytes, type LoadedResource } from './browser.ts';
import { summarize, type Summary } from './stats.ts';

export interface ScriptSize {
  url: string;
  wireBytes: number;
  bodyBytes: number;
  contentEncoding: string;
}

export interface FirstLoadResult {
  source: string;
  /** Compressed JS bodies: the budgeted number. */
  scriptBodyBytes: Summary;
  /** Compressed JS over the wire, HTTP/1.1 response headers included. */
  scriptWireBytes: Summary;
  /** Runs whose CDP body total differed from Resource Timing's encodedBodySize total (should be none). */
  resourceTimingMismatches: string[];
  scriptCount: Summary;
  /** Compressed JSON bodies (remotes.json, mf-manifest.json) on first load, for information. */
  jsonBodyBytes: Summary;
  /** Content-Encoding values seen on scripts over all runs. */
  scriptEncodings: string[];
  /** Every script of the first run, largest first. */
  scripts: ScriptSize[];
  pageErrors: string[];
}

/**
 * Loads `/` in a fresh browser context (empty cache) per run and adds up every script response
 * received until `networkidle`: what a visitor's browser loads before their first interaction. On
 * the prerendered page that is none (its landing script is inline); the app follows on intent or when idle
 * (docs/architecture.md, "What a visitor's browser runs").
 */
export async function measureFirstLoad(browser: Browser, baseUrl: string, runs: number): Promise<FirstLoadResult> {
  const wire: number[] = [];
  const body: number[] = [];
  const counts: number[] = [];
  const json: number[] = [];
  const encodings = new Set<string>();
  const pageErrors: string[] = [];
  const resourceTimingMismatches: string[] = [];
  let firstRunScripts: LoadedResource[] = [];

  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const recorder = await NetworkRecorder.attach(context, page);
      const response = await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 30_000 });
      if (response?.status() !== 200) throw new Error(`GET / answered ${response?.status()}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
      const resources = recorder.resourcesSince();
      const scripts = resources.filter(isScript);
      if (scripts.length === 0) throw new Error('no script loaded on /');
      wire.push(sumBytes(scripts, 'wireBytes'));
      const bodyBytes = sumBytes(scripts, 'bodyBytes');
      body.push(bodyBytes);
      const timingBytes = await resourceTimingBodyBytes(page, new Set(scripts.map((script) => script.url)));
      if (timingBytes !== bodyBytes) resourceTimingMismatches.push(`run ${run + 1}: CDP ${bodyBytes} B, Resource Timing ${timingBytes} B`);
      counts.push(scripts.length);
      json.push(sumBytes(resources.filter(isJson), 'bodyBytes'));
      for (const script of scripts) encodings.add(script.contentEncoding);
      if (run === 0) firstRunScripts = scripts;
      pageErrors.push(...recorder.pageErrors);
    } finally {
      await context.close();
    }
  }

  return {
    source: BYTES_SOURCE,
    scriptBodyBytes: summarize(body),
    scriptWireBytes: summarize(wire),
    resourceTimingMismatches,
    scriptCount: summarize(counts),
    jsonBodyBytes: summarize(json),
    scriptEncodings: [...encodings].toSorted(),
    scripts: firstRunScripts
      .toSorted((a, b) => b.bodyBytes - a.bodyBytes)
      .map((script) => ({ url: shortUrl(script.url), wireBytes: script.wireBytes, bodyBytes: script.bodyBytes, contentEncoding: script.contentEncoding })),
    pageErrors,
  };
}

/** The same total from the page's own Resource Timing entries (encodedBodySize), as a cross-check. */
async function resourceTimingBodyBytes(page: Page, urls: ReadonlySet<string>): Promise<number> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, size: (entry as unknown as { encodedBodySize: number }).encodedBodySize })),
  );
  return entries.filter((entry) => urls.has(entry.name)).reduce((total, entry) => total + entry.size, 0);
}
