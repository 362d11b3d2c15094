/** JSON schemas of the content API: every input and every response. */

const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$';

export const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' }, statusCode: { type: 'integer' } },
  required: ['error', 'message', 'statusCode'],
} as const;

const errors = { 400: errorSchema, 404: errorSchema, 429: errorSchema };

const image = { type: 'object', properties: { url: { type: 'string' }, alt: { type: 'string' } }, required: ['url', 'alt'] } as const;
const stringArray = { type: 'array', items: { type: 'string' } } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

const blogSummaryProperties = {
  slug: { type: 'string' },
  title: { type: 'string' },
  excerpt: { type: 'string' },
  author: { type: 'object', properties: { name: { type: 'string' }, role: { type: 'string' } }, required: ['name', 'role'] },
  tags: stringArray,
  heroImage: image,
  readingMinutes: { type: 'integer' },
  publishedAt: dateTime,
  updatedAt: dateTime,
} as const;
const blogSummary = { type: 'object', properties: blogSummaryProperties, required: Object.keys(blogSummaryProperties) } as const;
const blogPost = {
  type: 'object',
  properties: {
    ...blogSummaryProperties,
    bodyMarkdown: { type: 'string' },
    bodyHtml: { type: 'string', description: 'The body rendered from Markdown on the server: raw HTML escaped, unsafe link targets dropped.' },
  },
  required: [...Object.keys(blogSummaryProperties), 'bodyMarkdown', 'bodyHtml'],
} as const;

const result = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    value: { type: 'number' },
    unit: { type: 'string' },
    direction: { type: 'string', enum: ['increase', 'decrease'] },
    baseline: { type: 'number' },
    period: { type: 'string' },
  },
  required: ['label', 'value', 'unit', 'direction', 'period'],
} as const;
const caseStudySummaryProperties = {
  slug: { type: 'string' },
  title: { type: 'string' },
  customer: { type: 'string' },
  industry: { type: 'string' },
  summary: { type: 'string' },
  results: { type: 'array', items: result },
  heroImage: image,
  publishedAt: dateTime,
  updatedAt: dateTime,
} as const;
const caseStudySummary = { type: 'object', properties: caseStudySummaryProperties, required: Object.keys(caseStudySummaryProperties) } as const;
const caseStudyExtra = {
  challenge: { type: 'string' },
  solution: { type: 'string' },
  quote: {
    anyOf: [
      { type: 'object', properties: { text: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } }, required: ['text', 'name', 'role'] },
      { type: 'null' },
    ],
  },
  products: stringArray,
} as const;
const caseStudy = {
  type: 'object',
  properties: { ...caseStudySummaryProperties, ...caseStudyExtra },
  required: [...Object.keys(caseStudySummaryProperties), ...Object.keys(caseStudyExtra)],
} as const;

const videoSummaryProperties = {
  videoId: { type: 'string' },
  title: { type: 'string' },
  description: { type: 'string' },
  durationSeconds: { type: 'integer' },
  thumbnail: image,
  tags: stringArray,
  publishedAt: dateTime,
  updatedAt: dateTime,
} as const;
const videoSummary = { type: 'object', properties: videoSummaryProperties, required: Object.keys(videoSummaryProperties) } as const;
const video = {
  type: 'object',
  properties: { ...videoSummaryProperties, mediaUrl: { type: ['string', 'null'] }, captionsUrl: { type: ['string', 'null'] }, transcript: { type: 'string' } },
  required: [...Object.keys(videoSummaryProperties), 'mediaUrl', 'captionsUrl', 'transcript'],
} as const;

const feature = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    category: { type: 'string' },
    solutionPath: { type: ['string', 'null'] },
  },
  required: ['slug', 'title', 'description', 'category', 'solutionPath'],
} as const;

const slugParams = (name: string) =>
  ({
    type: 'object',
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 120, pattern: SLUG } },
    required: [name],
    additionalProperties: false,
  }) as const;

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
];
export const FEATURE_CATEGORY_VALUES = ['phone', 'digital', 'bank', 'automation', 'security', 'platform'];

export const blogListSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 12 },
      tag: { type: 'string', minLength: 1, maxLength: 60, pattern: SLUG },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: { items: { type: 'array', items: blogSummary }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
      required: ['items', 'total', 'page', 'pageSize'],
    },
    ...errors,
  },
} as const;

export const blogPostSchema = { params: slugParams('slug'), response: { 200: blogPost, ...errors } } as const;

export const caseStudyListSchema = {
  querystring: { type: 'object', properties: { industry: { type: 'string', enum: INDUSTRY_VALUES } }, additionalProperties: false },
  response: { 200: { type: 'object', properties: { items: { type: 'array', items: caseStudySummary } }, required: ['items'] }, ...errors },
} as const;

export const caseStudySchema = { params: slugParams('slug'), response: { 200: caseStudy, ...errors } } as const;

export const videoListSchema = {
  querystring: { type: 'object', properties: {}, additionalProperties: false },
  response: { 200: { type: 'object', properties: { items: { type: 'array', items: videoSummary } }, required: ['items'] }, ...errors },
} as const;

export const videoSchema = { params: slugParams('videoId'), response: { 200: video, ...errors } } as const;

export const featureListSchema = {
  querystring: { type: 'object', properties: { category: { type: 'string', enum: FEATURE_CATEGORY_VALUES } }, additionalProperties: false },
  response: { 200: { type: 'object', properties: { items: { type: 'array', items: feature } }, required: ['items'] }, ...errors },
} as const;

export const LEAD_FORM_VALUES = ['contact', 'book-demo', 'contact-sales', 'trial', 'try-us-out', 'rate-review'];

const leadId = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } as const;

export const leadSchema = {
  body: {
    type: 'object',
    properties: {
      form: { type: 'string', enum: LEAD_FORM_VALUES },
      // Each form's fields are checked by its zod schema from @site/contracts/lead-forms.
      fields: { type: 'object', maxProperties: 30 },
      idempotencyKey: { type: 'string', format: 'uuid' },
    },
    required: ['form', 'fields', 'idempotencyKey'],
    additionalProperties: false,
  },
  response: {
    /** Stored now. */
    201: leadId,
    /** A retry: the lead this key already stored. */
    200: leadId,
    /** Accepted (the honeypot was filled: stored as spam). */
    202: leadId,
    400: {
      type: 'object',
      properties: {
        ...errorSchema.properties,
        fieldErrors: {
          type: 'array',
          items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] },
        },
      },
      required: errorSchema.required,
    },
    409: errorSchema,
    413: errorSchema,
    415: errorSchema,
    429: errorSchema,
  },
} as const;
