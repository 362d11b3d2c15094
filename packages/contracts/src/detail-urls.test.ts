import { describe, expect, test } from 'vitest';
import { matchRoute } from './match-route.ts';
import { DETAIL_ROUTE_PATTERNS, detailPathOf } from './detail-urls.ts';

describe('detail URLs', () => {
  test.each([
    ['blog-post', 'pci-dss-basics', '/resources/blog/pci-dss-basics'],
    ['case-study', 'water-utility', '/resources/case-studies/water-utility'],
    ['video', 'pay-by-bank-demo', '/resources/videos/pay-by-bank-demo'],
    ['feature', 'dtmf-masking', '/features#dtmf-masking'],
    ['pricing-plan', 'agent', '/pricing#agent'],
  ] as const)('a %s is at its section’s route', (type, slug, path) => {
    expect(detailPathOf(type, slug)).toBe(path);
  });

  test('a slug is one path segment, whatever it holds', () => {
    expect(detailPathOf('blog-post', 'a/b?c')).toBe('/resources/blog/a%2Fb%3Fc');
  });

  test.each(Object.entries(DETAIL_ROUTE_PATTERNS))('the %s pattern matches the path made for it', (type, pattern) => {
    expect(matchRoute([{ path: pattern }], detailPathOf(type as keyof typeof DETAIL_ROUTE_PATTERNS, 'a-slug'))?.path).toBe(pattern);
  });
});
