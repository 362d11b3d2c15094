import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SITE_VISUALS, SITE_VISUAL_NAMES, isSiteVisualName } from '@site/contracts/site-visuals';
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

/**
 * The site's drawn media: the call-flow diagrams, product visuals and illustrations
 * (`/images/{diagrams,product,illustrations}/…`, SVG drawn on request from the design tokens) and the produced videos with
 * their captions and posters (`/videos/…`, with range requests so players can stream and seek).
 */
export async function siteMediaRoutes(untypedApp: FastifyInstance) {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  // Each drawing is fixed for the life of the process: drawn and compressed (brotli, about 5× smaller) once.
  const drawings = new CompressionCache(SITE_VISUAL_NAMES.length);
  for (const kind of ['diagrams', 'product', 'illustrations'] as const) {
    app.get(`/images/${kind}/:file`, { schema: { params: fileParams } }, async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '');
      if (!isSiteVisualName(name) || SITE_VISUALS[name].kind !== kind) return reply.code(404).send(jsonError(404, 'No such drawing'));
      reply.header('cache-control', DAY).header('vary', 'accept-encoding').type('image/svg+xml');
      return drawings.send(request, reply, name, 'drawn', () => renderSiteVisual(name));
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
