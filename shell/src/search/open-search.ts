/** Asks the header's search to open, with a query already typed (the not-found page's search box uses it). */
export const OPEN_SEARCH_EVENT = 'site:open-search';

export interface OpenSearchDetail {
  query: string;
}

export function requestSiteSearch(query: string): void {
  document.dispatchEvent(new CustomEvent<OpenSearchDetail>(OPEN_SEARCH_EVENT, { detail: { query } }));
}
