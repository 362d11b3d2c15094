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
import { errorResponseSchema, jsonSchemaOf } from '@site/service-kit/json-schema';

const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$';

const errorSchema = errorResponseSchema;
const errors = { 400: errorSchema, 404: errorSchema, 429: errorSchema };

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
