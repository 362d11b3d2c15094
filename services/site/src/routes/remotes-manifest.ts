import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { REVALIDATE } from '../caching.ts';
import type { RemotesSource } from '../remotes-source.ts';

/** `/remotes.json`: what is live, revalidated on every load so a deploy reaches new page loads at once. */
export async function remotesManifestRoute(app: FastifyInstance, { source }: { source: RemotesSource }) {
  app.get('/remotes.json', { schema: { querystring: { type: 'object', additionalProperties: true } } }, async (request, reply) => {
    const body = JSON.stringify(await source.remotesManifest());
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('cache-control', REVALIDATE).header('etag', etag).type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });
}
