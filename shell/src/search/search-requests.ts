import { apiGet, type ApiGetOptions } from '@site/ui/api-client';
import { getConsent } from '@site/ui/consent';
import { SEARCH_RECEIPT_PARAMETER, SEARCH_SOURCE_LIMITS, type BlogPostHit, type FeatureHit } from '@site/contracts/search-api';
import { mergeResults, type SearchResult } from './merge-results.ts';
import { keepSearchReceipt } from './search-receipts.ts';

/** The full results page (/search?q=) asks each source for more and lists them all. */
export const FULL_PAGE_LIMITS = { pages: 30, blog: 20, features: 20 } as const;

type SourceLimits = { readonly pages: number; readonly blog: number; readonly features: number };

export type Fetcher = (path: string, options: ApiGetOptions) => Promise<unknown>;

export interface SearchOptions {
  signal?: AbortSignal;
  fetcher?: Fetcher;
  warn?: (message: string, error: unknown) => void;
  /** How many results each source is asked for; the merged list holds at most their sum. */
  limits?: SourceLimits;
}

/** The whole search behind the panel: a trimmed query of at least 2 characters in, results out. */
export type SiteSearch = (query: string, options?: SearchOptions) => Promise<SearchResult[]>;

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The list a source answered; a body of any other shape is a failure of that source. */
function listIn(body: unknown, key: string): Item[] {
  const list = isItem(body) ? body[key] : undefined;
  if (!Array.isArray(list)) throw new Error(`the response has no "${key}" list`);
  return list.filter(isItem);
}

/** Only site-relative urls: a result must never send the visitor to another site. */
const isSitePath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

function pageResults(body: unknown): SearchResult[] {
  return listIn(body, 'results')
    .map((item) => ({ title: text(item.title), url: text(item.url), description: text(item.description), category: text(item.category) }))
    .filter((page) => page.title !== '' && isSitePath(page.url));
}

function blogPostHits(body: unknown): BlogPostHit[] {
  return listIn(body, 'items')
    .map((item) => ({ title: text(item.title), slug: text(item.slug), excerpt: text(item.excerpt) }))
    .filter((post) => post.title !== '' && post.slug !== '');
}

function featureHits(body: unknown): FeatureHit[] {
  return listIn(body, 'items')
    .map((item) => ({ title: text(item.title), slug: text(item.slug), description: text(item.description) }))
    .filter((feature) => feature.title !== '' && feature.slug !== '');
}

const defaultWarn = (message: string, error: unknown) => console.warn(message, error);

/** Every source failed: the search is down, which the visitor is told (it is not "nothing found"). */
export class SearchUnavailableError extends Error {
  constructor() {
    super('every search source failed');
    this.name = 'SearchUnavailableError';
  }
}

/**
 * Asks the three sources of docs/product.md §7 in parallel and merges their answers. A source that
 * fails (network, status, or an unexpected body) counts as an empty list and is logged, so the
 * others still show; nothing is logged for requests abandoned because the query changed. When all
 * three fail, it throws SearchUnavailableError.
 */
export const searchSite: SiteSearch = async (query, { signal, fetcher = apiGet, warn = defaultWarn, limits = SEARCH_SOURCE_LIMITS } = {}) => {
  let failed = 0;
  const ask = async <T>(source: string, path: string, params: Record<string, string | number>, read: (body: unknown) => T[]): Promise<T[]> => {
    try {
      return read(await fetcher(path, { params, signal }));
    } catch (error) {
      failed += 1;
      if (!signal?.aborted) warn(`[search] the ${source} search failed; showing no ${source} results`, error);
      return [];
    }
  };
  // A receipt only for a visitor whose searches are reported (record-search.ts): the server signs nothing for the others.
  const receipt: Record<string, number> = getConsent().analytics ? { [SEARCH_RECEIPT_PARAMETER]: 1 } : {};
  const [pages, posts, features] = await Promise.all([
    ask('pages', '/api/search/pages', { q: query, limit: limits.pages, ...receipt }, (body) => {
      // The answer's receipt is what lets this search be counted on the dashboard (record-search.ts).
      if (isItem(body) && typeof body.receipt === 'string') keepSearchReceipt(query, body.receipt);
      return pageResults(body);
    }),
    ask('blog', '/api/blog/posts', { search: query, limit: limits.blog }, blogPostHits),
    ask('features', '/api/features', { search: query, limit: limits.features }, featureHits),
  ]);
  if (failed === 3 && !signal?.aborted) throw new SearchUnavailableError();
  return mergeResults(pages, posts, features, limits === SEARCH_SOURCE_LIMITS ? undefined : limits.pages + limits.blog + limits.features);
};
