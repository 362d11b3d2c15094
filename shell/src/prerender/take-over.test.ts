import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER_DATA_ID } from '@site/contracts/prerender';
import { queryClient } from '@site/ui/query-client';
import { prepareTakeOver } from './take-over.ts';

type Router = Parameters<typeof prepareTakeOver>[0];

/** The slice of the router the take-over reads: whether it has matched, and the matched routes. */
function fakeRouter(preloadPage: () => Promise<void>, initialized = true) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized, matches: [{ route: { handle: { preloadPage } } }, { route: {} }] },
    subscribe: (listener: (state: { initialized: boolean }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const initialise = () => {
    router.state.initialized = true;
    for (const listener of listeners) listener(router.state);
  };
  return { router: router as unknown as Router, initialise };
}

function prerenderedRoot(data?: unknown): HTMLElement {
  document.body.innerHTML = `<div id="root"><main><h1>Blog</h1></main></div>${data ? `<script type="application/json" id="${PRERENDER_DATA_ID}">${JSON.stringify(data)}</script>` : ''}`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
  queryClient.clear();
});

describe('prepareTakeOver', () => {
  it('does nothing for a page the server did not render: the app renders at once', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const preload = vi.fn(async () => undefined);
    await prepareTakeOver(fakeRouter(preload).router, document.getElementById('root') as HTMLElement);
    expect(preload).not.toHaveBeenCalled();
  });

  it('loads the matched page and puts the carried data in the query cache, as current, before the first render', async () => {
    const root = prerenderedRoot({ updatedAt: 1_000, queries: [{ queryKey: ['content', 'blog', 'list'], data: { items: ['post'] } }] });
    let loaded = false;
    await prepareTakeOver(
      fakeRouter(async () => {
        loaded = true;
      }).router,
      root,
    );
    expect(loaded).toBe(true);
    expect(queryClient.getQueryData(['content', 'blog', 'list'])).toEqual({ items: ['post'] });
    expect(queryClient.getQueryState(['content', 'blog', 'list'])?.dataUpdatedAt).toBe(1_000);
  });

  it('waits for a router still matching the path (the catch-all asks for more routes first)', async () => {
    const root = prerenderedRoot();
    const preload = vi.fn(async () => undefined);
    const { router, initialise } = fakeRouter(preload, false);
    const taking = prepareTakeOver(router, root);
    await Promise.resolve();
    expect(preload).not.toHaveBeenCalled();
    initialise();
    await taking;
    expect(preload).toHaveBeenCalledOnce();
  });

  it('reads broken data as none: the page fetches as usual', async () => {
    const root = prerenderedRoot();
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${PRERENDER_DATA_ID}">{not json</script>`);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(prepareTakeOver(fakeRouter(async () => undefined).router, root)).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });

  it('renders anyway when the page’s code hangs', async () => {
    vi.useFakeTimers();
    try {
      const root = prerenderedRoot();
      const taking = prepareTakeOver(fakeRouter(() => new Promise<void>(() => undefined)).router, root);
      await vi.advanceTimersByTimeAsync(8000);
      await expect(taking).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
