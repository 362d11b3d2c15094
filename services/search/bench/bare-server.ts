/**
 * The yardstick of the load benchmarks: a bare Fastify route on its own port that answers a fixed
 * search response (the same bytes, through the same response schema), doing no search at all.
 * Fastify is set up as the search service sets it up (logger at warn), so the difference is search.
 * With `BARE_HEADERS_FILE` (a JSON object) it also sends those headers, as the site's answer
 * carries its security headers: the same bytes on the wire, not just the same body.
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { pageSearchSchema } from '../src/schemas.ts';

const body = JSON.parse(await readFile(process.env.BARE_BODY_FILE ?? '', 'utf8')) as unknown;
const headers = process.env.BARE_HEADERS_FILE ? (JSON.parse(await readFile(process.env.BARE_HEADERS_FILE, 'utf8')) as Record<string, string>) : {};
const app = Fastify({ logger: { level: 'warn' } });
app.get('/api/search/pages', { schema: { response: { 200: pageSearchSchema.response[200] } } }, async (_request, reply) => {
  reply.headers(headers);
  return body;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
