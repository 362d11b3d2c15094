/**
 * What a browser reports after loading a section's remote: the public beacon's payload. Parsed
 * and bounded here because anyone can send it. It is a claim: which cohort a load counts for is
 * decided by the server from the visitor's signed cookie (see `attributeLoads`), never from it.
 */
import { z } from 'zod';
import { sectionNameSchema, versionSchema } from '@site/contracts/remotes-manifest';

export const COHORTS = ['live', 'canary', 'preview'] as const;
export type Cohort = (typeof COHORTS)[number];

export const MAX_LOADS_PER_BATCH = 50;
export const MAX_BEACON_BYTES = 8 * 1024;
export const MAX_ERROR_LENGTH = 500;
export const MAX_LOAD_MS = 600_000;

/** A page view's random id (from the shell): one page view counts once. */
export const PAGE_VIEW_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const loadReportSchema = z.strictObject({
  section: sectionNameSchema,
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
});
export type LoadReport = z.input<typeof loadReportSchema>;
export type ParsedLoadReport = z.output<typeof loadReportSchema>;

const loadListSchema = z.array(loadReportSchema).min(1).max(MAX_LOADS_PER_BATCH);
/** A bare array, or `{ loads: [...] }` (and nothing else beside `loads`). */
export const loadBatchSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).join() === 'loads' ? (value as { loads: unknown }).loads : value,
  loadListSchema,
);

export type BeaconParse = { ok: true; loads: ParsedLoadReport[] } | { ok: false; message: string };

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The beacon's text (sent as text/plain or application/json), parsed and validated. */
export function parseLoadBeacon(text: string): BeaconParse {
  if (Buffer.byteLength(text) > MAX_BEACON_BYTES) return { ok: false, message: `a beacon holds at most ${MAX_BEACON_BYTES} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'the beacon body is not JSON' };
  }
  const parsed = loadBatchSchema.safeParse(json);
  return parsed.success ? { ok: true, loads: parsed.data } : { ok: false, message: `invalid load report: ${describeIssues(parsed.error)}` };
}
