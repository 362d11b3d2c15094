/**
 * What an editor edits in the admin workspace (`/api/admin/content/*`): the fields of each kind
 * of record the public pages show, with their limits, defined once. The server derives its route
 * schemas from these and checks a draft again, completely, before publishing it; the editor's
 * form reads the same limits to tell an editor what is wrong before they save.
 *
 * Two strengths of one shape: a **draft** may be unfinished (empty texts, no image yet) but never
 * malformed or oversized; a record is **publishable** when every field the public page needs is
 * filled in.
 */
import { z } from 'zod/mini';
import { CURRENCIES, type Currency } from './currency.ts';
import { detailPathOf, hasOwnPage } from './detail-urls.ts';

export const CONTENT_TYPES = ['blog-post', 'case-study', 'video', 'feature', 'pricing-plan'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Readonly<Record<ContentType, { one: string; many: string }>> = {
  'blog-post': { one: 'Blog post', many: 'Blog posts' },
  'case-study': { one: 'Case study', many: 'Case studies' },
  video: { one: 'Video', many: 'Videos' },
  feature: { one: 'Feature', many: 'Features' },
  'pricing-plan': { one: 'Pricing plan', many: 'Pricing plans' },
};

export const ENTRY_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const INDUSTRY_VALUES = [
  'banking',
  'insurance',
  'retail',
  'healthcare',
  'travel',
  'utilities',
  'housing-rentals',
  'contact-centers',
  'legal',
  'non-profit',
  'education',
  'charity-events',
] as const;
export const FEATURE_CATEGORY_VALUES = ['phone', 'digital', 'bank', 'automation', 'security', 'platform'] as const;
export const RESULT_UNIT_VALUES = ['percent', 'gbp', 'seconds', 'minutes', 'hours', 'days', 'count', 'points'] as const;

/** Limits an editor sees beside each field, and the server enforces. */
export const LIMITS = {
  slug: 120,
  title: 200,
  summary: 400,
  body: 100_000,
  name: 120,
  alt: 300,
  tag: 40,
  tags: 12,
  seoTitle: 70,
  seoDescription: 160,
  results: 8,
  products: 12,
  discounts: 6,
  /** The largest amount a plan may charge, in any currency. */
  price: 1_000_000,
} as const;

/** What a plan may charge for, each an amount per currency, in the order a plan's price is read. */
export const PLAN_PRICE_KEYS = ['perTransaction', 'platformFeeMonthly', 'perSeatMonthly', 'agentAssistedCall', 'payByBankPayment'] as const;
export type PlanPriceKey = (typeof PLAN_PRICE_KEYS)[number];
/** How each price reads after its amount on the public page: "£0.18 per secure transaction". */
export const PLAN_PRICE_PHRASES: Readonly<Record<PlanPriceKey, string>> = {
  perTransaction: 'per secure transaction',
  platformFeeMonthly: 'a month platform fee',
  perSeatMonthly: 'per agent seat a month',
  agentAssistedCall: 'per agent-assisted call',
  payByBankPayment: 'per pay-by-bank payment',
};

/** Images this site serves itself: an upload (`/media/…`), one of its own drawings (`/images/…`) or a video's poster (`/videos/…`). */
export const IMAGE_URL_PATTERN = '^/(media|images|videos)/[A-Za-z0-9][A-Za-z0-9/._-]*$';
/** A page of this site a feature links to. */
export const SITE_PATH_PATTERN = '^/[a-z0-9/-]+$';
/** A recording: one of this site's files, or an https address. */
export const MEDIA_URL_PATTERN = '^(/(media|videos)/[A-Za-z0-9][A-Za-z0-9/._-]*|https://[^\\s<>"]+)$';

type Strength = 'draft' | 'publish';

/** Text of at most `max` characters; required (non-blank) to publish. */
// Every check says what is wrong in words an editor reads beside the field (zod's own is "Invalid input").
const atMost = (max: number) => z.maxLength(max, `at most ${max.toLocaleString('en-GB')} characters`);
const text = (strength: Strength, max: number) =>
  strength === 'draft' ? z.string().check(atMost(max)) : z.string().check(atMost(max), z.regex(/\S/, 'must not be empty'));
const optionalText = (max: number) => z.string().check(atMost(max));
const slug = () =>
  z
    .string()
    .check(z.minLength(1, 'needed: the address of its page'), atMost(LIMITS.slug), z.regex(new RegExp(SLUG_PATTERN), 'lower-case words joined by hyphens'));
const IMAGE_URL = new RegExp(IMAGE_URL_PATTERN);
/** One rule for drafts and published entries: a draft may have no image yet (''), never another kind of address. */
const image = (strength: Strength) =>
  z.strictObject({
    url:
      strength === 'draft'
        ? z.string().check(
            z.maxLength(500),
            z.refine((url) => url === '' || IMAGE_URL.test(url), 'an uploaded image'),
          )
        : z.string().check(z.maxLength(500), z.regex(IMAGE_URL, 'an uploaded image')),
    alt: text(strength, LIMITS.alt),
  });
const tags = () =>
  z
    .array(z.string().check(z.minLength(1), z.maxLength(LIMITS.tag), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')))
    .check(z.maxLength(LIMITS.tags));
const seo = {
  seoTitle: optionalText(LIMITS.seoTitle),
  seoDescription: optionalText(LIMITS.seoDescription),
};

const blogPost = (strength: Strength) =>
  z.strictObject({
    slug: slug(),
    title: text(strength, LIMITS.title),
    excerpt: text(strength, LIMITS.summary),
    bodyMarkdown: text(strength, LIMITS.body),
    author: z.strictObject({ name: text(strength, LIMITS.name), role: optionalText(LIMITS.name) }),
    tags: tags(),
    heroImage: image(strength),
    ...seo,
  });

const caseStudyResult = z.strictObject({
  label: z.string().check(z.minLength(1), z.maxLength(LIMITS.name)),
  value: z.number().check(z.refine(Number.isFinite, 'a number')),
  unit: z.enum(RESULT_UNIT_VALUES),
  direction: z.enum(['increase', 'decrease']),
  baseline: z.optional(z.number().check(z.refine(Number.isFinite, 'a number'))),
  period: z.string().check(z.minLength(1), z.maxLength(LIMITS.name)),
});

const caseStudy = (strength: Strength) =>
  z.strictObject({
    slug: slug(),
    title: text(strength, LIMITS.title),
    customer: text(strength, LIMITS.name),
    industry: z.enum(INDUSTRY_VALUES),
    summary: text(strength, LIMITS.summary),
    challenge: text(strength, LIMITS.body),
    solution: text(strength, LIMITS.body),
    results:
      strength === 'draft'
        ? z.array(caseStudyResult).check(z.maxLength(LIMITS.results))
        : z.array(caseStudyResult).check(z.minLength(1, 'at least one result'), z.maxLength(LIMITS.results)),
    quote: z.nullable(
      z.strictObject({
        text: z.string().check(z.minLength(1), z.maxLength(LIMITS.summary)),
        name: z.string().check(z.minLength(1), z.maxLength(LIMITS.name)),
        role: optionalText(LIMITS.name),
      }),
    ),
    products: z.array(z.string().check(z.minLength(1), z.maxLength(LIMITS.name))).check(z.maxLength(LIMITS.products)),
    heroImage: image(strength),
    ...seo,
  });

const video = (strength: Strength) =>
  z.strictObject({
    slug: slug(),
    title: text(strength, LIMITS.title),
    description: text(strength, LIMITS.summary),
    durationSeconds: z.number().check(z.int(), z.minimum(strength === 'draft' ? 0 : 1), z.maximum(24 * 3600)),
    thumbnail: image(strength),
    mediaUrl: z.nullable(z.string().check(z.maxLength(500), z.regex(new RegExp(MEDIA_URL_PATTERN), 'a site path or an https address'))),
    /** Optional so entries saved before captions existed still read. */
    captionsUrl: z.optional(z.nullable(z.string().check(z.maxLength(500), z.regex(new RegExp(MEDIA_URL_PATTERN), 'a site path or an https address')))),
    transcript: text(strength, LIMITS.body),
    tags: tags(),
    ...seo,
  });

const feature = (strength: Strength) =>
  z.strictObject({
    slug: slug(),
    title: text(strength, LIMITS.title),
    description: text(strength, LIMITS.summary),
    category: z.enum(FEATURE_CATEGORY_VALUES),
    solutionPath: z.nullable(z.string().check(z.maxLength(200), z.regex(new RegExp(SITE_PATH_PATTERN), 'a path of this site'))),
    sortOrder: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)),
  });

/** An amount in one currency, in its main unit with at most two decimals (pence, cents); null where the plan does not charge it. */
const amount = () =>
  z.nullable(
    z.number().check(
      z.minimum(0, 'not below zero'),
      z.maximum(LIMITS.price, `at most ${LIMITS.price.toLocaleString('en-GB')}`),
      z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals'),
    ),
  );

/** One price in every currency. To publish, it is set in all of them or in none: an amount is never converted from another currency. */
const pricesIn = (strength: Strength) => {
  const shape = z.strictObject(Object.fromEntries(CURRENCIES.map((currency) => [currency, amount()])) as Record<Currency, ReturnType<typeof amount>>);
  if (strength === 'draft') return shape;
  return shape.check(
    z.superRefine((prices, context) => {
      const set = CURRENCIES.filter((currency) => prices[currency] !== null);
      if (set.length === 0 || set.length === CURRENCIES.length) return;
      for (const currency of CURRENCIES.filter((candidate) => prices[candidate] === null)) {
        context.addIssue({ code: 'custom', path: [currency], message: `needed: it is set in ${set.join(' and ')}, and prices are never converted` });
      }
    }),
  );
};

const pricingPlan = (strength: Strength) =>
  z
    .strictObject({
      slug: slug(),
      title: text(strength, LIMITS.name),
      bestFor: text(strength, LIMITS.summary),
      prices: z.strictObject(Object.fromEntries(PLAN_PRICE_KEYS.map((key) => [key, pricesIn(strength)])) as Record<PlanPriceKey, ReturnType<typeof pricesIn>>),
      /** Said after the prices, or instead of them ("Volume pricing on either model, agreed with you"). */
      priceNote: optionalText(LIMITS.summary),
      channels: text(strength, LIMITS.summary),
      term: text(strength, LIMITS.summary),
      setupFee: text(strength, LIMITS.summary),
      gateways: text(strength, LIMITS.summary),
      support: text(strength, LIMITS.summary),
      fairUse: optionalText(LIMITS.summary),
      discounts: z
        .array(
          z.strictObject({
            label: z.string().check(z.minLength(1, 'needed: who or what it is for'), atMost(LIMITS.name)),
            percentOff: z.number().check(z.int('a whole number'), z.minimum(1, 'at least 1'), z.maximum(100, 'at most 100')),
          }),
        )
        .check(z.maxLength(LIMITS.discounts)),
      sortOrder: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)),
    })
    .check(
      z.superRefine((plan, context) => {
        if (strength === 'draft' || plan.priceNote.trim()) return;
        if (PLAN_PRICE_KEYS.some((key) => CURRENCIES.some((currency) => plan.prices[key][currency] !== null))) return;
        context.addIssue({ code: 'custom', path: ['priceNote'], message: 'needed: a price, or a note that says how it is priced' });
      }),
    );

const SCHEMAS = {
  'blog-post': { draft: blogPost('draft'), publish: blogPost('publish') },
  'case-study': { draft: caseStudy('draft'), publish: caseStudy('publish') },
  video: { draft: video('draft'), publish: video('publish') },
  feature: { draft: feature('draft'), publish: feature('publish') },
  'pricing-plan': { draft: pricingPlan('draft'), publish: pricingPlan('publish') },
} as const;

export type BlogPostFields = z.output<(typeof SCHEMAS)['blog-post']['publish']>;
export type CaseStudyFields = z.output<(typeof SCHEMAS)['case-study']['publish']>;
export type VideoFields = z.output<(typeof SCHEMAS)['video']['publish']>;
export type FeatureFields = z.output<(typeof SCHEMAS)['feature']['publish']>;
export type PricingPlanFields = z.output<(typeof SCHEMAS)['pricing-plan']['publish']>;
export interface ContentFieldsByType {
  'blog-post': BlogPostFields;
  'case-study': CaseStudyFields;
  video: VideoFields;
  feature: FeatureFields;
  'pricing-plan': PricingPlanFields;
}
export type ContentFields = ContentFieldsByType[ContentType];

export const draftSchemaOf = (type: ContentType) => SCHEMAS[type].draft;
export const publishSchemaOf = (type: ContentType) => SCHEMAS[type].publish;

/** Field paths (`author.name`, `results.0.label`) with what is wrong with each, for the editor's form. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '(record)';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Whether a draft can be published; the fields that stop it when not. */
export function checkPublishable(type: ContentType, data: unknown): { ok: true; fields: ContentFields } | { ok: false; errors: FieldErrors } {
  const parsed = publishSchemaOf(type).safeParse(data);
  return parsed.success ? { ok: true, fields: parsed.data as ContentFields } : { ok: false, errors: fieldErrorsOf(parsed.error) };
}

// ---------------------------------------------------------------------------------------------
// Requests and responses

const isoDate = z.string();

export const entrySummarySchema = z.strictObject({
  id: z.string(),
  type: z.enum(CONTENT_TYPES),
  slug: z.string(),
  title: z.string(),
  status: z.enum(ENTRY_STATUSES),
  /** The draft holds changes the public page does not show yet. */
  hasUnpublishedChanges: z.boolean(),
  revision: z.number(),
  publishAt: z.nullable(isoDate),
  /** The public URL while published (a feature: its anchor on /features). */
  publicPath: z.nullable(z.string()),
  updatedBy: z.string(),
  updatedAt: isoDate,
});
export type EntrySummary = z.output<typeof entrySummarySchema>;

export const entrySchema = z.strictObject({
  ...entrySummarySchema.shape,
  data: z.record(z.string(), z.unknown()),
  createdBy: z.string(),
  createdAt: isoDate,
  /** What stops it from being published now (empty: it can be). */
  publishProblems: z.record(z.string(), z.string()),
});
export type EntryPayload = z.output<typeof entrySchema>;

export const ENTRY_SORTS = ['updated', 'title', 'status'] as const;
export const entryListQuerySchema = z.strictObject({
  type: z.optional(z.enum(CONTENT_TYPES)),
  status: z.optional(z.enum(ENTRY_STATUSES)),
  q: z.optional(z.string().check(z.maxLength(200))),
  sort: z._default(z.enum(ENTRY_SORTS), 'updated'),
  page: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export type EntryListQuery = z.input<typeof entryListQuerySchema>;

export const entryListSchema = z.strictObject({
  entries: z.array(entrySummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EntryList = z.output<typeof entryListSchema>;

/** A new entry: its type and a first draft (validated against that type's draft schema). */
export const createEntrySchema = z.strictObject({
  type: z.enum(CONTENT_TYPES),
  data: z.record(z.string(), z.unknown()),
});
export type CreateEntryInput = z.output<typeof createEntrySchema>;

/** Every change names the revision the editor started from: a stale one is refused with 409. */
export const saveEntrySchema = z.strictObject({
  revision: z.number().check(z.int(), z.minimum(1)),
  data: z.record(z.string(), z.unknown()),
});
export type SaveEntryInput = z.output<typeof saveEntrySchema>;

export const publishEntrySchema = z.strictObject({
  revision: z.number().check(z.int(), z.minimum(1)),
  /** ISO 8601 in the future: publish then, by the server. Absent: now. */
  publishAt: z.optional(z.string().check(z.iso.datetime({ offset: true }))),
});
export type PublishEntryInput = z.output<typeof publishEntrySchema>;

export const revisionOnlySchema = z.strictObject({ revision: z.number().check(z.int(), z.minimum(1)) });
export type RevisionOnlyInput = z.output<typeof revisionOnlySchema>;

export const restoreEntrySchema = z.strictObject({
  revision: z.number().check(z.int(), z.minimum(1)),
  /** The history revision whose content becomes the draft again. */
  from: z.number().check(z.int(), z.minimum(1)),
});
export type RestoreEntryInput = z.output<typeof restoreEntrySchema>;

export const entryRevisionSchema = z.strictObject({
  revision: z.number(),
  action: z.string(),
  actor: z.string(),
  createdAt: isoDate,
  title: z.string(),
  slug: z.string(),
});
export type EntryRevision = z.output<typeof entryRevisionSchema>;

export const entryHistorySchema = z.strictObject({ revisions: z.array(entryRevisionSchema) });

/** One stored revision's fields, as it was saved (`/api/admin/content/:id/revisions/:revision`). */
export const entryRevisionDataSchema = z.strictObject({ revision: z.number(), data: z.record(z.string(), z.unknown()) });
export type EntryRevisionData = z.output<typeof entryRevisionDataSchema>;

export const previewLinkSchema = z.strictObject({
  /** The link's id: what revokes it. */
  id: z.string(),
  url: z.string(),
  expiresAt: isoDate,
});
/** A revoked draft preview link: anyone opening it is told so. */
export const revokedPreviewLinkSchema = z.strictObject({ id: z.string(), revokedAt: isoDate, revokedBy: z.string() });
export type PreviewLinkPayload = z.output<typeof previewLinkSchema>;
export type RevokedPreviewLink = z.output<typeof revokedPreviewLinkSchema>;

export const renderMarkdownSchema = z.strictObject({ markdown: z.string().check(z.maxLength(LIMITS.body)) });

export const uploadedImageSchema = z.strictObject({
  /** The image as uploaded: `/media/<hash>.<ext>`. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  contentType: z.string(),
  /** Its text alternative as the library keeps it ('' until someone writes one): what an inserted image starts with. */
  alt: z.string(),
});
export type UploadedImage = z.output<typeof uploadedImageSchema>;

/** A record whose current draft or live version shows an image. */
export const mediaUseSchema = z.strictObject({
  entryId: z.string(),
  type: z.enum(CONTENT_TYPES),
  title: z.string(),
  /** The live version shows it (deleting it would break a public page), or only the draft does. */
  live: z.boolean(),
});
export type MediaUse = z.output<typeof mediaUseSchema>;

/** One upload in the media library. */
export const mediaItemSchema = z.strictObject({
  ...uploadedImageSchema.shape,
  /** The hash the image is stored under: what alt text changes and deletion name. */
  id: z.string(),
  uploadedBy: z.string(),
  uploadedAt: isoDate,
  usedBy: z.array(mediaUseSchema),
});
export type MediaItem = z.output<typeof mediaItemSchema>;

export const mediaLibrarySchema = z.strictObject({ items: z.array(mediaItemSchema) });
export type MediaLibrary = z.output<typeof mediaLibrarySchema>;

/**
 * What replacing an upload did: the new image (its text alternative taken from the old when it
 * had none), the records whose drafts now show it instead, those left as they were, and the
 * live records that still show the old one until those drafts are published.
 */
export const mediaReplacementSchema = z.strictObject({
  image: uploadedImageSchema,
  changed: z.array(mediaUseSchema),
  /** Drafts left showing the old image: saved by someone else meanwhile, or not renderable now (replace again to retry them). */
  skipped: z.array(mediaUseSchema),
  toPublish: z.array(mediaUseSchema),
});
export type MediaReplacement = z.output<typeof mediaReplacementSchema>;

/** An image's text alternative in the library; empty says it is decorative. */
export const mediaAltSchema = z.strictObject({ alt: z.string().check(atMost(LIMITS.alt)) });

/** The uploads a text names (a body's Markdown, or a record's fields as JSON), by the hash in each address. */
export function uploadsNamedIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\/media\/([0-9a-f]{32})\./g)].map((match) => match[1] ?? ''))];
}

/** An image's stored name in the library's addresses. */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The widths (in CSS pixels of the file) an uploaded image is also served at, as WebP:
 * `/media/<hash>-<width>.webp`. Only widths narrower than the image itself, so nothing is
 * enlarged; a GIF (which may be animated) is served only as it was uploaded.
 */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;
export function responsiveWidthsOf(image: { width: number; contentType: string }): number[] {
  return image.contentType === 'image/gif' ? [] : RESPONSIVE_WIDTHS.filter((width) => width < image.width);
}

/** What an upload may be: raster images only (an SVG can carry script), up to this size. */
export const IMAGE_UPLOAD = {
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
} as const;

/** A draft's title as lists show it (a draft may not have one yet). */
export const titleOfDraft = (data: Record<string, unknown>): string => (typeof data.title === 'string' && data.title.trim() ? data.title : '(untitled)');

/** The pages a published record shows on, beside its own: the lists and hubs that list it, and home. */
const LIST_PAGES: Readonly<Record<ContentType, readonly string[]>> = {
  'blog-post': ['/resources/blog', '/resources', '/'],
  'case-study': ['/resources/case-studies', '/resources', '/'],
  video: ['/resources/videos', '/resources', '/'],
  feature: ['/features', '/'],
  'pricing-plan': ['/pricing'],
};

/** Every page that shows a record (at its slug, and at the slug it had before), for what must follow a change. */
export function pagesShowing(type: ContentType, slugValue: string, previousSlug: string | null = null): string[] {
  const own = hasOwnPage(type) ? [slugValue, ...(previousSlug ? [previousSlug] : [])].map((value) => publicPathOf(type, value)) : [];
  return [...own, ...LIST_PAGES[type]];
}

/** Where a record is seen on the public site (its section's detail route). */
export function publicPathOf(type: ContentType, slugValue: string): string {
  return detailPathOf(type, slugValue);
}
