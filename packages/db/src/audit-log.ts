/** The admin audit log: who did what to which record, appended inside the change's transaction. */
import type { Queryable } from './database.ts';

export interface AuditEntryInput {
  actor: string;
  action: string;
  entityType: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditEntry extends Required<AuditEntryInput> {
  id: number;
  createdAt: string;
}

export async function recordAudit(db: Queryable, entry: AuditEntryInput): Promise<number> {
  const result = await db.query<{ id: number }>(
    'INSERT INTO audit_log (actor, action, entity_type, entity_id, details) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id::int AS id',
    [entry.actor, entry.action, entry.entityType, entry.entityId ?? null, JSON.stringify(entry.details ?? {})],
  );
  const row = result.rows[0];
  if (!row) throw new Error('audit entry was not stored');
  return row.id;
}

/** Newest first. */
export async function listAudit(db: Queryable, { limit = 100 }: { limit?: number } = {}): Promise<AuditEntry[]> {
  const result = await db.query<{ id: number; actor: string; action: string; entity_type: string; entity_id: string | null; details: Record<string, unknown>; created_at: Date }>(
    'SELECT id::int AS id, actor, action, entity_type, entity_id, details, created_at FROM audit_log ORDER BY created_at DESC, id DESC LIMIT $1',
    [limit],
  );
  return result.rows.map((row) => ({
    id: row.id,
    actor: row.actor,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    details: row.details,
    createdAt: row.created_at.toISOString(),
  }));
}
