/** JSON schemas of the content API: every input and every response. */
import {
  blogPageSchema,
  blogPostSchema,
  caseStudySchema,
  caseStudySummarySchema,
  featureSchema,
  itemListSchema,
  videoSchema,
  videoSummarySchema,
} from '@site/contracts/content-api';
import { FEATURE_CATEGORY_VALUES, INDUSTRY_VALUES } from '@site/contracts/content-editing';
import { errorEnvelopeSchema } from '@site/contracts/error-envelope';
import { errorResponseSchema, jsonSchemaOf } from '@site/service-kit/json-schema';
import { z } from 'zod';

const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$';

const errorSchema = errorResponseSchema;
const errors = { 400: errorSchema, 404: errorSchema, 429: errorSchema };

/** A form refused field by field: the error envelope with what is wrong with each field. */
const fieldErrorsSchema = jsonSchemaOf(
  errorEnvelopeSchema.extend({ fieldErrors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))) }),
  'output',
);

// The answers are the content API's contract (@site/contracts/content-api), as JSON Schema.
const blogPost = jsonSchemaOf(blogPostSchema, 'output');
const blogPage = jsonSchemaOf(blogPageSchema, 'output');
const caseStudy = jsonSchemaOf(caseStudySchema, 'output');
const caseStudies = jsonSchemaOf(itemListSchema(caseStudySummarySchema), 'output');
const video = jsonSchemaOf(videoSchema, 'output');
const videos = jsonSchemaOf(itemListSchema(videoSummarySchema), 'output');
const features = jsonSchemaOf(itemListSchema(featureSchema), 'output');

const slugParams = (name: string) =>
  ({
    type: 'object',
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 120, pattern: SLUG } },
    required: [name],
    additionalProperties: false,
  }) as const;

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
  response: { 200: blogPage, ...errors },
} as const;

export const blogPostRouteSchema = { params: slugParams('slug'), response: { 200: blogPost, ...errors } } as const;

export const caseStudyListSchema = {
  querystring: { type: 'object', properties: { industry: { type: 'string', enum: [...INDUSTRY_VALUES] } }, additionalProperties: false },
  response: { 200: caseStudies, ...errors },
} as const;

export const caseStudyRouteSchema = { params: slugParams('slug'), response: { 200: caseStudy, ...errors } } as const;

export const videoListSchema = {
  querystring: { type: 'object', properties: {}, additionalProperties: false },
  response: { 200: videos, ...errors },
} as const;

export const videoRouteSchema = { params: slugParams('videoId'), response: { 200: video, ...errors } } as const;

export const featureListSchema = {
  querystring: { type: 'object', properties: { category: { type: 'string', enum: [...FEATURE_CATEGORY_VALUES] } }, additionalProperties: false },
  response: { 200: features, ...errors },
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
    400: fieldErrorsSchema,
    409: errorSchema,
    413: errorSchema,
    415: errorSchema,
    429: errorSchema,
  },
} as const;
