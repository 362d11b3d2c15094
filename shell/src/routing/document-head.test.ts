import { beforeEach, describe, expect, test } from 'vitest';
import { pageHead, renderPageHead } from '@site/contracts/page-head';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { applyPageHead } from '@site/ui/page-head';
import { routeHead } from './document-head.ts';

const ORIGIN = 'https://www.keyline.example';

const entry = (path: string, overrides: Partial<RouteEntryInput> = {}) =>
  defineRouteTable({
    routes: [{ path, title: `Title of ${path}`, description: `About ${path}.`, component: 'ContentPage', componentPath: 'content-page', category: 'solution', ...overrides }],
  }).routes[0]!;

const TITLES = new Map([['/solutions', 'Secure payment solutions']]);
const titleOf = (path: string) => TITLES.get(path);

/** What the site server sends for a direct load of /solutions/pci-dss. */
function serverRenderedHead() {
  document.head.innerHTML = `<meta charset="utf-8"><meta name="viewport" content="width=device-width">${renderPageHead(
    pageHead(entry('/solutions/pci-dss'), { origin: ORIGIN, titleOf }),
  )}`;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? document.head.querySelector(selector)?.getAttribute('href');

describe('the head after client-side navigation', () => {
  beforeEach(serverRenderedHead);

  test('matches what the server would send for the new page, on the server’s public origin', () => {
    const next = entry('/solutions/dtmf-suppression', { description: 'Keypad tones masked.' });
    applyPageHead(routeHead(next, '/solutions/dtmf-suppression/', titleOf));
    const expected = pageHead(next, { origin: ORIGIN, titleOf });
    expect(document.title).toBe(expected.title);
    expect(content('meta[name="description"]')).toBe('Keypad tones masked.');
    expect(content('link[rel="canonical"]')).toBe(`${ORIGIN}/solutions/dtmf-suppression`);
    expect(content('meta[property="og:url"]')).toBe(`${ORIGIN}/solutions/dtmf-suppression`);
    const structured = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
    expect(structured).toEqual(expected.structuredData);
    // One of each: the previous page's tags are gone, the charset and viewport stay.
    expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"], meta[name="robots"]')).toHaveLength(3);
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  test('pages search engines must leave out say noindex; the not-found page has no canonical URL', () => {
    applyPageHead(routeHead(entry('/pricing/trialapplication', { exclude: true }), '/pricing/trialapplication', titleOf));
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
    applyPageHead(routeHead(entry('*', { title: 'Page not found' }), '/no-such-page', titleOf));
    expect(document.title).toBe('Page not found | Keyline Secure Payments');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    // The public origin is remembered for the next page.
    applyPageHead(routeHead(entry('/solutions/pci-dss'), '/solutions/pci-dss', titleOf));
    expect(content('link[rel="canonical"]')).toBe(`${ORIGIN}/solutions/pci-dss`);
  });

  test('text from the route table cannot inject markup', () => {
    applyPageHead(routeHead(entry('/x', { title: '</title><script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' }), '/x', titleOf));
    expect(document.head.querySelectorAll('script:not([type="application/ld+json"]), img')).toHaveLength(0);
    expect(content('meta[name="description"]')).toBe('"><img src=x onerror=alert(1)>');
  });
});
