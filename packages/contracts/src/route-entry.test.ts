import { describe, expect, it } from 'vitest';
import { defineRouteTable, isEagerlyRouted, isIndexable, type RouteEntry, type RouteEntryInput } from './route-entry.ts';

const input = (path: string, extra: Partial<RouteEntryInput> = {}): RouteEntryInput => ({
  path,
  title: 'A page',
  description: 'What the page is about.',
  component: 'RoutePage',
  componentPath: 'route-page',
  category: 'core',
  ...extra,
});

const defined = (path: string, extra: Partial<RouteEntryInput> = {}): RouteEntry => {
  const [entry] = defineRouteTable({ routes: [input(path, extra)] }).routes;
  if (!entry) throw new Error('no entry');
  return entry;
};

describe('defineRouteTable', () => {
  it('fills in the defaults an author may leave out', () => {
    const table = defineRouteTable({ routes: [input('/about')] });
    expect(table.redirects).toEqual([]);
    expect(table.routes[0]).toEqual({
      ...input('/about'),
      seoEnabled: true,
      lazy: true,
      exclude: false,
      permissions: [],
      meta: {},
    });
  });

  it('keeps what the author wrote over the defaults', () => {
    const entry = defined('/pricing/trialapplication', {
      seoEnabled: false,
      lazy: false,
      exclude: true,
      permissions: ['ADMIN'],
      meta: { priority: 0.4, changefreq: 'yearly' },
    });
    expect(entry).toMatchObject({
      seoEnabled: false,
      lazy: false,
      exclude: true,
      permissions: ['ADMIN'],
      meta: { priority: 0.4, changefreq: 'yearly' },
    });
  });

  it('keeps the redirects and the route order', () => {
    const table = defineRouteTable({
      routes: [input('/b'), input('/a')],
      redirects: [{ from: '/old', to: '/a' }],
    });
    expect(table.routes.map((route) => route.path)).toEqual(['/b', '/a']);
    expect(table.redirects).toEqual([{ from: '/old', to: '/a' }]);
  });
});

describe('isEagerlyRouted', () => {
  it('keeps admin routes out of the main route table, and only them', () => {
    expect(isEagerlyRouted(defined('/admin/users', { category: 'admin' }))).toBe(false);
    expect(isEagerlyRouted(defined('/about'))).toBe(true);
    expect(isEagerlyRouted(defined('/legal/terms-conditions', { category: 'legal' }))).toBe(true);
  });
});

describe('isIndexable', () => {
  it('is true for an ordinary public page', () => {
    expect(isIndexable(defined('/about'))).toBe(true);
  });

  it.each([
    ['SEO is disabled', defined('/thank-you', { seoEnabled: false })],
    ['the page is excluded', defined('/pricing/trialapplication', { exclude: true })],
    ['the page needs a permission', defined('/admin/users', { category: 'admin', permissions: ['ADMIN'] })],
    ['the path has a parameter', defined('/resources/blog/:slug', { category: 'resource' })],
    ['the path is a wildcard', defined('/files/*')],
  ])('is false when %s', (_label, entry) => {
    expect(isIndexable(entry)).toBe(false);
  });
});
