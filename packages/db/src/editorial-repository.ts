/**
 * Content entries: the editor's side of the content (migration 007). An entry holds a draft and a
 * revision number; every change names the revision it started from and bumps it, so of two
 * editors saving the same entry the second is refused rather than silently overwriting the first.
 * Publishing writes the draft into the public table in the same transaction (`publication.ts`).
 */
import { randomUUID } from 'node:crypto';
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  publicPathOf,
  uploadsNamedIn,
  type ContentFields,
  type ContentType,
  type EntryStatus,
} from '@site/contracts/content-editing';
import type { Queryable } from './database.ts';
import { removePublication, writePublication } from './publication.ts';

export interface EntryRecord {
  id: string;
  type: ContentType;
  slug: string;
  data: Record<string, unknown>;
  /**
   * A blog post draft's body as HTML, rendered and sanitised when the draft was saved (migration
   * 019); null for other types, and for a draft saved before bodies were rendered at save.
   */
  bodyHtml: string | null;
  revision: number;
  status: EntryStatus;
  publishedSlug: string | null;
  publishedRevision: number | null;
  publishAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

interface EntryRow {
  id: string;
  type: ContentType;
  slug: string;
  draft: Record<string, unknown>;
  body_html: string | null;
  revision: number;
  status: EntryStatus;
  published_slug: string | null;
  published_revision: number | null;
  publish_at: Date | null;
  created_by: string;
  created_at: Date;
  updated_by: string;
  updated_at: Date;
}

const toEntry = (row: EntryRow): EntryRecord => ({
  id: row.id,
  type: row.type,
  slug: row.slug,
  data: row.draft,
  bodyHtml: row.body_html ?? null,
  revision: row.revision,
  status: row.status,
  publishedSlug: row.published_slug,
  publishedRevision: row.published_revision,
  publishAt: row.publish_at?.toISOString() ?? null,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  updatedBy: row.updated_by,
  updatedAt: row.updated_at.toISOString(),
});

/** The changes an editor made after the revision that is live. */
export const hasUnpublishedChanges = (entry: EntryRecord): boolean => entry.status === 'published' && entry.publishedRevision !== entry.revision;

export function publicPathOfEntry(entry: EntryRecord): string | null {
  return entry.publishedSlug === null ? null : publicPathOf(entry.type, entry.publishedSlug);
}

/** Why a change was refused: the caller turns these into 404 and 409 answers. */
export class EntryConflict extends Error {
  constructor(
    message: string,
    readonly current?: { revision: number; updatedBy: string; updatedAt: string },
  ) {
    super(message);
  }
}
export class EntryNotFound extends Error {}

export interface EntryListFilter {
  type?: ContentType | undefined;
  status?: EntryStatus | undefined;
  q?: string | undefined;
  sort: 'updated' | 'title' | 'status';
  page: number;
  pageSize: number;
}

const ORDER = {
  updated: 'updated_at DESC, id',
  title: "lower(draft->>'title'), id",
  status: 'status, updated_at DESC, id',
} as const;

export async function listEntries(db: Queryable, filter: EntryListFilter): Promise<{ entries: EntryRecord[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.type) add((p) => `type = ${p}`, filter.type);
  if (filter.status) add((p) => `status = ${p}`, filter.status);
  if (filter.q?.trim()) {
    const pattern = `%${filter.q.trim().replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`;
    add((p) => `(draft->>'title' ILIKE ${p} OR slug ILIKE ${p})`, pattern);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, count] = await Promise.all([
    db.query<EntryRow>(
      `SELECT * FROM content_entries ${clause} ORDER BY ${ORDER[filter.sort]} LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM content_entries ${clause}`, params),
  ]);
  return { entries: rows.rows.map(toEntry), total: count.rows[0]?.total ?? 0 };
}

export async function getEntry(db: Queryable, id: string): Promise<EntryRecord | null> {
  const result = await db.query<EntryRow>('SELECT * FROM content_entries WHERE id = $1', [id]);
  const row = result.rows[0];
  return row ? toEntry(row) : null;
}

async function slugTaken(db: Queryable, type: ContentType, slug: string, exceptId: string | null): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM content_entries WHERE type = $1 AND (slug = $2 OR published_slug = $2) AND id IS DISTINCT FROM $3', [
    type,
    slug,
    exceptId,
  ]);
  return result.rows.length > 0;
}

const slugOf = (data: Record<string, unknown>): string => String(data.slug ?? '');

async function addRevision(db: Queryable, entry: EntryRecord, action: string, actor: string): Promise<void> {
  await db.query('INSERT INTO content_revisions (entry_id, revision, action, data, actor) VALUES ($1, $2, $3, $4::jsonb, $5)', [
    entry.id,
    entry.revision,
    action,
    JSON.stringify(entry.data),
    actor,
  ]);
}

/** `bodyHtml`: a blog post's body rendered from this `data` (null for other types). */
/**
 * Holds every upload a record's fields name until the save commits, so the media library cannot
 * delete one meanwhile (its delete takes the row for update); one already deleted refuses the save.
 */
async function holdNamedUploads(db: Queryable, data: object): Promise<void> {
  const named = uploadsNamedIn(JSON.stringify(data));
  if (named.length === 0) return;
  const held = await db.query<{ id: string }>('SELECT id FROM media WHERE id = ANY($1::text[]) FOR SHARE', [named]);
  const gone = named.filter((id) => !held.rows.some((row) => row.id === id));
  if (gone.length > 0)
    throw new EntryConflict(
      `${gone.length === 1 ? 'An image' : `${gone.length} images`} this record shows ${gone.length === 1 ? 'was' : 'were'} deleted from the media library (${gone.map((id) => `/media/${id}…`).join(', ')}): upload ${gone.length === 1 ? 'it' : 'them'} again or choose another.`,
    );
}

export async function createEntry(
  db: Queryable,
  input: { type: ContentType; data: Record<string, unknown>; bodyHtml: string | null; actor: string },
): Promise<EntryRecord> {
  if (await slugTaken(db, input.type, slugOf(input.data), null))
    throw new EntryConflict(`Another ${input.type} already uses the slug "${slugOf(input.data)}".`);
  await holdNamedUploads(db, input.data);
  const result = await db.query<EntryRow>(
    `INSERT INTO content_entries (id, type, slug, draft, body_html, status, created_by, updated_by)
     VALUES ($1, $2, $3, $4::jsonb, $5, 'draft', $6, $6) RETURNING *`,
    [randomUUID(), input.type, slugOf(input.data), JSON.stringify(input.data), input.bodyHtml, input.actor],
  );
  const entry = toEntry(result.rows[0] as EntryRow);
  await addRevision(db, entry, 'create', input.actor);
  return entry;
}

/** The entry, locked for this transaction, at the revision the editor started from. */
async function lockAt(db: Queryable, id: string, revision: number): Promise<EntryRecord> {
  const result = await db.query<EntryRow>('SELECT * FROM content_entries WHERE id = $1 FOR UPDATE', [id]);
  const row = result.rows[0];
  if (!row) throw new EntryNotFound(`content entry ${id} does not exist`);
  const entry = toEntry(row);
  if (entry.revision !== revision) {
    throw new EntryConflict(
      `${entry.updatedBy} changed this ${CONTENT_TYPE_LABELS[entry.type].one.toLowerCase()} (revision ${entry.revision}) after you opened revision ${revision}. Reload it to see their changes; yours were not saved.`,
      { revision: entry.revision, updatedBy: entry.updatedBy, updatedAt: entry.updatedAt },
    );
  }
  return entry;
}

interface EntryChange {
  slug?: string;
  /** A new draft comes with its body's HTML (`bodyHtml`). */
  draft?: Record<string, unknown>;
  bodyHtml?: string | null;
  status?: EntryStatus;
  publishedSlug?: string | null;
  publishedRevision?: number | null;
  publishAt?: string | null;
}

/** Writes a change as the next revision and records it in the history. */
async function commit(db: Queryable, entry: EntryRecord, change: EntryChange, action: string, actor: string): Promise<EntryRecord> {
  const next = { ...entry, ...(change.draft ? { data: change.draft } : {}) };
  const result = await db.query<EntryRow>(
    `UPDATE content_entries SET slug = $2, draft = $3::jsonb, status = $4, published_slug = $5, published_revision = $6, publish_at = $7,
       revision = revision + 1, updated_by = $8, updated_at = now(), body_html = $9
     WHERE id = $1 RETURNING *`,
    [
      entry.id,
      change.slug ?? entry.slug,
      JSON.stringify(next.data),
      change.status ?? entry.status,
      change.publishedSlug === undefined ? entry.publishedSlug : change.publishedSlug,
      change.publishedRevision === undefined ? entry.publishedRevision : change.publishedRevision,
      change.publishAt === undefined ? entry.publishAt : change.publishAt,
      actor,
      change.bodyHtml === undefined ? entry.bodyHtml : change.bodyHtml,
    ],
  );
  const saved = toEntry(result.rows[0] as EntryRow);
  await addRevision(db, saved, action, actor);
  return saved;
}

/** `bodyHtml`: a blog post's body rendered from this `data` (null for other types). */
export async function saveEntry(
  db: Queryable,
  input: { id: string; revision: number; data: Record<string, unknown>; bodyHtml: string | null; actor: string },
): Promise<EntryRecord> {
  const entry = await lockAt(db, input.id, input.revision);
  const slug = slugOf(input.data);
  if (slug !== entry.slug && (await slugTaken(db, entry.type, slug, entry.id)))
    throw new EntryConflict(`Another ${entry.type} already uses the slug "${slug}".`);
  await holdNamedUploads(db, input.data);
  return commit(db, entry, { slug, draft: input.data, bodyHtml: input.bodyHtml }, 'save', input.actor);
}

export type PublishOutcome = { entry: EntryRecord; previousSlug: string | null };

/**
 * Makes the draft (already checked publishable by the caller) what the public page shows, now:
 * the public row is written, a changed slug leaves a redirect from the old one.
 */
export async function publishEntry(db: Queryable, input: { id: string; revision: number; fields: ContentFields; actor: string }): Promise<PublishOutcome> {
  const entry = await lockAt(db, input.id, input.revision);
  return publishLocked(db, entry, input.fields, input.actor);
}

async function publishLocked(db: Queryable, entry: EntryRecord, fields: ContentFields, actor: string): Promise<PublishOutcome> {
  const slug = fields.slug;
  if (slug !== entry.publishedSlug && (await slugTaken(db, entry.type, slug, entry.id)))
    throw new EntryConflict(`Another ${entry.type} already uses the slug "${slug}".`);
  await holdNamedUploads(db, fields);
  // The draft's body was rendered when it was saved, from the revision being published.
  await writePublication(db, entry.type, fields, entry.publishedSlug, entry.bodyHtml);
  // The revision this publish makes is the one that is live.
  const saved = await commit(
    db,
    entry,
    { slug, draft: fields, status: 'published', publishedSlug: slug, publishedRevision: entry.revision + 1, publishAt: null },
    'publish',
    actor,
  );
  return { entry: saved, previousSlug: entry.publishedSlug };
}

/** Publishes by itself at `publishAt` (a draft that is not live yet). */
export async function scheduleEntry(db: Queryable, input: { id: string; revision: number; publishAt: string; actor: string }): Promise<EntryRecord> {
  const entry = await lockAt(db, input.id, input.revision);
  if (entry.status === 'published') throw new EntryConflict('This entry is already live: publish its changes now, or unpublish it first to schedule it.');
  return commit(db, entry, { status: 'scheduled', publishAt: input.publishAt }, 'schedule', input.actor);
}

export async function unpublishEntry(db: Queryable, input: { id: string; revision: number; actor: string }): Promise<EntryRecord> {
  const entry = await lockAt(db, input.id, input.revision);
  if (entry.status === 'draft') throw new EntryConflict('This entry is not published.');
  if (entry.publishedSlug !== null) await removePublication(db, entry.type, entry.publishedSlug);
  return commit(db, entry, { status: 'draft', publishedSlug: null, publishedRevision: null, publishAt: null }, 'unpublish', input.actor);
}

/** Removes the entry, its history and its public record. */
export async function deleteEntry(db: Queryable, input: { id: string; revision: number }): Promise<EntryRecord> {
  const entry = await lockAt(db, input.id, input.revision);
  if (entry.publishedSlug !== null) await removePublication(db, entry.type, entry.publishedSlug);
  await db.query('DELETE FROM content_entries WHERE id = $1', [entry.id]);
  return entry;
}

/** The data of one revision from an entry's history (revisions never change), or null. */
export async function getRevisionData(db: Queryable, id: string, revision: number): Promise<Record<string, unknown> | null> {
  const result = await db.query<{ data: Record<string, unknown> }>('SELECT data FROM content_revisions WHERE entry_id = $1 AND revision = $2', [id, revision]);
  return result.rows[0]?.data ?? null;
}

/**
 * A revision from the history becomes the draft again (not published until the editor publishes
 * it). `bodyHtml`: its blog post body rendered from that revision's data (null for other types).
 */
export async function restoreRevision(
  db: Queryable,
  input: { id: string; revision: number; from: number; bodyHtml: string | null; actor: string },
): Promise<EntryRecord> {
  const entry = await lockAt(db, input.id, input.revision);
  const data = await getRevisionData(db, entry.id, input.from);
  if (!data) throw new EntryNotFound(`revision ${input.from} of this entry does not exist`);
  const slug = slugOf(data);
  if (slug !== entry.slug && (await slugTaken(db, entry.type, slug, entry.id))) throw new EntryConflict(`Another ${entry.type} now uses the slug "${slug}".`);
  await holdNamedUploads(db, data);
  return commit(db, entry, { slug, draft: data, bodyHtml: input.bodyHtml }, 'restore', input.actor);
}

export interface RevisionRecord {
  revision: number;
  action: string;
  actor: string;
  createdAt: string;
  data: Record<string, unknown>;
}

export async function listRevisions(db: Queryable, id: string): Promise<RevisionRecord[]> {
  const result = await db.query<{ revision: number; action: string; actor: string; created_at: Date; data: Record<string, unknown> }>(
    'SELECT revision, action, actor, created_at, data FROM content_revisions WHERE entry_id = $1 ORDER BY revision DESC LIMIT 200',
    [id],
  );
  return result.rows.map((row) => ({ revision: row.revision, action: row.action, actor: row.actor, createdAt: row.created_at.toISOString(), data: row.data }));
}

/**
 * Publishes every scheduled entry whose time has come; a draft that cannot be published (it was
 * scheduled, then made unpublishable) stays scheduled and is reported. Returns what went live.
 */
export async function publishDueEntries(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> } & Queryable,
  check: (type: ContentType, data: unknown) => { ok: true; fields: ContentFields } | { ok: false; errors: Record<string, string> },
  now = new Date(),
): Promise<{ published: EntryRecord[]; failed: { entry: EntryRecord; errors: Record<string, string> }[] }> {
  const due = await db.query<{ id: string }>("SELECT id FROM content_entries WHERE status = 'scheduled' AND publish_at <= $1 ORDER BY publish_at", [now]);
  const published: EntryRecord[] = [];
  const failed: { entry: EntryRecord; errors: Record<string, string> }[] = [];
  for (const { id } of due.rows) {
    await db.transaction(async (tx) => {
      const locked = await tx.query<EntryRow>("SELECT * FROM content_entries WHERE id = $1 AND status = 'scheduled' FOR UPDATE", [id]);
      const row = locked.rows[0];
      if (!row) return;
      const entry = toEntry(row);
      const checked = check(entry.type, entry.data);
      if (!checked.ok) {
        failed.push({ entry, errors: checked.errors });
        return;
      }
      published.push((await publishLocked(tx, entry, checked.fields, 'scheduler')).entry);
    });
  }
  return { published, failed };
}

/**
 * Public records without an entry (the seed content, or rows written before editing existed)
 * become published entries, so editors can open every record the site shows. `unadopted` reads
 * the public records no entry publishes (`readUnadoptedFields`).
 */
export async function adoptPublishedRecords(db: Queryable, unadopted: (type: ContentType) => Promise<ContentFields[]>): Promise<number> {
  let adopted = 0;
  for (const type of CONTENT_TYPES) {
    for (const fields of await unadopted(type)) {
      // A post's draft takes the HTML its public row has, if any (the content service renders the rest).
      const result = await db.query<EntryRow>(
        `INSERT INTO content_entries (id, type, slug, draft, body_html, status, published_slug, published_revision, created_by, updated_by)
         VALUES ($1, $2, $3, $4::jsonb, CASE WHEN $2 = 'blog-post' THEN (SELECT body_html FROM blog_posts WHERE slug = $3) END,
           'published', $3, 1, 'seed', 'seed')
         ON CONFLICT DO NOTHING RETURNING *`,
        [randomUUID(), type, fields.slug, JSON.stringify(fields)],
      );
      const row = result.rows[0];
      if (!row) continue;
      await addRevision(db, toEntry(row), 'import', 'seed');
      adopted++;
    }
  }
  return adopted;
}

/** Blog post drafts with no stored HTML of their body (saved before migration 019), at most `limit`, after the id `after`. */
export async function listDraftBodiesWithoutHtml(
  db: Queryable,
  { limit, after }: { limit: number; after?: string | undefined },
): Promise<{ id: string; revision: number; bodyMarkdown: string }[]> {
  const result = await db.query<{ id: string; revision: number; body_markdown: unknown }>(
    `SELECT id, revision, draft->'bodyMarkdown' AS body_markdown FROM content_entries
     WHERE type = 'blog-post' AND body_html IS NULL AND id > $2::uuid ORDER BY id LIMIT $1`,
    [limit, after ?? '00000000-0000-0000-0000-000000000000'],
  );
  return result.rows.map((row) => ({ id: row.id, revision: row.revision, bodyMarkdown: typeof row.body_markdown === 'string' ? row.body_markdown : '' }));
}

/** Stores the HTML of a draft's body, if the draft is still at `revision` and has none (not a change: no new revision). */
export async function storeDraftBodyHtml(db: Queryable, id: string, revision: number, bodyHtml: string): Promise<void> {
  await db.query('UPDATE content_entries SET body_html = $3 WHERE id = $1 AND revision = $2 AND body_html IS NULL', [id, revision, bodyHtml]);
}

/** Where an old slug now leads, if the record it named is still published under its new one. */
export async function findSlugRedirect(db: Queryable, type: 'blog-post' | 'case-study' | 'video', slug: string): Promise<string | null> {
  const result = await db.query<{ to_slug: string }>(
    `SELECT r.to_slug FROM slug_redirects r JOIN content_entries e ON e.type = r.type AND e.published_slug = r.to_slug
     WHERE r.type = $1 AND r.from_slug = $2`,
    [type, slug],
  );
  return result.rows[0]?.to_slug ?? null;
}
