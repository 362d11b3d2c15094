import { afterEach, describe, expect, it, vi } from 'vitest';
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

function prerenderedRoot(): HTMLElement {
  document.body.innerHTML = '<div id="root"><main><h1>Blog</h1></main></div>';
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prepareTakeOver', () => {
  it('does nothing for a page the server did not render: the app renders at once', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const preload = vi.fn(async () => undefined);
    await prepareTakeOver(fakeRouter(preload).router, document.getElementById('root') as HTMLElement);
    expect(preload).not.toHaveBeenCalled();
  });

  it('loads the matched page before the first render', async () => {
    const root = prerenderedRoot();
    let loaded = false;
    await prepareTakeOver(
      fakeRouter(async () => {
        loaded = true;
      }).router,
      root,
    );
    expect(loaded).toBe(true);
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
