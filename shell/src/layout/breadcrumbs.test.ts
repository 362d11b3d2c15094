import { expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs.tsx';

const ROUTES = [
  { path: '/', title: 'Secure card payments' },
  { path: '/resources', title: 'Resources' },
  { path: '/resources/blog', title: 'Blog' },
  { path: '/resources/blog/:slug', title: 'Blog post' },
  { path: '/solutions/agent-assisted', title: 'Agent-assisted payments' },
];

it('leads from Home through every ancestor that is a page to the page itself', () => {
  expect(breadcrumbTrail(ROUTES, '/resources/blog')).toEqual([
    { name: 'Home', path: '/' },
    { name: 'Resources', path: '/resources' },
    { name: 'Blog', path: '/resources/blog' },
  ]);
});

it('skips an ancestor path that is not a page, and ends a record’s trail at its list (its title is the h1)', () => {
  expect(breadcrumbTrail(ROUTES, '/solutions/agent-assisted').map((crumb) => crumb.name)).toEqual(['Home', 'Agent-assisted payments']);
  expect(breadcrumbTrail(ROUTES, '/resources/blog/some-post').map((crumb) => crumb.path)).toEqual(['/', '/resources', '/resources/blog']);
});
