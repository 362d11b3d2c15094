// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from '@site/ui/api-client';
import { createBrowserRouter, RouterProvider } from '@site/ui/router';
import { ContentDetail } from './content-detail.tsx';

afterEach(cleanup);

const LIST = { label: 'Browse the blog', to: '/resources/blog' };

function renderDetail(fetchItem: () => Promise<{ title: string }>, identifierValid = true, shown?: { title: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the page showed already (a prerendered page's data), older than it stays fresh.
  if (shown) client.setQueryData(['item'], shown, { updatedAt: 0 });
  function Page() {
    const query = useQuery({ queryKey: ['item'], queryFn: fetchItem, enabled: identifierValid }, client);
    return (
      <ContentDetail query={query} identifierValid={identifierValid} noun="article" list={LIST}>
        {(item) => <h1>{item.title}</h1>}
      </ContentDetail>
    );
  }
  const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
  return render(<RouterProvider router={router} />);
}

test('loading, then the item', async () => {
  renderDetail(async () => ({ title: 'PCI DSS 4.0.1' }));
  expect(screen.getByRole('status').textContent).toBe('Loading article...');
  expect(await screen.findByRole('heading', { level: 1, name: 'PCI DSS 4.0.1' })).toBeTruthy();
});

test.each([404, 400])('an API %d is the not-found page, with the way back to the list', async (status) => {
  renderDetail(async () => {
    throw new ApiError(status, { statusCode: status }, `API error: ${status}`);
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Browse the blog' }).getAttribute('href')).toBe('/resources/blog');
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  expect(document.title).toBe('Page not found | Keyline Secure Payments');
});

test('an identifier that cannot exist is not found without asking the API', async () => {
  const fetchItem = vi.fn(async () => ({ title: 'never' }));
  renderDetail(fetchItem, false);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(fetchItem).not.toHaveBeenCalled();
});

test('a server failure is an error with a retry that loads the item', async () => {
  let calls = 0;
  renderDetail(async () => {
    calls += 1;
    if (calls === 1) throw new ApiError(503, null, 'API error: 503');
    return { title: 'Loaded on retry' };
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'This article could not be loaded' })).toBeTruthy();
  expect(screen.getByRole('alert')).toBeTruthy();
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByRole('heading', { level: 1, name: 'Loaded on retry' })).toBeTruthy();
});

test('an item already shown stays when its refresh fails (the content API is down); one that no longer exists goes', async () => {
  const fetchItem = vi.fn(async () => {
    throw new ApiError(503, null, 'API error: 503');
  });
  renderDetail(fetchItem, true, { title: 'Prerendered post' });
  await vi.waitFor(() => expect(fetchItem).toHaveBeenCalled());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(screen.getByRole('heading', { level: 1, name: 'Prerendered post' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  cleanup();

  renderDetail(
    async () => {
      throw new ApiError(404, { statusCode: 404 }, 'API error: 404');
    },
    true,
    { title: 'Unpublished since' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
});
