import { createBrowserRouter } from '@site/ui/router';
import type { PageSources } from '@site/section-kit/define-remote';
import type { PageContent } from '@site/contracts/page-content';
import type { PageModule } from '@site/contracts/remote-module';
import type { ReportSectionLoad } from './federation/load-beacon.ts';
import { pageFailureReporter } from './federation/page-failures.ts';
import type { TabLiveMap } from './federation/live-map.ts';
import { readRemotesManifest } from './federation/remotes-manifest.ts';
import { createSectionLoader, type FederationRuntime } from './federation/section-loader.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { buildSiteRoutes } from './routing/build-routes.tsx';
import { RouteError } from './update/route-error.tsx';
import shellTable from './route-table.ts';
import { ADMIN_SECTION, isAdminPath } from '@site/contracts/sections';

export const LAYOUT_ROUTE_ID = 'layout';

const shellPages: PageSources = {
  page: (componentPath) => import(`./pages/${componentPath}.tsx`) as Promise<PageModule>,
  content: (key) => import(`./content/${key}.ts`) as Promise<{ default: PageContent }>,
};

/** The browser router of the composed site; `report` is this page view's load beacon. */
export function createSiteRouter(liveMap: TabLiveMap, runtime: FederationRuntime, report: ReportSectionLoad) {
  const { sections } = liveMap.manifest;
  // While /remotes.json cannot be read, the page the visitor landed on waits for it (its
  // prerendered content stays on screen); a page they go to next gets one more read, then the
  // update flow.
  let landed = true;
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const site = buildSiteRoutes({
    navigating: () => router?.state.initialized === true,
    shellTable,
    shellPages,
    sections,
    sectionsUnknown: !liveMap.complete() && sections.length === 0,
    sectionLoader: createSectionLoader(runtime, sections, {
      report,
      liveVersion: async (section) => (await readRemotesManifest())?.sections.find((live) => live.name === section)?.version,
      ...(liveMap.complete() ? {} : { servedMap: () => liveMap.served({ patient: landed }) }),
    }),
  });
  // The public origin's map has no admin section, the admin origin's nothing else (under `npm run
  // dev` both are one origin, with every section).
  const adminHere = sections.some((section) => section.name === ADMIN_SECTION);
  const workspaceOnly = adminHere && sections.every((section) => section.name === ADMIN_SECTION);
  const onOtherOrigin = (pathname: string) => (isAdminPath(pathname) ? !adminHere : workspaceOnly);
  const landedOn = window.location.pathname;
  router = createBrowserRouter([{ id: LAYOUT_ROUTE_ID, element: <SiteLayout />, errorElement: <RouteError />, children: site.routes }], {
    // A manifest route absent from the table (admin) is added when first navigated to.
    patchRoutesOnNavigation: ({ path, patch }) => {
      const { pathname } = new URL(path, window.location.origin);
      const route = site.routeOnFirstVisit(pathname);
      if (route) return patch(LAYOUT_ROUTE_ID, [route]);
      // A page of the other origin (the admin workspace, from the public site, or back) is a page
      // load: the server sends the browser there. Never the page this tab landed on, which would load again and again.
      if (pathname !== landedOn && onOtherOrigin(pathname)) {
        window.location.assign(path);
        return new Promise<never>(() => undefined);
      }
      return undefined;
    },
  });
  if (!liveMap.complete()) {
    const first = router.state.location;
    const unsubscribe = router.subscribe((state) => {
      if (state.location === first && state.navigation.state === 'idle') return;
      landed = false;
      unsubscribe();
    });
  }
  const siteRouter = router;
  // A section's page that throws at render, or its code throwing during the visit, fails this
  // page view for the canary judge as a load failure does.
  const failures = pageFailureReporter({
    sections,
    shell: liveMap.manifest.shell,
    report,
    routePattern: () => siteRouter.state.matches.at(-1)?.route.path,
  });
  return { router, entries: site.entries, failures };
}
