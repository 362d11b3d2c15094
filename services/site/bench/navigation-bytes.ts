import type { Browser, Page } from 'playwright-core';
import { BYTES_SOURCE, isJson, isScript, NetworkRecorder, shortUrl, sumBytes } from './browser.ts';
import { sleep } from './site-server.ts';
import { summarize, type Summary } from './stats.ts';

/**
 * After every route change the shell scrolls to the top several times during 500 ms
 * (shell/src/routing/scroll.ts); a click further down the page waits that out first.
 */
const SCROLL_SETTLE_MS = 600;

interface Journey {
  name: string;
  target: string;
  /** Clicks through to the target; returns what it clicked, for the report. */
  click(page: Page): Promise<string>;
  heading: string;
}

/**
 * The header's "Solutions": a plain link in a flat menu, or (disclosure navigation) a menu button
 * whose panel links to the section's index as "Solutions overview". Either way, in-app clicks.
 */
async function clickHeaderSolutions(page: Page): Promise<string> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: 'Solutions', exact: true });
  const button = nav.getByRole('button', { name: 'Solutions', exact: true });
  await link.or(button).first().waitFor({ timeout: 15_000 });
  if ((await link.count()) > 0) {
    await link.click();
    return 'link "Solutions"';
  }
  await button.click();
  await nav.getByRole('link', { name: 'Solutions overview', exact: true }).click();
  return 'menu button "Solutions", then link "Solutions overview"';
}

export const JOURNEYS: readonly Journey[] = [
  { name: 'header "Solutions"', target: '/solutions', click: clickHeaderSolutions, heading: 'Secure payment solutions' },
  {
    name: 'footer "Privacy Policy"',
    target: '/legal/privacy-policy',
    click: async (page) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
      return 'footer link "Privacy Policy"';
    },
    heading: 'Privacy policy',
  },
];

export interface NavigationResult {
  name: string;
  target: string;
  /** What was clicked (the header's markup decides). */
  clicked: string;
  source: string;
  /** Compressed JS + JSON bodies of the responses started by the click: the budgeted number. */
  bodyBytes: Summary;
  /** The same over the wire, HTTP/1.1 response headers included. */
  wireBytes: Summary;
  requestCount: Summary;
  /** What one run loaded, in order. */
  loaded: { url: string; type: string; bodyBytes: number; wireBytes: number }[];
  pageErrors: string[];
}

/**
 * From `/` (fresh context, loaded to `networkidle`), clicks an in-app link and adds up the JS
 * and JSON responses started by that navigation, until the heading shows and the network has
 * been quiet for 500 ms.
 */
export async function measureNavigation(browser: Browser, baseUrl: string, journey: Journey, runs: number): Promise<NavigationResult> {
  const wire: number[] = [];
  const body: number[] = [];
  const counts: number[] = [];
  const pageErrors: string[] = [];
  let loaded: NavigationResult['loaded'] = [];
  const clicked = new Set<string>();

  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const recorder = await NetworkRecorder.attach(context, page);
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 30_000 });
      await sleep(SCROLL_SETTLE_MS);
      await recorder.waitForQuiet(500, 10_000);
      const mark = recorder.mark();
      clicked.add(await journey.click(page));
      await page.getByRole('heading', { level: 1, name: journey.heading, exact: true }).waitFor({ timeout: 15_000 });
      const pathname = new URL(page.url()).pathname;
      if (pathname !== journey.target) throw new Error(`${journey.name} led to ${pathname}, expected ${journey.target}`);
      await recorder.waitForQuiet(500, 15_000);
      const counted = recorder.resourcesSince(mark).filter((resource) => isScript(resource) || isJson(resource));
      wire.push(sumBytes(counted, 'wireBytes'));
      body.push(sumBytes(counted, 'bodyBytes'));
      counts.push(counted.length);
      if (run === 0)
        loaded = counted.map((resource) => ({
          url: shortUrl(resource.url),
          type: resource.type,
          bodyBytes: resource.bodyBytes,
          wireBytes: resource.wireBytes,
        }));
      pageErrors.push(...recorder.pageErrors);
    } finally {
      await context.close();
    }
  }

  return {
    name: journey.name,
    target: journey.target,
    clicked: [...clicked].join('; '),
    source: BYTES_SOURCE,
    bodyBytes: summarize(body),
    wireBytes: summarize(wire),
    requestCount: summarize(counts),
    loaded,
    pageErrors,
  };
}
