/**
 * The notification outbox (migration 026): endpoints an ADMIN subscribed to events, and one
 * delivery row per event and endpoint, queued by the audit log's trigger in the transaction of the
 * change. Any server may send a due delivery: it leases it first, so two servers never send the
 * same attempt, and a server that dies mid-send leaves it to another once the lease ends.
 */
import type { Queryable } from './database.ts';

/** The channel the database announces queued deliveries on (payload: the schema). */
export const NOTIFICATIONS_CHANNEL = 'site_notifications';

export interface EndpointRow {
  id: number;
  channel: 'webhook' | 'email';
  target: string;
  events: string[];
  description: string;
  createdBy: string;
  createdAt: Date;
  lastDelivery: { state: DeliveryState; at: Date } | null;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** The audit entry a delivery tells of. */
export interface AuditEvent {
  id: number | null;
  actor: string;
  action: string;
  entityType: string;
  entityId: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface DeliveryRow {
  id: number;
  /** The subscribed endpoint it goes to; 0 for a delivery to one person (an invitation). */
  endpointId: number;
  channel: 'webhook' | 'email';
  target: string;
  event: string;
  state: DeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date | null;
  audit: AuditEvent;
}

/** A delivery a sender has leased: what to send, where, and with which key. */
export interface DueDelivery extends DeliveryRow {
  secret: string | null;
}

export async function insertEndpoint(
  db: Queryable,
  endpoint: { channel: 'webhook' | 'email'; target: string; secret: string | null; events: readonly string[]; description: string; createdBy: string },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO notification_endpoints (channel, target, secret, events, description, created_by) VALUES ($1, $2, $3, $4::text[], $5, $6) RETURNING id',
    [endpoint.channel, endpoint.target, endpoint.secret, [...endpoint.events], endpoint.description, endpoint.createdBy],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('notification endpoint was not stored');
  return id;
}

/** The endpoints not removed (or the one with `id`), oldest first, each with its newest delivery. */
export async function listEndpoints(db: Queryable, id?: number): Promise<EndpointRow[]> {
  const { rows } = await db.query<{
    id: number;
    channel: 'webhook' | 'email';
    target: string;
    events: string[];
    description: string;
    created_by: string;
    created_at: Date;
    last_state: DeliveryState | null;
    last_at: Date | null;
  }>(
    `SELECT e.id, e.channel, e.target, e.events, e.description, e.created_by, e.created_at, d.state AS last_state,
            COALESCE(d.delivered_at, d.created_at) AS last_at
     FROM notification_endpoints e
     LEFT JOIN LATERAL (SELECT state, delivered_at, created_at FROM notification_deliveries WHERE endpoint_id = e.id ORDER BY id DESC LIMIT 1) d ON true
     WHERE e.removed_at IS NULL AND ($1::int IS NULL OR e.id = $1) ORDER BY e.id`,
    [id ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    target: row.target,
    events: row.events,
    description: row.description,
    createdBy: row.created_by,
    createdAt: row.created_at,
    lastDelivery: row.last_state && row.last_at ? { state: row.last_state, at: row.last_at } : null,
  }));
}

/** An endpoint not removed, or null. */
export async function selectEndpoint(db: Queryable, id: number): Promise<EndpointRow | null> {
  return (await listEndpoints(db, id))[0] ?? null;
}

/** Removes an endpoint: it gets no new deliveries, and those still pending are marked failed. Null when there is none. */
export async function removeEndpoint(db: Queryable, id: number): Promise<EndpointRow | null> {
  const endpoint = await selectEndpoint(db, id);
  if (!endpoint) return null;
  await db.query('UPDATE notification_endpoints SET removed_at = now() WHERE id = $1', [id]);
  await db.query(
    "UPDATE notification_deliveries SET state = 'failed', last_error = 'the endpoint was removed', next_attempt_at = now() WHERE endpoint_id = $1 AND state = 'pending'",
    [id],
  );
  return endpoint;
}

/** Queues one delivery, to an endpoint or to one person, and wakes every server's sender once the transaction commits. */
async function queue(db: Queryable, to: { endpointId: number } | { recipient: string }, auditId: number, event: string): Promise<number> {
  const [endpointId, recipient] = 'endpointId' in to ? [to.endpointId, null] : [null, to.recipient];
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO notification_deliveries (endpoint_id, recipient, audit_id, event) VALUES ($1, $2, $3, $4) RETURNING id',
    [endpointId, recipient, auditId, event],
  );
  await db.query('SELECT pg_notify($1, current_schema())', [NOTIFICATIONS_CHANNEL]);
  return Number(rows[0]?.id);
}

/** Queues a delivery of an audit entry to one endpoint, whatever it subscribed to (a test delivery). */
export const queueDelivery = (db: Queryable, endpointId: number, auditId: number, event: string): Promise<number> => queue(db, { endpointId }, auditId, event);

/**
 * Queues an e-mail to one person about an audit entry (`event` names what it is, e.g. an
 * invitation), in the caller's transaction: it is sent once that commits.
 */
export const queueEmailTo = (db: Queryable, { recipient, auditId, event }: { recipient: string; auditId: number; event: string }): Promise<number> =>
  queue(db, { recipient }, auditId, event);

/** Where the newest e-mail of `event` to each of these people stands (an invitation: sent, waiting to be tried again, or given up on). */
export async function latestEmailsTo(
  db: Queryable,
  event: string,
  recipients: readonly string[],
): Promise<Map<string, { state: DeliveryState; at: Date; error: string | null }>> {
  if (recipients.length === 0) return new Map();
  const { rows } = await db.query<{ recipient: string; state: DeliveryState; at: Date; last_error: string | null }>(
    `SELECT DISTINCT ON (recipient) recipient, state, COALESCE(delivered_at, created_at) AS at, last_error
     FROM notification_deliveries WHERE recipient = ANY($1::text[]) AND event = $2 ORDER BY recipient, id DESC`,
    [[...recipients], event],
  );
  return new Map(rows.map((row) => [row.recipient, { state: row.state, at: row.at, error: row.last_error }]));
}

/** An e-mail to one person goes to its recipient; every other delivery to its endpoint. */
const DELIVERY_COLUMNS = `d.id, COALESCE(d.endpoint_id, 0) AS endpoint_id, COALESCE(e.channel, 'email') AS channel, COALESCE(e.target, d.recipient) AS target, d.event, d.state, d.attempts, d.last_status, d.last_error, d.created_at,
  d.delivered_at, d.next_attempt_at, a.id AS audit_id, a.actor, a.action, a.entity_type, a.entity_id, a.details, a.created_at AS audit_at`;

interface DeliveryQueryRow {
  id: string;
  endpoint_id: number;
  channel: 'webhook' | 'email';
  target: string;
  event: string;
  state: DeliveryState;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
  next_attempt_at: Date;
  audit_id: string | null;
  actor: string | null;
  action: string | null;
  entity_type: string | null;
  entity_id: string | null;
  details: Record<string, unknown> | null;
  audit_at: Date | null;
  secret?: string | null;
}

const toDelivery = (row: DeliveryQueryRow): DeliveryRow => ({
  id: Number(row.id),
  endpointId: row.endpoint_id,
  channel: row.channel,
  target: row.target,
  event: row.event,
  state: row.state,
  attempts: row.attempts,
  lastStatus: row.last_status,
  lastError: row.last_error,
  createdAt: row.created_at,
  deliveredAt: row.delivered_at,
  nextAttemptAt: row.state === 'pending' ? row.next_attempt_at : null,
  audit: {
    id: row.audit_id === null ? null : Number(row.audit_id),
    actor: row.actor ?? 'site',
    action: row.action ?? row.event,
    entityType: row.entity_type ?? 'notification',
    entityId: row.entity_id,
    details: row.details ?? {},
    createdAt: row.audit_at ?? row.created_at,
  },
});

/**
 * Leases up to `limit` deliveries that are due (oldest first), counting the attempt: rows another
 * server holds are skipped, not waited for.
 */
export async function leaseDueDeliveries(db: Queryable, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<DueDelivery[]> {
  const { rows } = await db.query<DeliveryQueryRow>(
    `WITH due AS (
       SELECT id FROM notification_deliveries
       WHERE state = 'pending' AND next_attempt_at <= now() AND (leased_until IS NULL OR leased_until < now())
       ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
     ), leased AS (
       UPDATE notification_deliveries d SET leased_until = now() + make_interval(secs => $2::double precision / 1000), attempts = d.attempts + 1
       FROM due WHERE d.id = due.id RETURNING d.*
     )
     SELECT ${DELIVERY_COLUMNS}, e.secret FROM leased d
     LEFT JOIN notification_endpoints e ON e.id = d.endpoint_id LEFT JOIN audit_log a ON a.id = d.audit_id ORDER BY d.id`,
    [limit, leaseMs],
  );
  return rows.map((row) => ({ ...toDelivery(row), secret: row.secret ?? null }));
}

/**
 * How long until a pending delivery can next be leased (0: now): its next attempt, or the end of
 * the lease another server holds on it. Null when none is pending.
 */
export async function msUntilNextAttempt(db: Queryable): Promise<number | null> {
  // min() over no rows is NULL; the clamp is in JS because GREATEST(0, NULL) is 0 in PostgreSQL,
  // which once had every idle server ask again every 5 ms.
  const { rows } = await db.query<{ ms: number | null }>(
    `SELECT (EXTRACT(EPOCH FROM (min(GREATEST(next_attempt_at, COALESCE(leased_until, next_attempt_at))) - now())) * 1000)::float8 AS ms
     FROM notification_deliveries WHERE state = 'pending'`,
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Number(ms));
}

/** The attempt succeeded. */
export async function markDelivered(db: Queryable, id: number, status: number | null): Promise<void> {
  await db.query(
    "UPDATE notification_deliveries SET state = 'delivered', delivered_at = now(), leased_until = NULL, last_status = $2, last_error = NULL WHERE id = $1",
    [id, status],
  );
}

/** The attempt failed: tried again after `retryInMs`, or marked failed when null (out of attempts). */
export async function markAttemptFailed(
  db: Queryable,
  id: number,
  { status, error, retryInMs }: { status: number | null; error: string; retryInMs: number | null },
): Promise<void> {
  await db.query(
    `UPDATE notification_deliveries SET leased_until = NULL, last_status = $2, last_error = $3,
       state = CASE WHEN $4::double precision IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = now() + make_interval(secs => COALESCE($4::double precision, 0) / 1000)
     WHERE id = $1`,
    [id, status, error.slice(0, 500), retryInMs],
  );
}

/** A failed delivery is tried again now, with its attempts counted afresh. False when it is not failed. */
export async function retryDelivery(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE notification_deliveries d SET state = 'pending', attempts = 0, next_attempt_at = now(), leased_until = NULL
     FROM notification_endpoints e WHERE d.id = $1 AND d.state = 'failed' AND e.id = d.endpoint_id AND e.removed_at IS NULL RETURNING d.id`,
    [id],
  );
  if (rows.length > 0) await db.query('SELECT pg_notify($1, current_schema())', [NOTIFICATIONS_CHANNEL]);
  return rows.length > 0;
}

/** The delivery log, newest first. */
export async function listDeliveries(
  db: Queryable,
  { endpoint, state, limit }: { endpoint?: number | undefined; state?: DeliveryState | undefined; limit: number },
): Promise<DeliveryRow[]> {
  const { rows } = await db.query<DeliveryQueryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM notification_deliveries d
     JOIN notification_endpoints e ON e.id = d.endpoint_id LEFT JOIN audit_log a ON a.id = d.audit_id
     WHERE ($1::int IS NULL OR d.endpoint_id = $1) AND ($2::text IS NULL OR d.state = $2) ORDER BY d.id DESC LIMIT $3`,
    [endpoint ?? null, state ?? null, limit],
  );
  return rows.map(toDelivery);
}
