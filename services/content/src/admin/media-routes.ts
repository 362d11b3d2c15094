/**
 * Images editors upload (cover images, thumbnails): `POST /api/admin/media` with the file as the
 * body and its type as Content-Type. What the bytes are is read from the bytes (never from a name
 * or the declared type alone), only raster images are taken (an SVG can carry script), and a file
 * is stored under the hash of its content, so no name an uploader chooses ever becomes a path.
 * `GET /media/<hash>.<ext>` serves them to everyone, immutable.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { imageSize } from 'image-size';
import { z } from 'zod';
import { IMAGE_UPLOAD, uploadedImageSchema } from '@site/contracts/content-editing';
import type { Database } from '@site/db/database';
import { getMedia, saveMedia } from '@site/db/media-repository';
import { actorOf, type RouteAccess } from '@site/identity/access-control';
import { documented, errorResponseSchema, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { HttpError, jsonError } from '@site/service-kit/http-errors';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif' };
const TYPES_BY_DETECTED: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  heif: 'image/avif',
  gif: 'image/gif',
};
/** A stored image's file name: its content hash and extension. */
const mediaFileParams = jsonSchemaOf(z.strictObject({ file: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|webp|avif|gif)$/) }));

const fail = (statusCode: number, message: string) => new HttpError(statusCode, message);

/** What the bytes are, when they are an image this site takes; otherwise why not. */
export function inspectImage(bytes: Buffer, declaredType: string): { contentType: string; width: number; height: number } {
  let detected: { type?: string | undefined; width?: number | undefined; height?: number | undefined };
  try {
    detected = imageSize(bytes);
  } catch {
    throw fail(415, 'This file is not an image we can read. Upload a PNG, JPEG, WebP, AVIF or GIF.');
  }
  const contentType = detected.type ? TYPES_BY_DETECTED[detected.type] : undefined;
  if (!contentType)
    throw fail(415, `A ${detected.type ?? 'file of this kind'} cannot be uploaded: only PNG, JPEG, WebP, AVIF and GIF images (an SVG can carry script).`);
  if (contentType !== declaredType) throw fail(415, `The file is a ${contentType.slice(6).toUpperCase()}, not the ${declaredType} it was sent as.`);
  const { width = 0, height = 0 } = detected;
  if (width < 1 || height < 1) throw fail(415, 'This image has no size.');
  if (width * height > IMAGE_UPLOAD.maxPixels)
    throw fail(413, `This image is ${width} × ${height} pixels; the most we take is ${IMAGE_UPLOAD.maxPixels / 1_000_000} megapixels.`);
  return { contentType, width, height };
}

export async function mediaRoutes(untypedApp: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  // Only this plugin's routes read image bodies, as raw bytes, up to the upload limit.
  app.addContentTypeParser([...IMAGE_UPLOAD.types], { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD.maxBytes }, (_request, body, done) => done(null, body));

  const access: { access: RouteAccess } = { access: { permission: 'content:write' } };
  app.post(
    '/api/admin/media',
    {
      config: access,
      bodyLimit: IMAGE_UPLOAD.maxBytes,
      schema: documented({
        tags: ['content'],
        summary: `Upload an image (the file as the body, its type as Content-Type; at most ${IMAGE_UPLOAD.maxBytes / 1024 / 1024} MB)`,
        response: { 201: jsonSchemaOf(uploadedImageSchema, 'output'), 200: jsonSchemaOf(uploadedImageSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request, reply) => {
      // No body schema: the parser above hands the bytes as a Buffer, anything else is refused here.
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw fail(400, 'Send the image as the request body.');
      const declared =
        String(request.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim()
          .toLowerCase() ?? '';
      const image = inspectImage(bytes, declared);
      const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const created = await saveMedia(db, {
        id,
        contentType: image.contentType,
        bytes,
        width: image.width,
        height: image.height,
        uploadedBy: actorOf(request),
      });
      return reply.code(created ? 201 : 200).send({
        url: `/media/${id}.${EXTENSIONS[image.contentType]}`,
        width: image.width,
        height: image.height,
        bytes: bytes.length,
        contentType: image.contentType,
      });
    },
  );

  app.get('/media/:file', { schema: documented({ hide: true, params: mediaFileParams }) }, async (request, reply) => {
    const [id = '', extension] = request.params.file.split('.');
    const media = await getMedia(db, id);
    if (!media || EXTENSIONS[media.contentType] !== extension) return reply.code(404).send(jsonError(404, `${request.url} does not exist`));
    return reply
      .type(media.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(media.bytes);
  });
}
