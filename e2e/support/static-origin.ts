import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Another origin on loopback serving a build folder, as a CI preview bucket or a CDN would: with
 * CORS for any origin, so the site's pages may load its scripts and manifest.
 */
export async function startStaticOrigin(root: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://origin').pathname);
    const file = path.join(root, path.normalize(pathname));
    const found =
      file.startsWith(root) &&
      (await stat(file).then(
        (stats) => stats.isFile(),
        () => false,
      ));
    response.setHeader('access-control-allow-origin', '*');
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // The page that loaded from it is still open while the journey stops it: its connections are cut, not waited for.
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
