/** The size and type of the uploads a body names, read before it is rendered (the renderer's thread has no database). */
import type { Queryable } from '@site/db/database';
import { listMedia } from '@site/db/media-repository';
import { uploadsNamedIn, type BodyImages } from './markdown.ts';

export async function bodyImagesOf(db: Queryable, markdown: string): Promise<BodyImages> {
  const ids = uploadsNamedIn(markdown);
  if (ids.length === 0) return {};
  const uploads = await listMedia(db, ids);
  return Object.fromEntries(uploads.map((upload) => [upload.id, { width: upload.width, height: upload.height, contentType: upload.contentType }]));
}
