import { expect, test } from 'vitest';
import { brokenInternalLinks, internalLinksOf } from './internal-links.ts';

test('the links to site pages in a rendered body: once each, without query or fragment; other sites and fragments alone are not pages', () => {
  const html = [
    '<p><a href="/pricing">Pricing</a> and <a href="/pricing?currency=eur#plans">in euros</a>,',
    '<a href="/resources/blog/a&amp;b">a post</a>, <a href="https://example.com/x">elsewhere</a>,',
    '<a href="//cdn.example.com/y">a CDN</a>, <a href="#top">top</a>, <a href="mailto:sales@keyline.example">mail</a>.</p>',
  ].join('');
  expect(internalLinksOf(html)).toEqual(['/pricing', '/resources/blog/a&b']);
});

test('broken links are the ones the site says are no page, in the body’s order; nothing is checked without the site', async () => {
  const html = '<a href="/gone">x</a> <a href="/pricing">y</a> <a href="/also-gone">z</a>';
  const pages = new Set(['/pricing']);
  expect(await brokenInternalLinks(html, async (path) => pages.has(path))).toEqual(['/gone', '/also-gone']);
  expect(await brokenInternalLinks(html, undefined)).toEqual([]);
  expect(await brokenInternalLinks(null, async () => false)).toEqual([]);
  // Its own address, not published yet, is not a broken link.
  expect(await brokenInternalLinks('<a href="/resources/blog/this-post#faq">here</a>', async () => false, '/resources/blog/this-post')).toEqual([]);
});
