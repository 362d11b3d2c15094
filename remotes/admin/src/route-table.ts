import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { ROLES, type Role } from '@site/contracts/access';

const admin = (path: string, title: string, description: string, componentPath: string, permissions: readonly Role[]): RouteEntryInput => ({
  path,
  title,
  description,
  component: 'AdminPage',
  componentPath,
  category: 'admin',
  seoEnabled: false,
  exclude: true,
  permissions: [...permissions],
});

/**
 * Admin routes live in the manifest only; the shell adds each one when it is first visited.
 * `permissions` lists the roles that may open a page: the site server checks it on a direct load
 * (sign-in or 403) and the admin section on every navigation; the API behind each page checks again.
 */
export default defineRouteTable({
  routes: [
    admin('/admin/login', 'Admin sign-in', 'Sign in with the company identity provider to manage the site.', 'login-page', []),
    admin('/admin/control-panel', 'Control panel', 'The parts of site administration your role may use.', 'control-panel-page', ROLES),
    admin(
      '/admin/content',
      'Content',
      'Blog posts, case studies, videos, features and pricing plans: drafts, publishing, previews and history.',
      'content-page',
      ['ADMIN', 'EDITOR'],
    ),
    admin('/admin/content/:id', 'Edit content', 'One entry: its fields, publishing, preview link and history.', 'content-editor-page', ['ADMIN', 'EDITOR']),
    admin(
      '/admin/media',
      'Media library',
      'Every uploaded image: its text alternative, size, who uploaded it and which records show it; upload, replace in every draft, and delete what nothing uses.',
      'media-page',
      ['ADMIN', 'EDITOR'],
    ),
    admin('/admin/seo', 'Search engines', 'The title, description and noindex of every page, with a preview of its search result.', 'seo-page', [
      'ADMIN',
      'EDITOR',
    ]),
    admin('/admin/leads', 'Leads', 'Every form submission: filter, follow up, note, export and erase.', 'leads-page', ['ADMIN', 'EDITOR']),
    admin(
      '/admin/releases',
      'Releases',
      'The live version, canary, versions and history of each section and of the shell, with promote, canary, rollback, preview links and clean-up.',
      'releases-page',
      ['ADMIN', 'RELEASER'],
    ),
    admin(
      '/admin/dashboard',
      'Dashboard',
      'Leads, searches and page loads over time, the live and canary version of every section, and what changed last.',
      'dashboard-page',
      ['ADMIN', 'VIEWER'],
    ),
    admin(
      '/admin/analytics',
      'Analytics',
      'Page views, visitors, visits, sources, campaigns and leads of a period against the one before, counted without cookies, with conversion by page, source and section.',
      'analytics-page',
      ['ADMIN', 'VIEWER'],
    ),
    admin(
      '/admin/status',
      'Server status',
      'The database, search indexes, prerendering, identity provider, site servers and each section, checked now.',
      'status-page',
      ['ADMIN', 'VIEWER'],
    ),
    admin(
      '/admin/settings',
      'Settings',
      'The contact numbers, e-mail, support and login addresses, tag manager and the amounts in each currency the public site uses.',
      'settings-page',
      ['ADMIN'],
    ),
    admin('/admin/users', 'Users', 'The people who can administer the site, their roles, sessions and API tokens.', 'users-page', ['ADMIN']),
    admin('/admin/roles', 'Roles', 'What each role may do, as the server enforces it, and who holds each one.', 'roles-page', ['ADMIN']),
    admin(
      '/admin/notifications',
      'Notifications',
      'The webhooks and e-mail addresses told of new leads by form, releases, canaries, rollbacks, changed files and server restarts, and what became of each delivery.',
      'notifications-page',
      ['ADMIN'],
    ),
    admin('/admin/audit', 'Audit log', 'Who signed in, changed a role, used a token or released a section, and when.', 'audit-page', ['ADMIN']),
    admin(
      '/admin/logs',
      'Logs',
      'What every site server answered and what went wrong, by status, path, time and request id, and the Content Security Policy violations browsers reported.',
      'logs-page',
      ['ADMIN'],
    ),
  ],
});
