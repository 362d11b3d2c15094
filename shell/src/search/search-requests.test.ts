import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiGetOptions } from '@site/ui/api-client';
import { claimConsentPublisher } from '@site/ui/consent';
import { ApiError } from '@site/ui/api-client';
import { SEARCH_SOURCE_LIMITS } from '@site/contracts/search-api';
import { FULL_PAGE_LIMITS, SearchUnavailableError, searchSite, type Fetcher } from './search-requests.ts';
import { takeSearchReceipt } from './search-receipts.ts';

const PAGES = {
  results: [
    { title: 'DTMF suppression', url: '/solutions/dtmf-suppression', description: 'Keypad tones never reach your agents.', category: 'Solutions' },
    { title: 'Contact centres', url: '/industries/contact-centres', description: 'Secure payments for every agent.', category: 'Industries' },
  ],
};
const POSTS = { items: [{ title: 'PCI DSS v4 explained', slug: 'pci-dss-v4-explained', excerpt: '' }] };
const FEATURES = { items: [{ title: 'DTMF masking', slug: 'dtmf-masking', description: 'Tones are flattened before they reach the agent.' }] };

const consent = claimConsentPublisher();

const BODIES: Record<string, unknown> = { '/api/search/pages': PAGES, '/api/blog/posts': POSTS, '/api/features': FEATURES };

/** A fetcher answering each endpoint's body, except the endpoints given as failing. */
function fakeFetcher(failing: Record<string, unknown> = {}) {
  return vi.fn<Fetcher>(async (path) => {
    if (path in failing) throw failing[path];
    return BODIES[path];
  });
}

describe('searchSite', () => {
  afterEach(() => consent.publish(null));

  it('asks the three sources with the SPEC’s parameters and limits', async () => {
    const fetcher = fakeFetcher();
    const controller = new AbortController();
    await searchSite('dtmf', { fetcher, signal: controller.signal, warn: vi.fn() });
    expect(SEARCH_SOURCE_LIMITS).toEqual({ pages: 6, blog: 4, features: 4 });
    const calls = fetcher.mock.calls.map(([path, options]: [string, ApiGetOptions]) => [path, options.params]);
    expect(calls).toEqual([
      ['/api/search/pages', { q: 'dtmf', limit: 6 }],
      ['/api/blog/posts', { search: 'dtmf', limit: 4 }],
      ['/api/features', { search: 'dtmf', limit: 4 }],
    ]);
    for (const [, options] of fetcher.mock.calls) expect(options.signal).toBe(controller.signal);
  });

  it('for the full results page asks each source for more and keeps more than the panel’s ten', async () => {
    const manyPages = {
      results: Array.from({ length: 14 }, (_, index) => ({ title: `Page ${index}`, url: `/page-${index}`, description: '', category: 'Solutions' })),
    };
    const fetcher = vi.fn<Fetcher>(async (path) => (path === '/api/search/pages' ? manyPages : BODIES[path]));
    const results = await searchSite('page', { fetcher, warn: vi.fn(), limits: FULL_PAGE_LIMITS });
    expect(fetcher.mock.calls.map(([, options]) => options.params?.limit)).toEqual([FULL_PAGE_LIMITS.pages, FULL_PAGE_LIMITS.blog, FULL_PAGE_LIMITS.features]);
    expect(results).toHaveLength(16);
    expect(await searchSite('page', { fetcher, warn: vi.fn() })).toHaveLength(10);
  });

  it('sends the three requests at once, without waiting for any answer', async () => {
    const pending: Array<(body: unknown) => void> = [];
    const fetcher = vi.fn<Fetcher>(() => new Promise((resolve) => pending.push(resolve)));
    const search = searchSite('dtmf', { fetcher, warn: vi.fn() });
    await Promise.resolve();
    expect(fetcher).toHaveBeenCalledTimes(3);
    for (const [index, body] of [PAGES, POSTS, FEATURES].entries()) pending[index]?.(body);
    await expect(search).resolves.toHaveLength(4);
  });

  it('merges pages, blog posts and features into search results', async () => {
    const results = await searchSite('dtmf', { fetcher: fakeFetcher(), warn: vi.fn() });
    expect(results).toEqual([
      PAGES.results[0],
      PAGES.results[1],
      { title: 'PCI DSS v4 explained', url: '/resources/blog/pci-dss-v4-explained', description: 'Blog post', category: 'Blog' },
      { title: 'DTMF masking', url: '/features#dtmf-masking', description: 'Tones are flattened before they reach the agent.', category: 'Features' },
    ]);
  });

  it('counts a failed source as empty, logs it, and still shows the others', async () => {
    const warn = vi.fn();
    const failure = new ApiError(503, { error: 'Service Unavailable' }, '503: Service Unavailable');
    const results = await searchSite('dtmf', { fetcher: fakeFetcher({ '/api/search/pages': failure }), warn });
    expect(results.map((result) => result.category)).toEqual(['Blog', 'Features']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pages search failed'), failure);
  });

  it('fails as unavailable, with one warning per source, when every source fails: the search is down, not empty', async () => {
    const warn = vi.fn();
    const offline = new TypeError('Failed to fetch');
    const fetcher = fakeFetcher({ '/api/search/pages': offline, '/api/blog/posts': offline, '/api/features': offline });
    await expect(searchSite('dtmf', { fetcher, warn })).rejects.toBeInstanceOf(SearchUnavailableError);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('pages'),
      expect.stringContaining('blog'),
      expect.stringContaining('features'),
    ]);
  });

  it('counts an answer of the wrong shape as a failure of that source', async () => {
    const warn = vi.fn();
    const fetcher = vi.fn<Fetcher>(async (path) => (path === '/api/features' ? { results: FEATURES.items } : BODIES[path]));
    const results = await searchSite('dtmf', { fetcher, warn });
    expect(results.map((result) => result.category)).not.toContain('Features');
    expect(results).toHaveLength(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('features'), expect.any(Error));
  });

  it('asks the page search for a receipt only with analytics consent, when the search will be reported', async () => {
    const pagesParams = (fetcher: ReturnType<typeof fakeFetcher>) => fetcher.mock.calls.find(([path]) => path === '/api/search/pages')?.[1].params;
    const withoutConsent = fakeFetcher();
    await searchSite('dtmf', { fetcher: withoutConsent, warn: vi.fn() });
    expect(pagesParams(withoutConsent)).toEqual({ q: 'dtmf', limit: 6 });
    consent.publish({ functional: false, analytics: true, advertising: false });
    const withConsent = fakeFetcher();
    await searchSite('dtmf', { fetcher: withConsent, warn: vi.fn() });
    expect(pagesParams(withConsent)).toEqual({ q: 'dtmf', limit: 6, receipt: 1 });
  });

  it("keeps the page search's receipt for the query, for its report to the dashboard, once", async () => {
    const fetcher = vi.fn<Fetcher>(async (path) => (path === '/api/search/pages' ? { ...PAGES, receipt: 'signed-for-dtmf' } : BODIES[path]));
    await searchSite('dtmf', { fetcher, warn: vi.fn() });
    expect(takeSearchReceipt('dtmf')).toBe('signed-for-dtmf');
    expect(takeSearchReceipt('dtmf')).toBeUndefined();
    await searchSite('tones', { fetcher: fakeFetcher(), warn: vi.fn() });
    expect(takeSearchReceipt('tones')).toBeUndefined();
  });

  it('drops entries without a title or a site-relative url', async () => {
    const pages = {
      results: [
        ...PAGES.results,
        { title: 'Elsewhere', url: 'https://example.com/phish', description: '', category: 'Solutions' },
        { title: 'Protocol-relative', url: '//example.com/phish', description: '', category: 'Solutions' },
        { title: '', url: '/solutions/untitled', description: '', category: 'Solutions' },
        { url: '/solutions/no-title' },
        null,
      ],
    };
    const posts = { items: [{ title: 'No slug' }, ...POSTS.items] };
    const fetcher = vi.fn<Fetcher>(async (path) => (path === '/api/search/pages' ? pages : path === '/api/blog/posts' ? posts : FEATURES));
    const results = await searchSite('dtmf', { fetcher, warn: vi.fn() });
    expect(results.map((result) => result.url)).toEqual([
      '/solutions/dtmf-suppression',
      '/industries/contact-centres',
      '/resources/blog/pci-dss-v4-explained',
      '/features#dtmf-masking',
    ]);
  });

  it("reads a post without an excerpt (missing or null) as an empty one, which the panel shows as 'Blog post'", async () => {
    const posts = {
      items: [
        { title: 'Bare', slug: 'bare' },
        { title: 'Null', slug: 'null-excerpt', excerpt: null },
      ],
    };
    const fetcher = vi.fn<Fetcher>(async (path) => (path === '/api/blog/posts' ? posts : { results: [], items: [] }));
    const results = await searchSite('bare', { fetcher, warn: vi.fn() });
    expect(results.map((result) => result.description)).toEqual(['Blog post', 'Blog post']);
  });

  it('logs nothing for requests abandoned because the query changed', async () => {
    const warn = vi.fn();
    const controller = new AbortController();
    controller.abort();
    const fetcher = vi.fn<Fetcher>(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(searchSite('dtmf', { fetcher, signal: controller.signal, warn })).resolves.toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs with console.warn by default', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await searchSite('dtmf', { fetcher: fakeFetcher({ '/api/features': new TypeError('Failed to fetch') }) });
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('features search failed'), expect.any(TypeError));
    consoleWarn.mockRestore();
  });
});
