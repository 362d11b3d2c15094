import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createBrowserRouter } from '@site/ui/router';
import { queryClient } from '@site/ui/query-client';
import type { SearchResult } from './merge-results.ts';
import { SEARCH_PLACEHOLDER } from './search-field.tsx';
import { SearchPanel, type SearchPanelProps } from './search-panel.tsx';
import { SearchUnavailableError, type SiteSearch } from './search-requests.ts';

const RESULTS: SearchResult[] = [
  { title: 'DTMF suppression', url: '/solutions/dtmf-suppression', description: 'DTMF tones never reach the agent.', category: 'Solutions' },
  { title: 'Stopping DTMF fraud', url: '/resources/blog/stopping-dtmf-fraud', description: 'Blog post', category: 'Blog' },
  { title: 'DTMF masking', url: '/features#dtmf-masking', description: 'Flat tones for every key.', category: 'Features' },
];

let search: ReturnType<typeof vi.fn<SiteSearch>>;
let onClose: ReturnType<typeof vi.fn<SearchPanelProps['onClose']>>;

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The panel as the search button hosts it: the query lives outside, beside the button. */
function Host() {
  const [query, setQuery] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={containerRef}>
        <button type="button">Search</button>
        <SearchPanel id="site-search" query={query} onQueryChange={setQuery} onClose={onClose} containerRef={containerRef} focusRequest={1} search={search} />
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderPanel() {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([{ path: '*', element: <Host /> }]);
  render(<RouterProvider router={router} />);
  return { router, input: screen.getByRole('combobox', { name: 'Search the site' }) as HTMLInputElement };
}

async function typeAndWait(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await elapse(300);
  await elapse(0);
}

const status = () => screen.getByRole('status');
const options = () => screen.queryAllByRole('option');

describe('SearchPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    search = vi.fn<SiteSearch>(async (query) => (query === 'dtmf' ? RESULTS : []));
    onClose = vi.fn<SearchPanelProps['onClose']>();
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.useRealTimers();
  });

  it('is an APG combobox with the SPEC’s placeholder, focused and inviting to type', () => {
    const { input } = renderPanel();
    expect(document.activeElement).toBe(input);
    expect(input.placeholder).toBe(SEARCH_PLACEHOLDER);
    expect(SEARCH_PLACEHOLDER).toMatch(/solutions, resources, partners/i);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe('site-search-results');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.getByText('Type to search')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Type to search');
    expect(screen.getByRole('search', { name: 'Site' })).toBeTruthy();
  });

  it('asks for a second character before searching', async () => {
    const { input } = renderPanel();
    await typeAndWait(input, 'd');
    expect(screen.getByText('Type at least 2 characters to search')).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
  });

  it('shows "Searching" until the results arrive, then the results with their categories and matches marked', async () => {
    let answer: ((results: SearchResult[]) => void) | undefined;
    search.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { input } = renderPanel();
    fireEvent.change(input, { target: { value: 'dtmf' } });
    expect(screen.getByText('Searching…')).toBeTruthy();
    await elapse(300);
    expect(screen.getByText('Searching…')).toBeTruthy();
    expect(search).toHaveBeenCalledTimes(1);
    await act(async () => answer?.(RESULTS));
    await elapse(0);

    expect(screen.queryByText('Searching…')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(listbox.id).toBe('site-search-results');
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false']);
    const first = options()[0] as HTMLElement;
    expect(within(first).getByText('Solutions')).toBeTruthy();
    expect(within(options()[1] as HTMLElement).getByText('Blog')).toBeTruthy();
    expect(within(options()[2] as HTMLElement).getByText('Features')).toBeTruthy();
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['DTMF', 'DTMF']);
    expect(status().textContent).toBe('3 results');
  });

  it('says no results were found for the query and suggests different keywords', async () => {
    const { input } = renderPanel();
    await typeAndWait(input, 'zzzz');
    expect(screen.getByText('No results found for “zzzz”')).toBeTruthy();
    expect(screen.getByText(/Try different keywords/)).toBeTruthy();
    expect(status().textContent).toBe('No results');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says search is unavailable, not that nothing was found, when every source fails, and offers the sitemap', async () => {
    search = vi.fn<SiteSearch>(async () => {
      throw new SearchUnavailableError();
    });
    const { input } = renderPanel();
    await typeAndWait(input, 'dtmf');
    // The query client asks once more before it gives up.
    await elapse(2000);
    await elapse(0);
    expect(screen.getByText('Search is unavailable right now.')).toBeTruthy();
    expect(screen.queryByText(/No results found/)).toBeNull();
    expect(screen.getByRole('link', { name: 'the sitemap' }).getAttribute('href')).toBe('/html-sitemap.html');
    expect(status().textContent).toBe('Search is unavailable');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the options with the arrow keys, wrapping at both ends', async () => {
    const { input } = renderPanel();
    await typeAndWait(input, 'dtmf');
    const active = () => input.getAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('site-search-result-0');
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('site-search-result-2');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('site-search-result-0');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(active()).toBe('site-search-result-2');
    expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(document.activeElement).toBe(input);
  });

  it('starts from the last option with ArrowUp, and forgets the option when the results change', async () => {
    const { input } = renderPanel();
    await typeAndWait(input, 'dtmf');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe('site-search-result-2');
    fireEvent.change(input, { target: { value: 'dtmfx' } });
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('Enter with nothing highlighted opens the full results page for the query, clears the search and closes', async () => {
    const { input, router } = renderPanel();
    await typeAndWait(input, ' dtmf fraud ');
    fireEvent.keyDown(input, { key: 'Enter' });
    await elapse(0);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=dtmf+fraud');
    expect(onClose).toHaveBeenCalledWith({ restoreFocus: false });
    expect(input.value).toBe('');
  });

  it('Enter on a query too short to search stays put', async () => {
    const { input, router } = renderPanel();
    await typeAndWait(input, 'd');
    fireEvent.keyDown(input, { key: 'Enter' });
    await elapse(0);
    expect(router.state.location.pathname).toBe('/');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers every result as a real link under the list', async () => {
    const { input } = renderPanel();
    await typeAndWait(input, 'dtmf');
    expect(screen.getByRole('link', { name: 'See all results for “dtmf”' }).getAttribute('href')).toBe('/search?q=dtmf');
  });

  it('chooses the active option with Enter: navigates to its url, clears the search and closes', async () => {
    const { input, router } = renderPanel();
    await typeAndWait(input, 'dtmf');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await elapse(0);
    expect(router.state.location.pathname).toBe('/resources/blog/stopping-dtmf-fraud');
    expect(onClose).toHaveBeenCalledWith({ restoreFocus: false });
    expect(input.value).toBe('');
  });

  it('chooses an option on click, keeping the hash of a feature link', async () => {
    const { input, router } = renderPanel();
    await typeAndWait(input, 'dtmf');
    fireEvent.click(options()[2] as HTMLElement);
    await elapse(0);
    expect(router.state.location.pathname).toBe('/features');
    expect(router.state.location.hash).toBe('#dtmf-masking');
    expect(input.value).toBe('');
    expect(onClose).toHaveBeenCalledWith({ restoreFocus: false });
  });

  it('empties the input with the clear button and keeps focus in it', async () => {
    const { input } = renderPanel();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await typeAndWait(input, 'dtmf');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(options()).toHaveLength(0);
    expect(screen.getByText('Type to search')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape and asks for focus back on the button', () => {
    const { input } = renderPanel();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith({ restoreFocus: true });
  });

  it('closes on a press or focus outside, not inside', () => {
    renderPanel();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Search' }));
    fireEvent.pointerDown(screen.getByRole('combobox'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onClose).toHaveBeenCalledWith({ restoreFocus: false });
    onClose.mockClear();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    expect(onClose).toHaveBeenCalledWith({ restoreFocus: false });
  });
});
