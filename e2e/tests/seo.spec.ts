import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { documentTitle } from '@site/contracts/page-head';
import { isIndexable } from '@site/contracts/route-entry';
import { BLOG_POSTS } from '../../packages/db/src/seed/blog-posts.ts';
import { CASE_STUDIES } from '../../packages/db/src/seed/case-studies.ts';
import { VIDEO_LISTINGS } from '../../packages/db/src/seed/videos.ts';
import { GLOBAL_SITE_URL } from '../support/global-site.ts';
import { withStoredConsent } from '../support/header.ts';
import { appTakenOver } from '../support/settle.ts';
import { allRoutes } from '../support/site-routes.ts';

/** The e2e site's public origin, which absolute URLs name. */
const ORIGIN = GLOBAL_SITE_URL;
const SITEMAP_SCHEMA = readFileSync(path.join(import.meta.dirname, '../support/sitemap-0.9.xsd'), 'utf8');
const indexable = allRoutes.filter(isIndexable);

test('sitemap.xml is valid against the protocol schema and lists exactly the indexable pages and every stored post, study and video', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const validation = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: 'sitemap.xsd', contents: SITEMAP_SCHEMA }] });
  expect(validation.errors).toEqual([]);
  expect(validation.valid).toBe(true);

  const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  const expected = [
    ...indexable.map((route) => route.path),
    ...BLOG_POSTS.map((post) => `/resources/blog/${post.slug}`),
    ...CASE_STUDIES.map((study) => `/resources/case-studies/${study.slug}`),
    ...VIDEO_LISTINGS.map((video) => `/resources/videos/${video.videoId}`),
  ].map((pagePath) => `${ORIGIN}${pagePath}`);
  expect(listed.toSorted()).toEqual(expected.toSorted());
  // The SPEC's priorities: home 1.0 weekly, landing pages 0.8 monthly, thank-you 0.4 yearly.
  expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/</loc>(<lastmod>[^<]+</lastmod>)?<changefreq>weekly</changefreq><priority>1.0</priority>`));
  expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/thank-you</loc>(<lastmod>[^<]+</lastmod>)?<changefreq>yearly</changefreq><priority>0.4</priority>`));
  expect(xml).not.toContain('/pricing/trialapplication');
  expect(xml).not.toContain('/admin');
});

test('robots.txt names the absolute sitemap and keeps crawlers out of the admin area and the JSON API', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /api/');
});

test('every indexable page has its own document title', () => {
  const titles = indexable.map((route) => documentTitle(route));
  expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
});

/** The head tags a crawler or link preview reads. */
function headSnapshot(page: Page) {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: attribute('meta[name="description"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      robots: attribute('meta[name="robots"]', 'content'),
      ogTitle: attribute('meta[property="og:title"]', 'content'),
      ogUrl: attribute('meta[property="og:url"]', 'content'),
      descriptions: document.head.querySelectorAll('meta[name="description"]').length,
      structuredData: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? 'null')),
    };
  });
}

const HEAD_PAGES = [
  '/solutions/agent-assisted',
  '/partners',
  '/legal/privacy-policy',
  '/about',
  '/pricing/trialapplication',
  `/resources/blog/${BLOG_POSTS[0]?.slug}`,
  `/resources/videos/${VIDEO_LISTINGS[0]?.videoId}`,
];

test('the head tags after client-side navigation are those of a direct load', async ({ page }) => {
  await withStoredConsent(page);
  const direct = new Map<string, Awaited<ReturnType<typeof headSnapshot>>>();
  for (const pagePath of HEAD_PAGES) {
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    direct.set(pagePath, await headSnapshot(page));
  }
  expect(direct.get('/solutions/agent-assisted')).toMatchObject({ canonical: `${ORIGIN}/solutions/agent-assisted`, robots: 'index, follow', descriptions: 1 });
  expect(direct.get('/pricing/trialapplication')?.robots).toBe('noindex, nofollow');
  // Structured data: FAQPage where the content has an FAQ, Article and VideoObject for records.
  const types = (pagePath: string) => direct.get(pagePath)?.structuredData.map((data: { '@type': string }) => data['@type']);
  expect(types('/solutions/agent-assisted')).toEqual(['BreadcrumbList', 'FAQPage']);
  expect(types(`/resources/blog/${BLOG_POSTS[0]?.slug}`)).toEqual(['BreadcrumbList', 'Article']);
  expect(types(`/resources/videos/${VIDEO_LISTINGS[0]?.videoId}`)).toEqual(['BreadcrumbList', 'VideoObject']);
  expect(direct.get(`/resources/blog/${BLOG_POSTS[0]?.slug}`)?.title).toBe(`${BLOG_POSTS[0]?.title} | Keyline Secure Payments`);

  await page.goto('/');
  // Client-side navigation is the app's: before it runs, a changed address alone changes nothing.
  await appTakenOver(page);
  for (const pagePath of HEAD_PAGES) {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, pagePath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => headSnapshot(page), { message: pagePath }).toEqual(direct.get(pagePath));
  }
});
