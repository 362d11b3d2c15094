/**
 * Content editing for EDITORs and ADMINs (`/api/admin/content/*`): drafts, publishing (now or
 * scheduled), unpublishing, deleting, history with restore, draft preview links and the editor's
 * Markdown preview. Every change names the revision it started from (409 when another editor got
 * there first) and what goes public is checked completely before it does. A blog post's body is
 * rendered to HTML when its draft is saved (on the Markdown worker, within the renderer's bounds:
 * a body past them is refused with a 400 that says why), stored with it, and published with it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  checkPublishable,
  createEntrySchema,
  draftSchemaOf,
  entryHistorySchema,
  entryRevisionDataSchema,
  entryListQuerySchema,
  entryListSchema,
  entrySchema,
  fieldErrorsOf,
  previewLinkSchema,
  publishEntrySchema,
  renderMarkdownSchema,
  restoreEntrySchema,
  revisionOnlySchema,
  revokedPreviewLinkSchema,
  saveEntrySchema,
  titleOfDraft,
  type ContentType,
  type EntryPayload,
  type EntrySummary,
  publicPathOf,
} from '@site/contracts/content-editing';
import type { Database } from '@site/db/database';
import { recordAudit } from '@site/db/audit-log';
import { bodyForSave } from '../body-for-save.ts';
import {
  createEntry,
  deleteEntry,
  EntryConflict,
  EntryNotFound,
  getEntry,
  getRevisionData,
  hasUnpublishedChanges,
  listEntries,
  listRevisions,
  publicPathOfEntry,
  publishEntry,
  restoreRevision,
  saveEntry,
  scheduleEntry,
  storeDraftBodyHtml,
  unpublishEntry,
  type EntryRecord,
} from '@site/db/editorial-repository';
import { actorOf, type RouteAccess } from '@site/identity/access-control';
import { documented, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { createDraftPreviewLink, revokeDraftPreviewLink } from '@site/db/draft-preview-links';
import { DRAFT_PREVIEW_TTL_MS, mintDraftPreviewToken } from '../draft-preview.ts';
import { bodyRenderer as sharedBodyRenderer, type BodyRenderer } from '../body-renderer.ts';
import { jsonError } from '@site/service-kit/http-errors';
import { errorEnvelopeSchema } from '@site/contracts/error-envelope';
import { recordIdParamsSchema, revisionParamsSchema } from '../record-id-params.ts';
import { brokenInternalLinks, brokenLinksProblem, type PageExists } from './internal-links.ts';

/** What changed on the public site, for what must follow it (prerendered pages, search). */
export interface PublicContentChange {
  type: ContentType;
  action: 'publish' | 'unpublish' | 'delete';
  slug: string;
  previousSlug: string | null;
}

export interface ContentAdminOptions {
  db: Database;
  hashIp: (ip: string) => string;
  previewSecret: string;
  /** Told after every change visitors can see has been committed. */
  onPublicChange: (change: PublicContentChange) => void;
  /** Renders blog post bodies as drafts are saved; the process's shared one when absent. */
  bodyRenderer?: BodyRenderer | undefined;
  /** Checks a body's links to the site's own pages as it is saved and before it is published; unchecked when absent. */
  pageExists?: PageExists | undefined;
}

const access: { access: RouteAccess } = { access: { permission: 'content:write' } };
const errorResponse = jsonSchemaOf(
  errorEnvelopeSchema.extend({
    /** 400 and 422: what is wrong with each field, by its path (`author.name`). */
    fieldErrors: z.optional(z.record(z.string(), z.string())),
    /** 409: the revision that is there now, and who saved it. */
    current: z.optional(z.object({ revision: z.number(), updatedBy: z.string(), updatedAt: z.string() })),
  }),
  'output',
);
const responses = (ok: Record<string, unknown>, status = 200) => ({ [status]: ok, '4xx': errorResponse });
const entryResponse = responses(jsonSchemaOf(entrySchema, 'output'));
const BODY_LIMIT = 512 * 1024;
/** A draft preview link of an entry: both ids as the records' (a malformed one is a 400, not a lookup). */
const previewLinkParams = jsonSchemaOf(z.strictObject({ id: z.guid(), link: z.guid() }));

/** What a list shows of an entry (no draft, no publish check: a list page runs 20 of these). */
const summaryOf = (entry: EntryRecord): EntrySummary => ({
  id: entry.id,
  type: entry.type,
  slug: entry.slug,
  title: titleOfDraft(entry.data),
  status: entry.status,
  hasUnpublishedChanges: hasUnpublishedChanges(entry),
  revision: entry.revision,
  publishAt: entry.publishAt,
  publicPath: publicPathOfEntry(entry),
  updatedBy: entry.updatedBy,
  updatedAt: entry.updatedAt,
});

export function entryPayload(entry: EntryRecord): EntryPayload {
  const checked = checkPublishable(entry.type, entry.data);
  return { ...summaryOf(entry), data: entry.data, createdBy: entry.createdBy, createdAt: entry.createdAt, publishProblems: checked.ok ? {} : checked.errors };
}

/** 400 with every field that is wrong, for the editor's form. */
function invalidDraft(reply: FastifyReply, errors: Record<string, string>, message = 'Some fields are not valid.') {
  return reply.code(400).send(jsonError(400, message, { fieldErrors: errors }));
}

/** 400 for a body that cannot be saved as it is, with why beside the body field. */
function refusedBody(reply: FastifyReply, problem: string, field = 'bodyMarkdown', statusCode = 400) {
  return reply.code(statusCode).send(jsonError(statusCode, `The body cannot be saved as it is. ${problem}`, { fieldErrors: { [field]: problem } }));
}

/** The repository's refusals as answers: 404 for a missing entry, 409 (with who changed it) for a stale revision. */
async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EntryNotFound) return reply.code(404).send(jsonError(404, error.message));
    if (error instanceof EntryConflict) return reply.code(409).send(jsonError(409, error.message, error.current ? { current: error.current } : {}));
    throw error;
  }
}

export async function contentAdminRoutes(
  untypedApp: FastifyInstance,
  { db, hashIp, previewSecret, onPublicChange, bodyRenderer = sharedBodyRenderer, pageExists }: ContentAdminOptions,
): Promise<void> {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  /** A blog post body rendered for saving with `data` (null HTML for the other types), or why it cannot be saved. */
  const renderBody = (type: ContentType, data: Record<string, unknown>) => bodyForSave(db, bodyRenderer, type, data);

  /** The entry for the editor, with the links of its body that lead nowhere marked beside the body. */
  const payloadOf = async (entry: EntryRecord): Promise<EntryPayload> => {
    const payload = entryPayload(entry);
    const broken = await brokenInternalLinks(entry.bodyHtml, pageExists, publicPathOf(entry.type, entry.slug));
    if (broken.length === 0 || payload.publishProblems.bodyMarkdown) return payload;
    return { ...payload, publishProblems: { ...payload.publishProblems, bodyMarkdown: brokenLinksProblem(broken) } };
  };

  const audit = (request: FastifyRequest, action: string, entry: EntryRecord, details: Record<string, unknown> = {}) =>
    recordAudit(db, {
      actor: actorOf(request),
      action,
      entityType: 'content_entry',
      entityId: entry.id,
      details: { type: entry.type, slug: entry.slug, title: titleOfDraft(entry.data), ...details },
      ipHash: hashIp(request.ip),
    });

  app.get(
    '/api/admin/content',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'Content entries, filtered, sorted and paged',
        querystring: jsonSchemaOf(entryListQuerySchema),
        response: responses(jsonSchemaOf(entryListSchema, 'output')),
      }),
    },
    async (request) => {
      const query = request.query;
      const { entries, total } = await listEntries(db, {
        type: query.type,
        status: query.status,
        q: query.q,
        sort: query.sort,
        page: query.page,
        pageSize: query.pageSize,
      });
      return { entries: entries.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.post(
    '/api/admin/content',
    {
      config: access,
      bodyLimit: BODY_LIMIT,
      schema: documented({
        tags: ['content'],
        summary: 'Create a draft',
        body: jsonSchemaOf(createEntrySchema),
        response: responses(jsonSchemaOf(entrySchema, 'output'), 201),
      }),
    },
    async (request, reply) => {
      const parsed = draftSchemaOf(request.body.type).safeParse(request.body.data);
      if (!parsed.success) return invalidDraft(reply, fieldErrorsOf(parsed.error));
      const body = await renderBody(request.body.type, parsed.data);
      if (!body.ok) return refusedBody(reply, body.problem);
      return answering(reply, async () => {
        const entry = await db.transaction((tx) =>
          createEntry(tx, { type: request.body.type, data: parsed.data, bodyHtml: body.html, actor: actorOf(request) }),
        );
        await audit(request, 'content.create', entry);
        return reply.code(201).send(await payloadOf(entry));
      });
    },
  );

  app.get(
    '/api/admin/content/:id',
    { config: access, schema: documented({ tags: ['content'], summary: 'One entry with its draft', params: recordIdParamsSchema, response: entryResponse }) },
    async (request, reply) => {
      const entry = await getEntry(db, request.params.id);
      return entry ? payloadOf(entry) : reply.code(404).send(jsonError(404, `content entry ${request.params.id} does not exist`));
    },
  );

  app.put(
    '/api/admin/content/:id',
    {
      config: access,
      bodyLimit: BODY_LIMIT,
      schema: documented({
        tags: ['content'],
        summary: 'Save the draft (409 when another save came first)',
        params: recordIdParamsSchema,
        body: jsonSchemaOf(saveEntrySchema),
        response: entryResponse,
      }),
    },
    async (request, reply) => {
      const current = await getEntry(db, request.params.id);
      if (!current) return reply.code(404).send(jsonError(404, `content entry ${request.params.id} does not exist`));
      const parsed = draftSchemaOf(current.type).safeParse(request.body.data);
      if (!parsed.success) return invalidDraft(reply, fieldErrorsOf(parsed.error));
      const body = await renderBody(current.type, parsed.data);
      if (!body.ok) return refusedBody(reply, body.problem);
      return answering(reply, async () =>
        payloadOf(
          await db.transaction((tx) =>
            saveEntry(tx, { id: request.params.id, revision: request.body.revision, data: parsed.data, bodyHtml: body.html, actor: actorOf(request) }),
          ),
        ),
      );
    },
  );

  app.post(
    '/api/admin/content/:id/publish',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'Publish the draft now, or schedule it (publishAt)',
        params: recordIdParamsSchema,
        body: jsonSchemaOf(publishEntrySchema),
        response: entryResponse,
      }),
    },
    async (request, reply) => {
      const current = await getEntry(db, request.params.id);
      if (!current) return reply.code(404).send(jsonError(404, `content entry ${request.params.id} does not exist`));
      const checked = checkPublishable(current.type, current.data);
      if (!checked.ok) return reply.code(422).send(jsonError(422, 'Fill in the fields marked before publishing.', { fieldErrors: checked.errors }));
      let bodyHtml = current.bodyHtml;
      if (current.type === 'blog-post' && bodyHtml === null) {
        // A draft saved before bodies were rendered at save: rendered now, as a save would, so it is published with its HTML.
        const body = await renderBody(current.type, current.data);
        if (!body.ok) return refusedBody(reply, body.problem, 'bodyMarkdown', 422);
        if (body.html !== null) await storeDraftBodyHtml(db, current.id, current.revision, body.html);
        bodyHtml = body.html;
      }
      const broken = await brokenInternalLinks(bodyHtml, pageExists, publicPathOf(current.type, current.slug));
      if (broken.length > 0)
        return reply.code(422).send(jsonError(422, 'Fix the links marked before publishing.', { fieldErrors: { bodyMarkdown: brokenLinksProblem(broken) } }));
      const publishAt = request.body.publishAt === undefined ? undefined : new Date(request.body.publishAt);
      if (publishAt && publishAt.getTime() > Date.now() + 1000) {
        return answering(reply, async () => {
          const entry = await db.transaction((tx) =>
            scheduleEntry(tx, { id: current.id, revision: request.body.revision, publishAt: publishAt.toISOString(), actor: actorOf(request) }),
          );
          await audit(request, 'content.schedule', entry, { publishAt: entry.publishAt });
          return payloadOf(entry);
        });
      }
      return answering(reply, async () => {
        const { entry, previousSlug } = await db.transaction((tx) =>
          publishEntry(tx, { id: current.id, revision: request.body.revision, fields: checked.fields, actor: actorOf(request) }),
        );
        await audit(request, 'content.publish', entry, previousSlug && previousSlug !== entry.slug ? { previousSlug } : {});
        onPublicChange({ type: entry.type, action: 'publish', slug: entry.slug, previousSlug });
        return payloadOf(entry);
      });
    },
  );

  app.post(
    '/api/admin/content/:id/unpublish',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'Take it off the public site (or cancel its schedule); the draft stays',
        params: recordIdParamsSchema,
        body: jsonSchemaOf(revisionOnlySchema),
        response: entryResponse,
      }),
    },
    async (request, reply) =>
      answering(reply, async () => {
        const before = await getEntry(db, request.params.id);
        const entry = await db.transaction((tx) => unpublishEntry(tx, { id: request.params.id, revision: request.body.revision, actor: actorOf(request) }));
        await audit(request, 'content.unpublish', entry);
        if (before?.publishedSlug) onPublicChange({ type: entry.type, action: 'unpublish', slug: before.publishedSlug, previousSlug: null });
        return payloadOf(entry);
      }),
  );

  app.delete(
    '/api/admin/content/:id',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'Delete the entry, its history and its public page',
        params: recordIdParamsSchema,
        querystring: jsonSchemaOf(revisionOnlySchema),
        response: responses(jsonSchemaOf(z.object({ deleted: z.string() }), 'output')),
      }),
    },
    async (request, reply) =>
      answering(reply, async () => {
        const entry = await db.transaction((tx) => deleteEntry(tx, { id: request.params.id, revision: request.query.revision }));
        await audit(request, 'content.delete', entry);
        if (entry.publishedSlug) onPublicChange({ type: entry.type, action: 'delete', slug: entry.publishedSlug, previousSlug: null });
        return { deleted: entry.id };
      }),
  );

  app.get(
    '/api/admin/content/:id/history',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'Every revision, newest first',
        params: recordIdParamsSchema,
        response: responses(jsonSchemaOf(entryHistorySchema, 'output')),
      }),
    },
    async (request, reply) => {
      if (!(await getEntry(db, request.params.id))) return reply.code(404).send(jsonError(404, `content entry ${request.params.id} does not exist`));
      const revisions = await listRevisions(db, request.params.id);
      return { revisions: revisions.map(({ data, ...revision }) => ({ ...revision, title: titleOfDraft(data), slug: String(data.slug ?? '') })) };
    },
  );

  app.get(
    '/api/admin/content/:id/revisions/:revision',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'One revision with its fields, as it was saved',
        params: revisionParamsSchema,
        response: responses(jsonSchemaOf(entryRevisionDataSchema, 'output')),
      }),
    },
    async (request, reply) => {
      const { id, revision } = request.params;
      const data = await getRevisionData(db, id, revision);
      return data ? { revision, data } : reply.code(404).send(jsonError(404, `revision ${revision} of content entry ${id} does not exist`));
    },
  );

  app.post(
    '/api/admin/content/:id/restore',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'Make an earlier revision the draft again',
        params: recordIdParamsSchema,
        body: jsonSchemaOf(restoreEntrySchema),
        response: entryResponse,
      }),
    },
    async (request, reply) => {
      // Revisions never change: the one restored is rendered before the transaction, as a save would render it.
      const current = await getEntry(db, request.params.id);
      const restored = current ? await getRevisionData(db, current.id, request.body.from) : null;
      const body = current && restored ? await renderBody(current.type, restored) : { ok: true as const, html: null };
      if (!body.ok) return refusedBody(reply, body.problem);
      return answering(reply, async () => {
        const entry = await db.transaction((tx) =>
          restoreRevision(tx, {
            id: request.params.id,
            revision: request.body.revision,
            from: request.body.from,
            bodyHtml: body.html,
            actor: actorOf(request),
          }),
        );
        await audit(request, 'content.restore', entry, { from: request.body.from });
        return payloadOf(entry);
      });
    },
  );

  app.post(
    '/api/admin/content/:id/preview-link',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'A signed link that shows the draft, as it is now, on its public page for 24 h (until revoked)',
        params: recordIdParamsSchema,
        response: responses(jsonSchemaOf(previewLinkSchema, 'output')),
      }),
    },
    async (request, reply) => {
      const entry = await getEntry(db, request.params.id);
      if (!entry) return reply.code(404).send(jsonError(404, `content entry ${request.params.id} does not exist`));
      // What is shared is checked as a save checks it (a draft stored before a rule tightened is not shown).
      const parsed = draftSchemaOf(entry.type).safeParse(entry.data);
      if (!parsed.success) {
        return reply
          .code(400)
          .send(jsonError(400, 'Fix the draft before sharing it: some fields are not valid.', { fieldErrors: fieldErrorsOf(parsed.error) }));
      }
      const link = await createDraftPreviewLink(db, { entry, createdBy: actorOf(request), expiresAt: new Date(Date.now() + DRAFT_PREVIEW_TTL_MS) });
      await audit(request, 'content.preview-link', entry, { link: link.id, revision: entry.revision, expiresAt: link.expiresAt });
      return { id: link.id, url: `/preview/draft/${mintDraftPreviewToken(link, previewSecret)}`, expiresAt: link.expiresAt };
    },
  );

  app.post(
    '/api/admin/content/:id/preview-links/:link/revoke',
    {
      config: access,
      schema: documented({
        tags: ['content'],
        summary: 'Revoke a draft preview link: whoever opens it, or has it open, no longer sees the draft',
        params: previewLinkParams,
        response: responses(jsonSchemaOf(revokedPreviewLinkSchema, 'output')),
      }),
    },
    async (request, reply) => {
      const revoked = await revokeDraftPreviewLink(db, { entryId: request.params.id, id: request.params.link, revokedBy: actorOf(request) });
      if (!revoked) return reply.code(404).send(jsonError(404, `content entry ${request.params.id} has no preview link ${request.params.link}`));
      if (revoked.changed) await audit(request, 'content.preview-link.revoke', revoked.link.snapshot, { link: revoked.link.id });
      return { id: revoked.link.id, revokedAt: revoked.link.revokedAt ?? '', revokedBy: revoked.link.revokedBy ?? '' };
    },
  );

  app.post(
    '/api/admin/content/render',
    {
      config: access,
      bodyLimit: BODY_LIMIT,
      schema: documented({
        tags: ['content'],
        summary: 'Markdown as the public page will show it (sanitised HTML)',
        body: jsonSchemaOf(renderMarkdownSchema),
        response: responses(jsonSchemaOf(z.object({ html: z.string() }), 'output')),
      }),
    },
    async (request, reply) => {
      // Rendered as a save renders it: on the Markdown worker, refused past the same bounds.
      const body = await renderBody('blog-post', { bodyMarkdown: request.body.markdown });
      if (!body.ok) return reply.code(400).send(jsonError(400, body.problem, { fieldErrors: { markdown: body.problem } }));
      return { html: body.html ?? '' };
    },
  );
}
