/** JSON schemas of the three search calls of SPEC section 7: every input and every response. */

/** Printable text: no C0 or C1 control characters, NUL included. */
const NO_CONTROL = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

/** Bounds of a query once trimmed (checked by the handler: JSON Schema cannot trim). */
export const QUERY_LENGTH = { min: 2, max: 200 } as const;
export const LIMIT = { min: 1, max: 50 } as const;
/** SPEC section 9: results per source. */
export const DEFAULT_LIMITS = { pages: 6, blog: 4, features: 4 } as const;

export const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' }, statusCode: { type: 'integer' } },
  required: ['error', 'message', 'statusCode'],
} as const;

const errors = { 400: errorSchema, 429: errorSchema, 503: errorSchema } as const;

const queryText = {
  type: 'string',
  // A bound on the raw text, so an oversized query is refused before any work.
  maxLength: 1000,
  pattern: NO_CONTROL,
  description: `What to search for: ${QUERY_LENGTH.min} to ${QUERY_LENGTH.max} characters once trimmed, no control characters.`,
} as const;

const limit = (fallback: number) =>
  ({ type: 'integer', minimum: LIMIT.min, maximum: LIMIT.max, default: fallback, description: `How many results at most (default ${fallback}).` }) as const;

const querystring = <Name extends string>(name: Name, fallback: number) =>
  ({
    type: 'object',
    properties: { [name]: queryText, limit: limit(fallback) } as Record<Name | 'limit', typeof queryText | ReturnType<typeof limit>>,
    required: [name],
    additionalProperties: false,
  }) as const;

const item = (properties: readonly string[]) =>
  ({
    type: 'object',
    properties: Object.fromEntries(properties.map((name) => [name, { type: 'string' }])),
    required: properties,
  }) as const;

export const pageSearchSchema = {
  summary: 'Search the pages of every live section',
  querystring: querystring('q', DEFAULT_LIMITS.pages),
  response: {
    200: {
      type: 'object',
      properties: { results: { type: 'array', items: item(['title', 'url', 'description', 'category']) } },
      required: ['results'],
    },
    ...errors,
  },
} as const;

export const blogPostSearchSchema = {
  summary: 'Search the blog posts',
  querystring: querystring('search', DEFAULT_LIMITS.blog),
  response: {
    200: { type: 'object', properties: { items: { type: 'array', items: item(['title', 'slug', 'excerpt']) } }, required: ['items'] },
    ...errors,
  },
} as const;

export const featureSearchSchema = {
  summary: 'Search the platform features',
  querystring: querystring('search', DEFAULT_LIMITS.features),
  response: {
    200: { type: 'object', properties: { items: { type: 'array', items: item(['title', 'slug', 'description']) } }, required: ['items'] },
    ...errors,
  },
} as const;
