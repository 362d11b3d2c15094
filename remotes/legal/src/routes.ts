import { defineRemoteRoutes } from '@site/section-kit/define-remote';
import type { PageContent } from '@site/contracts/page-content';
import type { PageModule } from '@site/contracts/remote-module';
import table from './route-table.ts';

/** The one module this remote exposes: its route table with a lazy loader per page and per content file. */
const routes = defineRemoteRoutes('legal', table, {
  page: (componentPath) => import(`./pages/${componentPath}.tsx`) as Promise<PageModule>,
  content: (key) => import(`./content/${key}.ts`) as Promise<{ default: PageContent }>,
});

export default routes;
