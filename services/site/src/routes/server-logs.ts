import type { FastifyInstance } from 'fastify';
import { errorLogListSchema, errorLogQuerySchema, requestLogListSchema, requestLogQuerySchema } from '@site/contracts/server-logs';
import type { Database } from '@site/db/database';
import { listErrors, listRequests } from '@site/db/server-logs';
import type { RouteAccess } from '@site/identity/access-control';
import { documented, errorResponseSchema, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';

export interface ServerLogRouteOptions {
  db: Database;
  retentionDays: number;
}

const read: { access: RouteAccess } = { access: { permission: 'audit:read' } };

/** `GET /api/admin/logs/requests` and `/api/admin/logs/errors`: every site server's logs, newest first, for ADMINs. */
export async function serverLogRoutes(untypedApp: FastifyInstance, { db, retentionDays }: ServerLogRouteOptions): Promise<void> {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  app.get(
    '/api/admin/logs/requests',
    {
      config: read,
      schema: documented({
        tags: ['admin'],
        summary:
          'Requests every site server answered, newest first, filtered by status (404 or 4xx), method, path text, request id and time: the path without query values, the client as an HMAC',
        querystring: jsonSchemaOf(requestLogQuerySchema),
        response: { 200: jsonSchemaOf(requestLogListSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request) => ({ ...(await listRequests(db, request.query)), retentionDays }),
  );
  app.get(
    '/api/admin/logs/errors',
    {
      config: read,
      schema: documented({
        tags: ['admin'],
        summary: 'Warnings and errors every site server logged, newest first, filtered by level and above, path text, request id and time',
        querystring: jsonSchemaOf(errorLogQuerySchema),
        response: { 200: jsonSchemaOf(errorLogListSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request) => ({ ...(await listErrors(db, request.query)), retentionDays }),
  );
}
