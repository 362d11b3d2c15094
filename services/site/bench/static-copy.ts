import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';

/** Executable scripts: every <script> but the JSON data blocks (structured data, settings, the carried map). */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype=["']?application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script>/gi;

/** A page's HTML with every script taken out: what the visitor would get if the page ran none. */
export const withoutScripts = (html: string): string => html.replace(EXECUTABLE_SCRIPT, '');

/**
 * Headers that describe the body as the site sent it, which the copy replaces; and one more to
 * leave out, to measure what it costs (`BENCH_STATIC_COPY_WITHOUT=cross-origin-opener-policy`).
 */
const SET_BY_THE_COPY = new Set([
  ...(process.env.BENCH_STATIC_COPY_WITHOUT ? [process.env.BENCH_STATIC_COPY_WITHOUT.toLowerCase()] : []),
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'date',
]);

export interface StaticCopyServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback server answering each of `paths` with the site's HTML for it minus every script
 * (brotli, as the site sends it, with the site's own headers: its security headers change what the
 * browser does on navigation), and anything else (images, fonts) from the site itself, bytes
 * and encoding as they come: the page a browser would show if no script ran, for the
 * "LCP ≤ 1.1× the static copy" budget.
 */
export async function startStaticCopy(siteUrl: string, paths: readonly string[]): Promise<StaticCopyServer> {
  const pages = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  for (const path of paths) {
    const response = await fetch(`${siteUrl}${path}`);
    if (!response.ok) throw new Error(`${path}: the site answered ${response.status}`);
    // The site's own headers (security headers, caching) but its body's length and encoding.
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !SET_BY_THE_COPY.has(name)));
    pages.set(path, { body: brotliCompressSync(withoutScripts(await response.text())), headers });
  }
  const site = new URL(siteUrl);
  const server = http.createServer((request, reply) => {
    const page = pages.get(request.url ?? '');
    if (page) {
      reply.writeHead(200, { ...page.headers, 'content-encoding': 'br', 'content-length': String(page.body.length) });
      reply.end(page.body);
      return;
    }
    const upstream = http.request(
      { host: site.hostname, port: site.port, path: request.url, method: request.method, headers: { ...request.headers, host: site.host } },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
      },
    );
    upstream.on('error', () => reply.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
