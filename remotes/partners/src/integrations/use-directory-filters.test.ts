// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
// vi.mock below is hoisted above this import: the hook gets the stand-in router.
import { useDirectoryFilters } from './use-directory-filters.ts';

/** The address as the router last applied it, and every write asked of it, with its options. */
const address = vi.hoisted(() => ({ current: new URLSearchParams(), writes: [] as { search: string; options: unknown }[] }));

vi.mock('@site/ui/router', () => ({
  useSearchParams: () => [
    address.current,
    (next: URLSearchParams, options: unknown) => {
      address.writes.push({ search: next.toString(), options });
    },
  ],
}));

afterEach(() => {
  cleanup();
  address.current = new URLSearchParams();
  address.writes = [];
});

/** The router applying an address (late, or from Back), and the page rendering with it. */
function routerApplies(search: string, rerender: () => void) {
  address.current = new URLSearchParams(search);
  act(rerender);
}

test('typing writes each text in place of the last (replace), without scrolling the page', () => {
  const { result } = renderHook(() => useDirectoryFilters());
  act(() => result.current.setText('w'));
  act(() => result.current.setText('wo'));
  expect(address.writes).toEqual([
    { search: 'q=w', options: { replace: true, preventScrollReset: true } },
    { search: 'q=wo', options: { replace: true, preventScrollReset: true } },
  ]);
  expect(result.current.text).toBe('wo');
  expect(result.current.filters).toEqual({ text: 'wo' });
});

test('the router applying an earlier keystroke late does not take the newer ones out of the box', () => {
  const { result, rerender } = renderHook(() => useDirectoryFilters());
  act(() => result.current.setText('w'));
  act(() => result.current.setText('wo'));
  act(() => result.current.setText('wor'));
  routerApplies('q=w', rerender);
  expect(result.current.text).toBe('wor');
  routerApplies('q=wor', rerender);
  expect(result.current.text).toBe('wor');
});

test('an address the box did not write (Back, a link) replaces what it shows', () => {
  const { result, rerender } = renderHook(() => useDirectoryFilters());
  act(() => result.current.setText('genesys'));
  routerApplies('q=genesys', rerender);
  routerApplies('kind=telephony&q=five9', rerender);
  expect(result.current.text).toBe('five9');
  expect(result.current.filters).toEqual({ kind: 'telephony', text: 'five9' });
  routerApplies('', rerender);
  expect(result.current.text).toBe('');
  expect(result.current.active).toBe(false);
});

test('a choice in a list is a new step (push), keeps the typed text and parameters that are not filters', () => {
  address.current = new URLSearchParams('utm_source=newsletter&q=pay');
  const { result } = renderHook(() => useDirectoryFilters());
  act(() => result.current.setFilter('region', 'uk'));
  expect(address.writes).toEqual([{ search: 'utm_source=newsletter&region=uk&q=pay', options: { replace: false, preventScrollReset: true } }]);
  act(() => result.current.setFilter('region', ''));
  expect(address.writes.at(-1)?.search).toBe('utm_source=newsletter&q=pay');
});

test('clearing empties the box and every filter, in one step', () => {
  address.current = new URLSearchParams('kind=gateway&q=stripe');
  const { result } = renderHook(() => useDirectoryFilters());
  expect(result.current.active).toBe(true);
  act(() => result.current.clear());
  expect(result.current.text).toBe('');
  expect(address.writes).toEqual([{ search: '', options: { replace: false, preventScrollReset: true } }]);
});
