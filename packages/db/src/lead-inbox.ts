/**
 * The team's side of the leads (migration 008): a filtered, paged inbox, each lead's status,
 * owner (migration 032) and notes with who did what, and erasure of one person's leads by e-mail
 * address.
 */
import { rolesWith } from '@site/contracts/access';
import type { LeadStatusValue } from '@site/contracts/admin-api';
import { recordAudit } from './audit-log.ts';
import type { Queryable } from './database.ts';
import { utcDay } from './sql-time.ts';
import type { LeadFormName } from './lead-repository.ts';

export interface LeadFilter {
  form?: LeadFormName | undefined;
  status?: LeadStatusValue | undefined;
  /** ISO dates (inclusive days, UTC). */
  from?: string | undefined;
  to?: string | undefined;
  /** Words found in any field, the e-mail address or the source page. */
  q?: string | undefined;
  /** Spam is kept for review but left out unless asked for. */
  spam?: boolean | undefined;
  /** One person's leads (by e-mail address), or those nobody owns (`null`). */
  owner?: string | null | undefined;
}

export interface InboxLead {
  id: string;
  form: LeadFormName;
  fields: Record<string, unknown>;
  status: LeadStatusValue;
  statusChangedBy: string | null;
  statusChangedAt: string | null;
  sourcePage: string | null;
  spam: boolean;
  createdAt: string;
  owner: string | null;
}

export interface LeadEvent {
  kind: 'status' | 'note' | 'owner';
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  fromOwner: string | null;
  toOwner: string | null;
  actor: string;
  createdAt: string;
}

interface InboxRow {
  id: string;
  form: LeadFormName;
  fields: Record<string, unknown>;
  status: LeadStatusValue;
  status_changed_by: string | null;
  status_changed_at: Date | null;
  source_page: string | null;
  spam: boolean;
  created_at: Date;
  owner: string | null;
}

const toInboxLead = (row: InboxRow): InboxLead => ({
  id: row.id,
  form: row.form,
  fields: row.fields,
  status: row.status,
  statusChangedBy: row.status_changed_by,
  statusChangedAt: row.status_changed_at?.toISOString() ?? null,
  sourcePage: row.source_page,
  spam: row.spam,
  createdAt: row.created_at.toISOString(),
  owner: row.owner,
});

const COLUMNS = 'id, form, fields, status, status_changed_by, status_changed_at, source_page, spam, created_at, owner';

/** The WHERE clause and its parameters for a filter. */
function where(filter: LeadFilter): { clause: string; params: unknown[] } {
  const conditions: string[] = [filter.spam ? 'spam' : 'NOT spam'];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.form) add((p) => `form = ${p}`, filter.form);
  if (filter.status) add((p) => `status = ${p}`, filter.status);
  if (filter.owner === null) conditions.push('owner IS NULL');
  else if (filter.owner) add((p) => `owner = ${p}`, filter.owner);
  if (filter.from) add((p) => `created_at >= ${utcDay(p)}`, filter.from);
  if (filter.to) add((p) => `created_at < ${utcDay(p, 1)}`, filter.to);
  if (filter.q?.trim()) {
    const pattern = `%${filter.q.trim().replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`;
    add((p) => `(fields::text ILIKE ${p} OR coalesce(source_page, '') ILIKE ${p})`, pattern);
  }
  return { clause: `WHERE ${conditions.join(' AND ')}`, params };
}

export const LEAD_SORTS = {
  newest: 'created_at DESC, id',
  oldest: 'created_at ASC, id',
  status: 'status, created_at DESC, id',
  form: 'form, created_at DESC, id',
} as const;
export type LeadSort = keyof typeof LEAD_SORTS;

export async function listInbox(
  db: Queryable,
  filter: LeadFilter,
  page: { page: number; pageSize: number; sort: LeadSort },
): Promise<{ leads: InboxLead[]; total: number }> {
  const { clause, params } = where(filter);
  const [rows, count] = await Promise.all([
    db.query<InboxRow>(
      `SELECT ${COLUMNS} FROM leads ${clause} ORDER BY ${LEAD_SORTS[page.sort]} LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM leads ${clause}`, params),
  ]);
  return { leads: rows.rows.map(toInboxLead), total: count.rows[0]?.total ?? 0 };
}

/** Every lead the filter keeps, oldest first, for export (bounded: an export is a file, not a dump). */
/** A lead as exported: with its notes, oldest first, each as "who: what". */
export interface ExportedLead extends InboxLead {
  notes: string[];
}

export async function exportInbox(db: Queryable, filter: LeadFilter, limit = 50_000): Promise<ExportedLead[]> {
  const { clause, params } = where(filter);
  const rows = await db.query<InboxRow & { notes: string[] | null }>(
    `SELECT ${COLUMNS},
       (SELECT array_agg(e.actor || ': ' || e.note ORDER BY e.created_at, e.id) FROM lead_events e WHERE e.lead_id = leads.id AND e.kind = 'note') AS notes
     FROM leads ${clause} ORDER BY created_at, id LIMIT ${limit}`,
    params,
  );
  return rows.rows.map((row) => ({ ...toInboxLead(row), notes: row.notes ?? [] }));
}

export async function countNewLeads(db: Queryable): Promise<number> {
  const result = await db.query<{ total: number }>("SELECT count(*)::int AS total FROM leads WHERE status = 'new' AND NOT spam");
  return result.rows[0]?.total ?? 0;
}

export async function getInboxLead(db: Queryable, id: string): Promise<(InboxLead & { events: LeadEvent[] }) | null> {
  const result = await db.query<InboxRow>(`SELECT ${COLUMNS} FROM leads WHERE id = $1`, [id]);
  const row = result.rows[0];
  if (!row) return null;
  const events = await db.query<{
    kind: 'status' | 'note' | 'owner';
    from_status: string | null;
    to_status: string | null;
    note: string | null;
    from_owner: string | null;
    to_owner: string | null;
    actor: string;
    created_at: Date;
  }>('SELECT kind, from_status, to_status, note, from_owner, to_owner, actor, created_at FROM lead_events WHERE lead_id = $1 ORDER BY created_at, id', [id]);
  return {
    ...toInboxLead(row),
    events: events.rows.map((event) => ({
      kind: event.kind,
      fromStatus: event.from_status,
      toStatus: event.to_status,
      note: event.note,
      fromOwner: event.from_owner,
      toOwner: event.to_owner,
      actor: event.actor,
      createdAt: event.created_at.toISOString(),
    })),
  };
}

/** Moves a lead to a status; false when there is no such lead. Unchanged status records nothing. */
export async function setLeadStatus(db: Queryable, id: string, status: LeadStatusValue, actor: string): Promise<boolean> {
  const current = await db.query<{ status: LeadStatusValue }>('SELECT status FROM leads WHERE id = $1 FOR UPDATE', [id]);
  const before = current.rows[0]?.status;
  if (before === undefined) return false;
  if (before === status) return true;
  await db.query('UPDATE leads SET status = $2, status_changed_by = $3, status_changed_at = now() WHERE id = $1', [id, status, actor]);
  await db.query("INSERT INTO lead_events (lead_id, kind, from_status, to_status, actor) VALUES ($1, 'status', $2, $3, $4)", [id, before, status, actor]);
  await recordAudit(db, { actor, action: 'inbox.status-changed', entityType: 'lead', entityId: id, details: { from: before, to: status } });
  return true;
}

/** Someone who may own leads: a person (not removed) whose role may change them. */
export interface LeadOwner {
  email: string;
  name: string | null;
}

/** The people who may own a lead, by name (then address); with `email`, only that person if they may. */
export async function leadOwnerCandidates(db: Queryable, email?: string): Promise<LeadOwner[]> {
  const result = await db.query<LeadOwner>(
    `SELECT email, name FROM admin_users WHERE removed_at IS NULL AND role = ANY($1) AND ($2::text IS NULL OR email = $2)
     ORDER BY lower(coalesce(name, email)), email`,
    [rolesWith('leads:write'), email ?? null],
  );
  return result.rows;
}

export type OwnerChange = 'saved' | 'no-lead' | 'not-an-owner';

/**
 * Gives a lead to `owner` (an e-mail address of `leadOwnerCandidates`), or to nobody (`null`);
 * the change goes on the lead's timeline and in the audit log. Unchanged records nothing.
 */
export async function setLeadOwner(db: Queryable, id: string, owner: string | null, actor: string): Promise<OwnerChange> {
  const current = await db.query<{ owner: string | null }>('SELECT owner FROM leads WHERE id = $1 FOR UPDATE', [id]);
  const row = current.rows[0];
  if (row === undefined) return 'no-lead';
  const next = owner?.trim().toLowerCase() ?? null;
  if (next !== null && (await leadOwnerCandidates(db, next)).length === 0) return 'not-an-owner';
  if (row.owner === next) return 'saved';
  await db.query('UPDATE leads SET owner = $2 WHERE id = $1', [id, next]);
  await db.query("INSERT INTO lead_events (lead_id, kind, from_owner, to_owner, actor) VALUES ($1, 'owner', $2, $3, $4)", [id, row.owner, next, actor]);
  await recordAudit(db, { actor, action: 'inbox.owner-changed', entityType: 'lead', entityId: id, details: { from: row.owner, to: next } });
  return 'saved';
}

export async function addLeadNote(db: Queryable, id: string, note: string, actor: string): Promise<boolean> {
  const exists = await db.query('SELECT 1 FROM leads WHERE id = $1', [id]);
  if (exists.rows.length === 0) return false;
  await db.query("INSERT INTO lead_events (lead_id, kind, note, actor) VALUES ($1, 'note', $2, $3)", [id, note, actor]);
  // That a note was written and by whom; its words stay with the lead, where erasure reaches them.
  await recordAudit(db, { actor, action: 'inbox.note-added', entityType: 'lead', entityId: id });
  return true;
}

/** Erases every lead (spam included) naming this e-mail address, with their notes; how many. */
export async function eraseLeadsOf(db: Queryable, email: string): Promise<number> {
  const result = await db.query('DELETE FROM leads WHERE email = $1', [email.trim().toLowerCase()]);
  return result.rowCount;
}

/** Leads per day and form over a range (UTC days), for the dashboard. */
export async function leadsPerDay(db: Queryable, from: string, to: string): Promise<{ day: string; form: string; count: number }[]> {
  const result = await db.query<{ day: string; form: string; count: number }>(
    `SELECT to_char(date_trunc('day', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, form, count(*)::int AS count
     FROM leads WHERE NOT spam AND created_at >= ${utcDay('$1')} AND created_at < ${utcDay('$2', 1)}
     GROUP BY 1, 2 ORDER BY 1, 2`,
    [from, to],
  );
  return result.rows;
}
