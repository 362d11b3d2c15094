import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';

const admin = (path: string, title: string, description: string, permissions: string[]): RouteEntryInput => ({
  path,
  title,
  description,
  component: 'RoutePage',
  componentPath: 'route-page',
  category: 'admin',
  seoEnabled: false,
  exclude: true,
  permissions,
});

/** Admin routes live in the manifest only; the shell adds each one when it is first visited. */
export default defineRouteTable({
  routes: [
    admin('/admin/login', 'Admin sign-in', 'Sign in with the company identity provider to manage site content.', []),
    admin('/admin/control-panel', 'Control panel', 'Shortcuts to every part of site administration.', ['ADMIN']),
    admin('/admin/dashboard', 'Dashboard', 'Leads, search analytics and the live version of every section at a glance.', ['ADMIN']),
    admin('/admin/users', 'Users', 'The people who can administer the site and their roles.', ['ADMIN']),
  ],
});
