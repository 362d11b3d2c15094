/**
 * What a browser reports about a section's version: the public beacon's payload. Parsed and
 * bounded here because anyone can send it. Loads (how the remote loaded) come from every
 * visitor; Core Web Vitals of the page only from those who allowed analytics. Both are claims:
 * which cohort they count for is decided by the server from the visitor's signed cookie (see
 * `attributeLoads`), never from them.
 */
import { z } from 'zod';
import { releaseUnitSchema, versionSchema } from '@site/contracts/remotes-manifest';
import { COHORTS, FAILURE_FINGERPRINT_PATTERN, LOAD_STAGES, VITAL_NAMES } from '@site/contracts/registry-api';

export { COHORTS };
export type Cohort = (typeof COHORTS)[number];

export const MAX_LOADS_PER_BATCH = 50;
export const MAX_BEACON_BYTES = 8 * 1024;
export const MAX_ERROR_LENGTH = 500;
export const MAX_LOAD_MS = 600_000;
export const MAX_PAGE_LENGTH = 300;

/** A page view's random id (from the shell): one page view counts once. */
export const PAGE_VIEW_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A page's route: its pattern, never an address with a query. */
const routePathSchema = z
  .string()
  .max(MAX_PAGE_LENGTH)
  .regex(/^\/[^?#\s]*$/, 'a route path starting with /');

export const loadReportSchema = z.strictObject({
  section: releaseUnitSchema,
  version: versionSchema,
  /** What the browser believes; ignored by the judge. */
  cohort: z.enum(COHORTS).optional(),
  ok: z.boolean(),
  loadMs: z.number().min(0).max(MAX_LOAD_MS).transform(Math.round).nullish(),
  // Browser error messages can be long; the start says what went wrong.
  error: z
    .string()
    .max(4 * MAX_ERROR_LENGTH)
    .transform((message) => message.slice(0, MAX_ERROR_LENGTH))
    .nullish(),
  pageView: z.string().regex(PAGE_VIEW_PATTERN, 'a page view id of 16-64 URL-safe characters').nullish(),
  /** Where it failed (a report without one is about loading the section's code). */
  stage: z.enum(LOAD_STAGES).optional(),
  /** The route pattern of the page it failed on. */
  route: routePathSchema.nullish(),
  fingerprint: z.string().regex(FAILURE_FINGERPRINT_PATTERN, 'eight hex digits').nullish(),
});
export type LoadReport = z.input<typeof loadReportSchema>;
export type ParsedLoadReport = z.output<typeof loadReportSchema>;

/** Largest value kept per metric: milliseconds, except CLS (a unitless layout-shift score). */
const MAX_VITAL_VALUE = { LCP: MAX_LOAD_MS, INP: MAX_LOAD_MS, TTFB: MAX_LOAD_MS, CLS: 100 } as const;

/** A Core Web Vital of a page view, for the section (and version) that drew the page. */
export const vitalReportSchema = z
  .strictObject({
    section: releaseUnitSchema,
    version: versionSchema,
    cohort: z.enum(COHORTS).optional(),
    name: z.enum(VITAL_NAMES),
    value: z.number().min(0),
    /** The route of the page the visitor landed on. */
    page: routePathSchema,
    pageView: z.string().regex(PAGE_VIEW_PATTERN, 'a page view id of 16-64 URL-safe characters'),
  })
  .refine((vital) => vital.value <= MAX_VITAL_VALUE[vital.name], { message: 'value is out of range for the metric', path: ['value'] });
export type VitalReport = z.input<typeof vitalReportSchema>;
export type ParsedVitalReport = z.output<typeof vitalReportSchema>;

const loadListSchema = z.array(loadReportSchema).min(1).max(MAX_LOADS_PER_BATCH);
const vitalListSchema = z.array(vitalReportSchema).min(1).max(MAX_LOADS_PER_BATCH);
/** A bare array of loads (what shells before vitals sent), or `{ loads?, vitals? }` with at least one. */
export const beaconSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { loads: value } : value),
  z
    .strictObject({ loads: loadListSchema.optional(), vitals: vitalListSchema.optional() })
    .refine((batch) => batch.loads !== undefined || batch.vitals !== undefined, { message: 'a beacon carries loads, vitals or both' })
    .transform(({ loads = [], vitals = [] }) => ({ loads, vitals })),
);

export type BeaconParse = { ok: true; loads: ParsedLoadReport[]; vitals: ParsedVitalReport[] } | { ok: false; message: string };

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The beacon's text (sent as text/plain or application/json), parsed and validated. */
export function parseBeacon(text: string): BeaconParse {
  if (Buffer.byteLength(text) > MAX_BEACON_BYTES) return { ok: false, message: `a beacon holds at most ${MAX_BEACON_BYTES} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'the beacon body is not JSON' };
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? { ok: true, ...parsed.data } : { ok: false, message: `invalid beacon: ${describeIssues(parsed.error)}` };
}
