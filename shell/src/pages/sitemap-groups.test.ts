import { describe, expect, it } from 'vitest';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { sitemapGroups } from './sitemap-groups.ts';

const page = (path: string, title: string, extra: Partial<RouteEntryInput> = {}): RouteEntryInput => ({
  path,
  title,
  description: `About ${title}.`,
  component: 'RoutePage',
  componentPath: 'route-page',
  category: 'core',
  ...extra,
});

const { routes } = defineRouteTable({
  routes: [
    page('/pricing', 'Pricing'),
    page('/', 'Home'),
    page('/solutions/agent-assisted', 'Agent-assisted payments', { category: 'solution' }),
    page('/solutions', 'Solutions', { category: 'solutions' }),
    page('/legal/privacy-policy', 'Privacy policy', { category: 'legal' }),
    page('/pricing/trialapplication', 'Trial application', { seoEnabled: false }),
    page('/admin/users', 'Users', { category: 'admin', permissions: ['ADMIN'] }),
    page('/resources/blog/:slug', 'Blog post', { category: 'resource' }),
  ],
});

describe('sitemapGroups', () => {
  const groups = sitemapGroups(routes);

  it('lists every public page under its group, groups in reading order, pages by address', () => {
    expect(groups.map((group) => [group.heading, group.pages.map((entry) => entry.path)])).toEqual([
      ['Company', ['/', '/pricing']],
      ['Solutions', ['/solutions', '/solutions/agent-assisted']],
      ['Legal', ['/legal/privacy-policy']],
    ]);
  });

  it('leaves out noindex, permission-protected and parameterised routes, and empty groups', () => {
    const paths = groups.flatMap((group) => group.pages.map((entry) => entry.path));
    expect(paths).not.toContain('/pricing/trialapplication');
    expect(paths).not.toContain('/admin/users');
    expect(paths).not.toContain('/resources/blog/:slug');
    expect(groups.map((group) => group.heading)).not.toContain('Partners');
  });
});
