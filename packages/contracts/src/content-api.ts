/**
 * What the public content API (`services/content`, `/api/content/*`) answers, defined once: the
 * service derives its response schemas (and so /api/docs) from these, the database package types
 * its records with them, and the browser (the resources section, the shell's features page and
 * search) reads its answers as the types derived from them. Dates are ISO 8601 strings in UTC.
 */
import { z } from 'zod/mini';
import type { CaseStudyResult } from './case-study-results.ts';
import { FEATURE_CATEGORY_VALUES, INDUSTRY_VALUES, PLAN_PRICE_KEYS, RESULT_UNIT_VALUES, type PlanPriceKey } from './content-editing.ts';
import { CURRENCIES, type Currency } from './currency.ts';

export type { CaseStudyResult, ResultUnit } from './case-study-results.ts';

const dateTime = z.iso.datetime();

export const contentImageSchema = z.object({ url: z.string(), alt: z.string() });

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.object({ name: z.string(), role: z.string() }),
  tags: z.array(z.string()),
  heroImage: contentImageSchema,
  readingMinutes: z.int(),
  publishedAt: dateTime,
  updatedAt: dateTime,
});

export const blogPostSchema = z.extend(blogPostSummarySchema, {
  bodyMarkdown: z.string(),
  /** The body rendered from Markdown on the server: raw HTML escaped, unsafe link targets dropped. */
  bodyHtml: z.string(),
});

export const blogPageSchema = z.object({
  items: z.array(blogPostSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

/** One measured outcome: "Average handling time 6.5 minutes, down from 8.9" (`CaseStudyResult`, which it must produce). */
export const caseStudyResultSchema: z.ZodMiniType<CaseStudyResult> = z.object({
  label: z.string(),
  value: z.number(),
  unit: z.enum(RESULT_UNIT_VALUES),
  direction: z.enum(['increase', 'decrease']),
  /** The value before, in the same unit, when it was measured. */
  baseline: z.optional(z.number()),
  /** Over what period it was measured, e.g. "first 6 months". */
  period: z.string(),
});

export const caseStudySummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  customer: z.string(),
  industry: z.enum(INDUSTRY_VALUES),
  summary: z.string(),
  results: z.array(caseStudyResultSchema),
  heroImage: contentImageSchema,
  publishedAt: dateTime,
  updatedAt: dateTime,
});

export const caseStudySchema = z.extend(caseStudySummarySchema, {
  challenge: z.string(),
  solution: z.string(),
  quote: z.nullable(z.object({ text: z.string(), name: z.string(), role: z.string() })),
  /** Feature slugs, as listed by `/api/content/features`. */
  products: z.array(z.string()),
});

export const videoSummarySchema = z.object({
  videoId: z.string(),
  title: z.string(),
  description: z.string(),
  durationSeconds: z.int(),
  thumbnail: contentImageSchema,
  tags: z.array(z.string()),
  publishedAt: dateTime,
  updatedAt: dateTime,
});

export const videoSchema = z.extend(videoSummarySchema, {
  /** The hosted recording, or null while only the transcript and poster are published. */
  mediaUrl: z.nullable(z.string()),
  /** WebVTT captions of the recording, or null when it has none. */
  captionsUrl: z.nullable(z.string()),
  transcript: z.string(),
});

export const featureSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(FEATURE_CATEGORY_VALUES),
  /** The page that explains the feature in depth, if there is one. */
  solutionPath: z.nullable(z.string()),
});

const amountsSchema = z.object(
  Object.fromEntries(CURRENCIES.map((currency) => [currency, z.nullable(z.number())])) as Record<Currency, z.ZodMiniNullable<z.ZodMiniNumber>>,
);

/** A plan on /pricing, in `sortOrder`: each price in every currency, as an ADMIN typed it (null: not charged). */
export const pricingPlanSchema = z.object({
  slug: z.string(),
  title: z.string(),
  bestFor: z.string(),
  prices: z.object(Object.fromEntries(PLAN_PRICE_KEYS.map((key) => [key, amountsSchema])) as Record<PlanPriceKey, typeof amountsSchema>),
  priceNote: z.string(),
  channels: z.string(),
  term: z.string(),
  setupFee: z.string(),
  gateways: z.string(),
  support: z.string(),
  fairUse: z.string(),
  discounts: z.array(z.object({ label: z.string(), percentOff: z.int() })),
});

/** A list answer: `{ items }`. */
export const itemListSchema = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item) });

export type ContentImage = z.output<typeof contentImageSchema>;
export type BlogPostSummary = z.output<typeof blogPostSummarySchema>;
export type BlogPost = z.output<typeof blogPostSchema>;
export type BlogPage = z.output<typeof blogPageSchema>;
export type CaseStudySummary = z.output<typeof caseStudySummarySchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;
export type VideoSummary = z.output<typeof videoSummarySchema>;
export type Video = z.output<typeof videoSchema>;
export type Feature = z.output<typeof featureSchema>;
export type PricingPlan = z.output<typeof pricingPlanSchema>;
export interface ItemList<T> {
  items: T[];
}
