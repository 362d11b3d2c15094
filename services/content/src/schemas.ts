/** JSON schemas of the content API: every input and every response. */
import {
  blogPageSchema,
  blogPostSchema,
  caseStudySchema,
  caseStudySummarySchema,
  featureSchema,
  itemListSchema,
  pricingPlanSchema,
  videoSchema,
  videoSummarySchema,
} from '@site/contracts/content-api';
import { FEATURE_CATEGORY_VALUES, INDUSTRY_VALUES } from '@site/contracts/content-editing';
import { errorResponseSchema, jsonSchemaOf } from '@site/service-kit/json-schema';
import { z } from 'zod';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

// The answers are the content API's contract (@site/contracts/content-api), as JSON Schema.
const blogPost = jsonSchemaOf(blogPostSchema, 'output');
const blogPage = jsonSchemaOf(blogPageSchema, 'output');
const caseStudy = jsonSchemaOf(caseStudySchema, 'output');
const caseStudies = jsonSchemaOf(itemListSchema(caseStudySummarySchema), 'output');
const video = jsonSchemaOf(videoSchema, 'output');
const videos = jsonSchemaOf(itemListSchema(videoSummarySchema), 'output');
const features = jsonSchemaOf(itemListSchema(featureSchema), 'output');
const pricingPlans = jsonSchemaOf(itemListSchema(pricingPlanSchema), 'output');

const slug = z.string().min(1).max(120).regex(SLUG);
const slugParams = <Name extends string>(name: Name) => z.strictObject({ [name]: slug } as Record<Name, typeof slug>);

// The requests, in zod: the routes' JSON Schema and their handlers' types are both made from these.
const blogListQuery = z.strictObject({
  page: z.int().min(1).max(10_000).default(1),
  pageSize: z.int().min(1).max(50).default(12),
  tag: z.string().min(1).max(60).regex(SLUG).optional(),
});
const caseStudyListQuery = z.strictObject({ industry: z.enum(INDUSTRY_VALUES).optional() });
const featureListQuery = z.strictObject({ category: z.enum(FEATURE_CATEGORY_VALUES).optional() });
const slugRoute = slugParams('slug');
const videoRoute = slugParams('videoId');

export type BlogListRoute = { Querystring: z.output<typeof blogListQuery> };
export type CaseStudyListRoute = { Querystring: z.output<typeof caseStudyListQuery> };
export type FeatureListRoute = { Querystring: z.output<typeof featureListQuery> };
export type SlugRoute = { Params: z.output<typeof slugRoute> };
export type VideoRoute = { Params: z.output<typeof videoRoute> };

export const blogListSchema = { querystring: jsonSchemaOf(blogListQuery), response: { 200: blogPage, ...errors } } as const;

export const blogPostRouteSchema = { params: jsonSchemaOf(slugRoute), response: { 200: blogPost, ...errors } } as const;

export const caseStudyListSchema = {
  querystring: jsonSchemaOf(caseStudyListQuery),
  response: { 200: caseStudies, ...errors },
} as const;

export const caseStudyRouteSchema = { params: jsonSchemaOf(slugRoute), response: { 200: caseStudy, ...errors } } as const;

export const videoListSchema = {
  querystring: jsonSchemaOf(z.strictObject({})),
  response: { 200: videos, ...errors },
} as const;

export const videoRouteSchema = { params: jsonSchemaOf(videoRoute), response: { 200: video, ...errors } } as const;

export const featureListSchema = {
  querystring: jsonSchemaOf(featureListQuery),
  response: { 200: features, ...errors },
} as const;

export const pricingPlanListSchema = {
  querystring: jsonSchemaOf(z.strictObject({})),
  response: { 200: pricingPlans, ...errors },
} as const;
