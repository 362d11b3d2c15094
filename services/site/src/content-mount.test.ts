import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { BLOG_POSTS } from '@site/db/seed/blog-posts';
import { VIDEO_LISTINGS } from '@site/db/seed/videos';
import { createShellDist, expectJsonError, expectSecurityHeaders, makeTempDir, removeDir, route, SHELL_ROUTE_TABLE } from './test-support/fixtures.ts';

/** The shell's routes plus detail pages over the content database, as the resources section declares them. */
const ROUTE_TABLE = {
  ...SHELL_ROUTE_TABLE,
  routes: [
    ...SHELL_ROUTE_TABLE.routes,
    route('/resources/blog/:slug', { category: 'resource', meta: { template: 'blog-post' } }),
    route('/resources/videos/:videoId', { category: 'resource', meta: { template: 'video' } }),
  ],
};

describe('the content API mounted in the site server', () => {
  let app: FastifyInstance;
  let shellDist: string;
  let deployRoot: string;
  beforeAll(async () => {
    [shellDist, deployRoot] = await Promise.all([createShellDist(ROUTE_TABLE), makeTempDir('deploy')]);
    app = await buildApp({ DEPLOY_ROOT: deployRoot, SHELL_DIST: shellDist, LOG_LEVEL: 'silent', DATA_DIR: 'memory' });
    await app.ready();
    // The server answers before the database is ready; wait for it here, not inside a test.
    await app.inject({ url: '/api/content/features' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await Promise.all([removeDir(shellDist), removeDir(deployRoot)]);
  });

  test('serves the seeded content with the site’s security headers', async () => {
    const response = await app.inject({ url: '/api/content/blog?pageSize=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toHaveLength(2);
    expectSecurityHeaders(response.headers);
    const search = await app.inject({ url: '/api/blog/posts?search=pci&limit=4' });
    expect(search.json().items.length).toBeGreaterThan(0);
  });

  test('content errors and unknown /api paths stay JSON', async () => {
    expectJsonError(await app.inject({ url: '/api/content/blog/no-such-post' }), 404);
    expectJsonError(await app.inject({ url: '/api/features?search=a' }), 400);
    expectJsonError(await app.inject({ url: '/api/unknown' }), 404);
  });

  test('a detail page answers 200 for a stored record and a true 404 for an unknown one', async () => {
    expect((await app.inject({ url: `/resources/blog/${BLOG_POSTS[0]!.slug}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/resources/videos/${VIDEO_LISTINGS[0]!.videoId}?t=30` })).statusCode).toBe(200);
    const unknown = await app.inject({ url: '/resources/blog/no-such-post' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('data-fixture="shell"');
    expect((await app.inject({ url: `/resources/videos/${BLOG_POSTS[0]!.slug}` })).statusCode).toBe(404);
  });

  test('a post’s direct load carries its own title, description and Article data', async () => {
    const post = BLOG_POSTS[0]!;
    const body = (await app.inject({ url: `/resources/blog/${post.slug}` })).body;
    expect(body).toContain(`<title>${post.title.replaceAll('&', '&amp;')} | Keyline Secure Payments</title>`);
    const data = [...body.matchAll(/<script type="application\/ld\+json" data-page-head>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null'));
    expect(data.map((item) => item['@type'])).toEqual(['BreadcrumbList', 'Article']);
    expect(data[1]).toMatchObject({ headline: post.title, datePublished: new Date(post.publishedAt).toISOString(), author: { name: post.author.name } });
    const video = VIDEO_LISTINGS[0]!;
    const videoBody = (await app.inject({ url: `/resources/videos/${video.videoId}` })).body;
    expect(videoBody).toContain('"@type":"VideoObject"');
  });

  test('the sitemap lists a page for every stored post, dated by its last update', async () => {
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    for (const post of BLOG_POSTS) {
      expect(sitemap).toContain(
        `<loc>http://localhost:3000/resources/blog/${post.slug}</loc><lastmod>${new Date(post.updatedAt ?? post.publishedAt).toISOString()}</lastmod>`,
      );
    }
    expect(sitemap).toContain(`/resources/videos/${VIDEO_LISTINGS[0]!.videoId}</loc>`);
  });

  test('pages are still served beside the API', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-fixture="shell"');
  });
});
