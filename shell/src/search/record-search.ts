import { useEffect, useRef } from 'react';
import { getConsent } from '@site/ui/consent';
import type { SearchState } from './use-debounced-search.ts';
import { takeSearchReceipt } from './search-receipts.ts';

export const SEARCH_QUERY_BEACON = '/api/search/queries';
/** A query counts once its results have been on screen this long (not every prefix typed on the way). */
export const RECORD_AFTER_MS = 1500;

function sendSearchQuery(query: string, results: number, receipt: string): void {
  const body = JSON.stringify({ query, results, receipt });
  if (navigator.sendBeacon?.(SEARCH_QUERY_BEACON, body)) return;
  void fetch(SEARCH_QUERY_BEACON, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => {});
}

/**
 * Tells the site what was searched for, so the team sees what visitors look for and do not find:
 * only with analytics consent, once per query while the panel is open, and only the query, how
 * many results it had and the receipt its answer carried (the server counts only searches it
 * answered, each once, and keeps no address or cookie with them). An answer without a receipt (a
 * query the dashboard would not keep, or a page search that failed) is not reported.
 */
export function useRecordSearch(state: SearchState): void {
  const sent = useRef(new Set<string>());
  const query = state.status === 'done' ? state.query : null;
  const results = state.status === 'done' ? state.results.length : 0;
  useEffect(() => {
    if (query === null || sent.current.has(query)) return;
    const timer = setTimeout(() => {
      if (!getConsent().analytics) return;
      const receipt = takeSearchReceipt(query);
      if (receipt === undefined) return;
      sent.current.add(query);
      sendSearchQuery(query, results, receipt);
    }, RECORD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [query, results]);
}
