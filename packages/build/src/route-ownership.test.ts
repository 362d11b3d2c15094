import { describe, expect, it } from 'vitest';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { ownershipViolations } from './route-ownership.ts';

const route = (path: string): RouteEntryInput => ({
  path,
  title: 'A page',
  description: 'What the page is about.',
  component: 'RoutePage',
  componentPath: 'route-page',
  category: 'core',
});

describe('ownershipViolations', () => {
  it('accepts a section that declares only its own paths and redirects', () => {
    const table = defineRouteTable({
      routes: [route('/partners'), route('/partners-setup'), route('/gateways/direct')],
      redirects: [{ from: '/partners/on-net', to: '/partners' }],
    });
    expect(ownershipViolations(table, 'partners')).toEqual([]);
  });

  it('names every path a section declares under another section or the shell', () => {
    const table = defineRouteTable({
      routes: [route('/legal/privacy-policy'), route('/about')],
      redirects: [{ from: '/solutions/old', to: '/legal' }],
    });
    expect(ownershipViolations(table, 'legal')).toEqual(['/about belongs to the shell, not legal', '/solutions/old belongs to solutions, not legal']);
  });

  it('keeps the shell out of section prefixes', () => {
    const table = defineRouteTable({ routes: [route('/'), route('/resources/blog')] });
    expect(ownershipViolations(table, 'shell')).toEqual(['/resources/blog belongs to resources, not the shell']);
  });
});
