import { SEARCH_PAGE_PATH, SEARCH_QUERY_LENGTH } from '@site/contracts/search-api';

/** docs/product.md §9: the search waits this long after the last keystroke before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;
/** docs/product.md §5: no request is made for a shorter query. */
export const MIN_QUERY_LENGTH = SEARCH_QUERY_LENGTH.min;
/** The search service answers 400 beyond this length, so the input stops there. */
export const MAX_QUERY_LENGTH = SEARCH_QUERY_LENGTH.max;

/** The query worth sending for what was typed: trimmed, or null when it is too short. */
export function searchableQuery(input: string): string | null {
  const query = input.trim();
  return query.length >= MIN_QUERY_LENGTH ? query : null;
}

/** The full results page, for more than the panel's ten. */
export { SEARCH_PAGE_PATH };

/** The address of the full results for a query (what Enter in the header's search opens). */
export const searchPageUrl = (query: string): string => `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q: query.trim() }).toString()}`;

/** Where every page is listed: offered when search itself is down. */
export const HTML_SITEMAP_PATH = '/html-sitemap.html';
