import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Database, Queryable } from '@site/db/database';
import { migrate } from '@site/db/migrate';
import { topSearches } from '@site/db/search-queries';
import { seedDatabase } from '@site/db/seed';
import { recordingFieldsOf } from '@site/media/recordings';
import { describeOnEachDatabase, openTestDatabase } from '@site/db/test-databases';
import { buildSearchApp } from './app.ts';
import { DistFoldersSource } from './sources/dist-folders-source.ts';
import { expectJsonError, LEGAL_PAGES, makeTempDir, page, publishPages, removeDir, SHELL_PAGES, SOLUTIONS_PAGES } from './test-support/fixtures.ts';

const CONFIG = { LOG_LEVEL: 'silent', SEARCH_RATE_LIMIT_MAX: 100_000, SEARCH_RATE_LIMIT_WINDOW_MS: 60_000, SEARCH_REFRESH_INTERVAL_MS: 100 } as const;

/** Within a few re-check intervals. */
const eventually = { timeout: 5000, interval: 50 };

describeOnEachDatabase('search API', (target) => {
  let db: Database;
  let app: FastifyInstance;
  let buildsDir: string;
  const shellDist = () => path.join(buildsDir, 'shell');
  beforeAll(async () => {
    buildsDir = await makeTempDir('builds');
    await Promise.all([
      publishPages(shellDist(), SHELL_PAGES),
      publishPages(path.join(buildsDir, 'solutions'), SOLUTIONS_PAGES),
      publishPages(path.join(buildsDir, 'legal'), LEGAL_PAGES),
    ]);
    db = await openTestDatabase(target);
    await migrate(db);
    await seedDatabase(db, { videoMedia: recordingFieldsOf });
    const source = new DistFoldersSource(['shell', 'solutions', 'legal'].map((name) => path.join(buildsDir, name)));
    app = await buildSearchApp(CONFIG, db, source);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await removeDir(buildsDir);
  });

  const get = (url: string) => app.inject({ url });
  const report = (body: unknown) =>
    app.inject({ method: 'POST', url: '/api/search/queries', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body) });
  const firstPage = async (q: string) => (await get(`/api/search/pages?q=${encodeURIComponent(q)}&limit=1`)).json().results[0];
  const firstUrl = async (q: string): Promise<string | undefined> => (await firstPage(q))?.url;
  const blogSlugs = async (search: string) =>
    (await get(`/api/blog/posts?search=${encodeURIComponent(search)}`)).json().items.map((item: { slug: string }) => item.slug);

  test('GET /api/search/pages answers { results } with the spec fields only, six by default', async () => {
    const response = await get('/api/search/pages?q=payments');
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results).toHaveLength(6);
    for (const result of results) expect(Object.keys(result).toSorted()).toEqual(['category', 'description', 'title', 'url']);
    expect((await get('/api/search/pages?q=payments&limit=2')).json().results).toHaveLength(2);
    expect((await get('/api/search/pages?q=payments&limit=50')).json().results.length).toBeGreaterThan(6);
  });

  test('a search is counted for the dashboard only with the receipt its answer carried, once; a bare report plants nothing', async () => {
    // A receipt only when asked for: every other answer is the same for everyone and signs nothing.
    const forEveryone = await get('/api/search/pages?q=Zebra%20%20Quartz');
    expect(forEveryone.json()).toEqual({ results: [] });
    // The same for everyone, so a shared cache in front may hold it a second; one with a receipt is the visitor's alone.
    expect(forEveryone.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expectJsonError(await get('/api/search/pages?q=Zebra&receipt=yes'), 400);
    const withReceipt = await get('/api/search/pages?q=Zebra%20%20Quartz&receipt=1');
    expect(withReceipt.headers['cache-control']).toBe('private, no-store');
    const answered = withReceipt.json();
    expect(answered.receipt).toEqual(expect.any(String));
    expectJsonError(await report({ query: 'buy zebra quartz now', results: 9 }), 400);
    expectJsonError(await report({ query: 'buy zebra quartz now', results: 9, receipt: answered.receipt }), 403);
    expect((await report({ query: 'zebra quartz', results: 0, receipt: answered.receipt })).json()).toEqual({ recorded: true });
    expectJsonError(await report({ query: 'zebra quartz', results: 0, receipt: answered.receipt }), 403);
    // A query the dashboard would not keep gets no receipt, and its report keeps nothing.
    expect((await get('/api/search/pages?q=jo%40example.org&receipt=1')).json().receipt).toBeUndefined();
    const today = new Date().toISOString().slice(0, 10);
    const counted = await topSearches(db, today, today, { limit: 100 });
    expect(counted.filter((row) => row.query.includes('zebra'))).toEqual([{ query: 'zebra quartz', count: 1 }]);
  });

  test('page results carry the category a visitor reads', async () => {
    expect(await firstPage('dtmf suppression')).toEqual({
      title: 'DTMF suppression',
      url: '/solutions/dtmf-suppression',
      description: 'Keypad tones are masked in real time.',
      category: 'Solutions',
    });
    expect((await firstPage('contact centres')).category).toBe('Industries');
    expect((await firstPage('privacy policy')).category).toBe('Legal');
    expect((await firstPage('pricing')).category).toBe('Company');
  });

  test('the engine behind it: prefixes, typos, British spellings, exact titles first, trimmed queries', async () => {
    expect(await firstUrl('dtfm supression')).toBe('/solutions/dtmf-suppression');
    expect(await firstUrl('customized checkout')).toBe('/solutions/customised-web-checkout');
    expect(await firstUrl('contact center')).toBe('/industries/contact-centers');
    expect(await firstUrl('recurr')).toBe('/solutions/recurring-payments');
    expect(await firstUrl('pay by bank')).toBe('/pay-by-bank');
    expect(await firstUrl('   payment ivr   ')).toBe('/solutions/payment-ivr');
    expect((await get('/api/search/pages?q=zzqqxxj')).json().results).toEqual([]);
    expect((await get('/api/search/pages?q=the%20and')).json().results).toEqual([]);
  });

  test('case studies are pages too: found by the industry they are about, shown as case studies, and edits are searchable within seconds', async () => {
    const url = '/resources/case-studies/motor-insurer-claims-excess-payments';
    expect(await firstPage('insurer')).toMatchObject({ url, category: 'Case studies' });
    const [{ title }] = (await db.query<{ title: string }>("SELECT title FROM case_studies WHERE slug = 'motor-insurer-claims-excess-payments'")).rows as [
      { title: string },
    ];
    await db.query(
      "UPDATE case_studies SET title = 'Quagga Mutual collects claims excesses on the first call', updated_at = now() WHERE slug = 'motor-insurer-claims-excess-payments'",
    );
    try {
      await vi.waitFor(async () => expect(await firstUrl('quagga mutual')).toBe(url), eventually);
    } finally {
      await db.query("UPDATE case_studies SET title = $1, updated_at = now() WHERE slug = 'motor-insurer-claims-excess-payments'", [title]);
    }
  });

  test('GET /api/blog/posts answers { items } of title, slug, excerpt, four by default', async () => {
    const response = await get('/api/blog/posts?search=pci');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toHaveLength(4);
    for (const item of items) expect(Object.keys(item).toSorted()).toEqual(['excerpt', 'slug', 'title']);
    expect((await get('/api/blog/posts?search=dtmf%20masking')).json().items[0].slug).toBe('dtmf-masking-explained');
    expect((await get('/api/blog/posts?search=pci&limit=50')).json().items.length).toBeGreaterThan(4);
  });

  test('GET /api/features answers { items } of title, slug, description, four by default', async () => {
    const response = await get('/api/features?search=%20%20DTMF%20');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items[0].slug).toBe('dtmf-suppression');
    for (const item of items) expect(Object.keys(item).toSorted()).toEqual(['description', 'slug', 'title']);
    expect((await get('/api/features?search=payments')).json().items).toHaveLength(4);
    expect((await get('/api/features?search=tokenization')).json().items[0].slug).toBe('tokenisation');
  });

  test('a blog post added, edited or deleted in the database is searchable within seconds, with no restart', async () => {
    expect(await blogSlugs('quokka')).toEqual([]);
    await db.query(
      `INSERT INTO blog_posts (slug, title, excerpt, body_markdown, author_name, tags, hero_image_url, hero_image_alt, reading_minutes, published_at, updated_at)
       VALUES ('quokka-payments', 'What a quokka taught us about payment links', 'A short story about trust.', 'Trust is earned.', 'Editor', '{payment-links}', '/q.svg', 'A quokka', 1, now(), now())`,
    );
    await vi.waitFor(async () => expect(await blogSlugs('quokka')).toEqual(['quokka-payments']), eventually);
    await db.query("UPDATE blog_posts SET title = 'What a wombat taught us about payment links' WHERE slug = 'quokka-payments'");
    await vi.waitFor(async () => expect(await blogSlugs('wombat')).toEqual(['quokka-payments']), eventually);
    expect(await blogSlugs('quokka')).toEqual([]);
    await db.query("DELETE FROM blog_posts WHERE slug = 'quokka-payments'");
    await vi.waitFor(async () => expect(await blogSlugs('wombat')).toEqual([]), eventually);
  });

  test('a feature edited in the database is searchable within seconds', async () => {
    await db.query("UPDATE features SET title = 'Keypad payments with haptic prompts' WHERE slug = 'keypad-payments'");
    try {
      await vi.waitFor(async () => expect((await get('/api/features?search=haptic')).json().items[0]?.slug).toBe('keypad-payments'), eventually);
    } finally {
      await db.query("UPDATE features SET title = 'Keypad payments' WHERE slug = 'keypad-payments'");
    }
  });

  test('a section that publishes new page documents is searchable within seconds, with no restart', async () => {
    const legal = path.join(buildsDir, 'legal');
    await publishPages(legal, [...LEGAL_PAGES, page('/legal/cookie-policy', 'Cookie policy', { category: 'legal' })]);
    await vi.waitFor(async () => expect((await get('/api/search/pages?q=cookie')).json().results[0]?.url).toBe('/legal/cookie-policy'), eventually);
    await publishPages(legal, LEGAL_PAGES);
    await vi.waitFor(async () => expect((await get('/api/search/pages?q=cookie')).json().results).toEqual([]), eventually);
  });

  const BAD_REQUESTS: [string, string][] = [
    ['pages: q missing', '/api/search/pages'],
    ['pages: q empty', '/api/search/pages?q='],
    ['pages: q one character', '/api/search/pages?q=a'],
    ['pages: q only spaces', '/api/search/pages?q=%20%20%20%20'],
    ['pages: q one character among spaces', '/api/search/pages?q=%20%20a%20%20'],
    ['pages: q 201 characters', `/api/search/pages?q=${'a'.repeat(201)}`],
    ['pages: q 10,000 characters', `/api/search/pages?q=${'a'.repeat(10_000)}`],
    ['pages: q with NUL', '/api/search/pages?q=pc%00i'],
    ['pages: q with escape and bell', '/api/search/pages?q=pc%1Bi%07'],
    ['pages: q with a newline', '/api/search/pages?q=pci%0Adss'],
    ['pages: q with a C1 control', '/api/search/pages?q=pci%C2%85dss'],
    ['pages: q repeated', '/api/search/pages?q=pci&q=ivr'],
    ['pages: q as an array', '/api/search/pages?q[]=pci'],
    ['pages: limit zero', '/api/search/pages?q=pci&limit=0'],
    ['pages: limit negative', '/api/search/pages?q=pci&limit=-1'],
    ['pages: limit 51', '/api/search/pages?q=pci&limit=51'],
    ['pages: limit huge', '/api/search/pages?q=pci&limit=99999999999999999999'],
    ['pages: limit non-numeric', '/api/search/pages?q=pci&limit=ten'],
    ['pages: limit fractional', '/api/search/pages?q=pci&limit=2.5'],
    ['pages: limit empty', '/api/search/pages?q=pci&limit='],
    ['pages: limit repeated', '/api/search/pages?q=pci&limit=1&limit=2'],
    ['pages: unknown parameter', '/api/search/pages?q=pci&search=pci'],
    ['pages: unknown parameter with markup', '/api/search/pages?q=pci&%3Cscript%3E=1'],
    ['pages: prototype key', '/api/search/pages?q=pci&__proto__=x'],
    ['pages: markup and control characters', '/api/search/pages?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E%00'],
    ['blog: search missing', '/api/blog/posts'],
    ['blog: q instead of search', '/api/blog/posts?q=pci'],
    ['blog: search one character', '/api/blog/posts?search=a'],
    ['blog: search 10,000 characters', `/api/blog/posts?search=${'a'.repeat(10_000)}`],
    ['blog: search with NUL', '/api/blog/posts?search=%00%00'],
    ['blog: search repeated', '/api/blog/posts?search=pci&search=ivr'],
    ['blog: limit negative', '/api/blog/posts?search=pci&limit=-4'],
    ['blog: limit hexadecimal', '/api/blog/posts?search=pci&limit=0x10'],
    ['features: search empty', '/api/features?search='],
    ['features: search only tabs', '/api/features?search=%09%09'],
    ['features: limit zero', '/api/features?search=pci&limit=0'],
    ['features: limit huge', '/api/features?search=pci&limit=1e9'],
    ['features: unknown parameter', '/api/features?search=pci&category=phone'],
    ['features: bad percent-encoding', '/api/features?search=%E0%A4%A'],
  ];

  test(`${BAD_REQUESTS.length} malformed requests are each answered 400 JSON, quickly`, async () => {
    expect(BAD_REQUESTS.length).toBeGreaterThanOrEqual(30);
    for (const [label, url] of BAD_REQUESTS) {
      const started = performance.now();
      const response = await get(url);
      const elapsed = performance.now() - started;
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(String(response.headers['content-type']), label).toMatch(/^application\/json/);
      expect(response.json(), label).toEqual({ error: 'Bad Request', message: expect.any(String), statusCode: 400 });
      expect(elapsed, label).toBeLessThan(250);
    }
  });

  test('markup in a valid query is data, not HTML: JSON out, nothing echoed', async () => {
    const response = await get('/api/search/pages?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('<script>');
  });
});

describe('rate limit', () => {
  let db: Database;
  let app: FastifyInstance;
  let buildsDir: string;
  beforeAll(async () => {
    buildsDir = await makeTempDir('builds');
    await publishPages(buildsDir, SHELL_PAGES);
    db = await openTestDatabase('pglite');
    await migrate(db);
    app = await buildSearchApp({ ...CONFIG, SEARCH_RATE_LIMIT_MAX: 3 }, db, new DistFoldersSource([buildsDir]));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await removeDir(buildsDir);
  });

  const ask = (url: string, ip: string) => app.inject({ url, remoteAddress: ip });

  test('per client IP, across the three calls: over the limit is 429 JSON with Retry-After; other IPs unaffected', async () => {
    expect((await ask('/api/search/pages?q=pricing', '10.0.0.1')).statusCode).toBe(200);
    expect((await ask('/api/blog/posts?search=pricing', '10.0.0.1')).statusCode).toBe(200);
    expect((await ask('/api/features?search=pricing', '10.0.0.1')).statusCode).toBe(200);
    const limited = await ask('/api/search/pages?q=pricing', '10.0.0.1');
    expectJsonError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectJsonError(await ask('/api/search/pages?q=a', '10.0.0.1'), 429);
    expect((await ask('/api/search/pages?q=pricing', '10.0.0.2')).statusCode).toBe(200);
  });
});

describe('when the content database cannot be read', () => {
  let app: FastifyInstance;
  let buildsDir: string;
  beforeAll(async () => {
    buildsDir = await makeTempDir('builds');
    await publishPages(buildsDir, SHELL_PAGES);
    const broken: Queryable = {
      query: () => Promise.reject(new Error('connection refused')),
      exec: () => Promise.reject(new Error('connection refused')),
    };
    app = await buildSearchApp(
      CONFIG,
      {
        ...broken,
        kind: 'postgres',
        location: 'postgres://db.invalid',
        transaction: () => Promise.reject(new Error('connection refused')),
        listen: () => Promise.reject(new Error('connection refused')),
        tryLock: () => Promise.reject(new Error('connection refused')),
        close: async () => {},
      },
      new DistFoldersSource([buildsDir]),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await removeDir(buildsDir);
  });

  test('blog and feature search answer 503 JSON with Retry-After; page search still works', async () => {
    const blog = await app.inject({ url: '/api/blog/posts?search=pci' });
    expectJsonError(blog, 503);
    expect(blog.headers['retry-after']).toBe('5');
    expect(blog.json().message).not.toContain('connection refused');
    expectJsonError(await app.inject({ url: '/api/features?search=pci' }), 503);
    expect((await app.inject({ url: '/api/search/pages?q=pricing' })).json().results[0].url).toBe('/pricing');
  });
});

test('the service runs on its own: unknown paths are JSON 404', async () => {
  const db = await openTestDatabase('pglite');
  const buildsDir = await makeTempDir('builds');
  const app = await buildSearchApp(CONFIG, db, new DistFoldersSource([buildsDir]), { ownsDatabase: true });
  try {
    expectJsonError(await app.inject({ url: '/api/search/nope' }), 404);
  } finally {
    await app.close();
    await removeDir(buildsDir);
  }
});
