/**
 * The yardstick for a prerendered page in `npm run bench:capacity`: a bare Fastify route on its own
 * port answering the page the site served (BARE_BODY_FILE), brotli-compressed once at start, as
 * the site stores it. Logger at warn; no hooks, no lookups: the difference is the site server's work.
 */
import { readFile } from 'node:fs/promises';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';

const body = brotliCompressSync(await readFile(process.env.BARE_BODY_FILE ?? ''));
const app = Fastify({ logger: { level: 'warn' } });
app.get('/*', async (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').header('content-encoding', 'br').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
