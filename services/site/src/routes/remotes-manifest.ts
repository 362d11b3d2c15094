import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActiveDraftPreview, VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { PrerenderService } from '@site/prerender/prerender-service';
import { PRERENDER_COMBINATION_HEADER, PRERENDER_REQUEST_HEADER } from '@site/prerender/prerender-request';
import { visitorManifest, type VisitorMaps } from '../registry/visitor-manifest.ts';
import { perLiveMap, type RemotesSource } from '../remotes-source.ts';
import { CompressionCache } from '../compression.ts';
import { onAdminOrigin, type SiteOrigins } from '@site/service-kit/site-origins';
import { mapForOrigin } from '../origin-split.ts';
import { ignoredQuerySchema } from '@site/service-kit/json-schema';

/**
 * How long a browser may reuse `/remotes.json`. With the server's own view at most a second old, a
 * promote or rollback reaches every new page load within 5 s; a reload revalidates at once.
 */
export const REMOTES_MANIFEST_MAX_AGE_S = 3;

interface RemotesManifestOptions {
  source: RemotesSource;
  /** Per-visitor maps (canary cohorts, previews) when the registry is mounted. */
  visitors?: VisitorMaps | undefined;
  /** The prerenderer: while it renders a map other than everyone's, its browser asks for that map by id. */
  prerender?: Pick<PrerenderService, 'combination'> | undefined;
  /** The content draft this browser previews, for the shell's bar. */
  draftPreview?: ((request: FastifyRequest) => Promise<ActiveDraftPreview | undefined>) | undefined;
  /** The public and admin origins: each gets the sections it runs, and the admin origin no cohort, preview or draft. */
  origins?: SiteOrigins | undefined;
}

/** `/remotes.json`: what is live for this visitor, with an ETag and a few seconds of cache. */
export async function remotesManifestRoute(app: FastifyInstance, { source, visitors, draftPreview, prerender, origins }: RemotesManifestOptions) {
  const prerenderingMap = (request: FastifyRequest) => {
    const id = request.headers[PRERENDER_COMBINATION_HEADER];
    return typeof id === 'string' && request.headers[PRERENDER_REQUEST_HEADER] ? prerender?.combination(id) : undefined;
  };
  // The source hands back the same object until something changes: serialise and hash it once.
  const render = perLiveMap((manifest) => {
    const body = JSON.stringify(manifest);
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  });
  const compressed = new CompressionCache(100);
  app.get('/remotes.json', { schema: { querystring: ignoredQuerySchema } }, async (request, reply) => {
    let manifest: VisitorLiveMap;
    let personal = false;
    const rendering = prerenderingMap(request);
    const workspace = origins !== undefined && onAdminOrigin(origins, request);
    if (workspace) {
      // The admin origin: a canary of the admin section reaches its cohort, but no preview or dev
      // override ever does (their cookies could be set for a parent domain from a sibling host).
      ({ manifest, personal } = visitors
        ? await visitors.remotes.manifestFor({ id: visitors.visitorOf(request).id })
        : { manifest: await source.remotesManifest(), personal: false });
    } else if (rendering) {
      // The prerenderer's browser, rendering the pages of one map (everyone's, a canary cohort's, a preview's).
      manifest = rendering;
      personal = true;
    } else if (visitors) {
      ({ manifest, personal } = await visitorManifest(visitors, request, reply, { join: false }));
    } else {
      manifest = await source.remotesManifest();
    }
    const draft = workspace ? undefined : await draftPreview?.(request);
    if (draft) {
      manifest = { ...manifest, draft };
      personal = true;
    }
    const { body, etag } = render(mapForOrigin(origins, request, manifest));
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
