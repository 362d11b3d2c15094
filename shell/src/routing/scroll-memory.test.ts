import { beforeEach, describe, expect, it } from 'vitest';
import { createBrowserRouter } from '@site/ui/router';
import { rememberScrollPositions, SCROLL_POSITIONS_STORAGE_KEY, type ScrollWindow } from './scroll-memory.ts';

const routes = [
  { path: '/resources/blog', element: null },
  { path: '/resources/blog/:slug', element: null },
];

/** The window as the memory sees it: a scroll position the test sets, this document's storage, and how the document was opened. */
function fakeWindow(documentNavigation: NavigationTimingType) {
  const pagehide: Array<() => void> = [];
  const win = {
    scrollY: 0,
    sessionStorage: window.sessionStorage,
    performance: { getEntriesByType: () => [{ type: documentNavigation }] },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'pagehide') pagehide.push(listener);
    },
  };
  return { win: win as unknown as ScrollWindow & { scrollY: number }, hide: () => pagehide.forEach((listener) => listener()) };
}

async function settled(router: ReturnType<typeof createBrowserRouter>, pathname: string) {
  while (router.state.location.pathname !== pathname || router.state.navigation.state !== 'idle') await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('rememberScrollPositions', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/resources/blog');
  });

  it('back returns to where the visitor left the list, forward to where they left the post; a new page starts at the top', async () => {
    const { win } = fakeWindow('navigate');
    const router = createBrowserRouter(routes);
    const memory = rememberScrollPositions(router, win);
    expect(memory.positionToRestore()).toBeUndefined();

    win.scrollY = 1240;
    await router.navigate('/resources/blog/dtmf-masking-explained');
    expect(memory.positionToRestore()).toBeUndefined();

    win.scrollY = 300;
    await router.navigate(-1);
    await settled(router, '/resources/blog');
    expect(memory.positionToRestore()).toBe(1240);

    win.scrollY = 1240;
    await router.navigate(1);
    await settled(router, '/resources/blog/dtmf-masking-explained');
    expect(memory.positionToRestore()).toBe(300);
    router.dispose();
  });

  it('a navigation that asks to keep the page where it is says so (a filter rewriting the query); a link does not', async () => {
    const router = createBrowserRouter(routes);
    const memory = rememberScrollPositions(router, fakeWindow('navigate').win);
    await router.navigate('/resources/blog?tag=pci-dss', { replace: true, preventScrollReset: true });
    expect(memory.keepsScrollPosition()).toBe(true);
    await router.navigate('/resources/blog/dtmf-masking-explained');
    expect(memory.keepsScrollPosition()).toBe(false);
    router.dispose();
  });

  it('a reload returns to where the visitor was (kept in session storage when the page is hidden); a page opened afresh does not', async () => {
    const first = fakeWindow('navigate');
    const router = createBrowserRouter(routes);
    rememberScrollPositions(router, first.win);
    first.win.scrollY = 900;
    first.hide();
    router.dispose();
    expect(JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}')).toEqual({ [router.state.location.key]: 900 });

    const reloaded = createBrowserRouter(routes);
    expect(rememberScrollPositions(reloaded, fakeWindow('reload').win).positionToRestore()).toBe(900);
    reloaded.dispose();

    const openedAgain = createBrowserRouter(routes);
    expect(rememberScrollPositions(openedAgain, fakeWindow('navigate').win).positionToRestore()).toBeUndefined();
    openedAgain.dispose();
  });

  it.each(['{"default": "far down"}', '{"default": 12'])('ignores a stored position it cannot use: %s', (stored) => {
    window.sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, stored);
    const router = createBrowserRouter(routes);
    expect(rememberScrollPositions(router, fakeWindow('reload').win).positionToRestore()).toBeUndefined();
    router.dispose();
  });
});
