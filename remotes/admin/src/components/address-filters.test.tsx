// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createBrowserRouter, RouterProvider } from '@site/ui/router';
import { useAddressFilters } from './address-filters.ts';

type Update = ReturnType<typeof useAddressFilters>['update'];
let update: Update = () => {};

function Filters({ onRender }: { onRender: (next: Update) => void }) {
  const filters = useAddressFilters();
  useEffect(() => onRender(filters.update));
  return null;
}

afterEach(cleanup);

test('two changes before the page renders again are both kept in the address', async () => {
  window.history.replaceState(null, '', '/admin/logs?path=no-such-page&status=4xx');
  const element = (
    <Filters
      onRender={(next) => {
        update = next;
      }}
    />
  );
  render(<RouterProvider router={createBrowserRouter([{ path: '/admin/logs', element }])} />);
  // A box applying its paused text while a list is picked: both in one task, as a busy browser runs them.
  await act(async () => {
    update({ path: '' });
    update({ status: '', requestId: 'c7df3a90-658f-4653-a54b' });
  });
  expect(window.location.search).toBe('?requestId=c7df3a90-658f-4653-a54b');
  await act(async () => update({ path: 'pricing' }));
  expect(window.location.search).toBe('?requestId=c7df3a90-658f-4653-a54b&path=pricing');
});
