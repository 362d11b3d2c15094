import { describe, expect, test } from 'vitest';
import { isNonPagePath, pageAddress, safeLocation, withQuery } from './page-address.ts';

describe('pageAddress', () => {
  test('splits the path from the query, keeping a second ? in the query', () => {
    expect(pageAddress('/blog/a%20b/?utm=x?y')).toEqual({ pathname: '/blog/a%20b/', decoded: '/blog/a b/', pagePath: '/blog/a b', query: '?utm=x?y' });
  });
  test('the root keeps its slash; a path that does not decode is taken as sent', () => {
    expect(pageAddress('/').pagePath).toBe('/');
    expect(pageAddress('/%E0%A4%A').decoded).toBe('/%E0%A4%A');
  });
});

test('assets, remote files and APIs are not pages', () => {
  expect(['/assets/x.js', '/remotes/a', '/api/b'].map(isNonPagePath)).toEqual([true, true, true]);
  expect(isNonPagePath('/apis')).toBe(false);
});

test('withQuery keeps the visitor’s query on same-site redirects without one of their own', () => {
  expect(withQuery('/new', '?utm=1')).toBe('/new?utm=1');
  expect(withQuery('/new?a=1', '?utm=1')).toBe('/new?a=1');
  expect(withQuery('https://elsewhere.example/', '?utm=1')).toBe('https://elsewhere.example/');
  expect(withQuery('/new', '')).toBe('/new');
});

test('safeLocation stays on the site and is a valid header', () => {
  expect(safeLocation('//evil.example/')).toBe('/evil.example/');
  expect(safeLocation('/\\evil.example/')).toBe('/evil.example/');
  expect(safeLocation('/a\r\nb')).toBe('/a%0D%0Ab');
  expect(safeLocation('/x\\y')).toBe('/x%5Cy');
});
