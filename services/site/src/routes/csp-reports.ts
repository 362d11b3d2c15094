import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import {
  CSP_REPORT_PATH,
  cspReportListSchema,
  cspReportQuerySchema,
  MAX_CSP_REPORT_BYTES,
  reportingApiBodySchema,
  reportUriBodySchema,
  type CspReportInput,
} from '@site/contracts/csp-reports';
import type { Database } from '@site/db/database';
import { listCspReports, recordCspReports } from '@site/db/csp-reports';
import type { RouteAccess } from '@site/identity/access-control';
import { jsonError, tooManyRequests } from '@site/service-kit/http-errors';
import { documented, errorResponseSchema, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import type { RateLimitStorage } from '@site/service-kit/rate-limit-store';
import { jsonBodiesOf } from '@site/service-kit/validation';

export interface CspReportOptions {
  db: Database;
  /** Reports one client address may send per minute; more get 429 and are stored nowhere. */
  perMinute: number;
  /** The HMAC of a client address, stored with what it reported (as leads and the audit log keep it). */
  hashIp: (ip: string) => string;
  rateLimitStorage?: RateLimitStorage | undefined;
}

/**
 * The most violations one report may add: a Reporting API batch may hold 100, and a rate limit
 * counts requests, so without this one address could add 100 rows per request it is allowed.
 */
export const MAX_VIOLATIONS_PER_REPORT = 10;

/** The media types browsers send reports as (`report-uri`, the Reporting API), and plain JSON. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/**
 * An address as stored: origin and path only. A query or fragment can carry a search, a sign-in
 * code or a token; a keyword (`inline`, `eval`) or an opaque value is kept as it is.
 */
export function withoutQuery(address: string): string {
  if (!URL.canParse(address)) return address.slice(0, 100);
  const url = new URL(address);
  return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : url.protocol.replace(/:$/, '');
}

/** One violation in the Reporting API's terms, whichever format it came in. */
type Violation = NonNullable<z.output<typeof reportingApiBodySchema>[number]['body']>;

/** A violation as stored: addresses without query or fragment, absent fields as null. */
const stored = (violation: Violation, page = ''): CspReportInput => ({
  documentUrl: withoutQuery(violation.documentURL ?? page),
  blocked: withoutQuery(violation.blockedURL ?? ''),
  directive: violation.effectiveDirective ?? 'unknown',
  disposition: violation.disposition ?? 'enforce',
  sourceFile: violation.sourceFile ? withoutQuery(violation.sourceFile) : null,
  line: violation.lineNumber ?? null,
  column: violation.columnNumber ?? null,
  sample: violation.sample || null,
});

/** The violations a body holds, whichever of the two formats it is in; null when it is neither. */
export function violationsIn(body: unknown): CspReportInput[] | null {
  const legacy = reportUriBodySchema.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      stored({
        documentURL: report['document-uri'],
        blockedURL: report['blocked-uri'],
        effectiveDirective: report['effective-directive'] ?? report['violated-directive']?.split(' ')[0],
        disposition: report.disposition,
        sourceFile: report['source-file'],
        lineNumber: report['line-number'],
        columnNumber: report['column-number'],
        sample: report['script-sample'],
      }),
    ];
  }
  const batch = reportingApiBodySchema.safeParse(body);
  if (!batch.success) return null;
  return batch.data.flatMap(({ type, url, body: report }) => (type === 'csp-violation' && report ? [stored(report, url)] : []));
}

const read: { access: RouteAccess } = { access: { permission: 'audit:read' } };

/** `POST /api/csp-reports` (browsers, rate-limited per address) and `GET /api/admin/csp-reports` (ADMIN). */
export async function cspReportRoutes(untypedApp: FastifyInstance, { db, perMinute, hashIp, rateLimitStorage }: CspReportOptions): Promise<void> {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  await app.register(async (reports) => {
    // Per client address, before the body is read: a flood gets 429 and is stored nowhere.
    await reports.register(rateLimit, {
      global: false,
      ...rateLimitStorage?.('csp-reports'),
      errorResponseBuilder: tooManyRequests('reports', 'from one address'),
    });
    reports.removeAllContentTypeParsers();
    jsonBodiesOf(reports, REPORT_TYPES, { bodyLimit: MAX_CSP_REPORT_BYTES, notJson: 'the report is not JSON' });
    reports.post(
      CSP_REPORT_PATH,
      {
        bodyLimit: MAX_CSP_REPORT_BYTES,
        config: {
          access: {
            public:
              'browsers report Content Security Policy violations here (report-uri); rate-limited per address, bounded, stored as unverified claims with the HMAC of the sending address and addresses without query',
          },
          rateLimit: { max: perMinute, timeWindow: 60_000 },
        },
        schema: documented({
          tags: ['security'],
          summary: 'A Content Security Policy violation, as a browser reports it (report-uri or Reporting API format)',
          response: { '4xx': errorResponseSchema },
        }),
      },
      async (request, reply) => {
        const violations = violationsIn(request.body);
        if (!violations) return reply.code(400).send(jsonError(400, 'not a Content Security Policy report'));
        // A claim, stored as one: who sent it (hashed) goes with it, and one report weighs at most MAX_VIOLATIONS_PER_REPORT.
        if (violations.length > 0) await recordCspReports(db, violations.slice(0, MAX_VIOLATIONS_PER_REPORT), hashIp(request.ip));
        return reply.code(204).send();
      },
    );
  });

  app.get(
    '/api/admin/csp-reports',
    {
      config: read,
      schema: documented({
        tags: ['admin'],
        summary:
          'Content Security Policy violations as browsers claimed them (unverified: anyone can send one), newest first, each with the HMAC of the address that sent it, and the last day by directive with how many addresses claimed each',
        querystring: jsonSchemaOf(cspReportQuerySchema),
        response: { 200: jsonSchemaOf(cspReportListSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request) => listCspReports(db, { limit: request.query.limit }),
  );
}
