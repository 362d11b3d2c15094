// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { queryClient } from '@site/ui/query-client';
import { createBrowserRouter, RouterProvider } from '@site/ui/router';
import { blogPostQuery, blogTopicsQuery } from '../api/content-queries.ts';
import type { BlogPage, BlogPost, BlogPostSummary } from '../api/content-types.ts';
import table from '../route-table.ts';
import BlogPostPage from './blog-post-page.tsx';

const ENTRY = table.routes.find((route) => route.path === '/resources/blog/:slug');
const PUBLIC_ORIGIN = 'https://www.keyline.example';

const summary = (slug: string, tags: string[], publishedAt: string): BlogPostSummary => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}.`,
  author: { name: 'Priya Raman', role: 'Head of Compliance' },
  tags,
  heroImage: { url: `/images/blog/${slug}.svg`, alt: '' },
  readingMinutes: 4,
  publishedAt,
  updatedAt: publishedAt,
});

/** As the content service renders it: h2 elements without ids, text escaped. */
const LONG_BODY =
  '<p>Intro.</p>\n<h2>Where it breaks</h2>\n<p>One.</p>\n<h3>A detail</h3>\n<h2>Fees &amp; charges</h2>\n<p>Two.</p>\n<h2>Main</h2>\n<p>Three.</p>\n';

const POST: BlogPost = {
  ...summary('pci-dss-4', ['pci-dss', 'compliance'], '2025-04-02T09:00:00Z'),
  title: 'PCI DSS 4.0.1: what changes?',
  bodyMarkdown: '',
  bodyHtml: LONG_BODY,
};

const LIST: BlogPage = {
  items: [
    summary('newest-unrelated', ['travel'], '2025-05-01T09:00:00Z'),
    POST,
    summary('shares-two', ['compliance', 'pci-dss'], '2024-01-01T09:00:00Z'),
    summary('shares-one', ['pci-dss'], '2024-06-01T09:00:00Z'),
    summary('older-unrelated', ['ai'], '2023-01-01T09:00:00Z'),
  ],
  total: 5,
  page: 1,
  pageSize: 50,
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.head.innerHTML = `<link rel="canonical" href="${PUBLIC_ORIGIN}/resources/blog/${POST.slug}">`;
  window.history.replaceState(null, '', `/resources/blog/${POST.slug}`);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderPage(post: BlogPost, list?: BlogPage) {
  if (!ENTRY) throw new Error('the route table has no blog post route');
  queryClient.setQueryData(blogPostQuery(post.slug).queryKey, post);
  if (list) queryClient.setQueryData(blogTopicsQuery().queryKey, list);
  const router = createBrowserRouter([{ path: '/resources/blog/:slug', element: <BlogPostPage entry={ENTRY} /> }]);
  return render(<RouterProvider router={router} />);
}

test('a long post lists its sections under "On this page", each link leading to its heading in the body', async () => {
  renderPage(POST, LIST);
  const toc = await screen.findByRole('navigation', { name: 'On this page' });
  const links = within(toc).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Where it breaks', '#where-it-breaks'],
    ['Fees & charges', '#fees-charges'],
    // The shell's skip link already targets #main.
    ['Main', '#main-2'],
  ]);
  const body = screen.getByTestId('article-body');
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(target?.tagName).toBe('H2');
    expect(body.contains(target)).toBe(true);
  }
});

test('a short post has no table of contents, and its body is inserted as the service wrote it, plus ids', async () => {
  renderPage({ ...POST, bodyHtml: '<h2>Only</h2>\n<p>One.</p>\n<h2>Two</h2>\n' }, LIST);
  expect((await screen.findByTestId('article-body')).innerHTML).toBe('<h2 id="only">Only</h2>\n<p>One.</p>\n<h2 id="two">Two</h2>\n');
  expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
});

test('share links carry the canonical public address; the networks open in a new tab and say so', async () => {
  renderPage(POST, LIST);
  const url = encodeURIComponent(`${PUBLIC_ORIGIN}/resources/blog/${POST.slug}`);
  const linkedIn = await screen.findByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' });
  expect(linkedIn.getAttribute('href')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
  const x = screen.getByRole('link', { name: 'Share on X (opens in a new tab)' });
  expect(x.getAttribute('href')).toBe(`https://x.com/intent/post?url=${url}&text=${encodeURIComponent(POST.title)}`);
  for (const link of [linkedIn, x]) expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  const email = screen.getByRole('link', { name: 'Share by E-mail' });
  expect(email.getAttribute('href')).toBe(`mailto:?subject=${encodeURIComponent(POST.title)}&body=${url}`);
  expect(email.hasAttribute('target')).toBe(false);
  expect(screen.getByRole('heading', { level: 2, name: 'Share this post' })).toBeTruthy();
});

test('related posts: the three sharing most topics, then the newest, never the post itself, as cards under an h2', async () => {
  renderPage(POST, LIST);
  const related = await screen.findByRole('complementary', { name: 'Related posts' });
  const titles = within(related).getAllByRole('heading', { level: 3 });
  expect(titles.map((title) => title.textContent)).toEqual(['Title of shares-two', 'Title of shares-one', 'Title of newest-unrelated']);
  expect(within(related).getByRole('link', { name: 'Title of shares-two' }).getAttribute('href')).toBe('/resources/blog/shares-two');
  expect(within(related).queryByText(POST.title)).toBeNull();
});

test('the related posts come from the query the blog list uses, fetched when not cached', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(LIST), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  renderPage(POST);
  expect(await screen.findByRole('complementary', { name: 'Related posts' })).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/content/blog?pageSize=50');
});

test('when the posts cannot be loaded the section is absent, with no error shown', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ statusCode: 503 }), { status: 503 }));
    renderPage(POST);
    // Past the one retry a server failure gets.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(queryClient.getQueryState(blogTopicsQuery().queryKey)?.status).toBe('error');
  } finally {
    vi.useRealTimers();
  }
  expect(screen.getByRole('heading', { level: 1, name: POST.title })).toBeTruthy();
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
