import type { Browser } from 'playwright-core';
import { HYDRATED_MARK } from '@site/contracts/prerender';
import { summarize, type Summary } from './stats.ts';

/** A page of the shell's, a section's content page and one that carries its data. */
export const HYDRATION_PAGES = ['/', '/solutions/agent-assisted', '/resources/blog'] as const;

export interface HydrationResult {
  path: string;
  /** Navigation start to the shell's hydrated mark (the root's first commit), by the page's clock. */
  hydratedMs: Summary;
  /** Navigation start to the first contentful paint: what the visitor saw before the app took over. */
  firstContentfulPaintMs: Summary;
  pageErrors: string[];
}

/** Loads the page in a fresh context per run (empty cache) and reads when the app had hydrated it. */
export async function measureHydration(browser: Browser, baseUrl: string, pagePath: string, runs: number): Promise<HydrationResult> {
  const hydrated: number[] = [];
  const paint: number[] = [];
  const pageErrors: string[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
      const times = (await page.evaluate(`new Promise((resolve, reject) => {
        const read = () => {
          const mark = performance.getEntriesByName(${JSON.stringify(HYDRATED_MARK)})[0];
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          if (mark && fcp) resolve({ hydrated: mark.startTime, fcp: fcp.startTime });
          else setTimeout(read, 20);
        };
        read();
        setTimeout(() => reject(new Error('${pagePath} was not hydrated within 10 s (served unrendered?)')), 10000);
      })`)) as { hydrated: number; fcp: number };
      hydrated.push(times.hydrated);
      paint.push(times.fcp);
    } finally {
      await context.close();
    }
  }
  return { path: pagePath, hydratedMs: summarize(hydrated), firstContentfulPaintMs: summarize(paint), pageErrors };
}
