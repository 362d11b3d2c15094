import { Worker } from 'node:worker_threads';
import type { renderPages } from './render-pages.ts';
import type { PageStored, RenderJob, WorkerMessage } from './render-worker.ts';

/**
 * `renderPages` on a worker thread (`render-worker.ts`): same pages, same result, while the
 * server's own thread only stores what comes back.
 */
export const renderPagesInWorker: typeof renderPages = (baseUrl, paths, options) =>
  new Promise((resolve, reject) => {
    const job: RenderJob = { baseUrl, paths: [...paths], concurrency: options.concurrency, pageTimeoutMs: options.pageTimeoutMs };
    const worker = new Worker(new URL('./render-worker-entry.mjs', import.meta.url), { workerData: job });
    let settled = false;
    const answer = (stored: PageStored) => worker.postMessage({ ...stored, stop: options.stopped?.() });
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'page') {
        options.onPage(message.path, message.page).then(
          () => answer({ id: message.id }),
          (error: unknown) => answer({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
        );
        return;
      }
      settled = true;
      resolve(message.result);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the prerender worker stopped before it was done (exit code ${code})`));
    });
  });
