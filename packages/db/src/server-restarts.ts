/**
 * A site server that exited on its own and was started again by its supervisor (the local fleet's,
 * or any orchestrator that calls this): an entry of the audit log, so the admin's Status page lists
 * it and a notification endpoint subscribed to the event hears of it, like any release event.
 */
import { SERVER_RESTARTED_EVENT } from '@site/contracts/notifications';
import { recordAudit } from './audit-log.ts';
import type { Queryable } from './database.ts';

export interface ServerRestart {
  /** The server's name in its fleet (`site-2`). */
  server: string;
  /** The machine its supervisor runs on. */
  host: string;
  /** How it ended: a signal (`SIGKILL`) or `code 1`. */
  exit: string;
  /** How long the supervisor waited before starting it again. */
  backoffMs: number;
  /** Exits in a row, each soon after its start: more than one means it keeps crashing. */
  crashesInARow: number;
}

export interface RecordedServerRestart extends ServerRestart {
  at: string;
}

/** Who the audit log names for what a supervisor did by itself. */
export const SUPERVISOR_ACTOR = 'fleet supervisor';

export async function recordServerRestart(db: Queryable, restart: ServerRestart): Promise<number> {
  const { server, ...details } = restart;
  return recordAudit(db, { actor: SUPERVISOR_ACTOR, action: SERVER_RESTARTED_EVENT, entityType: 'site_server', entityId: server, details: { ...details } });
}

/** The restarts recorded since `since`, newest first (at most `limit`). */
export async function listServerRestarts(db: Queryable, since: Date, limit = 20): Promise<RecordedServerRestart[]> {
  const { rows } = await db.query<{ server: string; details: Record<string, unknown>; at: Date | string }>(
    'SELECT entity_id AS server, details, created_at AS at FROM audit_log WHERE action = $1 AND created_at >= $2 ORDER BY id DESC LIMIT $3',
    [SERVER_RESTARTED_EVENT, since.toISOString(), limit],
  );
  return rows.map(({ server, details, at }) => ({
    server,
    host: typeof details.host === 'string' ? details.host : '',
    exit: typeof details.exit === 'string' ? details.exit : 'unknown',
    backoffMs: typeof details.backoffMs === 'number' ? details.backoffMs : 0,
    crashesInARow: typeof details.crashesInARow === 'number' ? details.crashesInARow : 1,
    at: new Date(at).toISOString(),
  }));
}
