/**
 * What the search API (`services/search`: `/api/search/pages`, `/api/blog/posts?search=`,
 * `/api/features?search=`, docs/product.md §7) takes and answers, defined once: the service derives
 * its route schemas (and so /api/docs) from these, and the shell's search reads its answers as
 * the types derived from them.
 */
import { z } from 'zod/mini';

/** docs/product.md §§5 and 9: a query is 2 to 200 characters once trimmed; shorter ones are never sent. */
export const SEARCH_QUERY_LENGTH = { min: 2, max: 200 } as const;
/** The full results page (`?q=`): the app's, and the server's for a browser that runs no script. */
export const SEARCH_PAGE_PATH = '/search';
/** The search page's `<noscript>` slot (`NO_SCRIPT_SLOT_ATTRIBUTE`) the server fills with the results for `?q=`. */
export const SEARCH_RESULTS_NO_SCRIPT_SLOT = 'search-results';
/** The attribute on the search page's query box: the server writes `?q=` into it for a browser that runs no script. */
export const SEARCH_PAGE_QUERY_ATTRIBUTE = 'data-search-page-query';
/** How many results one call may ask a source for. */
export const SEARCH_LIMIT = { min: 1, max: 50 } as const;
/** docs/product.md §9: how many results each source gives when not told (what the header's panel asks for). */
export const SEARCH_SOURCE_LIMITS = { pages: 6, blog: 4, features: 4 } as const;

/** One page of a live section (or the shell) matching the query: a row of the panel as it is. */
export const pageHitSchema = z.object({ title: z.string(), url: z.string(), description: z.string(), category: z.string() });
export type PageHit = z.output<typeof pageHitSchema>;
/**
 * The page search's parameter that asks for a receipt: the shell sends it only for a visitor whose
 * searches are reported (analytics consent). Every other answer is the same bytes for everyone and
 * costs the server no signature.
 */
export const SEARCH_RECEIPT_PARAMETER = 'receipt';
/**
 * How long a shared cache in front of the servers (the fleet's nginx, a CDN) may hold a page
 * search's answer without a receipt, which is the same for everyone: one second, so a burst of the
 * same query (the first letters typed, a popular term, a crawler) costs a server about one search
 * a second, and a published page is in the answers at most a second or two later (nginx counts
 * whole seconds). Browsers keep nothing.
 */
export const SEARCH_ANSWER_CACHING = 'public, max-age=0, s-maxage=1';
/**
 * The page search's answer; `receipt` (asked for with `SEARCH_RECEIPT_PARAMETER=1`, never given for
 * a query the dashboard would not keep) is what `POST /api/search/queries` needs to count this
 * search, once.
 */
export const pageSearchResponseSchema = z.object({ results: z.array(pageHitSchema), receipt: z.optional(z.string()) });

/** A blog post matching the query; its excerpt may be empty. */
export const blogPostHitSchema = z.object({ title: z.string(), slug: z.string(), excerpt: z.string() });
export type BlogPostHit = z.output<typeof blogPostHitSchema>;
export const blogPostSearchResponseSchema = z.object({ items: z.array(blogPostHitSchema) });

/** A platform feature matching the query (linked as a section of /features). */
export const featureHitSchema = z.object({ title: z.string(), slug: z.string(), description: z.string() });
export type FeatureHit = z.output<typeof featureHitSchema>;
export const featureSearchResponseSchema = z.object({ items: z.array(featureHitSchema) });
