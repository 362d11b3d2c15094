/**
 * The audit log: who did what to which record, from where, appended inside the change's
 * transaction. The table refuses UPDATE and DELETE (migration 005), so entries are never rewritten.
 */
import type { Queryable } from './database.ts';

export interface AuditEntryInput {
  actor: string;
  action: string;
  entityType: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  /** HMAC of the client IP (never the IP itself); absent for what the server did by itself. */
  ipHash?: string | null;
}

export interface AuditEntry extends Required<AuditEntryInput> {
  id: number;
  createdAt: string;
}

export interface AuditFilter {
  limit?: number;
  /** Exact actor (an e-mail address, `token:<name>`, …). */
  actor?: string | undefined;
  /** Exact action, or a prefix ending in `.` (`auth.` for every sign-in event). */
  action?: string | undefined;
  /** Entries older than this id: the next page. */
  beforeId?: number | undefined;
}

export async function recordAudit(db: Queryable, entry: AuditEntryInput): Promise<number> {
  const result = await db.query<{ id: number }>(
    'INSERT INTO audit_log (actor, action, entity_type, entity_id, details, ip_hash) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id::int AS id',
    [entry.actor, entry.action, entry.entityType, entry.entityId ?? null, JSON.stringify(entry.details ?? {}), entry.ipHash ?? null],
  );
  const row = result.rows[0];
  if (!row) throw new Error('audit entry was not stored');
  return row.id;
}

/** Newest first, optionally filtered by actor and action. */
export async function listAudit(db: Queryable, { limit = 100, actor, action, beforeId }: AuditFilter = {}): Promise<AuditEntry[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (actor !== undefined) {
    params.push(actor);
    where.push(`actor = $${params.length}`);
  }
  if (action !== undefined) {
    if (action.endsWith('.')) {
      params.push(`${action.replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`);
      where.push(`action LIKE $${params.length}`);
    } else {
      params.push(action);
      where.push(`action = $${params.length}`);
    }
  }
  if (beforeId !== undefined) {
    params.push(beforeId);
    where.push(`id < $${params.length}`);
  }
  params.push(limit);
  const result = await db.query<{
    id: number;
    actor: string;
    action: string;
    entity_type: string;
    entity_id: string | null;
    details: Record<string, unknown>;
    ip_hash: string | null;
    created_at: Date;
  }>(
    `SELECT id::int AS id, actor, action, entity_type, entity_id, details, ip_hash, created_at FROM audit_log
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  return result.rows.map((row) => ({
    id: row.id,
    actor: row.actor,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    details: row.details,
    ipHash: row.ip_hash,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The distinct actors and actions, for filter pickers. */
export async function auditFacets(db: Queryable): Promise<{ actors: string[]; actions: string[] }> {
  const [actors, actions] = await Promise.all([
    db.query<{ actor: string }>('SELECT DISTINCT actor FROM audit_log ORDER BY actor LIMIT 500'),
    db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log ORDER BY action LIMIT 500'),
  ]);
  return { actors: actors.rows.map((row) => row.actor), actions: actions.rows.map((row) => row.action) };
}
