import { defineRemoteRoutes } from '@site/contracts/define-remote';
import type { PageModule } from '@site/contracts/remote-module';
import table from './route-table.ts';

/** The one module this remote exposes: its route table with a lazy loader per page. */
const routes = defineRemoteRoutes('solutions', table, (componentPath) => import(`./pages/${componentPath}.tsx`) as Promise<PageModule>);

export default routes;
