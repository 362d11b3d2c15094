/**
 * The thread that renders Markdown bodies (`body-renderer.ts` starts it and gives it one body at
 * a time): a body that takes long to render takes this thread's time, never the event loop that
 * answers visitors, and the server ends this thread when a body takes too long.
 */
import { parentPort } from 'node:worker_threads';
import { countElements, renderMarkdown, type BodyImages } from './markdown.ts';

/** A body to render, by its job id. */
export interface RenderJob {
  id: number;
  markdown: string;
  images: BodyImages;
}

/** What the thread answers: `ready` once loaded, then one answer per job. */
export type WorkerAnswer = { ready: true } | { id: number; html: string; elements: number; ms: number } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('markdown-worker.ts runs as a worker thread (body-renderer.ts starts it)');

port.on('message', ({ id, markdown, images }: RenderJob) => {
  const started = performance.now();
  try {
    const html = renderMarkdown(markdown, images);
    port.postMessage({ id, html, elements: countElements(html), ms: performance.now() - started } satisfies WorkerAnswer);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerAnswer);
  }
});
port.postMessage({ ready: true } satisfies WorkerAnswer);
