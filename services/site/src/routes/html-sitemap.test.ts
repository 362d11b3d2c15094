import { describe, expect, it } from 'vitest';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { renderHtmlSitemap } from './html-sitemap.ts';

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
    page('/', 'Home'),
    page('/about', 'About <us>'),
    page('/solutions/agent-assisted', 'Agent-assisted payments', { category: 'solution' }),
    page('/legal/privacy-policy', 'Privacy policy', { category: 'legal' }),
    page('/pricing/trialapplication', 'Trial application', { seoEnabled: false }),
    page('/admin/users', 'Users', { category: 'admin', permissions: ['ADMIN'] }),
    page('/resources/blog/:slug', 'Blog post', { category: 'resource' }),
  ],
});

describe('renderHtmlSitemap', () => {
  const html = renderHtmlSitemap(routes);

  it('links every public page under its group', () => {
    expect(html).toContain('<h2>Solutions</h2><ul><li><a href="/solutions/agent-assisted">Agent-assisted payments</a>');
    expect(html).toContain('<h2>Legal</h2><ul><li><a href="/legal/privacy-policy">Privacy policy</a>');
    expect(html).toContain('<a href="/">Home</a>');
  });

  it('leaves out noindex, permission-protected and parameterised routes, and empty groups', () => {
    expect(html).not.toContain('/pricing/trialapplication');
    expect(html).not.toContain('/admin/users');
    expect(html).not.toContain(':slug');
    expect(html).not.toContain('<h2>Partners</h2>');
  });

  it('escapes text from route tables', () => {
    expect(html).toContain('About &lt;us&gt;');
    expect(html).not.toContain('About <us>');
  });
});
