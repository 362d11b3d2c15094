import { z } from 'zod/mini';

/**
 * Content Security Policy violation reports: what browsers send to `/api/csp-reports` (the CSP's
 * `report-uri`, and the Reporting API's format for a policy that names a `report-to` group), and
 * what an ADMIN reads back at `/api/admin/csp-reports`.
 */

/** Where a CSP's reports go. */
export const CSP_REPORT_PATH = '/api/csp-reports';

/** The most a report body may be: a browser's report is about 1 KiB. */
export const MAX_CSP_REPORT_BYTES = 16 * 1024;

const text = (max: number) => z.string().check(z.maxLength(max));
const position = z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000));

/** `report-uri`'s body (`application/csp-report`): one violation, hyphenated field names. */
export const reportUriBodySchema = z.object({
  'csp-report': z.object({
    'document-uri': text(2048),
    'blocked-uri': z.optional(text(2048)),
    'effective-directive': z.optional(text(100)),
    'violated-directive': z.optional(text(100)),
    disposition: z.optional(z.enum(['enforce', 'report'])),
    'source-file': z.optional(text(2048)),
    'line-number': z.optional(position),
    'column-number': z.optional(position),
    'script-sample': z.optional(text(256)),
    'status-code': z.optional(z.number()),
  }),
});

/** The Reporting API's body (`application/reports+json`): a batch of reports, of which CSP ones are kept. */
export const reportingApiBodySchema = z
  .array(
    z.object({
      type: text(64),
      url: z.optional(text(2048)),
      body: z.optional(
        z.object({
          documentURL: z.optional(text(2048)),
          blockedURL: z.optional(text(2048)),
          effectiveDirective: z.optional(text(100)),
          disposition: z.optional(z.enum(['enforce', 'report'])),
          sourceFile: z.optional(text(2048)),
          lineNumber: z.optional(position),
          columnNumber: z.optional(position),
          sample: z.optional(text(256)),
        }),
      ),
    }),
  )
  .check(z.maxLength(100));

/**
 * One stored report: what a browser claimed, never checked (anyone may send one), as `verified:
 * false` says on each. Addresses are kept without their query or fragment: those can carry what
 * is private.
 */
export const cspReportSchema = z.strictObject({
  id: z.number(),
  receivedAt: z.string(),
  /** Always false: the server cannot check a report; it is the sender's word. */
  verified: z.literal(false),
  /** Who claimed it: the HMAC of the sending address (as leads keep it); null for reports stored before it was kept. */
  reporter: z.nullable(z.string()),
  /** The page whose policy was violated (origin and path). */
  documentUrl: z.string(),
  /** What was blocked: an address (origin and path), or a keyword such as `inline` or `eval`. */
  blocked: z.string(),
  directive: z.string(),
  disposition: z.enum(['enforce', 'report']),
  sourceFile: z.nullable(z.string()),
  line: z.nullable(z.number()),
  column: z.nullable(z.number()),
  /** The first characters of the blocked code, when the policy asks for samples (`'report-sample'`). */
  sample: z.nullable(z.string()),
});
export type CspReport = z.output<typeof cspReportSchema>;
/** A violation as a report states it (who sent it is recorded beside it). */
export type CspReportInput = Omit<CspReport, 'id' | 'receivedAt' | 'verified' | 'reporter'>;

export const cspReportQuerySchema = z.strictObject({
  limit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});

/** What the list says of itself, for whoever reads it without this file. */
export const CSP_REPORTS_ARE_CLAIMS = 'Unverified: each report is what a browser claimed; anyone can send one. Weigh a count by its addresses.';

export const cspReportListSchema = z.strictObject({
  /** Always `CSP_REPORTS_ARE_CLAIMS`. */
  note: z.literal(CSP_REPORTS_ARE_CLAIMS),
  reports: z.array(cspReportSchema),
  /** The last 24 hours by directive and what was blocked, most frequent first, with how many addresses claimed it. */
  lastDay: z.array(z.strictObject({ directive: z.string(), blocked: z.string(), count: z.number(), addresses: z.number() })),
});
