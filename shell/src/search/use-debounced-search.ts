import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@site/ui/query-client';
import type { SearchResult } from './merge-results.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { SEARCH_DEBOUNCE_MS, searchableQuery } from './search-query.ts';
import { searchSite, type SiteSearch } from './search-requests.ts';

export type SearchState =
  /** Nothing typed yet. */
  | { status: 'empty' }
  /** Fewer than 2 characters: no request, no results. */
  | { status: 'too-short' }
  /** Waiting for typing to stop, or for the answers. */
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; results: SearchResult[] }
  /** Every source failed (after the query client's retry): the search is down, not empty. */
  | { status: 'unavailable'; query: string };

/**
 * The search state for what is typed (docs/product.md §4): a search starts 300 ms after typing stops
 * when the trimmed query has at least 2 characters; shorter input empties the results at once.
 * Answers are cached per query by the site's query client, so typing a query again is instant.
 */
export function useDebouncedSearch(input: string, search: SiteSearch = searchSite): SearchState {
  const query = searchableQuery(input);
  // Every keystroke counts as typing, even one that leaves the trimmed query unchanged (a space).
  const settledQuery = searchableQuery(useDebouncedValue(input, SEARCH_DEBOUNCE_MS));
  const { data, isError } = useQuery(
    {
      queryKey: ['site-search', settledQuery],
      queryFn: ({ signal }) => search(settledQuery ?? '', { signal }),
      enabled: settledQuery !== null,
    },
    queryClient,
  );
  if (query !== null && settledQuery !== query) return { status: 'searching', query };
  return searchState(input, query, { data, isError });
}

/** The state of a search for `input` (its searchable form `query`) once its answer is asked for. */
export function searchState(input: string, query: string | null, answer: { data: SearchResult[] | undefined; isError: boolean }): SearchState {
  if (query === null) return { status: input.trim() === '' ? 'empty' : 'too-short' };
  // A failed source is an empty list; only every source failing fails the search.
  if (answer.isError) return { status: 'unavailable', query };
  return answer.data ? { status: 'done', query, results: answer.data } : { status: 'searching', query };
}
