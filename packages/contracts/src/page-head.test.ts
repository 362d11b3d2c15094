import { describe, expect, it } from 'vitest';
import { blogPostRecord, pageHead, renderPageHead, videoRecord } from './page-head.ts';
import { defineRouteTable, type RouteEntryInput } from './route-entry.ts';

const ORIGIN = 'https://www.keyline.example';
const entry = (path: string, overrides: Partial<RouteEntryInput> = {}) =>
  defineRouteTable({
    routes: [
      { path, title: 'Blog post', description: 'An article.', component: 'BlogPostPage', componentPath: 'blog-post-page', category: 'resource', ...overrides },
    ],
  }).routes[0]!;

const POST = {
  title: 'DTMF masking explained',
  excerpt: 'How keypad tones are masked.',
  heroImage: { url: '/images/blog/dtmf-masking-explained.svg' },
  publishedAt: '2025-04-02T09:00:00.000Z',
  updatedAt: '2025-06-18T10:30:00.000Z',
  author: { name: 'Priya Raman' },
};

describe('pageHead', () => {
  it('takes a detail page’s title and description from its record, with Article data on absolute URLs', () => {
    const titles = new Map([
      ['/resources', 'Resources'],
      ['/resources/blog', 'Blog'],
    ]);
    const head = pageHead(entry('/resources/blog/:slug'), {
      origin: ORIGIN,
      path: '/resources/blog/dtmf-masking-explained',
      titleOf: (path) => titles.get(path),
      record: blogPostRecord(POST),
    });
    expect(head).toMatchObject({
      title: 'DTMF masking explained | Keyline Secure Payments',
      description: 'How keypad tones are masked.',
      type: 'article',
      canonical: `${ORIGIN}/resources/blog/dtmf-masking-explained`,
    });
    expect(head.structuredData[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Resources' }, { name: 'Blog' }, { name: 'DTMF masking explained', position: 4 }],
    });
    expect(head.structuredData[1]).toMatchObject({
      '@type': 'Article',
      headline: 'DTMF masking explained',
      image: `${ORIGIN}/images/blog/dtmf-masking-explained.svg`,
      datePublished: POST.publishedAt,
      dateModified: POST.updatedAt,
      author: { '@type': 'Person', name: 'Priya Raman' },
    });
  });

  it('describes a video with an ISO 8601 duration', () => {
    const record = videoRecord({
      title: 'Demo',
      description: 'A demo.',
      thumbnail: { url: '/images/videos/demo.svg' },
      publishedAt: '2025-01-01T00:00:00.000Z',
      durationSeconds: 754,
    });
    const head = pageHead(entry('/resources/videos/:videoId'), { origin: ORIGIN, path: '/resources/videos/demo', record });
    expect(head.structuredData[1]).toMatchObject({ '@type': 'VideoObject', duration: 'PT12M34S', thumbnailUrl: `${ORIGIN}/images/videos/demo.svg` });
  });

  it('adds FAQPage data only when the page has questions', () => {
    const faqs = [{ question: 'Q?', answer: 'A.' }];
    expect(pageHead(entry('/x'), { origin: ORIGIN, faqs }).structuredData.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(pageHead(entry('/x'), { origin: ORIGIN }).structuredData.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
  });

  it('renders structured data that no text can break out of', () => {
    const html = renderPageHead(pageHead(entry('/x', { title: '</script><script>alert(1)</script>' }), { origin: ORIGIN }));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });
});
