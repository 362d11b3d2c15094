import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SITE_VISUALS, SITE_VISUAL_LAYOUTS, SITE_VISUAL_NAMES, isSiteVisualName, narrowSizeOf } from '@site/contracts/site-visuals';
import { renderSiteVisual } from '@site/media/site-visuals';
import { VIDEO_FILES_DIR, VIDEO_PUBLIC_PATH } from '@site/media/recordings';
import { CompressionCache } from '../compression.ts';
import { jsonError } from '@site/service-kit/http-errors';
import { jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { svgFileName } from './svg-file-name.ts';

/** The produced video files a visitor may fetch (not the production manifest beside them). */
const VIDEO_FILE = /^\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:mp4|vtt|jpg|webp)$/;
const DAY = 'public, max-age=86400';

/** A drawing's file name; an unknown one is a 404, like any missing image. */
const fileParams = jsonSchemaOf(z.object({ file: svgFileName(80) }));
/** Which form of the drawing: the wide one by default, or the narrow one a phone's `<picture>` asks for. */
const layoutQuery = jsonSchemaOf(z.object({ layout: z.enum(SITE_VISUAL_LAYOUTS).default('wide') }));

/**
 * The site's drawn media: the call-flow diagrams, product visuals and illustrations
 * (`/images/{diagrams,product,illustrations}/…`, SVG drawn on request from the design tokens, with
 * their dark form built in; `?layout=narrow` for the phone form of a drawing that has one) and the
 * produced videos with their captions and posters (`/videos/…`, with range requests so players can
 * stream and seek).
 */
export async function siteMediaRoutes(untypedApp: FastifyInstance) {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  // Each drawing is fixed for the life of the process: drawn and compressed (brotli, about 5× smaller) once.
  const forms = SITE_VISUAL_NAMES.length + SITE_VISUAL_NAMES.filter((name) => narrowSizeOf(name)).length;
  const drawings = new CompressionCache(forms);
  for (const kind of ['diagrams', 'product', 'illustrations'] as const) {
    app.get(`/images/${kind}/:file`, { schema: { params: fileParams, querystring: layoutQuery } }, async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '');
      const { layout } = request.query;
      if (!isSiteVisualName(name) || SITE_VISUALS[name].kind !== kind) return reply.code(404).send(jsonError(404, 'No such drawing'));
      if (layout === 'narrow' && !narrowSizeOf(name)) return reply.code(404).send(jsonError(404, 'This drawing has no narrow form'));
      reply.header('cache-control', DAY).header('vary', 'accept-encoding').type('image/svg+xml');
      return drawings.send(request, reply, `${name}:${layout}`, 'drawn', () => renderSiteVisual(name, layout));
    });
  }
  await app.register(fastifyStatic, {
    root: VIDEO_FILES_DIR,
    prefix: VIDEO_PUBLIC_PATH,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: { header: (name: string, value: string) => unknown }) => void reply.header('cache-control', DAY),
    allowedPath: (pathName) => VIDEO_FILE.test(pathName),
    wildcard: true,
  });
}
