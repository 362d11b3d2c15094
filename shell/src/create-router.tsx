import { createBrowserRouter } from '@site/ui/router';
import type { PageSources } from '@site/contracts/define-remote';
import type { PageContent } from '@site/contracts/page-content';
import type { PageModule } from '@site/contracts/remote-module';
import { sectionLoadBeacon } from './federation/load-beacon.ts';
import type { LiveMap } from './federation/live-map.ts';
import { readRemotesManifest } from './federation/remotes-manifest.ts';
import { createSectionLoader, type FederationRuntime } from './federation/section-loader.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { buildSiteRoutes } from './routing/build-routes.tsx';
import { RouteError } from './update/route-error.tsx';
import shellTable from './route-table.ts';

export const LAYOUT_ROUTE_ID = 'layout';

const shellPages: PageSources = {
  page: (componentPath) => import(`./pages/${componentPath}.tsx`) as Promise<PageModule>,
  content: (key) => import(`./content/${key}.ts`) as Promise<{ default: PageContent }>,
};

/** The browser router of the composed site. */
export function createSiteRouter(liveMap: LiveMap, runtime: FederationRuntime) {
  const { sections } = liveMap.manifest;
  // While /remotes.json cannot be read, the page the visitor landed on waits for it (its
  // prerendered content stays on screen); a page they go to next gets one more read, then the
  // update flow.
  let landed = true;
  const site = buildSiteRoutes({
    shellTable,
    shellPages,
    sections,
    sectionsUnknown: !liveMap.complete() && sections.length === 0,
    sectionLoader: createSectionLoader(runtime, sections, {
      report: sectionLoadBeacon(sections),
      liveVersion: async (section) => (await readRemotesManifest())?.sections.find((live) => live.name === section)?.version,
      ...(liveMap.complete() ? {} : { servedMap: () => liveMap.served({ patient: landed }) }),
    }),
  });
  const router = createBrowserRouter([{ id: LAYOUT_ROUTE_ID, element: <SiteLayout />, errorElement: <RouteError />, children: site.routes }], {
    // A manifest route absent from the table (admin) is added when first navigated to.
    patchRoutesOnNavigation: ({ path, patch }) => {
      const route = site.routeOnFirstVisit(new URL(path, window.location.origin).pathname);
      if (route) patch(LAYOUT_ROUTE_ID, [route]);
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
  return { router, entries: site.entries };
}
