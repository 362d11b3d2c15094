/**
 * `/api/admin/dashboard` (ADMIN, VIEWER): the numbers behind the dashboard's charts over a range
 * of UTC days, each read straight from its table (leads, search queries, load beacons), so a chart
 * and the table it comes from always agree.
 */
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_MAX_DAYS, dashboardQuerySchema, dashboardSchema } from '@site/contracts/admin-api';
import type { Database } from '@site/db/database';
import { countNewLeads, leadsPerDay } from '@site/db/lead-inbox';
import { loadsPerVersion, topSearches } from '@site/db/search-queries';
import type { RouteAccess } from '@site/identity/access-control';
import { documented, errorResponseSchema, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { HttpError } from '@site/service-kit/http-errors';

const access: { access: RouteAccess } = { access: { permission: 'dashboard:read' } };
const DAY_MS = 86_400_000;

export async function dashboardRoutes(untypedApp: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  app.get(
    '/api/admin/dashboard',
    {
      config: access,
      schema: documented({
        tags: ['dashboard'],
        summary: 'Leads per day by form, top searches, searches without results and loads per section version, over a range of days',
        querystring: jsonSchemaOf(dashboardQuerySchema),
        response: { 200: jsonSchemaOf(dashboardSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request) => {
      const { from, to } = request.query;
      const [start, end] = [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`)];
      if (Number.isNaN(start) || Number.isNaN(end)) throw new HttpError(400, 'from and to are dates, YYYY-MM-DD');
      if (end < start) throw new HttpError(400, 'to is before from');
      if ((end - start) / DAY_MS > DASHBOARD_MAX_DAYS) throw new HttpError(400, `at most ${DASHBOARD_MAX_DAYS} days at once`);
      const [newLeads, leads, top, empty, loads] = await Promise.all([
        countNewLeads(db),
        leadsPerDay(db, from, to),
        topSearches(db, from, to),
        topSearches(db, from, to, { noResults: true }),
        loadsPerVersion(db, from, to),
      ]);
      return { from, to, newLeads, leadsPerDay: leads, topSearches: top, searchesWithoutResults: empty, loads };
    },
  );
}
