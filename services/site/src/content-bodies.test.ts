/**
 * Blog bodies through the real site server: rendered when they are saved (on the content service's
 * Markdown worker), stored, and served as stored. Measured against a listening server: GETs of a
 * 100,000-character post are fast; /healthz answers while bodies render and while such GETs are in
 * flight; the content API's per-address limit (CONTENT_RATE_LIMIT_MAX) answers 429. The bounds a
 * save must meet are tested in services/content (src/admin/body-bounds.test.ts).
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

const medianOf = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Infinity;

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

  test('bodies render at save off the event loop; the stored HTML is served in under 20 ms a GET, and /healthz answers meanwhile', async () => {
    await timed(`${base}/healthz`);
    // Four saves at once: each body renders on the Markdown worker, not on the thread that answers /healthz.
    const saves = ['slow-one', 'slow-two', 'slow-three', 'slow-four'].map((slug) =>
      admin<EntryPayload>(site.app, 'POST', '/api/admin/content', { type: 'blog-post', data: post(slug, SLOW) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const duringSaves = await timed(`${base}/healthz`);
    const saved = await Promise.all(saves);
    expect(saved.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(duringSaves.ms, `/healthz took ${duringSaves.ms.toFixed(0)} ms while four bodies rendered`).toBeLessThan(150);
    const entry = saved[0]?.body as EntryPayload;
    expect((await admin(site.app, 'POST', `/api/admin/content/${entry.id}/publish`, { revision: entry.revision })).status).toBe(200);

    const url = `${base}/api/content/blog/slow-one`;
    const first = await timed(url);
    expect(first.status).toBe(200);
    expect((JSON.parse(first.body) as { bodyHtml: string }).bodyHtml).toMatch(/^<h2>Slow to render<\/h2>\n<p>!\[!\[/);
    const times: number[] = [];
    for (let run = 0; run < 9; run++) times.push((await timed(url)).ms);
    // Rendered on every request (before bodies were stored rendered), each GET of it took about 230 ms here.
    expect(medianOf(times), `GET times ${times.map((time) => time.toFixed(1)).join(', ')} ms`).toBeLessThan(20);

    const inFlight = Array.from({ length: 4 }, () => timed(url));
    const duringGets = await timed(`${base}/healthz`);
    expect((await Promise.all(inFlight)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(duringGets.ms, `/healthz took ${duringGets.ms.toFixed(0)} ms beside four GETs`).toBeLessThan(100);
  });

  test('a post stored before bodies were rendered at save (the *a body, say) is rendered once, stored, then served fast', async () => {
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
    const times: number[] = [];
    for (let run = 0; run < 9; run++) times.push((await timed(url)).ms);
    expect(medianOf(times), `GET times ${times.map((time) => time.toFixed(1)).join(', ')} ms`).toBeLessThan(20);
    const inFlight = Array.from({ length: 4 }, () => timed(url));
    const duringGets = await timed(`${base}/healthz`);
    await Promise.all(inFlight);
    expect(duringGets.ms, `/healthz took ${duringGets.ms.toFixed(0)} ms beside four GETs`).toBeLessThan(100);
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
