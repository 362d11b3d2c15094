/**
 * Site search as a Fastify plugin: the three calls of docs/product.md §7 over three live full-text
 * indexes (pages, blog posts, features). Mounted by the site server, which shares its database
 * handle, or by this service's own app (`npm start` here). Every route declares its input and
 * response schemas; malformed input is a 400 JSON error, never a 5xx.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryLogRoute } from './query-log.ts';
import { SearchReceipts } from './search-receipts.ts';
import { normaliseSearchQuery } from '@site/db/search-queries';
import { SEARCH_ANSWER_CACHING, SEARCH_QUERY_LENGTH, SEARCH_RECEIPT_PARAMETER } from '@site/contracts/search-api';
import { blogPostSearchSchema, featureSearchSchema, pageSearchSchema } from './schemas.ts';
import { builtIndex, type SiteSearch } from './site-search.ts';
import { databaseFailures } from '@site/db/unavailable';
import { errorAnswer, HttpError } from '@site/service-kit/http-errors';
import type { RateLimitStorage } from '@site/service-kit/rate-limit-store';
import type { ZodSchemaTypes } from '@site/service-kit/json-schema';

export interface SearchPluginOptions {
  /** The indexes to search, made by the caller, who may also ask them for a re-check or their status. */
  search: SiteSearch;
  /** Requests per client IP per window, across the three calls. */
  rateLimit: { max: number; timeWindowMs: number };
  /** Where the rate limits count (shared through Redis by a fleet); this process when absent. */
  rateLimitStorage?: RateLimitStorage | undefined;
  /** Signs the receipts page searches answer with, which a report of a search must bring back (shared by a fleet); random per process when absent. */
  receiptSecret?: string | undefined;
}

/** Seconds a client should wait before asking again while the indexes are being built. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
const DECIMAL = /^[0-9]{1,6}$/;

/** A trimmed query of 2–200 characters (docs/product.md §5 and issue 5). */
function queryText(raw: string, name: string): string {
  const text = raw.trim();
  if (text.length < SEARCH_QUERY_LENGTH.min || text.length > SEARCH_QUERY_LENGTH.max) {
    throw new HttpError(400, `querystring/${name} must be ${SEARCH_QUERY_LENGTH.min} to ${SEARCH_QUERY_LENGTH.max} characters once trimmed`);
  }
  return text;
}

function isPercentEncoded(url: string): boolean {
  try {
    decodeURIComponent(url.slice(url.indexOf('?') + 1));
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks made before schema validation, on the raw query string: unknown parameters are refused,
 * not ignored (Fastify's default validator strips them silently, and the site server owns that
 * validator), the query string must be valid percent-encoding (the parser keeps a bad escape as
 * literal text), and `limit` must be written in decimal digits (the validator reads "0x10" as 16).
 */
const checkRawParameters = (names: readonly string[]) => {
  const allowed = new Set(names);
  // A callback hook, not an async one: it runs on every search, and a promise per request costs.
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    if (!isPercentEncoded(request.url)) return done(new HttpError(400, 'the query string is not valid percent-encoding'));
    // Before validation: whatever the query string parser made of it (an object, whose values are strings or arrays of them).
    const query: object = typeof request.query === 'object' && request.query !== null ? request.query : {};
    const unknown = Object.keys(query).filter((name) => !allowed.has(name));
    if (unknown.length > 0) return done(new HttpError(400, `querystring must NOT have additional properties (${unknown.slice(0, 3).join(', ')})`));
    if ('limit' in query && typeof query.limit === 'string' && !DECIMAL.test(query.limit))
      return done(new HttpError(400, 'querystring/limit must be a whole number written in digits'));
    done();
  };
};

export async function searchPlugin(untypedApp: FastifyInstance, options: SearchPluginOptions): Promise<void> {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  const { blogPosts, features } = options.search;

  app.setErrorHandler(errorAnswer(databaseFailures));
  await app.register(rateLimit, {
    ...options.rateLimitStorage?.('search'),
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.timeWindowMs,
    // A search box has no use for the remaining count on every answer; a 429 still says when to retry.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });

  // Built as the server starts, not on the first search; kept current while it runs.
  app.addHook('onReady', async () => options.search.start());
  app.addHook('onClose', () => options.search.stop());

  const available = async <T>(answer: () => Promise<T>): Promise<T> => {
    try {
      return await answer();
    } catch {
      // The cause is logged by the index as it retries; the visitor learns only that it is temporary.
      throw new HttpError(503, 'Search is not available right now; please try again shortly.', {}, UNAVAILABLE_RETRY_AFTER_SECONDS);
    }
  };

  const receipts = new SearchReceipts(options.receiptSecret);
  await app.register(queryLogRoute, { database: options.search.database, receipts });

  app.get(
    '/api/search/pages',
    { schema: pageSearchSchema, preValidation: checkRawParameters(['q', 'limit', SEARCH_RECEIPT_PARAMETER]) },
    async (request, reply) => {
      const query = queryText(request.query.q, 'q');
      const results = await available(() => options.search.findPages(query, request.query.limit));
      // Signed only when asked for (a visitor whose searches are reported), and never for a query the dashboard would not keep.
      const receiptAsked = request.query[SEARCH_RECEIPT_PARAMETER] === '1';
      const counted = receiptAsked ? normaliseSearchQuery(query) : null;
      // An answer without a receipt is the same for everyone: a shared cache in front may hold it a moment (`SEARCH_ANSWER_CACHING`).
      reply.header('cache-control', receiptAsked ? 'private, no-store' : SEARCH_ANSWER_CACHING);
      return counted === null ? { results } : { results, receipt: receipts.issue(counted) };
    },
  );

  app.get('/api/blog/posts', { schema: blogPostSearchSchema, preValidation: checkRawParameters(['search', 'limit']) }, async (request) => {
    const query = queryText(request.query.search, 'search');
    return { items: (await available(() => builtIndex(blogPosts))).search(query, request.query.limit) };
  });

  app.get('/api/features', { schema: featureSearchSchema, preValidation: checkRawParameters(['search', 'limit']) }, async (request) => {
    const query = queryText(request.query.search, 'search');
    return { items: (await available(() => builtIndex(features))).search(query, request.query.limit) };
  });
}
