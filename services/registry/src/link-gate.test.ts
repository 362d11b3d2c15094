import { expect, test } from 'vitest';
import { brokenLinks, type LiveLinkedVersion } from './link-gate.ts';

const routes = (...paths: string[]) => paths.map((path) => ({ path }));
const legal = (version: string, paths: string[], links: string[] | null = []) => ({
  section: 'legal' as const,
  version,
  routes: routes(...paths),
  redirects: [],
  links,
});
const live: LiveLinkedVersion[] = [
  { ...legal('1.0.0', ['/legal', '/legal/privacy-policy', '/legal/cookie-policy']), role: 'live' },
  {
    section: 'solutions',
    version: '2.0.0',
    routes: routes('/solutions', '/solutions/:slug'),
    redirects: [],
    links: ['/legal/privacy-policy', '/solutions/x'],
    role: 'live',
  },
  { section: 'resources', version: '3.0.0', routes: routes('/resources', '/resources/blog/:slug'), redirects: [], links: null, role: 'live' },
  {
    section: 'resources',
    version: '3.1.0',
    routes: routes('/resources', '/resources/blog/:slug'),
    redirects: [],
    links: ['/legal/cookie-policy'],
    role: 'canary',
  },
];
const shellLinks = ['/legal/privacy-policy', '/partners', '/contact'];

test('a version that keeps every path linked to, and links only to served paths, breaks nothing', () => {
  const candidate = legal('1.1.0', ['/legal', '/legal/:policy'], ['/legal/terms', '/solutions/anything', '/resources/blog/a-post', '/contact']);
  expect(brokenLinks({ candidate, live, shellLinks })).toEqual([]);
});

test('removing a path the shell, a live section or a canary links to is named, both sides', () => {
  const candidate = legal('2.0.0', ['/legal'], []);
  expect(brokenLinks({ candidate, live, shellLinks })).toEqual([
    'the shell links to /legal/privacy-policy, which legal 2.0.0 does not serve',
    'solutions 2.0.0 links to /legal/privacy-policy, which legal 2.0.0 does not serve',
    'resources 3.1.0 links to /legal/cookie-policy, which legal 2.0.0 does not serve',
  ]);
});

test('links to paths nothing live serves are named, another section’s or its own; a redirect’s source is served; a section with nothing live yet is not checked', () => {
  const candidate = {
    ...legal('1.2.0', ['/legal', '/legal/privacy-policy', '/legal/cookie-policy'], ['/resources/videos/x', '/legal/gone', '/legal/old', '/partners/gateways']),
    redirects: [{ from: '/legal/old', to: '/legal/privacy-policy' }],
  };
  expect(brokenLinks({ candidate, live, shellLinks })).toEqual([
    'legal 1.2.0 links to /resources/videos/x, which resources 3.0.0 (live) does not serve',
    'legal 1.2.0 links to /resources/videos/x, which resources 3.1.0 (canary) does not serve',
    'legal 1.2.0 links to /legal/gone, which it does not serve itself',
  ]);
});

test('a version built before links were recorded is held to what others link to, its own links unchecked; a long list is cut', () => {
  expect(brokenLinks({ candidate: legal('0.9.0', ['/legal/:policy'], null), live, shellLinks })).toEqual([]);
  const many = Array.from({ length: 20 }, (_, index) => `/legal/p${index}`);
  const broken = brokenLinks({ candidate: legal('3.0.0', ['/legal'], many), live: [], shellLinks: [] });
  expect(broken).toHaveLength(13);
  expect(broken.at(-1)).toBe('and 8 more');
});
