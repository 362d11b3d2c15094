/**
 * Lead-form submissions. A submission carries an idempotency key chosen by the browser: the first
 * insert with a key stores the lead; a retry with the same key finds that lead and stores nothing.
 * A lead that is not spam is announced in the audit log as it is stored (`lead.<form>`), which is
 * what notification endpoints subscribed to its form hear of.
 */
import { leadEvent } from '@site/contracts/notifications';
import type { LeadForm } from '@site/contracts/lead-forms';
import { recordAudit } from './audit-log.ts';
import type { Database, Queryable } from './database.ts';

export type LeadFormName = LeadForm;

/** Who the audit log names for a lead's arrival: the public form, not a person with an account. */
export const LEAD_ARRIVAL_ACTOR = 'lead form';

export interface NewLead {
  form: LeadFormName;
  fields: Record<string, unknown>;
  idempotencyKey: string;
  spam: boolean;
  ipHash: string | null;
  userAgent: string | null;
  /** The page the form was sent from. */
  sourcePage?: string | null | undefined;
}

export interface Lead {
  id: string;
  form: LeadFormName;
  fields: Record<string, unknown>;
  idempotencyKey: string;
  spam: boolean;
  ipHash: string | null;
  userAgent: string | null;
  /** The page the form was sent from. */
  sourcePage: string | null;
  createdAt: string;
}

export type SaveLeadResult =
  | { outcome: 'created'; id: string }
  /** The key was used before, for the same form: the lead it made. */
  | { outcome: 'existing'; id: string }
  /** The key was used before by a submission of another form. */
  | { outcome: 'conflict'; id: string; form: LeadFormName };

/** Stores a lead unless its idempotency key is known, with its arrival in the audit log; committed when the promise resolves. */
export async function saveLead(db: Pick<Database, 'transaction'>, lead: NewLead): Promise<SaveLeadResult> {
  return db.transaction((tx) => storeLead(tx, lead));
}

async function storeLead(db: Queryable, lead: NewLead): Promise<SaveLeadResult> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO leads (form, fields, idempotency_key, spam, ip_hash, user_agent, source_page)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    [lead.form, JSON.stringify(lead.fields), lead.idempotencyKey, lead.spam, lead.ipHash, lead.userAgent, lead.sourcePage ?? null],
  );
  const created = inserted.rows[0];
  if (created) {
    if (!lead.spam)
      await recordAudit(db, {
        actor: LEAD_ARRIVAL_ACTOR,
        action: leadEvent(lead.form),
        entityType: 'lead',
        entityId: created.id,
        // What it is, never what it says: the lead's contents stay in the leads table, where erasure reaches them.
        details: { form: lead.form, sourcePage: lead.sourcePage ?? null },
      });
    return { outcome: 'created', id: created.id };
  }
  const existing = await db.query<{ id: string; form: LeadFormName }>('SELECT id, form FROM leads WHERE idempotency_key = $1', [lead.idempotencyKey]);
  const row = existing.rows[0];
  if (!row) throw new Error('lead vanished between insert and select');
  return row.form === lead.form ? { outcome: 'existing', id: row.id } : { outcome: 'conflict', id: row.id, form: row.form };
}

interface LeadRow {
  id: string;
  form: LeadFormName;
  fields: Record<string, unknown>;
  idempotency_key: string;
  spam: boolean;
  ip_hash: string | null;
  user_agent: string | null;
  source_page: string | null;
  created_at: Date;
}

const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  form: row.form,
  fields: row.fields,
  idempotencyKey: row.idempotency_key,
  spam: row.spam,
  ipHash: row.ip_hash,
  userAgent: row.user_agent,
  sourcePage: row.source_page,
  createdAt: row.created_at.toISOString(),
});

export async function getLead(db: Queryable, id: string): Promise<Lead | null> {
  const result = await db.query<LeadRow>('SELECT * FROM leads WHERE id = $1', [id]);
  const row = result.rows[0];
  return row ? toLead(row) : null;
}

/** Newest first; spam only when asked for. */
export async function listLeads(db: Queryable, { limit = 50, includeSpam = false }: { limit?: number; includeSpam?: boolean } = {}): Promise<Lead[]> {
  const result = await db.query<LeadRow>(`SELECT * FROM leads ${includeSpam ? '' : 'WHERE NOT spam'} ORDER BY created_at DESC, id LIMIT $1`, [limit]);
  return result.rows.map(toLead);
}

export async function countLeads(db: Queryable): Promise<{ total: number; spam: number }> {
  const result = await db.query<{ total: number; spam: number }>('SELECT count(*)::int AS total, count(*) FILTER (WHERE spam)::int AS spam FROM leads');
  return result.rows[0] ?? { total: 0, spam: 0 };
}
