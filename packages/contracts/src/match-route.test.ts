import { describe, expect, it } from 'vitest';
import { matchRedirect, matchRoute, normalisePath, routeParams } from './match-route.ts';

const routes = [{ path: '/' }, { path: '/about' }, { path: '/resources/blog' }, { path: '/resources/blog/:slug' }, { path: '*' }];

describe('matchRoute', () => {
  it('finds an exact path', () => {
    expect(matchRoute(routes, '/about')).toBe(routes[1]);
    expect(matchRoute(routes, '/')).toBe(routes[0]);
  });

  it('prefers the exact path over a parameter route', () => {
    expect(matchRoute(routes, '/resources/blog')).toBe(routes[2]);
  });

  it('matches a :slug parameter', () => {
    expect(matchRoute(routes, '/resources/blog/pci-dss-explained')).toBe(routes[3]);
  });

  it('finds nothing for an unknown path, ignoring the catch-all', () => {
    expect(matchRoute(routes, '/nope')).toBeUndefined();
    expect(matchRoute(routes, '/resources/blog/a/b')).toBeUndefined();
    expect(matchRoute(routes, '/abou')).toBeUndefined();
  });

  it('treats a trailing slash as the same page', () => {
    expect(matchRoute(routes, '/about/')).toBe(routes[1]);
    expect(matchRoute(routes, '/resources/blog/pci-dss-explained/')).toBe(routes[3]);
  });
});

describe('matchRedirect', () => {
  const redirects = [
    { from: '/terms', to: '/legal/terms-conditions' },
    { from: '/our-partners', to: '/partners' },
  ];

  it('finds the redirect for a path, with or without a trailing slash', () => {
    expect(matchRedirect(redirects, '/terms')).toBe(redirects[0]);
    expect(matchRedirect(redirects, '/our-partners/')).toBe(redirects[1]);
  });

  it('finds nothing for other paths, including longer ones', () => {
    expect(matchRedirect(redirects, '/terms/old')).toBeUndefined();
    expect(matchRedirect(redirects, '/')).toBeUndefined();
  });
});

describe('normalisePath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(normalisePath('/about/')).toBe('/about');
    expect(normalisePath('/about//')).toBe('/about');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
    expect(normalisePath('/about')).toBe('/about');
  });
});

describe('routeParams', () => {
  it('gives the values of the route parameters', () => {
    expect(routeParams('/resources/blog/:slug', '/resources/blog/pci-dss-explained/')).toEqual({ slug: 'pci-dss-explained' });
    expect(routeParams('/resources/videos/:videoId', '/resources/videos/agent-demo')).toEqual({ videoId: 'agent-demo' });
  });

  it('is empty for a path the route does not match, or a route without parameters', () => {
    expect(routeParams('/resources/blog/:slug', '/resources/blog/a/b')).toEqual({});
    expect(routeParams('/about', '/about')).toEqual({});
  });
});
