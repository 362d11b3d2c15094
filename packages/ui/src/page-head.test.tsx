import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { blogPostRecord, faqPageData, pageHead, renderPageHead } from '@site/contracts/page-head';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { showRoute, useDetailHead, useStructuredData } from './page-head.ts';

const ORIGIN = 'https://www.keyline.example';
const entry = (path: string, overrides: Partial<RouteEntryInput> = {}) =>
  defineRouteTable({
    routes: [
      {
        path,
        title: `Title of ${path}`,
        description: `About ${path}.`,
        component: 'ContentPage',
        componentPath: 'content-page',
        category: 'solution',
        ...overrides,
      },
    ],
  }).routes[0]!;
const TITLES = new Map([
  ['/resources', 'Resources'],
  ['/resources/blog', 'Blog'],
]);
const titleOf = (path: string) => TITLES.get(path);

const POST = blogPostRecord({
  title: 'DTMF masking explained',
  excerpt: 'How keypad tones are masked.',
  heroImage: { url: '/images/blog/dtmf.svg' },
  publishedAt: '2025-04-02T09:00:00.000Z',
  updatedAt: '2025-06-18T10:30:00.000Z',
  author: { name: 'Priya Raman' },
});
const FAQ = faqPageData([{ question: 'Q?', answer: 'A.' }]);

function Detail({ record }: { record: typeof POST }) {
  useDetailHead(entry('/resources/blog/:slug', { title: 'Blog post' }), record);
  return null;
}

function WithFaq() {
  useStructuredData(FAQ);
  return null;
}

/** What the site server writes for a direct load of /solutions/pci-dss. */
const serverHead = renderPageHead(pageHead(entry('/solutions/pci-dss'), { origin: ORIGIN, titleOf }));

const structuredTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '')['@type']);
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

beforeEach(() => {
  document.head.innerHTML = `<meta charset="utf-8">${serverHead}`;
  window.history.replaceState({}, '', '/solutions/pci-dss');
});
afterEach(cleanup);

describe('the head in the browser', () => {
  test('leaves the server’s head alone until the shell reports a navigation', () => {
    const before = document.head.innerHTML;
    render(<WithFaq />);
    expect(document.head.innerHTML).toBe(before);
    expect(structuredTypes()).toEqual(['BreadcrumbList']);
  });

  test('after a navigation: the route’s head, on the server’s public origin, plus what the page adds, in either order', () => {
    window.history.pushState({}, '', '/solutions/dtmf-suppression');
    render(<WithFaq />);
    showRoute(entry('/solutions/dtmf-suppression'), '/solutions/dtmf-suppression/', titleOf);
    expect(document.title).toBe('Title of /solutions/dtmf-suppression | Keyline Secure Payments');
    expect(canonical()).toBe(`${ORIGIN}/solutions/dtmf-suppression`);
    expect(structuredTypes()).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  test('a detail page’s record gives the head its title and Article data, whether it loads before or after the route is shown', () => {
    window.history.pushState({}, '', '/resources/blog/dtmf-masking-explained');
    render(<Detail record={POST} />);
    showRoute(entry('/resources/blog/:slug', { title: 'Blog post' }), '/resources/blog/dtmf-masking-explained', titleOf);
    const expected = pageHead(entry('/resources/blog/:slug', { title: 'Blog post' }), {
      origin: ORIGIN,
      path: '/resources/blog/dtmf-masking-explained',
      titleOf,
      record: POST,
    });
    expect(document.title).toBe(expected.title);
    expect(structuredTypes()).toEqual(['BreadcrumbList', 'Article']);
    // Navigating on to another path: the old record no longer applies.
    showRoute(entry('/solutions/pci-dss'), '/solutions/pci-dss', titleOf);
    expect(structuredTypes()).toEqual(['BreadcrumbList']);
  });

  test('the not-found page is never indexed and has no canonical URL', () => {
    showRoute(entry('*', { title: 'Page not found' }), '/nothing-here', titleOf);
    expect(document.title).toBe('Page not found | Keyline Secure Payments');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(canonical()).toBeUndefined();
  });

  test('text from a route table cannot inject markup', () => {
    showRoute(entry('/x', { title: '</title><script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' }), '/x', titleOf);
    expect(document.head.querySelectorAll('script:not([type="application/ld+json"]), img')).toHaveLength(0);
  });
});
