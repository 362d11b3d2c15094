/**
 * The prerenderer's browser work, on a worker thread of the site server (`render-in-worker.ts`
 * starts it): Playwright's client keeps its own async context for every call it makes, and once
 * that is in use every promise of the thread pays for it, so it stays off the thread that serves
 * visitors, as does the work of driving the browser's tabs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { CapturedPage } from './capture-script.ts';
import { renderPages, type RenderResult } from './render-pages.ts';

export interface RenderJob {
  baseUrl: string;
  paths: string[];
  concurrency: number;
  pageTimeoutMs?: number | undefined;
}

/** Worker → server: a rendered page (to be stored; the server answers with a `PageStored`), or the end. */
export type WorkerMessage = { kind: 'page'; id: number; path: string; page: CapturedPage } | { kind: 'done'; result: RenderResult };

/** Server → worker: the page was stored, or why it could not be; `stop`: end the run after the pages under way. */
export interface PageStored {
  id: number;
  error?: string | undefined;
  stop?: boolean | undefined;
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs on a worker thread (see render-in-worker.ts)');
const job = workerData as RenderJob;
const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
let stop = false;
port.on('message', ({ id, error, stop: stopNow }: PageStored) => {
  if (stopNow) stop = true;
  const stored = waiting.get(id);
  waiting.delete(id);
  if (error === undefined) stored?.resolve();
  else stored?.reject(new Error(error));
});
let nextId = 0;
const result = await renderPages(job.baseUrl, job.paths, {
  concurrency: job.concurrency,
  pageTimeoutMs: job.pageTimeoutMs,
  stopped: () => stop,
  onPage: (path, page) =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ kind: 'page', id, path, page } satisfies WorkerMessage);
    }),
});
port.postMessage({ kind: 'done', result } satisfies WorkerMessage);
port.close();
