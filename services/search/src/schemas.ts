/**
 * The three search calls of docs/product.md §7: their queries as zod schemas (the routes' JSON
 * Schema and request types are made from them) and the answers of @site/contracts/search-api.
 */
import {
  blogPostSearchResponseSchema,
  featureSearchResponseSchema,
  pageSearchResponseSchema,
  SEARCH_LIMIT,
  SEARCH_QUERY_LENGTH,
  SEARCH_RECEIPT_PARAMETER,
  SEARCH_SOURCE_LIMITS,
} from '@site/contracts/search-api';
import { errorResponseSchema, jsonSchemaOf } from '@site/service-kit/json-schema';
import { z } from 'zod';

/** Printable text: no C0 or C1 control characters, NUL included. */
// oxlint-disable-next-line no-control-regex -- naming the control characters is how this pattern refuses them
const NO_CONTROL = /^[^\u0000-\u001F\u007F-\u009F]*$/;

const errors = { 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema } as const;

const queryText = z
  .string()
  // A bound on the raw text, so an oversized query is refused before any work.
  .max(1000)
  .regex(NO_CONTROL)
  .describe(`What to search for: ${SEARCH_QUERY_LENGTH.min} to ${SEARCH_QUERY_LENGTH.max} characters once trimmed, no control characters.`);

const limit = (fallback: number) =>
  z.int().min(SEARCH_LIMIT.min).max(SEARCH_LIMIT.max).default(fallback).describe(`How many results at most (default ${fallback}).`);

/** The query of a search call: its text under `name`, and how many results at most. */
const searchQuery = <Name extends string>(name: Name, fallback: number) =>
  z.strictObject({ [name]: queryText, limit: limit(fallback) } as Record<Name, typeof queryText> & { limit: ReturnType<typeof limit> });

const pageQuery = searchQuery('q', SEARCH_SOURCE_LIMITS.pages).extend({
  [SEARCH_RECEIPT_PARAMETER]: z
    .literal('1')
    .optional()
    .describe(
      '`1` to have the answer carry a receipt, which reporting this search (`POST /api/search/queries`) needs; only for a visitor whose searches are reported.',
    ),
});
const blogQuery = searchQuery('search', SEARCH_SOURCE_LIMITS.blog);
const featureQuery = searchQuery('search', SEARCH_SOURCE_LIMITS.features);

export const pageSearchSchema = {
  summary: 'Search the pages of every live section',
  querystring: jsonSchemaOf(pageQuery),
  response: {
    200: jsonSchemaOf(pageSearchResponseSchema, 'output'),
    ...errors,
  },
} as const;

export const blogPostSearchSchema = {
  summary: 'Search the blog posts',
  querystring: jsonSchemaOf(blogQuery),
  response: {
    200: jsonSchemaOf(blogPostSearchResponseSchema, 'output'),
    ...errors,
  },
} as const;

export const featureSearchSchema = {
  summary: 'Search the platform features',
  querystring: jsonSchemaOf(featureQuery),
  response: {
    200: jsonSchemaOf(featureSearchResponseSchema, 'output'),
    ...errors,
  },
} as const;
