import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { claimConsentPublisher } from '@site/ui/consent';
import type { SearchResult } from './merge-results.ts';
import { RECORD_AFTER_MS, SEARCH_QUERY_BEACON, useRecordSearch } from './record-search.ts';
import { keepSearchReceipt } from './search-receipts.ts';
import type { SearchState } from './use-debounced-search.ts';

const consent = claimConsentPublisher();
const results = (count: number) => Array.from({ length: count }, (_value, index) => ({ title: `r${index}` })) as unknown as SearchResult[];
const done = (query: string, count = 2): SearchState => ({ status: 'done', query, results: results(count) });

describe('useRecordSearch', () => {
  const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    sendBeacon.mockClear();
    keepSearchReceipt('ivr payments', 'receipt-of-ivr-payments');
    keepSearchReceipt('iv', 'receipt-of-iv');
  });
  afterEach(() => {
    vi.useRealTimers();
    consent.publish(null);
  });

  test('without analytics consent nothing is sent', () => {
    consent.publish({ functional: true, analytics: false, advertising: true });
    renderHook(() => useRecordSearch(done('ivr payments')));
    vi.advanceTimersByTime(RECORD_AFTER_MS * 2);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  test('with consent, a query whose results stayed on screen is sent once, with its result count only', () => {
    consent.publish({ functional: false, analytics: true, advertising: false });
    const { rerender } = renderHook(({ state }) => useRecordSearch(state), { initialProps: { state: done('iv', 5) } });
    // Typed on before it settled: the prefix is not recorded.
    vi.advanceTimersByTime(RECORD_AFTER_MS - 100);
    rerender({ state: done('ivr payments', 3) });
    vi.advanceTimersByTime(RECORD_AFTER_MS);
    rerender({ state: { status: 'searching', query: 'ivr' } });
    rerender({ state: done('ivr payments', 3) });
    vi.advanceTimersByTime(RECORD_AFTER_MS * 2);
    expect(sendBeacon.mock.calls).toEqual([[SEARCH_QUERY_BEACON, JSON.stringify({ query: 'ivr payments', results: 3, receipt: 'receipt-of-ivr-payments' })]]);
  });

  test('a query whose answer brought no receipt is not sent: the server would not count it', () => {
    consent.publish({ functional: false, analytics: true, advertising: false });
    renderHook(() => useRecordSearch(done('card payments')));
    vi.advanceTimersByTime(RECORD_AFTER_MS * 2);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
