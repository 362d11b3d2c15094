/**
 * Search as a visitor meets it: the header search of the site in Chromium, from the debounce
 * firing to the first result on screen. The site's `npm run bench` runs it against the site it
 * starts (services/site/bench/run.ts); this package's own bench measures the service under load.
 */
import type { Browser } from 'playwright-core';
import { summarize, type Summary } from './stats.ts';

/**
 * Queries with hits in the indexes, each used once: a repeated query would be answered from the
 * data cache with no request, which is not what this measures.
 */
const QUERIES = [
  'dtmf',
  'pci dss',
  'payment links',
  'insurance',
  'call recording',
  'contact centre',
  'pay by bank',
  'recurring payments',
  'payment ivr',
  'web chat',
  'direct debit',
  'charity',
  'gdpr',
  'housing',
  'ai voice agents',
  'click to pay',
  'claims excess',
  'travel bookings',
  'cookie policy',
  'gateway integration',
];

// In-page scripts, as source text: the bench compiles for Node, without the DOM's types.
// The comma expression answers at once; evaluating the bare assignment would await the promise.
const ARM_FIRST_OPTION_STAMP = `(window.__firstOption = new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="listbox"] [role="option"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now()));
  });
  observer.observe(document.body, { childList: true, subtree: true });
}), 0)`;
const READ_TIMING = `window.__firstOption.then((shown) => {
  const searches = performance.getEntriesByType('resource').filter((entry) => /\\/api\\/(search\\/pages|blog\\/posts|features)\\?/.test(entry.name));
  return { shown, fired: Math.min(...searches.map((entry) => entry.startTime)), requests: searches.length };
})`;

export interface SearchLatencyResult {
  /** From the moment the debounce fired (the first of the three requests starts) to the first result on screen. */
  toResultsMs: Summary;
  /** Requests per search (the spec's batch of three). */
  requestsPerSearch: Summary;
}

/**
 * Measured inside the page, on the page's own clock: Resource Timing gives when the search
 * requests started (the debounce firing); a MutationObserver stamps when the first option of the
 * result list is attached and the next frame is painted. No CDP round trips in the figure.
 */
export async function measureSearchLatency(browser: Browser, baseUrl: string, runs: number): Promise<SearchLatencyResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const toResults: number[] = [];
  const requestCounts: number[] = [];
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox');
    await input.waitFor();
    // One untimed search loads the panel's lazy data code and warms the server's indexes.
    await input.fill('warm up');
    await page
      .getByRole('option')
      .or(page.getByText(/no results/i))
      .first()
      .waitFor();
    if (runs > QUERIES.length) throw new Error(`at most ${QUERIES.length} runs: each needs a query not searched before`);
    for (let run = 0; run < runs; run++) {
      const query = QUERIES[run] ?? 'pci';
      await input.fill('');
      // The previous results must be gone before the stamp is armed, or it would fire on them.
      await page.getByRole('option').first().waitFor({ state: 'detached' });
      await page.evaluate(() => performance.clearResourceTimings());
      await page.evaluate(ARM_FIRST_OPTION_STAMP);
      await input.pressSequentially(query, { delay: 20 });
      const timing = (await page.evaluate(READ_TIMING)) as { shown: number; fired: number; requests: number };
      if (timing.requests === 0) throw new Error(`"${query}" showed results without a search request`);
      toResults.push(timing.shown - timing.fired);
      requestCounts.push(timing.requests);
    }
  } finally {
    await context.close();
  }
  return { toResultsMs: summarize(toResults), requestsPerSearch: summarize(requestCounts) };
}
