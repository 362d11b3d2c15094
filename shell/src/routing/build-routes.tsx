import type { ReactNode } from 'react';
import { matchRoutes, redirect, useLocation, type RouteObject } from '@site/ui/router';
import { isEagerlyRouted, type Redirect, type RouteEntry, type RouteTable } from '@site/contracts/route-entry';
import { loadRoutePage, type PageSources } from '@site/section-kit/define-remote';
import type { PageModule } from '@site/contracts/remote-module';
import type { VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import { leavesPageRouter } from '@site/contracts/site-links';
import { sectionForPath, type SectionName } from '@site/contracts/sections';
import { SectionLoadError, type SectionLoader } from '../federation/section-loader.ts';
import { createPageElement } from './page-element.tsx';

/** What a page route carries for the shell's start-up (`route.handle`). */
export interface PageRouteHandle {
  preloadPage: () => Promise<void>;
  /** The route table's path of the page: the pattern it serves, or `/404` for the page every unknown path gets. */
  pagePath: string;
  /** The section that draws the page; undefined for the shell's own pages. */
  section?: SectionName | undefined;
}

export const isPageRouteHandle = (handle: unknown): handle is PageRouteHandle =>
  typeof (handle as Partial<PageRouteHandle> | undefined)?.preloadPage === 'function';

export interface SiteRouteSources {
  shellTable: RouteTable;
  shellPages: PageSources;
  sections: readonly VisitorLiveMapSection[];
  sectionLoader: SectionLoader;
  /** No section is known (`/remotes.json` cannot be read and the page carried no map): see `UnmappedPath`. */
  sectionsUnknown?: boolean;
  /**
   * Whether the router has its first location: from then on a navigation waits for the next page's
   * code before it commits, so the page being left stays on screen meanwhile (`PageArea` says
   * 'Loading page...' once that takes long enough to notice). The first location does not wait:
   * the take-over has its own, and keeps the prerendered page on screen while a section cannot load.
   */
  navigating?: () => boolean;
}

export interface SiteRoutes {
  /** Children of the layout route. */
  routes: RouteObject[];
  /** Every known entry, including the manifest-only ones, for menus and lookups. */
  entries: RouteEntry[];
  /** Manifest-only entries (admin) and how to route one when it is first visited. */
  routeOnFirstVisit: (pathname: string) => RouteObject | undefined;
}

function redirectRoute({ from, to }: Redirect): RouteObject {
  return {
    path: from,
    loader: () => {
      if (!leavesPageRouter(to)) return redirect(to);
      window.location.replace(to);
      return new Promise<never>(() => undefined);
    },
  };
}

function sectionPageLoader(loader: SectionLoader, section: SectionName, entry: RouteEntry) {
  return async (): Promise<PageModule> => {
    const routesModule = await loader.loadSection(section);
    const route = routesModule.routes.find((candidate) => candidate.entry.path === entry.path);
    if (!route) throw new SectionLoadError(section, `the live version does not serve ${entry.path}`);
    try {
      return await route.load();
    } catch (error) {
      loader.reportPageFailure(section, error);
      throw new SectionLoadError(section, `the page for ${entry.path} failed to load`, { cause: error });
    }
  };
}

/**
 * What an unmatched path shows while no section is known: a path a section owns is that section
 * failing to load (the update flow), not a page that does not exist.
 */
function UnmappedPath({ notFound }: { notFound: ReactNode }) {
  const section = sectionForPath(useLocation().pathname);
  if (section) throw new SectionLoadError(section, '/remotes.json cannot be read, so its pages are unknown');
  return notFound;
}

/** Composes the site's route table from the shell's own table and the live sections' tables. */
export function buildSiteRoutes({
  shellTable,
  shellPages,
  sections,
  sectionLoader,
  sectionsUnknown = false,
  navigating = () => true,
}: SiteRouteSources): SiteRoutes {
  const shellRoutes = shellTable.routes.map((entry) => ({ entry, load: () => loadRoutePage(entry, shellPages), section: undefined }));
  const sectionRoutes = sections.flatMap((section) =>
    section.routeTable.routes.map((entry) => ({ entry, load: sectionPageLoader(sectionLoader, section.name, entry), section: section.name })),
  );
  const all = [...shellRoutes, ...sectionRoutes];
  const titles = new Map(all.map(({ entry }) => [entry.path, entry.title]));
  const titleOf = (path: string) => titles.get(path);
  const toRoute = (entry: RouteEntry, load: () => Promise<PageModule>, section: SectionName | undefined, pagePath = entry.path): RouteObject => {
    const page = createPageElement(entry, load, titleOf);
    const handle: PageRouteHandle = { preloadPage: page.preload, pagePath, section };
    const loader = async () => {
      if (navigating()) await page.preload();
      return null;
    };
    return { path: entry.path, element: page.element, handle, loader };
  };
  const redirects = [shellTable, ...sections.map((section) => section.routeTable)].flatMap((table) => table.redirects);
  const notFound = shellRoutes.find(({ entry }) => entry.path === '/404');
  const unmatched = (route: RouteObject): RouteObject =>
    sectionsUnknown && route.element ? { ...route, element: <UnmappedPath notFound={route.element} /> } : route;

  const routes: RouteObject[] = [
    ...all.filter(({ entry }) => isEagerlyRouted(entry)).map(({ entry, load, section }) => toRoute(entry, load, section)),
    ...redirects.map(redirectRoute),
    ...(notFound ? [unmatched(toRoute({ ...notFound.entry, path: '*' }, notFound.load, undefined, notFound.entry.path))] : []),
  ];

  const manifestOnly = all.filter(({ entry }) => !isEagerlyRouted(entry)).map((page) => ({ path: page.entry.path, page }));
  return {
    routes,
    entries: all.map(({ entry }) => entry),
    routeOnFirstVisit: (pathname) => {
      const page = matchRoutes(manifestOnly, pathname)?.[0]?.route.page;
      return page ? toRoute(page.entry, page.load, page.section) : undefined;
    },
  };
}
