/**
 * Markdown bodies are rendered once, when an editor saves them, and never on a visitor's request
 * (the HTML is stored beside the Markdown: migration 019). Rendering happens on a worker thread
 * (`markdown-worker.ts`), one body at a time, so a body that is slow to render holds that thread,
 * not the event loop that answers everyone else; a body that takes longer than the time limit is
 * abandoned (the thread is ended) and refused.
 *
 * Two bounds, measured on this 2-core machine with markdown-it 15 (`npm run bench:bodies`):
 * - Time: BODY_RENDER_TIME_LIMIT_MS, wall-clock on the worker. The slowest 100,000-character
 *   bodies we could write (the longest the editor's schema allows: `LIMITS.body`) render in
 *   140–230 ms on an idle machine (`![` or `*a` repeated, 25,000 list items), and took over 1 s
 *   while a dozen test runs shared the 2 cores; real documents of 17–62 KB (this repository's
 *   README, DESIGN and SPEC) render in 3–27 ms. So the limit refuses nothing real, even on a busy
 *   machine, and bounds what a future parser bug could cost; it never holds the event loop.
 * - Size of the page: BODY_ELEMENT_LIMIT elements. Real documents make 14–35 elements per 1,000
 *   characters (README: 856 for 62,498), so a real 100,000-character body makes at most about
 *   3,500; `'*a'.repeat(50_000)` makes 25,001 (25,000 `<em>`). A page of more is slow for every
 *   visitor's browser too, so such a body is refused at save with a message that says why.
 */
import { Worker } from 'node:worker_threads';
import type { BodyImages } from './markdown.ts';
import type { RenderJob, WorkerAnswer } from './markdown-worker.ts';

/** The longest one body may take to render before it is abandoned and refused. */
export const BODY_RENDER_TIME_LIMIT_MS = 3000;
/** The most elements a body may make on its page. */
export const BODY_ELEMENT_LIMIT = 10_000;
/** Bodies that may wait for the thread at once; more is answered "busy" rather than queued without end. */
export const BODY_RENDER_MAX_WAITING = 32;
/** Loading the thread (tsx, markdown-it, sanitize-html) takes about half a second; this long means it is broken. */
const START_TIMEOUT_MS = 30_000;
/** An idle thread ends after this long (the next body starts another). */
const IDLE_MS = 60_000;

export interface RenderedBody {
  html: string;
  /** Elements the HTML makes (`countElements`). */
  elements: number;
  /** How long the thread took to render it. */
  ms: number;
}

/** A body that did not render within the time limit: it was abandoned. */
export class BodyRenderTimeout extends Error {
  constructor(readonly limitMs: number) {
    super(`rendering the body took longer than ${limitMs} ms`);
    this.name = 'BodyRenderTimeout';
  }
}

/** More bodies are waiting than BODY_RENDER_MAX_WAITING: try again shortly. */
export class BodyRendererBusy extends Error {
  constructor() {
    super('too many bodies are waiting to be rendered');
    this.name = 'BodyRendererBusy';
  }
}

interface Job {
  markdown: string;
  images: BodyImages;
  resolve: (body: RenderedBody) => void;
  reject: (error: Error) => void;
}

export interface BodyRendererOptions {
  timeLimitMs?: number;
  maxWaiting?: number;
  idleMs?: number;
}

/** Renders bodies on one worker thread, one at a time, each within the time limit. */
export class BodyRenderer {
  readonly timeLimitMs: number;
  private readonly maxWaiting: number;
  private readonly idleMs: number;
  private readonly waiting: Job[] = [];
  private running = false;
  private worker: Worker | null = null;
  private started: Promise<Worker> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private nextId = 1;

  constructor({ timeLimitMs = BODY_RENDER_TIME_LIMIT_MS, maxWaiting = BODY_RENDER_MAX_WAITING, idleMs = IDLE_MS }: BodyRendererOptions = {}) {
    this.timeLimitMs = timeLimitMs;
    this.maxWaiting = maxWaiting;
    this.idleMs = idleMs;
  }

  /** The body's HTML (sanitised, as `renderMarkdown` makes it); rejects with BodyRenderTimeout or BodyRendererBusy. */
  render(markdown: string, images: BodyImages = {}): Promise<RenderedBody> {
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new BodyRendererBusy());
    return new Promise<RenderedBody>((resolve, reject) => {
      this.waiting.push({ markdown, images, resolve, reject });
      void this.next();
    });
  }

  /** Ends the thread; bodies still waiting are rejected. */
  async close(): Promise<void> {
    for (const job of this.waiting.splice(0)) job.reject(new Error('the body renderer was closed'));
    await this.stopThread();
  }

  private async next(): Promise<void> {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) {
      this.idleSoon();
      return;
    }
    this.running = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    try {
      job.resolve(await this.run(job));
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
    } finally {
      this.running = false;
      void this.next();
    }
  }

  /** One body on the thread; the time limit counts from when the thread has it, not while the thread starts. */
  private async run({ markdown, images }: Job): Promise<RenderedBody> {
    const worker = await this.thread();
    const id = this.nextId++;
    return new Promise<RenderedBody>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const onMessage = (answer: WorkerAnswer) => {
        if (!('id' in answer) || answer.id !== id) return;
        done();
        if ('error' in answer) reject(new Error(`rendering the body failed: ${answer.error}`));
        else resolve({ html: answer.html, elements: answer.elements, ms: answer.ms });
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`the Markdown worker stopped while rendering (exit code ${code})`));
      };
      const timer = setTimeout(() => {
        done();
        // The thread is still busy with this body: end it; the next body gets a new one.
        void this.stopThread();
        reject(new BodyRenderTimeout(this.timeLimitMs));
      }, this.timeLimitMs);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.postMessage({ id, markdown, images } satisfies RenderJob);
    });
  }

  private thread(): Promise<Worker> {
    if (this.started) return this.started;
    const worker = new Worker(new URL('./markdown-worker-entry.mjs', import.meta.url));
    // Never what keeps the server's process alive.
    worker.unref();
    const started: Promise<Worker> = new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`the Markdown worker did not start within ${START_TIMEOUT_MS / 1000} s`));
        void worker.terminate();
      }, START_TIMEOUT_MS);
      worker.on('message', (answer: WorkerAnswer) => {
        if (!('ready' in answer)) return;
        clearTimeout(timer);
        this.worker = worker;
        resolve(worker);
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the Markdown worker stopped (exit code ${code})`));
        // Whatever ended it, the next body starts another.
        if (this.worker === worker) this.worker = null;
        if (this.started === started) this.started = null;
      });
    });
    this.started = started;
    return started;
  }

  private async stopThread(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const started = this.started;
    this.started = null;
    this.worker = null;
    if (started) await started.then((worker) => worker.terminate()).catch(() => undefined);
  }

  private idleSoon(): void {
    if (!this.worker || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (!this.running && this.waiting.length === 0) void this.stopThread();
    }, this.idleMs);
    this.idleTimer.unref();
  }
}

/** The renderer this process's content routes share (its thread starts with the first body). */
export const bodyRenderer = new BodyRenderer();

export type BodyCheck = { ok: true; html: string } | { ok: false; problem: string };

const formatCount = (count: number) => count.toLocaleString('en-GB');

/**
 * An editor's body rendered for saving, or why it cannot be saved, in words for the editor
 * (shown beside the body field). BodyRendererBusy is thrown: that is the server's state, not the body's.
 */
export async function renderForSave(renderer: BodyRenderer, markdown: string, images: BodyImages = {}): Promise<BodyCheck> {
  try {
    const body = await renderer.render(markdown, images);
    if (body.elements <= BODY_ELEMENT_LIMIT) return { ok: true, html: body.html };
    return {
      ok: false,
      problem:
        `This text would put ${formatCount(body.elements)} pieces of formatting on the page (paragraphs, emphasis, links, list items and so on); ` +
        `a page can have at most ${formatCount(BODY_ELEMENT_LIMIT)} and still open quickly. ` +
        'Look for a mark repeated many times, such as * or _ (each pair makes emphasis), or split the text into several posts.',
    };
  } catch (error) {
    if (!(error instanceof BodyRenderTimeout)) throw error;
    return {
      ok: false,
      problem:
        `This text took longer than ${error.limitMs / 1000} s to prepare for the page, so it was not saved. ` +
        'It probably repeats a formatting mark (such as *, _, [ or !) thousands of times: remove those, or split the text into several posts.',
    };
  }
}
