import { describe, expect, it } from 'vitest';
import { defineRouteTable, type RouteEntryInput } from './route-entry.ts';
import { routeEntrySchema, routeTableSchema } from './route-entry-schema.ts';

const input = (path: string, extra: Partial<RouteEntryInput> = {}): RouteEntryInput => ({
  path,
  title: 'A page',
  description: 'What the page is about.',
  component: 'RoutePage',
  componentPath: 'route-page',
  category: 'core',
  ...extra,
});

/** A table as published: authored, then filled in with defaults. */
const table = (...routes: RouteEntryInput[]) => defineRouteTable({ routes, redirects: [{ from: '/old', to: '/about' }] });

const issues = (value: unknown) => {
  const result = routeTableSchema.safeParse(value);
  return result.success ? [] : result.error.issues;
};

/** The issues for a one-entry table whose entry is valid but for `extra`. */
const reject = (extra: Record<string, unknown>) => {
  const [entry] = table(input('/x')).routes;
  return issues({ routes: [{ ...entry, ...extra }], redirects: [] });
};

describe('routeTableSchema', () => {
  it('accepts a table built with defineRouteTable', () => {
    const valid = table(input('/'), input('/about', { nav: 'company', meta: { priority: 0.9 } }), input('/resources/blog/:slug'));
    expect(routeTableSchema.parse(valid)).toEqual(valid);
  });

  it('rejects duplicate paths, naming the duplicate', () => {
    const found = issues(table(input('/about'), input('/pricing'), input('/about')));
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toEqual(['routes', 2, 'path']);
    expect(found[0]?.message).toContain('duplicate route path /about');
  });

  it('rejects unknown fields on an entry, on the table and in meta', () => {
    const valid = table(input('/about'));
    const [about] = valid.routes;
    expect(issues({ ...valid, routes: [{ ...about, colour: 'blue' }] })).not.toEqual([]);
    expect(issues({ ...valid, extra: true })).not.toEqual([]);
    expect(issues({ ...valid, routes: [{ ...about, meta: { weight: 3 } }] })).not.toEqual([]);
    expect(issues({ ...valid, redirects: [{ from: '/a', to: '/b', status: 301 }] })).not.toEqual([]);
  });

  it.each(['about', '', '/with space', '/query?x=1', '/hash#x', 'https://example.com/x'])('rejects the bad path %j', (path) => {
    expect(issues(table(input(path)))).not.toEqual([]);
  });

  it('rejects a bad redirect source path', () => {
    expect(issues({ ...table(input('/about')), redirects: [{ from: 'old page', to: '/about' }] })).not.toEqual([]);
  });

  it('rejects an unknown category or nav group, an out-of-range priority and empty text', () => {
    expect(reject({ category: 'blog' })).not.toEqual([]);
    expect(reject({ nav: 'footer' })).not.toEqual([]);
    expect(reject({ meta: { priority: 1.5 } })).not.toEqual([]);
    expect(reject({ title: '' })).not.toEqual([]);
  });

  it('accepts route parameters and the catch-all', () => {
    expect(issues(table(input('/resources/videos/:videoId'), input('/*')))).toEqual([]);
  });
});

describe('routeEntrySchema', () => {
  it('requires the defaulted fields to be present in a published entry', () => {
    expect(routeEntrySchema.safeParse(input('/about')).success).toBe(false);
    expect(routeEntrySchema.safeParse(defineRouteTable({ routes: [input('/about')] }).routes[0]).success).toBe(true);
  });
});
