/**
 * The media library. Editors upload images (`POST /api/admin/media`, the file as the body and its
 * type as Content-Type); what the bytes are is read from the bytes (never from a name or the
 * declared type alone), only raster images are taken (an SVG can carry script), and a file is
 * stored under the hash of its content, so no name an uploader chooses ever becomes a path. The
 * library lists every upload with where it is used, keeps its text alternative, and deletes one
 * only when nothing uses it.
 * `GET /media/<hash>.<ext>` serves an upload to everyone, immutable, and `/media/<hash>-<width>.webp`
 * its narrower copies (`media-variants.ts`), which a body's images offer in their `srcset`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import { z } from 'zod';
import {
  IMAGE_UPLOAD,
  MEDIA_ID_PATTERN,
  RESPONSIVE_WIDTHS,
  mediaAltSchema,
  mediaItemSchema,
  mediaLibrarySchema,
  mediaReplacementSchema,
  uploadedImageSchema,
  type MediaItem,
  type MediaUse,
  type UploadedImage,
} from '@site/contracts/content-editing';
import { EntryConflict, getEntry, saveEntry } from '@site/db/editorial-repository';
import { recordAudit } from '@site/db/audit-log';
import type { Database } from '@site/db/database';
import {
  deleteMedia,
  getMedia,
  listMedia,
  mediaUses,
  saveMedia,
  saveMediaVariant,
  setMediaAlt,
  type MediaRecord,
  type MediaUseRecord,
} from '@site/db/media-repository';
import { bodyRenderer } from '../body-renderer.ts';
import { bodyForSave } from '../body-for-save.ts';
import { makeVariants, variantReader } from './media-variants.ts';
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
/** A stored image's file name: its content hash and extension, or a narrower copy's: the hash, its width and `.webp`. */
const MEDIA_FILE = new RegExp(`^(?<id>[0-9a-f]{32})(?:\\.(?<extension>png|jpg|webp|avif|gif)|-(?<width>${RESPONSIVE_WIDTHS.join('|')})\\.webp)$`);
const mediaFileParams = jsonSchemaOf(z.strictObject({ file: z.string().regex(MEDIA_FILE) }));
const mediaIdParams = jsonSchemaOf(z.strictObject({ id: z.string().regex(MEDIA_ID_PATTERN, 'an upload’s id is 32 hexadecimal digits') }));

const urlOf = (media: { id: string; contentType: string }) => `/media/${media.id}.${EXTENSIONS[media.contentType]}`;

const useOf = (use: MediaUseRecord): MediaUse => ({ entryId: use.entryId, type: use.type as MediaUse['type'], title: use.title, live: use.live });

function libraryItem(media: MediaRecord, uses: readonly MediaUseRecord[]): MediaItem {
  return {
    id: media.id,
    url: urlOf(media),
    width: media.width,
    height: media.height,
    bytes: media.byteSize,
    contentType: media.contentType,
    alt: media.alt,
    uploadedBy: media.uploadedBy,
    uploadedAt: media.uploadedAt,
    usedBy: uses.filter((use) => use.mediaId === media.id).map(useOf),
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const fail = (statusCode: number, message: string) => new HttpError(statusCode, message);

/** What the bytes are, when they are an image this site takes; otherwise why not. */
export function inspectImage(bytes: Buffer, declaredType: string): { contentType: string; width: number; height: number } {
  let detected: { type?: string | undefined; width?: number | undefined; height?: number | undefined; orientation?: number | undefined };
  try {
    detected = imageSize(bytes);
  } catch {
    throw fail(415, 'This file is not an image we can read. Upload a PNG, JPEG, WebP, AVIF or GIF.');
  }
  const contentType = detected.type ? TYPES_BY_DETECTED[detected.type] : undefined;
  if (!contentType)
    throw fail(415, `A ${detected.type ?? 'file of this kind'} cannot be uploaded: only PNG, JPEG, WebP, AVIF and GIF images (an SVG can carry script).`);
  if (contentType !== declaredType) throw fail(415, `The file is a ${contentType.slice(6).toUpperCase()}, not the ${declaredType} it was sent as.`);
  // A photo turned by its EXIF orientation (5 to 8: a quarter turn) is shown, and its copies made, the other way up.
  const turned = (detected.orientation ?? 1) >= 5;
  const { width = 0, height = 0 } = turned ? { width: detected.height, height: detected.width } : detected;
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

  /** Stores the request's image (its type read from its bytes) and its narrower copies; its id, and whether it is new. */
  const storeUpload = async (request: FastifyRequest): Promise<{ id: string; image: UploadedImage; created: boolean }> => {
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
    const [stored] = await listMedia(db, [id]);
    let created = false;
    if (!stored) {
      const variants = await makeVariants({ bytes, width: image.width, contentType: image.contentType });
      created = await db.transaction(async (tx) => {
        const saved = await saveMedia(tx, {
          id,
          contentType: image.contentType,
          bytes,
          width: image.width,
          height: image.height,
          uploadedBy: actorOf(request),
        });
        for (const variant of variants) await saveMediaVariant(tx, id, variant);
        return saved;
      });
    }
    return {
      id,
      created,
      image: {
        url: urlOf({ id, contentType: image.contentType }),
        width: image.width,
        height: image.height,
        bytes: bytes.length,
        contentType: image.contentType,
        alt: stored?.alt ?? '',
      },
    };
  };
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
      const { image, created } = await storeUpload(request);
      return reply.code(created ? 201 : 200).send(image);
    },
  );

  app.post(
    '/api/admin/media/:id/replace',
    {
      config: access,
      bodyLimit: IMAGE_UPLOAD.maxBytes,
      schema: documented({
        tags: ['content'],
        summary: 'Upload an image in place of this one: every draft that shows this one shows the new one instead (publish them to show it on the site)',
        params: mediaIdParams,
        response: { 200: jsonSchemaOf(mediaReplacementSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request) => {
      const [old] = await listMedia(db, [request.params.id]);
      if (!old) throw fail(404, 'There is no such upload: it may have been deleted.');
      const { image, id } = await storeUpload(request);
      if (id === old.id) throw fail(400, 'This is the same image as the one it would replace.');
      if (!image.alt && old.alt) image.alt = (await setMediaAlt(db, id, old.alt))?.alt ?? '';
      const [from, to] = [urlOf(old), image.url];
      const changed: MediaUse[] = [];
      const skipped: MediaUse[] = [];
      const uses = await mediaUses(db, [old.id]);
      for (const use of uses) {
        const entry = await getEntry(db, use.entryId);
        const draft = entry ? JSON.stringify(entry.data) : '';
        if (!entry || !draft.includes(from)) continue;
        const data = JSON.parse(draft.replaceAll(from, to)) as Record<string, unknown>;
        try {
          // Rendered outside the transaction; the save names the revision it read, so an edit made meanwhile is never overwritten.
          const body = await bodyForSave(db, bodyRenderer, entry.type, data);
          // Only an address changed: a body that no longer renders is left for its editor to see.
          if (!body.ok) {
            skipped.push(useOf(use));
            continue;
          }
          await db.transaction((tx) => saveEntry(tx, { id: entry.id, revision: entry.revision, data, bodyHtml: body.html, actor: actorOf(request) }));
          changed.push(useOf(use));
        } catch (error) {
          // Saved by someone meanwhile, or the renderer busy: that draft keeps the old image, and the answer says so.
          if (!(error instanceof EntryConflict || error instanceof HttpError)) throw error;
          request.log.warn({ entryId: entry.id, error: error.message }, 'an image replacement left one draft as it was');
          skipped.push(useOf(use));
        }
      }
      await recordAudit(db, {
        actor: actorOf(request),
        action: 'media.replace',
        entityType: 'media',
        entityId: old.id,
        details: { replacedBy: id, drafts: changed.map((use) => use.title), skipped: skipped.map((use) => use.title) },
      });
      return { image, changed, skipped, toPublish: uses.filter((use) => use.live).map(useOf) };
    },
  );

  app.get(
    '/api/admin/media',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'Every upload, newest first, with its text alternative, size and the records that use it',
        response: { 200: jsonSchemaOf(mediaLibrarySchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async () => {
      const [media, uses] = await Promise.all([listMedia(db), mediaUses(db)]);
      return { items: media.map((item) => libraryItem(item, uses)) };
    },
  );

  app.patch(
    '/api/admin/media/:id',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'Set an upload’s text alternative (empty: the image is decorative)',
        params: mediaIdParams,
        body: jsonSchemaOf(mediaAltSchema),
        response: { 200: jsonSchemaOf(mediaItemSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request) => {
      const updated = await setMediaAlt(db, request.params.id, request.body.alt.trim());
      if (!updated) throw fail(404, 'There is no such upload: it may have been deleted.');
      return libraryItem(updated, await mediaUses(db, [updated.id]));
    },
  );

  app.delete(
    '/api/admin/media/:id',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'Delete an upload and its copies; refused (409, with the records) while anything uses it',
        params: mediaIdParams,
        response: { 200: jsonSchemaOf(z.strictObject({ deleted: z.string() }), 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await db.transaction(async (tx) => {
        // Held until the end, so a record saved meanwhile cannot start using what is being deleted unseen.
        await tx.query('SELECT id FROM media WHERE id = $1 FOR UPDATE', [id]);
        const uses = await mediaUses(tx, [id]);
        if (uses.length > 0) {
          const names = uses.map((use) => `“${use.title}”${use.live ? '' : ' (draft)'}`).join(', ');
          throw new HttpError(409, `This image is used by ${names}. Remove it from ${uses.length === 1 ? 'that record' : 'those records'} first.`, {
            usedBy: uses.map(useOf),
          });
        }
        return deleteMedia(tx, id);
      });
      if (!deleted) throw fail(404, 'There is no such upload: it may have been deleted already.');
      await recordAudit(db, { actor: actorOf(request), action: 'media.delete', entityType: 'media', entityId: id, details: {} });
      return { deleted: id };
    },
  );

  const readVariant = variantReader(db);
  app.get('/media/:file', { schema: documented({ hide: true, params: mediaFileParams }) }, async (request, reply) => {
    const { id = '', extension, width } = MEDIA_FILE.exec(request.params.file)?.groups ?? {};
    const missing = () => reply.code(404).send(jsonError(404, `${request.url} does not exist`));
    const file = width ? await readVariant(id, Number(width)) : await getMedia(db, id);
    if (!file || (extension && EXTENSIONS[file.contentType] !== extension)) return missing();
    return reply.type(file.contentType).header('cache-control', IMMUTABLE).header('content-security-policy', "default-src 'none'").send(file.bytes);
  });
}
