/**
 * The narrower WebP copies a page's `srcset` offers of an upload (`responsiveWidthsOf`), made with
 * sharp (libvips) off the event loop, in its own threads. An image's EXIF orientation is applied
 * before resizing, so a phone photo is served the way up it was taken, and its metadata (camera,
 * place) is not copied into what visitors download.
 */
import type { Queryable } from '@site/db/database';
import { getMedia, getMediaVariant, listMedia, saveMediaVariant, type MediaVariant } from '@site/db/media-repository';
import { HttpError } from '@site/service-kit/http-errors';
import { responsiveWidthsOf } from '@site/contracts/content-editing';

/** WebP's quality for photographs and screenshots alike: smaller than the PNG or JPEG, no visible loss at these widths. */
const WEBP_QUALITY = 80;

/**
 * libvips is loaded the first time an image is resized, not when the server starts: most
 * processes that import the content routes (servers that never see an upload, test runs, tools)
 * never load a second native image library beside the embedded database's WebAssembly.
 */
const loadSharp = async () => (await import('sharp')).default;

export async function makeVariant(bytes: Buffer, width: number): Promise<MediaVariant> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, contentType: 'image/webp', bytes: data };
}

/**
 * Every copy of a new upload, made before it is stored: bytes the header reader took but the
 * decoder cannot read are refused (415) rather than stored with copies that can never be made.
 */
export async function makeVariants(image: { bytes: Buffer; width: number; contentType: string }): Promise<MediaVariant[]> {
  try {
    return await Promise.all(responsiveWidthsOf(image).map((width) => makeVariant(image.bytes, width)));
  } catch {
    throw new HttpError(415, 'This image cannot be read to its end: it may be cut short or damaged. Save it again and upload that file.');
  }
}

/**
 * One copy: the stored one, or made now and stored (an upload from before copies were made, or a
 * copy lost); null when the upload does not exist or is not served at that width. Concurrent
 * requests for one copy share the work.
 */
export function variantReader(db: Queryable): (id: string, width: number) => Promise<MediaVariant | null> {
  const making = new Map<string, Promise<MediaVariant | null>>();
  return async (id, width) => {
    const stored = await getMediaVariant(db, id, width);
    if (stored) return stored;
    const key = `${id}-${width}`;
    const running = making.get(key);
    if (running) return running;
    const work = (async () => {
      // Its size and type first: only a width it is served at reads the original's bytes.
      const [upload] = await listMedia(db, [id]);
      if (!upload || !responsiveWidthsOf(upload).includes(width)) return null;
      const original = await getMedia(db, id);
      if (!original) return null;
      const variant = await makeVariant(original.bytes, width);
      await saveMediaVariant(db, id, variant);
      return variant;
    })().finally(() => making.delete(key));
    making.set(key, work);
    return work;
  };
}
