/**
 * Blog bodies through the real site server: rendered when they are saved (on the content service's
 * Markdown worker), stored, and served as stored, against a listening server: /healthz answers
 * while bodies render; a read serves the stored HTML and renders nothing; the content API's
 * per-address limit (CONTENT_RATE_LIMIT_MAX) answers 429. How fast (a GET of the 100,000-character
 * post, /healthz beside four of them) is measured by npm run bench:bodies in services/content; the
 * bounds a save must meet are tested there too (src/admin/body-bounds.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EntryPayload } from '@site/contracts/content-editing';
import { freePort } from './test-support/free-port.ts';
import { createSite, PLATFORM_TOKEN, type SiteFixture } from './test-support/fixtures.ts';

const post = (slug: string, bodyMarkdown: string) => ({
  slug,
  title: `A post called ${slug}`,
  excerpt: 'What the post is about, in one sentence.',
  bodyMarkdown,
  author: { name: 'Dana Editor', role: 'Content lead' },
  tags: ['pci-dss'],
  heroImage: { url: '/images/blog/cover.svg', alt: 'A cover' },
  seoTitle: '',
  seoDescription: '',
});

/** The auditor's body: 100,000 characters that make 25,000 `<em>` on the page. */
const STAR_A = '*a'.repeat(50_000);
/** The slowest 100,000-character body we found that a save accepts (one paragraph): about 230 ms to render here. */
const SLOW = `## Slow to render\n\n${'!['.repeat(49_990)}`;

/** An editor's call, with the break-glass token (sign-in has tests of its own). */
const admin = async <T = Record<string, unknown>>(app: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: unknown) => {
  const response = await app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { authorization: `Bearer ${PLATFORM_TOKEN}` } });
  return { status: response.statusCode, body: response.json<T>() };
};

const timed = async (url: string) => {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
};

describe('blog bodies on the site server', () => {
  let site: SiteFixture;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    site = await createSite({ siteOrigin: base, settings: { CONTENT_RATE_LIMIT_MAX: 1000 } });
    await site.app.listen({ port, host: '127.0.0.1' });
    // The Markdown worker is running, as on a server that has rendered a body before: what is
    // timed is bodies rendering beside the server's answers, not the worker thread starting.
    expect((await admin(site.app, 'POST', '/api/admin/content/render', { markdown: 'A *warm* worker.' })).status).toBe(200);
  }, 60_000);
  afterAll(() => site?.close());

  test('bodies render at save off the event loop, and a read serves the HTML stored then: /healthz answers before four slow saves finish', async () => {
    // Four saves at once: each body renders on the Markdown worker, not on the thread that answers
    // /healthz, so the health check is answered while they are still rendering. (Rendered on the
    // event loop, it would wait for all four, about a second here.) The figures are
    // npm run bench:bodies's, in services/content: a timed assertion here fails on a busy machine.
    const finished: string[] = [];
    const saves = ['slow-one', 'slow-two', 'slow-three', 'slow-four'].map((slug) =>
      admin<EntryPayload>(site.app, 'POST', '/api/admin/content', { type: 'blog-post', data: post(slug, SLOW) }).then((answer) => {
        finished.push(slug);
        return answer;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await timed(`${base}/healthz`);
    expect(health.status).toBe(200);
    const doneBeforeHealth = finished.length;
    const saved = await Promise.all(saves);
    expect(saved.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(doneBeforeHealth, 'saves that had finished when /healthz answered').toBeLessThan(4);
    const entry = saved[0]?.body as EntryPayload;
    expect((await admin(site.app, 'POST', `/api/admin/content/${entry.id}/publish`, { revision: entry.revision })).status).toBe(200);

    const url = `${base}/api/content/blog/slow-one`;
    const first = await timed(url);
    expect(first.status).toBe(200);
    const served = (JSON.parse(first.body) as { bodyHtml: string }).bodyHtml;
    expect(served).toMatch(/^<h2>Slow to render<\/h2>\n<p>!\[!\[/);
    // What is served is what was stored at save: a Markdown text changed behind the editor's back is not rendered on a read.
    await site.app.database?.query("UPDATE blog_posts SET body_markdown = 'Changed in the table.' WHERE slug = 'slow-one'");
    const reads = await Promise.all(Array.from({ length: 4 }, () => timed(url)));
    for (const read of reads) expect((JSON.parse(read.body) as { bodyHtml: string }).bodyHtml).toBe(served);
  });

  test('a post stored before bodies were rendered at save (the *a body, say) is rendered once, stored, and served as stored from then on', async () => {
    const db = site.app.database;
    if (!db) throw new Error('the site has a database');
    await db.query(
      `INSERT INTO blog_posts (slug, title, excerpt, body_markdown, author_name, tags, hero_image_url, hero_image_alt, reading_minutes, published_at, updated_at)
       VALUES ('stored-long-ago', 'Stored long ago', 'An excerpt.', $1, 'Editor', '{}', '/images/blog/cover.svg', 'A cover', 1, now(), now())`,
      [STAR_A],
    );
    const url = `${base}/api/content/blog/stored-long-ago`;
    expect((await timed(url)).status).toBe(200);
    const stored = await db.query<{ length: number }>("SELECT length(body_html) AS length FROM blog_posts WHERE slug = 'stored-long-ago'");
    expect(stored.rows[0]?.length).toBeGreaterThan(250_000);
    await db.query("UPDATE blog_posts SET body_markdown = 'Changed in the table.' WHERE slug = 'stored-long-ago'");
    const reads = await Promise.all(Array.from({ length: 4 }, () => timed(url)));
    for (const read of reads) expect((JSON.parse(read.body) as { bodyHtml: string }).bodyHtml.length).toBeGreaterThan(250_000);
    expect((await timed(`${base}/healthz`)).status).toBe(200);
  });

  test('the content API counts every read of one address together: past CONTENT_RATE_LIMIT_MAX it answers 429 JSON with Retry-After', async () => {
    const address = '10.9.8.7';
    const read = (url: string) => site.app.inject({ url, remoteAddress: address });
    let answer = await read('/api/content/blog');
    for (let count = 1; count <= 1000 && answer.statusCode === 200; count++) answer = await read(count % 2 ? '/api/content/features' : '/api/content/videos');
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^at most 1000 content requests per minute from one address/) });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect((await site.app.inject({ url: '/api/content/blog', remoteAddress: '10.9.8.6' })).statusCode).toBe(200);
  });
});
