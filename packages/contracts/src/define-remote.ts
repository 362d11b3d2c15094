import type { PageModule, RemoteRoutesModule } from './remote-module.ts';
import type { RouteTable } from './route-entry.ts';
import type { SectionName } from './sections.ts';
import { CONTRACTS_MAJOR } from './version.ts';

/**
 * Builds the module a remote exposes from its route table and a page loader keyed by
 * `componentPath`, so a new page is one route entry plus its page file.
 */
export function defineRemoteRoutes(
  section: SectionName,
  table: RouteTable,
  loadPage: (componentPath: string) => Promise<PageModule>,
): RemoteRoutesModule {
  return {
    contractsMajor: CONTRACTS_MAJOR,
    section,
    routes: table.routes.map((entry) => ({ entry, load: () => loadPage(entry.componentPath) })),
  };
}
