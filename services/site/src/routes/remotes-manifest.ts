import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RemotesManifest } from '@site/contracts/remotes-manifest';
import { REVALIDATE } from '../caching.ts';
import type { RemotesSource } from '../remotes-source.ts';

/** `/remotes.json`: what is live, revalidated on every load so a deploy reaches new page loads at once. */
export async function remotesManifestRoute(app: FastifyInstance, { source }: { source: RemotesSource }) {
  // The source hands back the same object until something changes: serialise and hash it once.
  const bodies = new WeakMap<RemotesManifest, { body: string; etag: string }>();
  const render = (manifest: RemotesManifest) => {
    let rendered = bodies.get(manifest);
    if (!rendered) {
      const body = JSON.stringify(manifest);
      rendered = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      bodies.set(manifest, rendered);
    }
    return rendered;
  };
  app.get('/remotes.json', { schema: { querystring: { type: 'object', additionalProperties: true } } }, async (request, reply) => {
    const { body, etag } = render(await source.remotesManifest());
    reply.header('cache-control', REVALIDATE).header('etag', etag).type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });
}
