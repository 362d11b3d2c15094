/** JSON schemas of the three search calls of docs/product.md §7: every input, and the answers of @site/contracts/search-api. */
import {
  blogPostSearchResponseSchema,
  featureSearchResponseSchema,
  pageSearchResponseSchema,
  SEARCH_LIMIT,
  SEARCH_QUERY_LENGTH,
  SEARCH_SOURCE_LIMITS,
} from '@site/contracts/search-api';
import { errorResponseSchema, jsonSchemaOf } from '@site/service-kit/json-schema';

/** Printable text: no C0 or C1 control characters, NUL included. */
const NO_CONTROL = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema } as const;

const queryText = {
  type: 'string',
  // A bound on the raw text, so an oversized query is refused before any work.
  maxLength: 1000,
  pattern: NO_CONTROL,
  description: `What to search for: ${SEARCH_QUERY_LENGTH.min} to ${SEARCH_QUERY_LENGTH.max} characters once trimmed, no control characters.`,
} as const;

const limit = (fallback: number) =>
  ({
    type: 'integer',
    minimum: SEARCH_LIMIT.min,
    maximum: SEARCH_LIMIT.max,
    default: fallback,
    description: `How many results at most (default ${fallback}).`,
  }) as const;

const querystring = <Name extends string>(name: Name, fallback: number) =>
  ({
    type: 'object',
    properties: { [name]: queryText, limit: limit(fallback) } as Record<Name | 'limit', typeof queryText | ReturnType<typeof limit>>,
    required: [name],
    additionalProperties: false,
  }) as const;

export const pageSearchSchema = {
  summary: 'Search the pages of every live section',
  querystring: querystring('q', SEARCH_SOURCE_LIMITS.pages),
  response: {
    200: jsonSchemaOf(pageSearchResponseSchema, 'output'),
    ...errors,
  },
} as const;

export const blogPostSearchSchema = {
  summary: 'Search the blog posts',
  querystring: querystring('search', SEARCH_SOURCE_LIMITS.blog),
  response: {
    200: jsonSchemaOf(blogPostSearchResponseSchema, 'output'),
    ...errors,
  },
} as const;

export const featureSearchSchema = {
  summary: 'Search the platform features',
  querystring: querystring('search', SEARCH_SOURCE_LIMITS.features),
  response: {
    200: jsonSchemaOf(featureSearchResponseSchema, 'output'),
    ...errors,
  },
} as const;
