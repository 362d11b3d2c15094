/**
 * A record's body as a save stores it: a blog post's Markdown rendered on the renderer's thread
 * with the sizes of the uploads it names (read here: that thread has no database), or why it
 * cannot be saved; other types have no rendered body.
 */
import { uploadsNamedIn, type ContentType } from '@site/contracts/content-editing';
import type { Queryable } from '@site/db/database';
import { listMedia } from '@site/db/media-repository';
import { HttpError } from '@site/service-kit/http-errors';
import { BodyRendererBusy, renderForSave, type BodyCheck, type BodyRenderer } from './body-renderer.ts';
import type { BodyImages } from './markdown.ts';

/** How long an editor is asked to wait when every place in the renderer's queue is taken. */
const RENDERER_BUSY_RETRY_S = 5;

export async function bodyImagesOf(db: Queryable, markdown: string): Promise<BodyImages> {
  const ids = uploadsNamedIn(markdown);
  if (ids.length === 0) return {};
  const uploads = await listMedia(db, ids);
  return Object.fromEntries(uploads.map((upload) => [upload.id, { width: upload.width, height: upload.height, contentType: upload.contentType }]));
}

/** The body of `data` as a save of a `type` record stores it; a busy renderer is a 503 that nothing was saved. */
export async function bodyForSave(
  db: Queryable,
  renderer: BodyRenderer,
  type: ContentType,
  data: Record<string, unknown>,
): Promise<BodyCheck | { ok: true; html: null }> {
  if (type !== 'blog-post') return { ok: true, html: null };
  try {
    const markdown = typeof data.bodyMarkdown === 'string' ? data.bodyMarkdown : '';
    return await renderForSave(renderer, markdown, await bodyImagesOf(db, markdown));
  } catch (error) {
    if (!(error instanceof BodyRendererBusy)) throw error;
    throw new HttpError(503, 'Other bodies are being prepared right now; nothing was saved. Please try again in a few seconds.', {}, RENDERER_BUSY_RETRY_S);
  }
}
