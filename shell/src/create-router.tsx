import { createBrowserRouter } from '@site/ui/router';
import type { PageSources } from '@site/contracts/define-remote';
import type { PageContent } from '@site/contracts/page-content';
import type { PageModule } from '@site/contracts/remote-module';
import type { RemotesManifest } from '@site/contracts/remotes-manifest';
import { sectionLoadBeacon } from './federation/load-beacon.ts';
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
export function createSiteRouter(manifest: RemotesManifest, runtime: FederationRuntime) {
  const site = buildSiteRoutes({
    shellTable,
    shellPages,
    sections: manifest.sections,
    sectionLoader: createSectionLoader(runtime, manifest.sections, {
      report: sectionLoadBeacon(manifest.sections),
      liveVersion: async (section) => (await readRemotesManifest())?.sections.find((live) => live.name === section)?.version,
    }),
  });
  const router = createBrowserRouter([{ id: LAYOUT_ROUTE_ID, element: <SiteLayout />, errorElement: <RouteError />, children: site.routes }], {
    // A manifest route absent from the table (admin) is added when first navigated to.
    patchRoutesOnNavigation: ({ path, patch }) => {
      const route = site.routeOnFirstVisit(new URL(path, window.location.origin).pathname);
      if (route) patch(LAYOUT_ROUTE_ID, [route]);
    },
  });
  return { router, entries: site.entries };
}
