/**
 * Editing content through the content service's own listening server, signed in through
 * identity's local provider (no forged session), on each test database: a stale save is refused
 * and names who saved first; history restores; an unfinished draft cannot be published; a
 * scheduled post goes live by itself; images are checked and served; hostile input gets 4xx and is
 * stored as text. What a publish does to the site's pages, search and sitemap is the site
 * server's test (services/site/src/content-editing-pages.test.ts).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { EntryPayload } from '@site/contracts/content-editing';
import { describeOnEachDatabase } from '@site/db/test-databases';
import { TestAgent } from '@site/identity/test-sign-in';
import { startStaffServer, STAFF_PASSWORD, type StaffServer } from '../test-support/staff-server.ts';

/** A 1 × 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const post = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: `A post called ${slug}`,
  excerpt: 'What the post is about, in one sentence.',
  bodyMarkdown: '## Why\n\nBecause **card data** must never reach the agent.',
  author: { name: 'Dana Editor', role: 'Content lead' },
  tags: ['pci-dss'],
  heroImage: { url: '/images/blog/cover.svg', alt: 'A cover' },
  seoTitle: '',
  seoDescription: '',
  ...overrides,
});

describeOnEachDatabase('content editing on the content service', (target) => {
  let server: StaffServer;
  let base: string;
  const editor = new TestAgent();
  const otherEditor = new TestAgent();
  const viewer = new TestAgent();

  async function call<T = Record<string, unknown>>(
    agent: TestAgent,
    path: string,
    method = 'GET',
    body?: unknown,
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await agent.request(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(method === 'GET' ? {} : { origin: base }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
      headers: response.headers,
    };
  }

  const create = async (data: Record<string, unknown>, type = 'blog-post') => {
    const created = await call<EntryPayload>(editor, '/api/admin/content', 'POST', { type, data });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };
  const publish = async (entry: EntryPayload) => {
    const published = await call<EntryPayload>(editor, `/api/admin/content/${entry.id}/publish`, 'POST', { revision: entry.revision });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    return published.body;
  };

  beforeAll(async () => {
    server = await startStaffServer(target, { seeded: true });
    base = server.base;
    await editor.signIn(base, 'editor@keyline.example', STAFF_PASSWORD);
    await otherEditor.signIn(base, 'admin@keyline.example', STAFF_PASSWORD);
    await viewer.signIn(base, 'viewer@keyline.example', STAFF_PASSWORD);
  }, 60_000);
  afterAll(() => server?.close());

  test('the seeded records are entries an editor can open, already published', async () => {
    const list = await call<{ entries: EntryPayload[]; total: number }>(editor, '/api/admin/content?type=blog-post&pageSize=100');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(5);
    expect(list.body.entries.every((entry) => entry.status === 'published' && entry.publicPath?.startsWith('/resources/blog/'))).toBe(true);
    const features = await call<{ total: number }>(editor, '/api/admin/content?type=feature');
    expect(features.body.total).toBeGreaterThan(5);
  });

  test('of two editors saving the same revision, the second is refused and told who saved first; nothing is overwritten', async () => {
    const entry = await create(post('two-editors'));
    const mine = await call<EntryPayload>(editor, `/api/admin/content/${entry.id}`, 'PUT', {
      revision: entry.revision,
      data: post('two-editors', { title: 'Mine' }),
    });
    expect(mine.status).toBe(200);
    const theirs = await call<{ message: string; current: { revision: number; updatedBy: string } }>(otherEditor, `/api/admin/content/${entry.id}`, 'PUT', {
      revision: entry.revision,
      data: post('two-editors', { title: 'Theirs' }),
    });
    expect(theirs.status).toBe(409);
    expect(theirs.body.current).toMatchObject({ revision: mine.body.revision, updatedBy: 'editor@keyline.example' });
    // Named as editors name it, not by its internal type (blog-post).
    expect(theirs.body.message).toContain('editor@keyline.example changed this blog post (revision');
    expect((await call<EntryPayload>(editor, `/api/admin/content/${entry.id}`)).body.data).toMatchObject({ title: 'Mine' });
  });

  test('history keeps every revision, each readable as it was saved, and restoring one makes it the draft again', async () => {
    const entry = await create(post('with-history', { title: 'First title' }));
    const saved = await call<EntryPayload>(editor, `/api/admin/content/${entry.id}`, 'PUT', {
      revision: entry.revision,
      data: post('with-history', { title: 'Second title' }),
    });
    const history = await call<{ revisions: { revision: number; action: string; title: string; actor: string }[] }>(
      editor,
      `/api/admin/content/${entry.id}/history`,
    );
    expect(history.body.revisions.map((revision) => [revision.action, revision.title])).toEqual([
      ['save', 'Second title'],
      ['create', 'First title'],
    ]);
    // Each revision reads as it was saved, for the editor's comparison before a restore.
    const first = await call<{ revision: number; data: Record<string, unknown> }>(editor, `/api/admin/content/${entry.id}/revisions/1`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ revision: 1, data: post('with-history', { title: 'First title' }) });
    expect((await call(editor, `/api/admin/content/${entry.id}/revisions/9`)).status).toBe(404);
    expect((await call(editor, `/api/admin/content/${entry.id}/revisions/0`)).status).toBe(400);
    expect((await call(editor, `/api/admin/content/${entry.id}/revisions/one`)).status).toBe(400);
    expect((await call(viewer, `/api/admin/content/${entry.id}/revisions/1`)).status).toBe(403);
    const restored = await call<EntryPayload>(editor, `/api/admin/content/${entry.id}/restore`, 'POST', { revision: saved.body.revision, from: 1 });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ title: 'First title' });
  });

  test('an unfinished draft saves, but cannot be published: every missing field is named', async () => {
    const entry = await create({ ...post('unfinished'), title: '', heroImage: { url: '', alt: '' } });
    expect(Object.keys(entry.publishProblems).toSorted()).toEqual(['heroImage.alt', 'heroImage.url', 'title']);
    const refused = await call<{ fieldErrors: Record<string, string> }>(editor, `/api/admin/content/${entry.id}/publish`, 'POST', { revision: entry.revision });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.fieldErrors).toSorted()).toEqual(['heroImage.alt', 'heroImage.url', 'title']);
  });

  const publicPlans = async () => ((await (await fetch(`${base}/api/content/pricing-plans`)).json()) as { items: { slug: string; prices: unknown }[] }).items;

  test('a pricing plan publishes only with each price in every currency, and /pricing’s list follows it in its order', async () => {
    const none = { GBP: null, EUR: null, USD: null };
    const plan = {
      slug: 'charity-starter',
      title: 'Charity starter',
      bestFor: 'Small charities taking donations by phone',
      prices: {
        perTransaction: { GBP: 0.15, EUR: null, USD: 0.2 },
        platformFeeMonthly: none,
        perSeatMonthly: none,
        agentAssistedCall: none,
        payByBankPayment: none,
      },
      priceNote: '',
      channels: 'IVR and payment links',
      term: 'Monthly rolling',
      setupFee: 'None',
      gateways: 'One connected gateway',
      support: 'Business hours',
      fairUse: '',
      discounts: [],
      sortOrder: 1,
    };
    const entry = await create(plan, 'pricing-plan');
    expect(entry.publishProblems).toEqual({ 'prices.perTransaction.EUR': 'needed: it is set in GBP and USD, and prices are never converted' });
    const refused = await call<{ fieldErrors: Record<string, string> }>(editor, `/api/admin/content/${entry.id}/publish`, 'POST', { revision: entry.revision });
    expect(refused.status).toBe(422);
    expect((await publicPlans()).map((item) => item.slug)).toEqual(['transaction', 'agent', 'enterprise']);

    const tooPrecise = await call(editor, `/api/admin/content/${entry.id}`, 'PUT', {
      revision: entry.revision,
      data: { ...plan, prices: { ...plan.prices, perTransaction: { GBP: 0.155, EUR: 0.18, USD: 0.2 } } },
    });
    expect(tooPrecise.status).toBe(400);
    const saved = await call<EntryPayload>(editor, `/api/admin/content/${entry.id}`, 'PUT', {
      revision: entry.revision,
      data: { ...plan, prices: { ...plan.prices, perTransaction: { GBP: 0.15, EUR: 0.18, USD: 0.2 } } },
    });
    expect(saved.body.publishProblems).toEqual({});
    expect((await publish(saved.body)).publicPath).toBe('/pricing#charity-starter');
    const listed = await publicPlans();
    // Sort order 1 ties with Agent; the older plan keeps its place.
    expect(listed.map((item) => item.slug)).toEqual(['transaction', 'agent', 'charity-starter', 'enterprise']);
    expect(listed[2]?.prices).toMatchObject({ perTransaction: { GBP: 0.15, EUR: 0.18, USD: 0.2 } });
  });

  test('a scheduled post goes live by itself at its time', async () => {
    const entry = await create(post('scheduled-post'));
    const scheduled = await call<EntryPayload>(editor, `/api/admin/content/${entry.id}/publish`, 'POST', {
      revision: entry.revision,
      publishAt: new Date(Date.now() + 2000).toISOString(),
    });
    expect(scheduled.body).toMatchObject({ status: 'scheduled' });
    expect((await fetch(`${base}/api/content/blog/scheduled-post`)).status).toBe(404);
    const deadline = Date.now() + 15_000;
    while ((await fetch(`${base}/api/content/blog/scheduled-post`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('the scheduled post did not go live');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await call<EntryPayload>(editor, `/api/admin/content/${entry.id}`)).body).toMatchObject({ status: 'published', updatedBy: 'scheduler' });
  }, 20_000);

  test('draft fields are checked as published ones are: an image address other than this site’s own is refused, not stored', async () => {
    const hostile = await call<{ fieldErrors?: Record<string, string> }>(editor, '/api/admin/content', 'POST', {
      type: 'blog-post',
      data: post('hostile-image', { heroImage: { url: 'javascript:alert(document.domain)', alt: 'x' } }),
    });
    expect(hostile.status).toBe(400);
    expect(hostile.body.fieldErrors).toMatchObject({ 'heroImage.url': 'an uploaded image' });
    const entry = await create(post('image-later', { heroImage: { url: '', alt: '' } }));
    for (const url of ['https://tracker.example/pixel.png', '//evil.example/x.png', 'data:image/svg+xml,<svg onload=alert(1)>']) {
      const saved = await call(editor, `/api/admin/content/${entry.id}`, 'PUT', {
        revision: entry.revision,
        data: post('image-later', { heroImage: { url, alt: 'x' } }),
      });
      expect(saved.status, url).toBe(400);
    }
    expect((await call<EntryPayload>(editor, `/api/admin/content/${entry.id}`)).body.data).toMatchObject({ heroImage: { url: '' } });
  });

  test('images: a real PNG is stored by content hash and served; a lie about the type, an SVG, junk or an oversized body is refused', async () => {
    const upload = (bytes: Buffer, type: string, agent = editor) =>
      agent.request(`${base}/api/admin/media?name=../../etc/passwd`, { method: 'POST', headers: { 'content-type': type, origin: base }, body: bytes });
    const stored = await upload(PNG, 'image/png');
    expect(stored.status).toBe(201);
    const image = (await stored.json()) as { url: string; width: number; height: number };
    expect(image).toMatchObject({ width: 1, height: 1 });
    expect(image.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${base}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await upload(PNG, 'image/png')).status).toBe(200);
    expect((await upload(PNG, 'image/jpeg')).status).toBe(415);
    expect((await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml')).status).toBe(415);
    expect((await upload(Buffer.from('not an image at all'), 'image/png')).status).toBe(415);
    expect((await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'image/png')).status).toBe(413);
    expect((await upload(PNG, 'image/png', viewer)).status).toBe(403);
    expect((await fetch(`${base}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
    expect((await fetch(`${base}/media/00000000000000000000000000000000.png`)).status).toBe(404);
  });

  test('the media library: a photo gets narrower WebP copies a body offers with its size; its alt text is kept; it cannot be deleted while a record uses it', async () => {
    const upload = async (bytes: Buffer) => {
      const response = await editor.request(`${base}/api/admin/media`, { method: 'POST', headers: { 'content-type': 'image/png', origin: base }, body: bytes });
      expect(response.status).toBe(201);
      return (await response.json()) as { url: string; alt: string };
    };
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const image = await upload(photo);
    expect(image.alt).toBe('');
    const id = /^\/media\/([0-9a-f]{32})\.png$/.exec(image.url)?.[1] ?? '';

    for (const width of [480, 960]) {
      const copy = await fetch(`${base}/media/${id}-${width}.webp`);
      expect(copy.status).toBe(200);
      expect(copy.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width, height: (width * 2) / 3 });
    }
    // Nothing is enlarged, and no other width is made on request.
    expect((await fetch(`${base}/media/${id}-1600.webp`)).status).toBe(404);
    expect((await fetch(`${base}/media/${id}-500.webp`)).status).toBe(400);

    const named = await call<{ alt: string; usedBy: unknown[] }>(editor, `/api/admin/media/${id}`, 'PATCH', { alt: '  A blue test card  ' });
    expect(named).toMatchObject({ status: 200, body: { alt: 'A blue test card', usedBy: [] } });
    expect((await call(editor, `/api/admin/media/${id}`, 'PATCH', { alt: 'x'.repeat(301) })).status).toBe(400);
    expect((await call(editor, '/api/admin/media/not-an-id', 'PATCH', { alt: 'x' })).status).toBe(400);
    expect((await call(editor, `/api/admin/media/${'0'.repeat(32)}`, 'PATCH', { alt: 'x' })).status).toBe(404);

    const rendered = await call<{ html: string }>(editor, '/api/admin/content/render', 'POST', { markdown: `![A blue test card](${image.url})` });
    expect(rendered.body.html).toContain(
      `<img src="${image.url}" alt="A blue test card" width="1200" height="800" srcset="/media/${id}-480.webp 480w, /media/${id}-960.webp 960w, ${image.url} 1200w"`,
    );
    expect(rendered.body.html).toContain('loading="lazy"');

    const entry = await create(post('with-a-photo', { bodyMarkdown: `A card:\n\n![A blue test card](${image.url})` }));
    const library = await call<{ items: { id: string; alt: string; bytes: number; usedBy: unknown[] }[] }>(editor, '/api/admin/media');
    expect(library.body.items.find((item) => item.id === id)).toMatchObject({
      alt: 'A blue test card',
      bytes: photo.length,
      usedBy: [{ entryId: entry.id, type: 'blog-post', title: 'A post called with-a-photo', live: false }],
    });
    const refused = await call<{ message: string; usedBy: unknown[] }>(editor, `/api/admin/media/${id}`, 'DELETE');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('A post called with-a-photo');
    expect((await fetch(`${base}${image.url}`)).status).toBe(200);
    expect((await call(viewer, '/api/admin/media')).status).toBe(403);

    // Bytes whose header reads but whose picture is cut short are refused, not stored with copies that cannot be made.
    const cut = await editor.request(`${base}/api/admin/media`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', origin: base },
      body: photo.subarray(0, Math.floor(photo.length / 2)),
    });
    expect(cut.status).toBe(415);
    // A phone photo turned a quarter by its EXIF orientation is as wide as it is shown.
    const portrait = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#888888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const turned = await editor.request(`${base}/api/admin/media`, { method: 'POST', headers: { 'content-type': 'image/jpeg', origin: base }, body: portrait });
    expect(await turned.json()).toMatchObject({ width: 300, height: 600 });

    // Replaced: the draft shows the new image (with the old one's text alternative); the old one is deletable once nothing shows it.
    const newer = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#0b3d2e' } })
      .png()
      .toBuffer();
    const replace = (bytes: Buffer, target = id) =>
      editor.request(`${base}/api/admin/media/${target}/replace`, { method: 'POST', headers: { 'content-type': 'image/png', origin: base }, body: bytes });
    const replaced = await replace(newer);
    expect(replaced.status).toBe(200);
    const replacement = (await replaced.json()) as { image: { url: string; alt: string }; changed: { entryId: string }[]; toPublish: unknown[] };
    expect(replacement).toMatchObject({ image: { alt: 'A blue test card' }, changed: [{ entryId: entry.id }], skipped: [], toPublish: [] });
    const draft = await call<EntryPayload>(editor, `/api/admin/content/${entry.id}`);
    expect(draft.body.data.bodyMarkdown).toBe(`A card:\n\n![A blue test card](${replacement.image.url})`);
    expect(draft.body.revision).toBe(entry.revision + 1);
    expect((await replace(photo)).status).toBe(400);
    expect((await replace(newer, '0'.repeat(32))).status).toBe(404);
    expect((await call(editor, `/api/admin/media/${id}`, 'DELETE')).status).toBe(200);

    const unused = await upload(
      await sharp({ create: { width: 600, height: 300, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    const unusedId = unused.url.slice(7, 39);
    expect(await call(editor, `/api/admin/media/${unusedId}`, 'DELETE')).toMatchObject({ status: 200, body: { deleted: unusedId } });
    expect((await fetch(`${base}${unused.url}`)).status).toBe(404);
    expect((await fetch(`${base}/media/${unusedId}-480.webp`)).status).toBe(404);
    expect((await call(editor, `/api/admin/media/${unusedId}`, 'DELETE')).status).toBe(404);
  });

  test('hostile and malformed input: 4xx JSON, never 5xx, and text is stored as text', async () => {
    const xss = post('hostile-input', {
      title: '<img src=x onerror=alert(1)> & "quotes"',
      bodyMarkdown: '<script>alert(1)</script>\n\n[x](javascript:alert(1))',
    });
    const entry = await publish(await create(xss));
    expect(entry.data).toMatchObject({ title: '<img src=x onerror=alert(1)> & "quotes"' });
    const api = (await (await fetch(`${base}/api/content/blog/hostile-input`)).json()) as { bodyHtml: string };
    expect(api.bodyHtml).not.toMatch(/<script|href="javascript:|onerror=/i);

    const id = entry.id;
    const cases: [string, string, unknown][] = [
      ['POST', '/api/admin/content', { type: 'blog-post', data: { ...post('x'), slug: '../etc' } }],
      ['POST', '/api/admin/content', { type: 'blog-post', data: { ...post('x'), title: 'x'.repeat(201) } }],
      ['POST', '/api/admin/content', { type: 'blog-post', data: { ...post('x'), extra: true } }],
      ['POST', '/api/admin/content', { type: 'poem', data: post('x') }],
      ['POST', '/api/admin/content', { type: 'blog-post', data: 'nope' }],
      ['POST', '/api/admin/content', { type: 'blog-post', data: { ...post('x'), bodyMarkdown: 'x'.repeat(100_001) } }],
      [
        'POST',
        '/api/admin/content',
        {
          type: 'video',
          data: {
            slug: 'v',
            title: 't',
            description: 'd',
            durationSeconds: 'ten',
            thumbnail: { url: '', alt: '' },
            mediaUrl: 'javascript:alert(1)',
            transcript: '',
            tags: [],
            seoTitle: '',
            seoDescription: '',
          },
        },
      ],
      ['PUT', `/api/admin/content/${id}`, { revision: '1', data: post('x') }],
      ['PUT', `/api/admin/content/${id}`, { revision: 1 }],
      ['PUT', '/api/admin/content/not-a-uuid', { revision: 1, data: post('x') }],
      ['PUT', '/api/admin/content/00000000-0000-4000-8000-000000000000', { revision: 1, data: post('x') }],
      ['POST', `/api/admin/content/${id}/publish`, { revision: 1, publishAt: 'tomorrow' }],
      ['POST', `/api/admin/content/${id}/restore`, { revision: entry.revision, from: 999 }],
      ['DELETE', `/api/admin/content/${id}?revision=abc`, undefined],
      ['GET', '/api/admin/content?sort=;drop table', undefined],
      ['GET', '/api/admin/content?pageSize=100000', undefined],
      ['POST', '/api/admin/content/render', { markdown: 42 }],
    ];
    for (const [method, path, body] of cases) {
      const answer = await call<{ statusCode?: number }>(editor, path, method, body);
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(answer.body.statusCode, `${method} ${path} answers JSON`).toBe(answer.status);
    }
    const oversized = await editor.request(`${base}/api/admin/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ type: 'blog-post', data: post('x', { bodyMarkdown: 'x'.repeat(600 * 1024) }) }),
    });
    expect(oversized.status).toBe(413);
  });

  test('a viewer cannot edit content; a deleted post is gone from the content API', async () => {
    expect((await call(viewer, '/api/admin/content')).status).toBe(403);
    const entry = await publish(await create(post('to-delete')));
    expect((await call(editor, `/api/admin/content/${entry.id}?revision=${entry.revision - 1}`, 'DELETE')).status).toBe(409);
    expect((await call(editor, `/api/admin/content/${entry.id}?revision=${entry.revision}`, 'DELETE')).status).toBe(200);
    expect((await fetch(`${base}/api/content/blog/to-delete`)).status).toBe(404);
    expect((await call(editor, `/api/admin/content/${entry.id}`)).status).toBe(404);
  });
});
