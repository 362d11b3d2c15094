import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PRERENDER_HOOK_GLOBAL } from '@site/contracts/prerender';
import { CAPTURE_SCRIPT, PAGE_READY_SCRIPT, type CapturedPage } from './capture-script.ts';
import { PRERENDER_COMBINATION_HEADER, PRERENDER_REQUEST_HEADER } from './prerender-request.ts';

/** Debian's Chromium (or CHROME_PATH), with the flags this machine needs. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export interface RenderOptions {
  /** Tabs rendering at once. */
  concurrency: number;
  /** Per page, from navigation to captured. */
  pageTimeoutMs?: number | undefined;
  onPage: (pagePath: string, page: CapturedPage) => Promise<void>;
  /** Asked between pages: true ends the run early (more urgent pages are waiting); the pages not reached are left out of the result. */
  stopped?: () => boolean;
  /** How many of the first paths are urgent: they render one after another in one tab before the other tabs open (1 when absent). */
  urgent?: number | undefined;
  /** Renders the map held under this id (`PRERENDER_COMBINATION_HEADER`) instead of everyone's. */
  combination?: string | undefined;
  /**
   * A browser kept running between runs (the run gets a fresh context of its own in it, so nothing
   * cached carries over); without one, the run launches a browser and closes it at the end.
   */
  browser?: Browser | undefined;
  /** The run's context, opened ahead in `browser` (`openRunContext`); closed at the end of the run like one opened by it. */
  opened?: RunContext | undefined;
}

export interface RenderResult {
  rendered: string[];
  failed: Array<{ path: string; error: string }>;
  ms: number;
}

const MARKUP_LENGTH = "document.getElementById('root')?.innerHTML.length ?? 0";
const QUIET_MS = 120;

const VIEWPORT = { width: 1280, height: 800 };

/** A fresh browser context for one run, with its first tab already open. */
export interface RunContext {
  context: BrowserContext;
  firstTab: Page;
}

/**
 * Opens a run's context and its first tab. Opening a tab starts a renderer process, the slowest
 * step before a page loads (about half a second here), so a browser kept between runs opens the
 * next run's context ahead of time.
 */
export async function openRunContext(browser: Browser): Promise<RunContext> {
  // `bypassCSP`: the site's CSP forbids evaluating strings, which is how the prerenderer reads the page.
  const context = await browser.newContext({ viewport: VIEWPORT, bypassCSP: true, serviceWorkers: 'block' });
  await context.addInitScript({ content: `window[${JSON.stringify(PRERENDER_HOOK_GLOBAL)}] = {};` });
  return { context, firstTab: await context.newPage() };
}

/**
 * Renders pages of a running site in headless Chromium. Each tab loads the app once and then moves
 * from page to page by client-side navigation, which costs a render instead of a start-up; a page
 * that fails that way is loaded directly once more before it counts as failed.
 */
export async function renderPages(baseUrl: string, paths: readonly string[], options: RenderOptions): Promise<RenderResult> {
  const started = performance.now();
  const queue = [...paths];
  const result: RenderResult = { rendered: [], failed: [], ms: 0 };
  const ownsBrowser = !options.browser;
  const browser = options.browser ?? (await chromium.launch(CHROMIUM_LAUNCH_OPTIONS));
  let context: BrowserContext | undefined = options.opened?.context;
  try {
    const { context: runContext, firstTab } = options.opened ?? (await openRunContext(browser));
    context = runContext;
    await runContext.setExtraHTTPHeaders({
      [PRERENDER_REQUEST_HEADER]: '1',
      ...(options.combination ? { [PRERENDER_COMBINATION_HEADER]: options.combination } : {}),
    });
    const timeout = options.pageTimeoutMs ?? 20_000;
    // The first pages of a run are the most urgent (what an editor just published): one tab starts
    // the app alone and renders them in order. Starting every tab's app at once shares a small
    // machine's cores between them all and delayed those pages by seconds; the other tabs open
    // once the urgent pages are rendered (or have failed).
    const urgent = Math.max(1, options.urgent ?? 1);
    let urgentTried = () => {};
    const urgentDone = new Promise<void>((resolve) => (urgentTried = resolve));
    const worker = async (index: number) => {
      if (index > 0) await urgentDone;
      const tab = index === 0 ? firstTab : await runContext.newPage();
      let appLoaded = false;
      for (let pagePath = queue.shift(); pagePath !== undefined && !options.stopped?.(); pagePath = queue.shift()) {
        try {
          const captured = await renderOne(tab, baseUrl, pagePath, appLoaded, timeout).catch(() => renderOne(tab, baseUrl, pagePath as string, false, timeout));
          appLoaded = true;
          await options.onPage(pagePath, captured);
          result.rendered.push(pagePath);
        } catch (error) {
          appLoaded = false;
          result.failed.push({ path: pagePath, error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) });
        }
        if (result.rendered.length + result.failed.length >= urgent) urgentTried();
      }
      urgentTried();
      // Tabs are not closed one by one: closing one after a failed navigation can take minutes,
      // which held the whole run (and `/readyz`) back. Closing the context ends them all.
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, paths.length)) }, (_, index) => worker(index)));
  } finally {
    if (ownsBrowser) await browser.close();
    else if (context && !(await closedWithin(context, CONTEXT_CLOSE_MS))) await browser.close();
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}

/** How long a kept browser may take to close a run's context before it is closed itself (the next run launches another). */
const CONTEXT_CLOSE_MS = 5000;

async function closedWithin(context: BrowserContext, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    context.close().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false))),
  ]);
  clearTimeout(timer);
  return closed;
}

async function renderOne(tab: Page, baseUrl: string, pagePath: string, appLoaded: boolean, timeout: number): Promise<CapturedPage> {
  if (appLoaded) {
    // The heading on screen belongs to the page before: mark it, then wait for a new one.
    await tab.evaluate(
      `(() => { document.querySelector('main h1')?.setAttribute('data-prerender-previous', ''); return window[${JSON.stringify(PRERENDER_HOOK_GLOBAL)}].navigate(${JSON.stringify(pagePath)}); })()`,
    );
  } else {
    await tab.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'domcontentloaded', timeout });
  }
  const ready = `location.pathname === ${JSON.stringify(pagePath)} && !document.querySelector('main h1[data-prerender-previous]') && ${PAGE_READY_SCRIPT}`;
  const deadline = Date.now() + timeout;
  // Ready must hold over a quiet period with the markup unchanged: a page's data requests start
  // in effects, just after the commit that shows its heading.
  for (;;) {
    await tab.waitForFunction(ready, undefined, { timeout: Math.max(1, deadline - Date.now()), polling: 25 });
    const before = await tab.evaluate(MARKUP_LENGTH);
    await tab.waitForTimeout(QUIET_MS);
    if ((await tab.evaluate(ready)) && (await tab.evaluate(MARKUP_LENGTH)) === before) break;
    if (Date.now() > deadline) throw new Error(`${pagePath} did not settle within ${timeout} ms`);
  }
  return (await tab.evaluate(CAPTURE_SCRIPT)) as CapturedPage;
}
