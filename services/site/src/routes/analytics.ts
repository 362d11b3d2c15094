/**
 * The site's own analytics (`@site/contracts/analytics` says what is kept and why):
 * `POST /api/analytics/views`, where the shell reports each page a visitor sees (a beacon,
 * rate-limited per address), and `GET /api/admin/analytics`, the report of a period against
 * another (`dashboard:read`).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_VIEW_PATH, periodBefore } from '@site/contracts/analytics';
import { analyticsPayloadSchema, analyticsQuerySchema, pageViewReportSchema } from '@site/contracts/analytics-schema';
import { ADMIN_SECTION, isAdminPath } from '@site/contracts/sections';
import type { Database } from '@site/db/database';
import { analyticsReport } from '@site/db/analytics';
import type { RouteAccess } from '@site/identity/access-control';
import { HttpError, tooManyRequests } from '@site/service-kit/http-errors';
import { documented, errorResponseSchema, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import type { RateLimitStorage } from '@site/service-kit/rate-limit-store';
import { jsonBodiesOf, strictValidators } from '@site/service-kit/validation';
import { z } from 'zod';
import { pageViewEvent } from '../analytics/page-view.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-recorder.ts';

export interface AnalyticsRoutesOptions {
  db: Database;
  /** Where a view is counted (buffered, written once a second). */
  recorder: AnalyticsRecorder;
  /** This site's hosts (public and admin origins): a referrer from them is not a source. */
  ownHosts: ReadonlySet<string>;
  retentionDays: number;
  /** Views one address may report per minute: a visitor reading quickly sends a few, a flood gets 429 and is stored nowhere. */
  perMinute: number;
  rateLimitStorage?: RateLimitStorage | undefined;
}

/** A page view is a few hundred bytes; a landing address's campaign and a referrer at most a few kilobytes. */
const VIEW_BODY_LIMIT = 4096;
/** Crawlers and measuring tools are not visitors. */
const NOT_A_VISITOR = /bot\b|bot\/|crawl|spider|slurp|lighthouse|pagespeed/i;

const read: { access: RouteAccess } = { access: { permission: 'dashboard:read' } };
const recorded = jsonSchemaOf(z.object({ recorded: z.boolean() }), 'output');

export async function analyticsRoutes(untypedApp: FastifyInstance, options: AnalyticsRoutesOptions): Promise<void> {
  const { db, recorder, ownHosts, retentionDays, perMinute, rateLimitStorage } = options;
  // An unknown property is refused, not silently dropped.
  strictValidators(untypedApp);
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();

  await app.register(async (views) => {
    await views.register(rateLimit, {
      global: false,
      ...rateLimitStorage?.('analytics-views'),
      errorResponseBuilder: tooManyRequests('page views', 'from one address'),
    });
    jsonBodiesOf(views, 'text/plain', {
      bodyLimit: VIEW_BODY_LIMIT,
      notJson: 'the body must be JSON: {"visit": "…", "path": "/…", "section": "…", "entry": true}',
    });
    views.withTypeProvider<ZodSchemaTypes>().post(
      ANALYTICS_VIEW_PATH,
      {
        bodyLimit: VIEW_BODY_LIMIT,
        config: {
          access: {
            public:
              'the shell reports each page a visitor sees: no cookie, path without query, the referring host and campaign of a landing only, the visitor as a hash with a salt deleted after the day; rate-limited per address',
          },
          rateLimit: { max: perMinute, timeWindow: 60_000 },
        },
        schema: documented({
          tags: ['analytics'],
          summary: 'A page a visitor saw (sent by the shell with navigator.sendBeacon)',
          body: jsonSchemaOf(pageViewReportSchema),
          response: { 202: recorded, '4xx': errorResponseSchema },
        }),
      },
      async (request, reply) => {
        const report = request.body;
        const userAgent = request.headers['user-agent'] ?? '';
        // Staff pages and measuring robots are not the site's audience.
        if (report.section === ADMIN_SECTION || isAdminPath(report.path) || NOT_A_VISITOR.test(userAgent)) {
          return reply.code(202).send({ recorded: false });
        }
        const visitor = await recorder.visitors.visitorOf(request.ip, userAgent);
        recorder.record(pageViewEvent(report, visitor, ownHosts));
        return reply.code(202).send({ recorded: true });
      },
    );
  });

  app.get(
    '/api/admin/analytics',
    {
      config: read,
      schema: documented({
        tags: ['admin'],
        summary:
          'The site’s page views, visitors, visits, sources, campaigns and leads for a period (UTC days, both included), against the period before or another',
        querystring: jsonSchemaOf(analyticsQuerySchema),
        response: { 200: jsonSchemaOf(analyticsPayloadSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request) => {
      // The JSON schema checks each value; the rules between them (order, both or neither, a year at most) are the zod schema's.
      const parsed = analyticsQuerySchema.safeParse(request.query);
      if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((issue) => `querystring/${issue.path.join('.')}: ${issue.message}`).join('; '));
      const { from, to, compareFrom, compareTo } = parsed.data;
      const previous = compareFrom && compareTo ? { from: compareFrom, to: compareTo } : periodBefore(from, to);
      const [current, before] = await Promise.all([analyticsReport(db, from, to), analyticsReport(db, previous.from, previous.to)]);
      return { current, previous: before, retentionDays };
    },
  );
}
