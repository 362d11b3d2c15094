import type { Page, Request } from '@playwright/test';

/** The three sources of the header search (docs/product.md §7), in the order their results merge. */
export const SEARCH_ENDPOINTS = ['/api/search/pages', '/api/blog/posts', '/api/features'] as const;
export type SearchEndpoint = (typeof SEARCH_ENDPOINTS)[number];

export interface SearchRequest {
  endpoint: SearchEndpoint;
  params: Record<string, string>;
}

const endpointOf = (request: Request): SearchEndpoint | undefined => {
  const { pathname } = new URL(request.url());
  return SEARCH_ENDPOINTS.find((endpoint) => endpoint === pathname);
};

/** Records every request the page makes to a search endpoint from now on. */
export function recordSearchRequests(page: Page): SearchRequest[] {
  const requests: SearchRequest[] = [];
  page.on('request', (request) => {
    const endpoint = endpointOf(request);
    if (endpoint) requests.push({ endpoint, params: Object.fromEntries(new URL(request.url()).searchParams) });
  });
  return requests;
}

export const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
export const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });
export const searchResults = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
export const searchOptions = (page: Page) => searchResults(page).getByRole('option');

/** Opens the panel with the header button and waits for its input to take focus. */
export async function openSearch(page: Page): Promise<void> {
  await searchButton(page).click();
  await searchInput(page).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
}

/** Types like a person (one key at a time) and waits for the panel to show the results. */
export async function searchFor(page: Page, query: string): Promise<void> {
  await searchInput(page).pressSequentially(query, { delay: 60 });
  await searchOptions(page).first().waitFor();
}
