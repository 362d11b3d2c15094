import { expect, test } from 'vitest';
import { ApiError } from '@site/ui/api-client';
import { blogListQuery, blogPostQuery, isContentIdentifier, isMissingContent } from './content-queries.ts';

test('identifiers the API could know: lower-case words joined by single hyphens', () => {
  for (const valid of ['pci-dss-4-0-1-what-changes-for-contact-centres', 'a', 'video2']) expect(isContentIdentifier(valid), valid).toBe(true);
  for (const invalid of [undefined, '', 'Upper', 'two--hyphens', '-leading', 'trailing-', 'dot.ted', '..', 'a'.repeat(121)])
    expect(isContentIdentifier(invalid), String(invalid)).toBe(false);
});

test('404 and 400 mean the item does not exist; other failures do not', () => {
  expect(isMissingContent(new ApiError(404, null, 'API error: 404'))).toBe(true);
  expect(isMissingContent(new ApiError(400, null, 'API error: 400'))).toBe(true);
  expect(isMissingContent(new ApiError(500, null, 'API error: 500'))).toBe(false);
  expect(isMissingContent(new TypeError('Failed to fetch'))).toBe(false);
});

test('client errors are not retried; server and network failures are retried once', () => {
  const retry = blogPostQuery('x').retry as (failureCount: number, error: Error) => boolean;
  expect(retry(0, new ApiError(404, null, 'API error: 404'))).toBe(false);
  expect(retry(0, new ApiError(429, null, 'API error: 429'))).toBe(false);
  expect(retry(0, new ApiError(503, null, 'API error: 503'))).toBe(true);
  expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
  expect(retry(1, new TypeError('Failed to fetch'))).toBe(false);
});

test('each list view has its own cache entry', () => {
  expect(blogListQuery({ page: 1, tag: undefined }).queryKey).not.toEqual(blogListQuery({ page: 2, tag: undefined }).queryKey);
  expect(blogListQuery({ page: 1, tag: 'ivr' }).queryKey).not.toEqual(blogListQuery({ page: 1, tag: undefined }).queryKey);
});
