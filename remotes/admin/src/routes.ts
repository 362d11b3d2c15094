// First: it configures zod before any module below builds a schema.
import './zod-without-eval.ts';
import { defineRemoteRoutes } from '@site/section-kit/define-remote';
import type { PageModule } from '@site/contracts/remote-module';
import table from './route-table.ts';

/** The one module this remote exposes: its route table with a lazy loader per page. Admin pages carry no content files. */
const routes = defineRemoteRoutes('admin', table, {
  page: (componentPath) => import(`./pages/${componentPath}.tsx`) as Promise<PageModule>,
  content: (key) => Promise.reject(new Error(`the admin section has no content file ${key}`)),
});

export default routes;
