import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// oxlint-disable-next-line no-restricted-imports -- a test renders outside the site's router, so it brings its own
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from '@site/ui/router';
import type { PageModule, PageProps, RemoteRoutesModule } from '@site/contracts/remote-module';
import type { VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import { defineRouteTable, type RouteEntry, type RouteEntryInput, type RouteTableInput } from '@site/contracts/route-entry';
import type { SectionName } from '@site/contracts/sections';
import { CONTRACTS_MAJOR } from '@site/contracts/version';
import { SectionLoadError, type SectionLoader } from '../federation/section-loader.ts';
import { buildSiteRoutes } from './build-routes.tsx';
import { createPageElement } from './page-element.tsx';

// The real page element, observed so the page loader handed to each route can be called directly.
vi.mock('./page-element.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./page-element.tsx')>();
  return { ...actual, createPageElement: vi.fn(actual.createPageElement) };
});

const entry = (path: string, extra: Partial<RouteEntryInput> = {}): RouteEntryInput => ({
  path,
  title: `Title of ${path}`,
  description: `Description of ${path}`,
  component: 'RoutePage',
  componentPath: path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'),
  category: 'core',
  ...extra,
});

const shellTable = defineRouteTable({
  routes: [
    entry('/'),
    entry('/about'),
    entry('/pricing', { component: 'ContentPage', componentPath: 'content-page' }),
    entry('/404', { componentPath: 'not-found-page', exclude: true }),
  ],
  redirects: [
    { from: '/schedule-demo', to: '/contact' },
    { from: '/api-docs', to: '/api/docs' },
    { from: '/help', to: 'https://support.example/' },
  ],
});

const liveSection = (name: SectionName, table: RouteTableInput): VisitorLiveMapSection => ({
  name,
  version: '1.0.0',
  manifestUrl: `/remotes/${name}/1.0.0/mf-manifest.json`,
  routeTable: defineRouteTable(table),
});

const sections: VisitorLiveMapSection[] = [
  liveSection('solutions', {
    routes: [entry('/solutions/pci-dss', { category: 'solution' }), entry('/solutions/retired', { category: 'solution' })],
    redirects: [{ from: '/solutions/payment-links', to: '/solutions/advanced-payment-links' }],
  }),
  liveSection('resources', { routes: [entry('/resources/blog/:slug', { category: 'resource' })] }),
  liveSection('admin', {
    routes: [entry('/admin/login', { category: 'admin' }), entry('/admin/users', { category: 'admin', permissions: ['ADMIN'] })],
  }),
];

const page = (name: string): PageModule => ({ default: Object.assign(() => null, { displayName: name }) });

/** What each section's remote serves: every route of its table, except /solutions/retired. */
function remoteFor(section: SectionName, pages: Map<string, () => Promise<PageModule>>): RemoteRoutesModule {
  const table = sections.find((live) => live.name === section)?.routeTable;
  return {
    contractsMajor: CONTRACTS_MAJOR,
    section,
    routes: (table?.routes ?? [])
      .filter((route) => route.path !== '/solutions/retired')
      .map((route) => ({ entry: route, load: pages.get(route.path) ?? (async () => page(route.path)) })),
  };
}

function setup(pages = new Map<string, () => Promise<PageModule>>(), { sectionsUnknown = false } = {}) {
  const sectionLoader: SectionLoader = { loadSection: vi.fn(async (section: SectionName) => remoteFor(section, pages)), reportPageFailure: vi.fn() };
  const loadShellPage = vi.fn(async (componentPath: string) => page(componentPath));
  const loadShellContent = vi.fn(async (key: string) => ({ default: { hero: { lead: `copy of ${key}` }, blocks: [] } }));
  const site = buildSiteRoutes({
    shellTable,
    shellPages: { page: loadShellPage, content: loadShellContent },
    sections: sectionsUnknown ? [] : sections,
    sectionLoader,
    sectionsUnknown,
  });
  return { site, sectionLoader, loadShellPage, loadShellContent };
}

const paths = (routes: RouteObject[]) => routes.map((route) => route.path);
const routeAt = (routes: RouteObject[], path: string): RouteObject => {
  const found = routes.find((route) => route.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

/** The page loader that buildSiteRoutes handed to createPageElement for a path. */
function pageLoaderFor(path: string): () => Promise<PageModule> {
  const calls = vi.mocked(createPageElement).mock.calls.filter(([routeEntry]) => routeEntry.path === path);
  const last = calls.at(-1);
  if (!last) throw new Error(`no page element for ${path}`);
  return last[1];
}

async function runLoader(route: RouteObject, path: string): Promise<unknown> {
  if (typeof route.loader !== 'function') throw new Error(`route ${route.path} has no loader`);
  const loader = route.loader as (args: { request: Request; params: object }) => unknown;
  return loader({ request: new Request(`http://localhost${path}`), params: {} });
}

describe('buildSiteRoutes', () => {
  beforeEach(() => {
    vi.mocked(createPageElement).mockClear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('routes the shell pages and every live section page with an element', () => {
    const { site } = setup();
    expect(paths(site.routes)).toEqual(expect.arrayContaining(['/', '/about', '/404', '/solutions/pci-dss', '/solutions/retired', '/resources/blog/:slug']));
    for (const route of site.routes.filter((candidate) => !candidate.loader)) expect(route.element).toBeTruthy();
  });

  it('keeps admin routes out of the main route table but lists them among the entries', () => {
    const { site } = setup();
    expect(paths(site.routes).filter((path) => path?.startsWith('/admin'))).toEqual([]);
    expect(site.entries.map((known) => known.path)).toEqual(expect.arrayContaining(['/admin/login', '/admin/users']));
  });

  it('routes an admin page when it is first visited', () => {
    const { site } = setup();
    const route = site.routeOnFirstVisit('/admin/users');
    expect(route?.path).toBe('/admin/users');
    expect(route?.element).toBeTruthy();
    expect(site.routeOnFirstVisit('/admin/users/')?.path).toBe('/admin/users');
  });

  it('does nothing on first visit of a path no manifest-only entry has', () => {
    const { site } = setup();
    expect(site.routeOnFirstVisit('/admin/unknown')).toBeUndefined();
    expect(site.routeOnFirstVisit('/no-such-page')).toBeUndefined();
    // Already routed pages are not routed a second time.
    expect(site.routeOnFirstVisit('/solutions/pci-dss')).toBeUndefined();
  });

  it("loads a first-visited admin page from the admin section's remote", async () => {
    const { site, sectionLoader } = setup();
    site.routeOnFirstVisit('/admin/users');
    const module = await pageLoaderFor('/admin/users')();
    expect(sectionLoader.loadSection).toHaveBeenCalledWith('admin');
    expect(module.default).toBeTypeOf('function');
  });

  it('turns a redirect to an internal path into a 302 redirect Response', async () => {
    const { site } = setup();
    const response = await runLoader(routeAt(site.routes, '/schedule-demo'), '/schedule-demo');
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('Location')).toBe('/contact');
  });

  it("includes the live sections' redirects", async () => {
    const { site } = setup();
    const response = (await runLoader(routeAt(site.routes, '/solutions/payment-links'), '/solutions/payment-links')) as Response;
    expect(response.headers.get('Location')).toBe('/solutions/advanced-payment-links');
  });

  it.each([
    ['/help', 'https://support.example/'],
    ['/api-docs', '/api/docs'],
  ])('sends %s to %s with a full page load, outside the page router', async (from, to) => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const { site } = setup();
    const outcome = runLoader(routeAt(site.routes, from), from);
    expect(replace).toHaveBeenCalledWith(to);
    // The loader never settles, so the router does not render anything meanwhile.
    const settled = await Promise.race([outcome.then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 20, 'pending'))]);
    expect(settled).toBe('pending');
  });

  it('has a catch-all * route that shows the /404 page', async () => {
    const { site, loadShellPage } = setup();
    const catchAll = routeAt(site.routes, '*');
    expect(catchAll.element).toBeTruthy();
    const notFoundEntry: RouteEntry | undefined = vi.mocked(createPageElement).mock.calls.find(([routeEntry]) => routeEntry.path === '*')?.[0];
    expect(notFoundEntry?.componentPath).toBe('not-found-page');
    await pageLoaderFor('*')();
    expect(loadShellPage).toHaveBeenCalledWith('not-found-page');
    expect(paths(site.routes).at(-1)).toBe('*');
  });

  it('shows a section path as that section failing to load (the update flow), not as missing, while no section is known', () => {
    const { site } = setup(undefined, { sectionsUnknown: true });
    const renderAt = (path: string) => renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, routeAt(site.routes, '*').element));
    expect(() => renderAt('/industries/banking')).toThrow(SectionLoadError);
    expect(() => renderAt('/legal/privacy-policy')).toThrow(/remotes\.json cannot be read/);
    expect(() => renderAt('/no-such-page')).not.toThrow();
  });

  it('loads a shell page by its componentPath', async () => {
    const { loadShellPage, loadShellContent } = setup();
    await pageLoaderFor('/about')();
    expect(loadShellPage).toHaveBeenCalledWith('about');
    expect(loadShellContent).not.toHaveBeenCalled();
  });

  it('loads a content page together with its content file and hands the copy to the page', async () => {
    const { loadShellPage, loadShellContent } = setup();
    // A page that shows the lead of the copy it is handed.
    loadShellPage.mockImplementation(async () => ({ default: ({ content }: PageProps) => <p>{content?.hero.lead}</p> }));
    const module = await pageLoaderFor('/pricing')();
    expect(loadShellPage).toHaveBeenCalledWith('content-page');
    expect(loadShellContent).toHaveBeenCalledWith('pricing');
    const entry = shellTable.routes.find((route) => route.path === '/pricing')!;
    expect(renderToStaticMarkup(createElement(module.default, { entry }))).toBe('<p>copy of pricing</p>');
  });

  it("loads a section page from its section's remote", async () => {
    const pci = page('pci');
    const { sectionLoader } = setup(new Map([['/solutions/pci-dss', async () => pci]]));
    await expect(pageLoaderFor('/solutions/pci-dss')()).resolves.toBe(pci);
    expect(sectionLoader.loadSection).toHaveBeenCalledWith('solutions');
  });

  it('throws SectionLoadError when the live version of the section does not serve the path', async () => {
    setup();
    const error = await pageLoaderFor('/solutions/retired')().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SectionLoadError);
    expect((error as SectionLoadError).section).toBe('solutions');
  });

  it("wraps a failing page chunk in a SectionLoadError with the chunk's error as cause", async () => {
    const chunkError = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    setup(
      new Map([
        [
          '/resources/blog/:slug',
          async () => {
            throw chunkError;
          },
        ],
      ]),
    );
    const error = await pageLoaderFor('/resources/blog/:slug')().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SectionLoadError);
    expect((error as SectionLoadError).section).toBe('resources');
    expect((error as SectionLoadError).cause).toBe(chunkError);
  });

  it('passes on the SectionLoadError of a section that cannot load', async () => {
    const { sectionLoader } = setup();
    const failure = new SectionLoadError('solutions', 'its remote failed to load');
    vi.mocked(sectionLoader.loadSection).mockRejectedValueOnce(failure);
    await expect(pageLoaderFor('/solutions/pci-dss')()).rejects.toBe(failure);
  });
});
