import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, focusManager, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { PRERENDER_DATA_ID } from '@site/contracts/prerender';
import { QUERY_DEFAULTS, createQueryClient, queryClient, retryUnlessClientError, seedFromPrerenderedPage } from './query-client.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('the query defaults (docs/product.md §§7 and 9)', () => {
  it('are fresh for 60 s, retry once, never refetch on focus and are collected after 5 minutes', () => {
    expect(QUERY_DEFAULTS).toMatchObject({ staleTime: 60 * SECOND, retry: 1, refetchOnWindowFocus: false, gcTime: 5 * MINUTE });
  });

  it('back off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10, 50].map((attempt) => QUERY_DEFAULTS.retryDelay(attempt))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('are the defaults of the shared client', () => {
    expect(queryClient.getDefaultOptions().queries).toMatchObject(QUERY_DEFAULTS);
  });
});

describe('a query client with the site defaults', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
  });
  afterEach(() => {
    client.clear();
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('answers from the cache for 60 s, then fetches again', async () => {
    const fetchFeatures = vi.fn(async () => ['dtmf-masking']);
    await client.fetchQuery({ queryKey: ['features'], queryFn: fetchFeatures });
    await vi.advanceTimersByTimeAsync(60 * SECOND - 1);
    await client.fetchQuery({ queryKey: ['features'], queryFn: fetchFeatures });
    expect(fetchFeatures).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await client.fetchQuery({ queryKey: ['features'], queryFn: fetchFeatures });
    expect(fetchFeatures).toHaveBeenCalledTimes(2);
  });

  it('retries a failed fetch once, 1 s later, then gives up', async () => {
    const failure = new Error('503: Service Unavailable');
    const fetchFeatures = vi.fn(async () => {
      throw failure;
    });
    const result = client.fetchQuery({ queryKey: ['features'], queryFn: fetchFeatures }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchFeatures).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchFeatures).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchFeatures).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe(failure);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(fetchFeatures).toHaveBeenCalledTimes(2);
  });

  it('does not refetch stale data when the window regains focus', async () => {
    const fetchFeatures = vi.fn(async () => ['dtmf-masking']);
    const observer = new QueryObserver(client, { queryKey: ['features'], queryFn: fetchFeatures });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchFeatures).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(observer.getCurrentResult().isStale).toBe(true);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchFeatures).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('drops unused data from the cache 5 minutes after its last observer left', async () => {
    const observer = new QueryObserver(client, { queryKey: ['features'], queryFn: async () => ['dtmf-masking'] });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(client.getQueryData(['features'])).toEqual(['dtmf-masking']);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryCache().find({ queryKey: ['features'] })).toBeUndefined();
  });
});

describe('retryUnlessClientError', () => {
  it('retries server and network failures once, never a 4xx', () => {
    expect(retryUnlessClientError(0, new ApiError(503, null, 'unavailable'))).toBe(true);
    expect(retryUnlessClientError(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessClientError(QUERY_DEFAULTS.retry, new ApiError(503, null, 'unavailable'))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(404, null, 'not found'))).toBe(false);
  });
});

describe('the data a prerendered page carries', () => {
  const pageCarrying = (json: string) => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<div id="root"><h1>Blog</h1></div><script type="application/json" id="${PRERENDER_DATA_ID}">${json}</script>`;
    return doc;
  };

  it('goes into the cache as current when the page was rendered, so it is not fetched again', () => {
    const client = createQueryClient();
    seedFromPrerenderedPage(
      client,
      pageCarrying(JSON.stringify({ updatedAt: 1_000, queries: [{ queryKey: ['content', 'blog', 'list'], data: { items: ['post'] } }] })),
    );
    expect(client.getQueryData(['content', 'blog', 'list'])).toEqual({ items: ['post'] });
    expect(client.getQueryState(['content', 'blog', 'list'])?.dataUpdatedAt).toBe(1_000);
  });

  it('is read as none when broken, and said so: the page fetches as usual', () => {
    const client = createQueryClient();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedFromPrerenderedPage(client, pageCarrying('{not json'));
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
