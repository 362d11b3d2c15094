import { afterEach, describe, expect, it, vi } from 'vitest';
import { canHydrate, prepareTakeOver } from './take-over.ts';

type Router = Parameters<typeof prepareTakeOver>[0];

/** The slice of the router the take-over reads: whether it has matched, and the matched routes. */
function fakeRouter(preloadPage: () => Promise<void>, initialized = true, pagePath = '/blog') {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized, matches: [{ route: {} }, { route: { handle: { preloadPage, pagePath } } }] },
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

function markedRoot(path: string | null): HTMLElement {
  const root = prerenderedRoot();
  if (path) root.setAttribute('data-prerendered-path', path);
  return root;
}

const routedTo = (pagePath: string) => fakeRouter(async () => undefined, true, pagePath).router;

describe('canHydrate', () => {
  it('hydrates markup rendered for the address itself', () => {
    expect(canHydrate(routedTo('/resources/blog/:slug'), markedRoot('/resources/blog/pci-basics'), '/resources/blog/pci-basics')).toBe(true);
  });

  it('hydrates the not-found page at an address the app routes to the not-found page too', () => {
    expect(canHydrate(routedTo('/404'), markedRoot('/404'), '/no/such/page')).toBe(true);
  });

  it('replaces the not-found page served for a route whose record does not exist: the app renders that route’s page', () => {
    expect(canHydrate(routedTo('/resources/blog/:slug'), markedRoot('/404'), '/resources/blog/no-such-post')).toBe(false);
  });

  it('renders afresh into a root without prerendered markup, or markup that names no path', () => {
    document.body.innerHTML = '<div id="root" data-prerendered-path="/blog"></div>';
    expect(canHydrate(routedTo('/blog'), document.getElementById('root') as HTMLElement, '/blog')).toBe(false);
    expect(canHydrate(routedTo('/blog'), markedRoot(null), '/blog')).toBe(false);
  });
});
