import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// oxlint-disable-next-line no-restricted-imports -- a test renders outside the site's router, so it brings its own
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '@site/contracts/remote-module';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import type { SectionLoader } from '../federation/section-loader.ts';
import { initialised } from '../prerender/take-over.ts';
import { buildSiteRoutes } from '../routing/build-routes.tsx';
import { useUpdateStore } from '../update/update-store.ts';
import { PageArea } from './page-area.tsx';
import { LOADING_PAGE_AFTER_MS } from './slow-navigation.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const entry = (path: string, componentPath: string): RouteEntryInput => ({
  path,
  title: `Title of ${path}`,
  description: `Description of ${path}`,
  component: 'RoutePage',
  componentPath,
  category: 'core',
});

const shellTable = defineRouteTable({
  routes: [entry('/', 'home'), entry('/about', 'about'), entry('/pricing', 'pricing'), entry('/404', 'not-found')],
  redirects: [],
});

const pageSaying = (text: string): PageModule => ({ default: () => <h1>{text}</h1> });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  useUpdateStore.setState({ detected: null });
});

/** The site's routes under the page area, at `/`, with each page's code loaded as `loadPage` says. */
async function renderSite(loadPage: (componentPath: string) => Promise<PageModule>) {
  const sectionLoader: SectionLoader = { loadSection: vi.fn(), reportPageFailure: vi.fn() };
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const site = buildSiteRoutes({
    shellTable,
    shellPages: { page: loadPage, content: vi.fn() },
    sections: [],
    sectionLoader,
    navigating: () => router?.state.initialized === true,
  });
  router = createMemoryRouter([{ element: <PageArea />, children: site.routes }], { initialEntries: ['/'] });
  // As the app does (prepareTakeOver): it renders once the router has its first location.
  await initialised(router);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<RouterProvider router={router} />));
  const shown = () => container?.textContent ?? '';
  await vi.waitFor(() => expect(shown()).toBe('Home'));
  /** Every text the page area showed from now on, in order. */
  const seen: string[] = [];
  new MutationObserver(() => {
    if (seen.at(-1) !== shown()) seen.push(shown());
  }).observe(container, { subtree: true, childList: true, characterData: true });
  return { router, shown, seen };
}

describe('a navigation in the page area', () => {
  it('keeps the page being left on screen while the next page loads quickly, with no loading state in between', async () => {
    const about = deferred<PageModule>();
    const { router, shown, seen } = await renderSite((componentPath) => (componentPath === 'about' ? about.promise : Promise.resolve(pageSaying('Home'))));
    let navigated: Promise<void> | undefined;
    act(() => {
      navigated = router.navigate('/about');
    });
    await act(() => sleep(LOADING_PAGE_AFTER_MS / 2));
    expect(shown()).toBe('Home');
    await act(async () => {
      about.resolve(pageSaying('About'));
      await navigated;
    });
    await vi.waitFor(() => expect(shown()).toBe('About'));
    expect(seen).toEqual(['About']);
  });

  it("says 'Loading page...' once the next page takes long enough to notice, then shows it", async () => {
    const about = deferred<PageModule>();
    const { router, shown, seen } = await renderSite((componentPath) => (componentPath === 'about' ? about.promise : Promise.resolve(pageSaying('Home'))));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    act(() => void router.navigate('/about'));
    await act(() => sleep(LOADING_PAGE_AFTER_MS + 100));
    expect(shown()).toBe('Loading page...');
    // At the top, where the next page starts, not below the fold where the link was.
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(async () => about.resolve(pageSaying('About')));
    await vi.waitFor(() => expect(shown()).toBe('About'));
    expect(seen).toEqual(['Loading page...', 'About']);
  });

  it('shows a page whose code is already here in the commit that navigates to it', async () => {
    const { router, shown, seen } = await renderSite(async (componentPath) => pageSaying(componentPath === 'pricing' ? 'Pricing' : 'Home'));
    await act(async () => {
      await router.navigate('/pricing');
    });
    expect(shown()).toBe('Pricing');
    expect(seen).toEqual(['Pricing']);
  });

  it('starts the update flow on a page that failed to load while the navigation waited, without loading it a second time', async () => {
    const failed = Object.assign(new Error('Loading chunk about failed'), { name: 'ChunkLoadError' });
    const loadPage = vi.fn(async (componentPath: string) => {
      if (componentPath === 'about') throw failed;
      return pageSaying('Home');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderSite(loadPage);
    await act(async () => {
      await router.navigate('/about');
    });
    await vi.waitFor(() => expect(useUpdateStore.getState().detected).not.toBeNull());
    expect(loadPage.mock.calls.filter(([componentPath]) => componentPath === 'about')).toHaveLength(1);
  });
});
