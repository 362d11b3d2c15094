/** The checks of what the analytics routes take and give (`./analytics.ts` has the shapes and why). */
import { z } from 'zod/mini';
import { RELEASE_UNITS } from './sections.ts';
import { daysIn, isDay, MAX_SPAN_DAYS, VISIT_ID, type AnalyticsPayload } from './analytics.ts';

const text = (max: number) => z.string().check(z.maxLength(max));

/** A page view from the shell. A path is a site path, without query or fragment. */
export const pageViewReportSchema = z.strictObject({
  visit: z.string().check(z.regex(VISIT_ID, 'a visit id of 16 to 32 URL-safe characters')),
  path: z.string().check(z.maxLength(300), z.regex(/^\/[^?#\s]*$/, 'a site path without query or fragment')),
  section: z.enum(RELEASE_UNITS),
  entry: z.boolean(),
  referrer: z.optional(text(2000)),
  campaign: z.optional(z.strictObject({ source: z.optional(text(200)), medium: z.optional(text(200)), name: z.optional(text(200)) })),
});

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day written YYYY-MM-DD'), z.refine(isDay, 'a real day'));

/**
 * The period a report covers, days in UTC, `from` and `to` both included; compared with the one
 * given, else the same number of days just before it.
 */
export const analyticsQuerySchema = z
  .strictObject({
    from: day,
    to: day,
    compareFrom: z.optional(day),
    compareTo: z.optional(day),
  })
  .check(
    z.refine((query) => query.from <= query.to, { path: ['to'], message: 'on or after the first day' }),
    z.refine((query) => (query.compareFrom === undefined) === (query.compareTo === undefined), {
      path: ['compareTo'],
      message: 'give both days of the comparison period, or neither',
    }),
    z.refine((query) => query.compareFrom === undefined || query.compareTo === undefined || query.compareFrom <= query.compareTo, {
      path: ['compareTo'],
      message: 'on or after the comparison’s first day',
    }),
    z.refine((query) => daysIn(query.from, query.to) - 1 <= MAX_SPAN_DAYS, { path: ['from'], message: 'at most a year at a time' }),
  );

const count = z.number().check(z.int(), z.minimum(0));
const report = z.strictObject({
  from: z.string(),
  to: z.string(),
  totals: z.strictObject({ views: count, visitors: count, visits: count, convertedVisits: count, leads: count }),
  days: z.array(z.strictObject({ day: z.string(), views: count, visitors: count, leads: count })),
  pages: z.array(z.strictObject({ path: z.string(), section: z.string(), views: count, visits: count, entries: count, convertedVisits: count })),
  sources: z.array(
    z.strictObject({
      source: z.string(),
      medium: z.nullable(z.string()),
      campaign: z.nullable(z.string()),
      visits: count,
      convertedVisits: count,
      leads: count,
    }),
  ),
  forms: z.array(z.strictObject({ form: z.string(), leads: count })),
  sections: z.array(z.strictObject({ section: z.string(), views: count, visits: count, convertedVisits: count })),
});

export const analyticsPayloadSchema = z.strictObject({ current: report, previous: report, retentionDays: count });

/** The schema and the shape the admin reads agree. */
export type AnalyticsPayloadMatchesSchema =
  z.output<typeof analyticsPayloadSchema> extends AnalyticsPayload ? (AnalyticsPayload extends z.output<typeof analyticsPayloadSchema> ? true : never) : never;
export const ANALYTICS_PAYLOAD_SCHEMA_MATCHES: AnalyticsPayloadMatchesSchema = true;
