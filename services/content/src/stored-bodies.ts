/**
 * Bodies stored without their HTML: rows written before bodies were rendered at save (migration
 * 019), or by SQL from outside this service. The content service renders every one as it starts
 * (`renderMissing`), on the Markdown worker, and stores the HTML; a row it meets later without
 * HTML is rendered the first time it is read, once (concurrent reads share the render), and
 * stored. Neither blocks the event loop: the worker renders.
 *
 * These bodies are already public (or were saved as drafts), so they are not refused: one over
 * the page's element limit is stored as rendered and logged; one that cannot be rendered within
 * the time limit is stored as its text in plain paragraphs, escaped, and logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '@site/db/database';
import { listBlogBodiesWithoutHtml, storeBlogBodyHtml } from '@site/db/content-repository';
import { listDraftBodiesWithoutHtml, storeDraftBodyHtml, type EntryRecord } from '@site/db/editorial-repository';
import { bodyImagesOf } from './body-for-save.ts';
import { BODY_ELEMENT_LIMIT, BodyRenderTimeout, type BodyRenderer } from './body-renderer.ts';

/** Rows read per batch as the service starts. */
const BATCH = 50;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replaceAll(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** A body as plain paragraphs of its text, escaped: what is stored when it cannot be rendered in time. */
export function plainTextHtml(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>\n`)
    .join('');
}

export interface StoredBodies {
  /** Renders and stores every body that has no HTML; returns how many of each kind. */
  renderMissing(): Promise<{ posts: number; drafts: number }>;
  /** The HTML of a public post read without it: rendered, stored, returned. */
  publicHtml(slug: string, bodyMarkdown: string): Promise<string>;
  /** The HTML of a blog post draft read without it: rendered, stored, returned. */
  draftHtml(entry: EntryRecord): Promise<string>;
}

export function storedBodies(db: Queryable, renderer: BodyRenderer, log: FastifyBaseLogger): StoredBodies {
  const inFlight = new Map<string, Promise<string>>();

  const htmlOf = async (what: string, markdown: string): Promise<string> => {
    try {
      const body = await renderer.render(markdown, await bodyImagesOf(db, markdown));
      if (body.elements > BODY_ELEMENT_LIMIT) {
        log.warn({ what, elements: body.elements, limit: BODY_ELEMENT_LIMIT }, 'stored body makes more elements than a save allows; stored as rendered');
      }
      return body.html;
    } catch (error) {
      if (!(error instanceof BodyRenderTimeout)) throw error;
      log.warn({ what, limitMs: error.limitMs }, 'stored body could not be rendered in time; stored as plain text');
      return plainTextHtml(markdown);
    }
  };

  /** One render per key at a time: concurrent reads of one row wait for the same render. */
  const once = (key: string, work: () => Promise<string>): Promise<string> => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };

  const publicHtml = (slug: string, bodyMarkdown: string) =>
    once(`post:${slug}`, async () => {
      const html = await htmlOf(`blog post ${slug}`, bodyMarkdown);
      await storeBlogBodyHtml(db, slug, bodyMarkdown, html);
      return html;
    });

  const draftOf = (id: string, revision: number, bodyMarkdown: string) =>
    once(`draft:${id}:${revision}`, async () => {
      const html = await htmlOf(`draft ${id} revision ${revision}`, bodyMarkdown);
      await storeDraftBodyHtml(db, id, revision, html);
      return html;
    });

  return {
    async renderMissing() {
      let posts = 0;
      let drafts = 0;
      for (let after: string | undefined; ;) {
        const batch = await listBlogBodiesWithoutHtml(db, { limit: BATCH, after });
        for (const post of batch) await publicHtml(post.slug, post.bodyMarkdown);
        posts += batch.length;
        after = batch.at(-1)?.cursor;
        if (batch.length < BATCH) break;
      }
      for (let after: string | undefined; ;) {
        const batch = await listDraftBodiesWithoutHtml(db, { limit: BATCH, after });
        for (const draft of batch) await draftOf(draft.id, draft.revision, draft.bodyMarkdown);
        drafts += batch.length;
        after = batch.at(-1)?.id;
        if (batch.length < BATCH) break;
      }
      return { posts, drafts };
    },
    publicHtml,
    draftHtml: (entry) => draftOf(entry.id, entry.revision, typeof entry.data.bodyMarkdown === 'string' ? entry.data.bodyMarkdown : ''),
  };
}
