/**
 * The prerenderer's browser work, on a worker thread of the site server (`render-in-worker.ts`
 * starts it): Playwright's client keeps its own async context for every call it makes, and once
 * that is in use every promise of the thread pays for it, so it stays off the thread that serves
 * visitors, as does the work of driving the browser's tabs.
 *
 * The thread and its browser outlive a run: what an editor publishes is rendered without first
 * starting a thread, loading Playwright and launching Chromium (seconds on a busy machine). Each run
 * still gets a fresh browser context, so nothing a page cached carries over to the next run. The
 * browser is closed after a while without work, and launched again for the next run. Between runs
 * the next run's context waits open, with its first tab, so a publish starts loading at once.
 */
import { parentPort } from 'node:worker_threads';
import { chromium, type Browser } from 'playwright-core';
import type { CapturedPage } from './capture-script.ts';
import { CHROMIUM_LAUNCH_OPTIONS, openRunContext, renderPages, type RenderOptions, type RenderResult, type RunContext } from './render-pages.ts';

export interface RenderJob extends Pick<RenderOptions, 'concurrency' | 'urgent' | 'pageTimeoutMs' | 'combination'> {
  baseUrl: string;
  paths: string[];
}

/** How long the browser stays up without a run before it is closed. */
export const BROWSER_IDLE_MS = 5 * 60_000;

/** Worker → server: a rendered page (to be stored; the server answers with a `PageStored`), the end of the run, or why it could not run. */
export type WorkerMessage =
  { kind: 'page'; id: number; path: string; page: CapturedPage } | { kind: 'done'; result: RenderResult } | { kind: 'failed'; error: string };

/** Server → worker: the page was stored, or why it could not be; `stop`: end the run after the pages under way. */
export interface PageStored {
  kind: 'stored';
  id: number;
  error?: string | undefined;
  stop?: boolean | undefined;
}

/** Server → worker: a run to do (one at a time), a page stored, or the end (close the browser, then the thread). */
export type ServerMessage = { kind: 'run'; job: RenderJob } | PageStored | { kind: 'close' };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs on a worker thread (see render-in-worker.ts)');

const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
let nextId = 0;
let stop = false;
let browser: Browser | null = null;
let idleTimer: NodeJS.Timeout | undefined;

async function runningBrowser(): Promise<Browser> {
  if (browser?.isConnected()) return browser;
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  return browser;
}

async function closeBrowser(): Promise<void> {
  const closing = browser;
  browser = null;
  spare = null;
  await closing?.close().catch(() => undefined);
}

/** The next run's context, opened while the browser waits for it; null when none is. */
let spare: Promise<RunContext | null> | null = null;

function openSpare(kept: Browser): void {
  spare = openRunContext(kept).catch(() => null);
}

/** The spare context when it opened in the running browser; else the run opens its own. */
async function takeSpare(kept: Browser): Promise<RunContext | undefined> {
  const taken = await spare;
  spare = null;
  if (taken && kept.isConnected() && taken.context.browser() === kept) return taken;
  await taken?.context.close().catch(() => undefined);
  return undefined;
}

async function run(job: RenderJob): Promise<WorkerMessage> {
  clearTimeout(idleTimer);
  stop = false;
  try {
    const kept = await runningBrowser();
    const result = await renderPages(job.baseUrl, job.paths, {
      concurrency: job.concurrency,
      urgent: job.urgent,
      pageTimeoutMs: job.pageTimeoutMs,
      combination: job.combination,
      browser: kept,
      opened: await takeSpare(kept),
      stopped: () => stop,
      onPage: (path, page) =>
        new Promise<void>((resolve, reject) => {
          const id = nextId++;
          waiting.set(id, { resolve, reject });
          port?.postMessage({ kind: 'page', id, path, page } satisfies WorkerMessage);
        }),
    });
    return { kind: 'done', result };
  } catch (error) {
    // Typically no browser on this machine; the next run tries to launch one again.
    await closeBrowser();
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
  } finally {
    if (browser?.isConnected()) openSpare(browser);
    idleTimer = setTimeout(() => void closeBrowser(), BROWSER_IDLE_MS);
  }
}

port.on('message', (message: ServerMessage) => {
  switch (message.kind) {
    case 'run':
      void run(message.job).then((answer) => port.postMessage(answer));
      return;
    case 'stored': {
      if (message.stop) stop = true;
      const stored = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error === undefined) stored?.resolve();
      else stored?.reject(new Error(message.error));
      return;
    }
    case 'close':
      clearTimeout(idleTimer);
      void closeBrowser().then(() => port.close());
  }
});
