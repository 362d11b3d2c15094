import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { queryClient } from '@site/ui/query-client';
import { searchSite, type Fetcher, type SiteSearch } from './search-requests.ts';
import { useDebouncedSearch } from './use-debounced-search.ts';

const BODIES: Record<string, unknown> = {
  '/api/search/pages': { results: [{ title: 'PCI compliance', url: '/solutions/pci-compliance', description: 'Out of scope.', category: 'Solutions' }] },
  '/api/blog/posts': { items: [{ title: 'PCI DSS v4 explained', slug: 'pci-dss-v4-explained', excerpt: 'What changed.' }] },
  '/api/features': { items: [] },
};

let fetcher: ReturnType<typeof vi.fn<Fetcher>>;
let search: SiteSearch;

/** Lets timers (the debounce, the query cache's notifications) and the promises they start run. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets the answers of requests started by the last render arrive. */
const settle = () => elapse(0);

function renderSearch(input = '') {
  return renderHook(({ value }: { value: string }) => useDebouncedSearch(value, search), { initialProps: { value: input } });
}

describe('useDebouncedSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetcher = vi.fn<Fetcher>(async (path) => BODIES[path]);
    search = vi.fn<SiteSearch>((query, options) => searchSite(query, { ...options, fetcher, warn: vi.fn() }));
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.useRealTimers();
  });

  it('says to type while nothing is typed, and sends nothing', async () => {
    const { result } = renderSearch();
    expect(result.current).toEqual({ status: 'empty' });
    await elapse(1000);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('sends no request for a 1-character query, however long it waits', async () => {
    const { result, rerender } = renderSearch();
    rerender({ value: 'p' });
    expect(result.current).toEqual({ status: 'too-short' });
    rerender({ value: '  p  ' });
    await elapse(5000);
    expect(result.current).toEqual({ status: 'too-short' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('waits 300 ms after typing stops, then sends one batch of three requests', async () => {
    const { result, rerender } = renderSearch();
    for (const value of ['p', 'pc', 'pci', 'pci ', 'pci d', 'pci ds', 'pci dss']) {
      rerender({ value });
      await elapse(200);
    }
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current).toEqual({ status: 'searching', query: 'pci dss' });
    await elapse(99);
    expect(fetcher).not.toHaveBeenCalled();
    await elapse(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('pci dss', expect.anything());
    expect(fetcher.mock.calls.map(([path]) => path)).toEqual(['/api/search/pages', '/api/blog/posts', '/api/features']);
    await settle();
    expect(result.current).toMatchObject({ status: 'done', query: 'pci dss' });
    expect(result.current.status === 'done' && result.current.results.map((hit) => hit.url)).toEqual([
      '/solutions/pci-compliance',
      '/resources/blog/pci-dss-v4-explained',
    ]);
    await elapse(5000);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('searches for the trimmed query', async () => {
    const { rerender } = renderSearch();
    rerender({ value: '   pci   ' });
    await elapse(300);
    expect(search).toHaveBeenCalledWith('pci', expect.anything());
    expect(fetcher.mock.calls[0]?.[1].params).toEqual({ q: 'pci', limit: 6 });
  });

  it('shows "searching" for a new query until its own results arrive, never the old ones', async () => {
    const { result, rerender } = renderSearch('pci');
    await settle();
    expect(result.current).toMatchObject({ status: 'done', query: 'pci' });
    rerender({ value: 'ivr' });
    expect(result.current).toEqual({ status: 'searching', query: 'ivr' });
    await elapse(300);
    await settle();
    expect(result.current).toMatchObject({ status: 'done', query: 'ivr' });
  });

  it('empties the results at once when the query becomes too short', async () => {
    const { result, rerender } = renderSearch('pci');
    await settle();
    expect(result.current.status).toBe('done');
    rerender({ value: 'p' });
    expect(result.current).toEqual({ status: 'too-short' });
    rerender({ value: '' });
    expect(result.current).toEqual({ status: 'empty' });
  });

  it('answers a repeated query from the cache without asking again', async () => {
    const { result, rerender } = renderSearch();
    rerender({ value: 'pci' });
    await elapse(300);
    rerender({ value: 'ivr' });
    await elapse(300);
    rerender({ value: 'pci' });
    await elapse(300);
    await settle();
    expect(result.current).toMatchObject({ status: 'done', query: 'pci' });
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('shows the results of the sources that answered when one fails', async () => {
    fetcher.mockImplementation(async (path) => {
      if (path === '/api/blog/posts') throw new TypeError('Failed to fetch');
      return BODIES[path];
    });
    const { result, rerender } = renderSearch();
    rerender({ value: 'pci' });
    await elapse(300);
    await settle();
    expect(result.current.status === 'done' && result.current.results.map((hit) => hit.category)).toEqual(['Solutions']);
  });
});
