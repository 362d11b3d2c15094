import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** Fast settings: these bodies are compressed while the visitor waits, then reused. */
const compressors: Record<Encoding | 'identity', (body: string) => Buffer> = {
  // Encoded once too: a long string is turned into bytes again on every send otherwise.
  identity: (body) => Buffer.from(body),
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * Bodies and their compressed copies, reused while what they are made from stays the same (a
 * page's HTML changes only with what is live or the content), so rendering and compressing are
 * paid once per change rather than once per request. Callers name the inputs with a short
 * fingerprint: comparing whole bodies would cost more than it saves.
 */
export class CompressionCache {
  private readonly entries = new Map<string, { fingerprint: string; body: string; encoded: Partial<Record<Encoding | 'identity', Buffer>> }>();

  constructor(private readonly maxEntries = 1000) {}

  /** The body for `key` made from inputs named `fingerprint`, rendered only when they changed. */
  body(key: string, fingerprint: string, render: () => string): string {
    let entry = this.entries.get(key);
    if (entry?.fingerprint !== fingerprint) {
      if (!entry && this.entries.size >= this.maxEntries) this.entries.clear();
      entry = { fingerprint, body: render(), encoded: {} };
      this.entries.set(key, entry);
    }
    return entry.body;
  }

  /** The compressed copy of the body last returned for `key` (by `body`, with the same fingerprint). */
  encoded(key: string, fingerprint: string, render: () => string, encoding: Encoding | 'identity'): Buffer {
    const body = this.body(key, fingerprint, render);
    const entry = this.entries.get(key);
    if (!entry) return compressors[encoding](body);
    return (entry.encoded[encoding] ??= compressors[encoding](body));
  }
}
