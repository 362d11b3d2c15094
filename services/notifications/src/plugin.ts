/**
 * `/api/admin/notifications/*` (ADMIN): the webhooks and e-mail addresses release events go to,
 * a test delivery, and the delivery log with a retry for what failed. Adding or removing an
 * endpoint is audit-logged; a webhook's secret is shown once, when it is added.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import {
  createdNotificationEndpointSchema,
  NOTIFICATION_EVENTS,
  notificationDeliveryListSchema,
  notificationDeliveryQuerySchema,
  notificationEndpointInputSchema,
  notificationEndpointListSchema,
  TEST_NOTIFICATION_EVENT,
  type NotificationEndpoint,
} from '@site/contracts/notifications';
import { recordAudit } from '@site/db/audit-log';
import type { Database } from '@site/db/database';
import {
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  queueDelivery,
  removeEndpoint,
  retryDelivery,
  selectEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from '@site/db/notification-outbox';
import { actorOf, type RouteAccess } from '@site/identity/access-control';
import { HttpError } from '@site/service-kit/http-errors';
import { documented, errorResponseSchema, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { strictValidators } from '@site/service-kit/validation';
import { describeEvent } from './describe-event.ts';
import { webhookTargetProblem } from './webhook-target.ts';

export interface NotificationRoutesOptions {
  db: Database;
  hashIp: (ip: string) => string;
  /** Whether an SMTP server is configured: e-mail endpoints are refused without one. */
  email: boolean;
  /** Told that a delivery was queued outside a transaction the database announces (a test, a retry). */
  kick: () => void;
}

const manage: { access: RouteAccess } = { access: { permission: 'settings:write' } };
const read: { access: RouteAccess } = { access: { permission: 'audit:read' } };
const idParams = jsonSchemaOf(z.strictObject({ id: z.number().check(z.int(), z.positive(), z.maximum(2 ** 53)) }));
const responses = (ok: Record<string, unknown>, status = 200) => ({ [status]: ok, '4xx': errorResponseSchema });

/**
 * A webhook's address as lists show it: its origin and first path segment. The rest of a chat
 * tool's webhook address is its secret (Slack's `/services/T…/B…/<secret>`).
 */
export function shownTarget(channel: 'webhook' | 'email', target: string): string {
  if (channel === 'email') return target;
  const url = new URL(target);
  const [first, ...rest] = url.pathname.split('/').filter(Boolean);
  return `${url.origin}${first ? `/${first}` : ''}${rest.length > 0 || url.search ? '/…' : ''}`;
}

const toEndpoint = (row: EndpointRow): NotificationEndpoint => ({
  id: row.id,
  channel: row.channel,
  target: shownTarget(row.channel, row.target),
  events: row.events,
  description: row.description,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastDelivery: row.lastDelivery && { state: row.lastDelivery.state, at: row.lastDelivery.at.toISOString() },
});

const toDelivery = (row: DeliveryRow) => ({
  id: row.id,
  endpointId: row.endpointId,
  channel: row.channel,
  target: shownTarget(row.channel, row.target),
  event: row.event,
  summary: describeEvent(row.audit),
  state: row.state,
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
});

export async function notificationRoutes(untypedApp: FastifyInstance, { db, hashIp, email, kick }: NotificationRoutesOptions): Promise<void> {
  strictValidators(untypedApp);
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  const audit = (request: FastifyRequest, action: string, entityId: number, details: Record<string, unknown>) =>
    recordAudit(db, { actor: actorOf(request), action, entityType: 'notification_endpoint', entityId: String(entityId), details, ipHash: hashIp(request.ip) });
  const endpointOf = async (id: number) => {
    const endpoint = await selectEndpoint(db, id);
    if (!endpoint) throw new HttpError(404, `notification endpoint ${id} does not exist`);
    return endpoint;
  };

  app.get(
    '/api/admin/notifications/endpoints',
    {
      config: manage,
      schema: documented({
        tags: ['admin'],
        summary: 'The webhooks and e-mail addresses release events go to, each with its newest delivery, and the events one can subscribe to',
        response: responses(jsonSchemaOf(notificationEndpointListSchema, 'output')),
      }),
    },
    async () => ({
      endpoints: (await listEndpoints(db)).map(toEndpoint),
      email,
      events: Object.entries(NOTIFICATION_EVENTS).map(([name, meaning]) => ({ name, meaning })),
    }),
  );

  app.post(
    '/api/admin/notifications/endpoints',
    {
      config: manage,
      schema: documented({
        tags: ['admin'],
        summary: 'Send the chosen events to a webhook (signed with a secret shown this once) or to an e-mail address',
        body: jsonSchemaOf(notificationEndpointInputSchema),
        response: responses(jsonSchemaOf(createdNotificationEndpointSchema, 'output'), 201),
      }),
    },
    async (request, reply) => {
      const input = request.body;
      if (input.channel === 'webhook') {
        const problem = webhookTargetProblem(input.target);
        if (problem) throw new HttpError(400, problem);
      } else if (!email) {
        throw new HttpError(409, 'no SMTP server is configured (SMTP_URL), so e-mail cannot be sent; add a webhook, or set SMTP_URL and restart');
      }
      const secret = input.channel === 'webhook' ? `whsec_${randomBytes(24).toString('base64url')}` : null;
      const events = [...new Set(input.events)];
      const id = await db.transaction(async (tx) => {
        const created = await insertEndpoint(tx, {
          channel: input.channel,
          target: input.target,
          secret,
          events,
          description: input.description ?? '',
          createdBy: actorOf(request),
        });
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'notifications.endpoint-add',
          entityType: 'notification_endpoint',
          entityId: String(created),
          details: { channel: input.channel, target: shownTarget(input.channel, input.target), events },
          ipHash: hashIp(request.ip),
        });
        return created;
      });
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ endpoint: toEndpoint(await endpointOf(id)), secret });
    },
  );

  app.delete(
    '/api/admin/notifications/endpoints/:id',
    {
      config: manage,
      schema: documented({ tags: ['admin'], summary: 'Stop sending events to an endpoint; its deliveries stay in the log', params: idParams }),
    },
    async (request, reply) => {
      const removed = await removeEndpoint(db, request.params.id);
      if (!removed) throw new HttpError(404, `notification endpoint ${request.params.id} does not exist`);
      await audit(request, 'notifications.endpoint-remove', removed.id, { channel: removed.channel, target: shownTarget(removed.channel, removed.target) });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/notifications/endpoints/:id/test',
    {
      config: manage,
      schema: documented({ tags: ['admin'], summary: 'Send a test notification to one endpoint now', params: idParams, response: responses({}, 202) }),
    },
    async (request, reply) => {
      const endpoint = await endpointOf(request.params.id);
      const delivery = await db.transaction(async (tx) => {
        const auditId = await recordAudit(tx, {
          actor: actorOf(request),
          action: TEST_NOTIFICATION_EVENT,
          entityType: 'notification_endpoint',
          entityId: String(endpoint.id),
          details: {},
          ipHash: hashIp(request.ip),
        });
        return queueDelivery(tx, endpoint.id, auditId, TEST_NOTIFICATION_EVENT);
      });
      kick();
      return reply.code(202).send({ delivery });
    },
  );

  app.get(
    '/api/admin/notifications/deliveries',
    {
      config: read,
      schema: documented({
        tags: ['admin'],
        summary: 'The delivery log, newest first: each event sent to each endpoint, its attempts, what the receiver answered, and when it is tried next',
        querystring: jsonSchemaOf(notificationDeliveryQuerySchema),
        response: responses(jsonSchemaOf(notificationDeliveryListSchema, 'output')),
      }),
    },
    async (request) => ({ deliveries: (await listDeliveries(db, request.query)).map(toDelivery) }),
  );

  app.post(
    '/api/admin/notifications/deliveries/:id/retry',
    {
      config: manage,
      schema: documented({
        tags: ['admin'],
        summary: 'Try a failed delivery again now, with its attempts counted afresh',
        params: idParams,
        response: responses({}, 202),
      }),
    },
    async (request, reply) => {
      if (!(await retryDelivery(db, request.params.id)))
        throw new HttpError(409, `delivery ${request.params.id} is not a failed delivery of an endpoint still in place`);
      kick();
      return reply.code(202).send({ delivery: request.params.id });
    },
  );
}
