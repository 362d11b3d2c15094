import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defineRouteTable } from '@site/contracts/route-entry';
import { createSite, deployRemote, route, SOLUTIONS_ROUTE_TABLE, SOLUTIONS_V1, type SiteFixture } from '../test-support/fixtures.ts';
import { renderRobots, renderSitemap, sitemapUrls } from './sitemap-xml.ts';

const ORIGIN = 'https://www.keyline.example';

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

describe('/sitemap.xml and /robots.txt on the live site', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite({ liveSolutions: false, siteOrigin: ORIGIN });
  });
  afterAll(() => site.close());

  test('the sitemap lists the shell’s indexable pages, absolute; a section that goes live joins on the next request', async () => {
    // The shell's /404 is not indexable and /news/:slug is a pattern, not a page.
    expect(locs((await site.app.inject({ url: '/sitemap.xml' })).body)).toEqual([`${ORIGIN}/`, `${ORIGIN}/about`]);
    await deployRemote(site, 'solutions', SOLUTIONS_V1, SOLUTIONS_ROUTE_TABLE);
    const response = await site.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(response.body)).toEqual(['/', '/about', '/industries/banking', '/solutions', '/solutions/agent-assisted'].map((path) => `${ORIGIN}${path}`));
  });

  test('robots.txt points crawlers at the absolute sitemap and keeps them out of the admin area and the API', async () => {
    const response = await site.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /auth/',
        'Disallow: /idp/',
        'Allow: /api/docs',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});

describe('sitemapUrls', () => {
  const table = defineRouteTable({
    routes: [
      route('/', { meta: { priority: 1, changefreq: 'weekly', lastModified: '2026-10-01' } }),
      route('/pricing/trialapplication', { exclude: true }),
      route('/admin/users', { category: 'admin', permissions: ['ADMIN'] }),
      route('/drafts/:slug', { meta: { template: 'blog-post' }, seoEnabled: false }),
      route('/resources/blog/:slug', { category: 'resource', meta: { template: 'blog-post', priority: 0.6, changefreq: 'monthly' } }),
      route('/resources/videos/:videoId', { category: 'resource', meta: { template: 'video' } }),
    ],
  });
  const records = async (template: string) =>
    template === 'blog-post'
      ? [{ id: 'dtmf-masking-explained', updatedAt: '2025-06-18T10:30:00.000Z' }]
      : [{ id: 'demo & webinar', updatedAt: '2025-01-02T00:00:00.000Z' }];

  test('pages keep their manifest priority, frequency and last change; detail pages list each stored record', async () => {
    expect(await sitemapUrls(table.routes, ORIGIN, records)).toEqual([
      { loc: `${ORIGIN}/`, lastmod: '2026-10-01', changefreq: 'weekly', priority: 1 },
      { loc: `${ORIGIN}/resources/blog/dtmf-masking-explained`, lastmod: '2025-06-18T10:30:00.000Z', changefreq: 'monthly', priority: 0.6 },
      { loc: `${ORIGIN}/resources/videos/demo%20%26%20webinar`, lastmod: '2025-01-02T00:00:00.000Z', changefreq: undefined, priority: undefined },
    ]);
  });

  test('without a content database only the route pages are listed', async () => {
    expect((await sitemapUrls(table.routes, ORIGIN)).map((url) => url.loc)).toEqual([`${ORIGIN}/`]);
  });

  test('renders valid protocol XML with escaped values and optional fields left out', () => {
    const xml = renderSitemap([{ loc: `${ORIGIN}/a?b=1&c=2` }, { loc: `${ORIGIN}/`, lastmod: '2026-10-01', changefreq: 'weekly', priority: 1 }]);
    expect(xml).toContain(`<url><loc>${ORIGIN}/a?b=1&amp;c=2</loc></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc><lastmod>2026-10-01</lastmod><changefreq>weekly</changefreq><priority>1.0</priority></url>`);
  });

  test('robots.txt names the sitemap on the configured origin', () => {
    expect(renderRobots('http://localhost:4000')).toContain('Sitemap: http://localhost:4000/sitemap.xml');
  });
});
