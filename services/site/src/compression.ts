import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, when the client accepts it (and did not refuse it with q=0). */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const brotliParams = (body: string, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
});

/** Fast settings: the first copy is made while a visitor waits. */
const compressors: Record<Encoding | 'identity', (body: string) => Buffer> = {
  // Encoded once too: a long string is turned into bytes again on every send otherwise.
  identity: (body) => Buffer.from(body),
  br: (body) => brotliCompressSync(body, brotliParams(body, 5)),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * The densest settings (brotli 11 is some 12 % smaller than 5 on a page, and twenty times slower):
 * made off the event loop, in libuv's thread pool, then served instead of the fast copy.
 */
const denseCompressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    new Promise((resolve, reject) =>
      brotliCompress(body, brotliParams(body, constants.BROTLI_MAX_QUALITY), (error, result) => (error ? reject(error) : resolve(result))),
    ),
  gzip: (body) => new Promise((resolve, reject) => gzip(body, { level: 9 }, (error, result) => (error ? reject(error) : resolve(result)))),
};

/**
 * Bodies and their compressed copies, reused while what they are made from stays the same (a
 * page's HTML changes only with what is live or the content), so rendering and compressing are
 * paid once per change rather than once per request: a fast copy at once, replaced by a dense one
 * made in the background. Callers name the inputs with a short fingerprint: comparing whole
 * bodies would cost more than it saves.
 */
export class CompressionCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly maxEntries = 1000) {}

  /** The body for `key` made from inputs named `fingerprint`, rendered only when they changed. */
  body(key: string, fingerprint: string, render: () => string): string {
    return this.entry(key, fingerprint, render).body;
  }

  /** The compressed copy of the body for `key` made from inputs named `fingerprint`. */
  encoded(key: string, fingerprint: string, render: () => string, encoding: Encoding | 'identity'): Buffer {
    const entry = this.entry(key, fingerprint, render);
    const cached = entry.encoded[encoding];
    if (cached) return cached;
    const fast = compressors[encoding](entry.body);
    entry.encoded[encoding] = fast;
    if (encoding !== 'identity') {
      const dense = denseCompressors[encoding](entry.body).then(
        (smaller) => {
          // Into the entry it was made for: an entry replaced since (the body changed) is no longer served.
          if (smaller.length < fast.length) entry.encoded[encoding] = smaller;
        },
        () => undefined,
      );
      this.pending.add(dense);
      void dense.finally(() => this.pending.delete(dense));
    }
    return fast;
  }

  /**
   * Answers with `key`'s body in the encoding the browser asks for (`Content-Encoding` set), as
   * it is otherwise. The caller sets the status, type and `Vary`.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, fingerprint: string, render: () => string): FastifyReply {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(this.encoded(key, fingerprint, render, encoding ?? 'identity'));
  }

  /** Settles once every dense copy started so far is in place (for tests and benchmarks). */
  async settled(): Promise<void> {
    await Promise.all(this.pending);
  }

  private entry(key: string, fingerprint: string, render: () => string): CacheEntry {
    let entry = this.entries.get(key);
    if (entry?.fingerprint !== fingerprint) {
      if (!entry && this.entries.size >= this.maxEntries) this.entries.clear();
      entry = { fingerprint, body: render(), encoded: {} };
      this.entries.set(key, entry);
    }
    return entry;
  }
}

interface CacheEntry {
  fingerprint: string;
  body: string;
  encoded: Partial<Record<Encoding | 'identity', Buffer>>;
}
