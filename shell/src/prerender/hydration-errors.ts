import type { ErrorInfo } from 'react';

/**
 * React's report of a part of the prerendered page it could not hydrate: the markup differed from
 * the app's first render, so it drew that part (at most the page area, whose Suspense boundary
 * contains it) afresh. A prerendered page is the page without a query, so an address with one (a
 * blog topic, a later page of a list) may legitimately show something else: said as a warning.
 * Anywhere else it is a bug of the page or the prerenderer, reported as an error, which the
 * journeys read.
 */
export function reportHydrationError(error: unknown, info: ErrorInfo, search: string = window.location.search): void {
  const stack = info.componentStack ?? '';
  if (search) console.warn(`[shell] the address's query (${search}) changed what the prerendered page shows; the app drew it afresh`, error, stack);
  else console.error('[shell] hydration mismatch: the app drew part of the prerendered page afresh', error, stack);
}
