import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActiveDraftPreview, RemotesManifest } from '@site/contracts/remotes-manifest';
import { newVisitorId } from '@site/registry/cohort';
import type { RegistryRemotes, Visitor } from '../registry/registry-remotes.ts';
import { serializeCookie } from '@site/service-kit/cookies';
import { COHORT_COOKIE, COHORT_MAX_AGE_S } from '../registry/visitor-cookies.ts';
import { perLiveMap, type RemotesSource } from '../remotes-source.ts';
import { CompressionCache } from '../compression.ts';

/**
 * How long a browser may reuse `/remotes.json`. With the server's own view at most a second old, a
 * promote or rollback reaches every new page load within 5 s; a reload revalidates at once.
 */
export const REMOTES_MANIFEST_MAX_AGE_S = 3;

interface RemotesManifestOptions {
  source: RemotesSource;
  /** Per-visitor maps (canary cohorts, previews) when the registry is mounted. */
  visitors?:
    { remotes: RegistryRemotes; visitorOf: (request: FastifyRequest) => Visitor; cohortCookie: (id: string) => string; secureCookies: boolean } | undefined;
  /** The content draft this browser previews, for the shell's bar. */
  draftPreview?: ((request: FastifyRequest) => Promise<ActiveDraftPreview | undefined>) | undefined;
}

/** `/remotes.json`: what is live for this visitor, with an ETag and a few seconds of cache. */
export async function remotesManifestRoute(app: FastifyInstance, { source, visitors, draftPreview }: RemotesManifestOptions) {
  // The source hands back the same object until something changes: serialise and hash it once.
  const render = perLiveMap((manifest) => {
    const body = JSON.stringify(manifest);
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  });
  const compressed = new CompressionCache(100);
  app.get('/remotes.json', { schema: { querystring: { type: 'object', additionalProperties: true } } }, async (request, reply) => {
    let manifest: RemotesManifest;
    let personal = false;
    if (visitors) {
      let visitor = visitors.visitorOf(request);
      let answer = await visitors.remotes.manifestFor(visitor);
      if (answer.needsCohort) {
        // A canary is running: this browser joins a cohort and keeps it.
        visitor = { ...visitor, id: newVisitorId() };
        reply.header(
          'set-cookie',
          serializeCookie(COHORT_COOKIE, visitors.cohortCookie(visitor.id ?? ''), { maxAgeS: COHORT_MAX_AGE_S, secure: visitors.secureCookies }),
        );
        answer = await visitors.remotes.manifestFor(visitor);
      }
      ({ manifest, personal } = answer);
    } else {
      manifest = await source.remotesManifest();
    }
    const draft = await draftPreview?.(request);
    if (draft) {
      manifest = { ...manifest, draft };
      personal = true;
    }
    const { body, etag } = render(manifest);
    // A canary or a preview makes the answer this browser's own: no shared cache may keep it.
    reply
      .header('cache-control', `${personal ? 'private' : 'public'}, max-age=${REMOTES_MANIFEST_MAX_AGE_S}`)
      .header('etag', etag)
      .type('application/json; charset=utf-8');
    reply.header('vary', personal ? 'cookie, accept-encoding' : 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return compressed.send(request, reply, etag, etag, () => body);
  });
}
