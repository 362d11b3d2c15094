import { Worker } from 'node:worker_threads';
import type { renderPages, RenderOptions, RenderResult } from './render-pages.ts';
import type { ServerMessage, WorkerMessage } from './render-worker.ts';

/**
 * `renderPages` on a worker thread (`render-worker.ts`): same pages, same result, while the
 * server's own thread only stores what comes back. The thread and its browser are kept between
 * runs; one run at a time.
 */
export class WorkerRenderer {
  private worker: Worker | null = null;
  private running: { options: RenderOptions; settle: (outcome: RenderResult | Error) => void } | null = null;

  render: typeof renderPages = (baseUrl, paths, options) =>
    new Promise<RenderResult>((resolve, reject) => {
      if (this.running) {
        reject(new Error('the prerender worker is already rendering'));
        return;
      }
      const worker = this.thread();
      this.running = {
        options,
        settle: (outcome) => {
          this.running = null;
          // Idle, the thread does not keep the server's process alive.
          worker.unref();
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        },
      };
      worker.ref();
      this.post({
        kind: 'run',
        job: {
          baseUrl,
          paths: [...paths],
          concurrency: options.concurrency,
          urgent: options.urgent,
          pageTimeoutMs: options.pageTimeoutMs,
          combination: options.combination,
        },
      });
    });

  /** Closes the browser and ends the thread. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    this.post({ kind: 'close' });
    await exited;
  }

  private post(message: ServerMessage): void {
    this.worker?.postMessage(message);
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./render-worker-entry.mjs', import.meta.url));
    worker.on('message', (message: WorkerMessage) => {
      const running = this.running;
      if (!running) return;
      if (message.kind === 'page') {
        const answer = (error?: string) => this.post({ kind: 'stored', id: message.id, error, stop: running.options.stopped?.() });
        running.options.onPage(message.path, message.page).then(
          () => answer(),
          (error: unknown) => answer(error instanceof Error ? error.message : String(error)),
        );
      } else if (message.kind === 'done') running.settle(message.result);
      else running.settle(new Error(message.error));
    });
    worker.once('error', (error) => {
      this.worker = null;
      this.running?.settle(error);
    });
    worker.once('exit', (code) => {
      this.worker = null;
      this.running?.settle(new Error(`the prerender worker stopped before it was done (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }
}
