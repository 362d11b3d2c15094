/**
 * What editing does to the composed site, signed in through its local identity provider: what an
 * editor publishes is at its URL, in the lists, in search and in the sitemap at once; a changed
 * slug redirects; a draft preview link shows the draft on its public page to whoever opens it, on
 * the public origin, until revoked; a title is escaped in its page; a deleted post's page is gone.
 * The editing API's own behaviour is tested in services/content (src/admin/content-editing.test.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EntryPayload } from '@site/contracts/content-editing';
import type { RouteTableInput } from '@site/contracts/route-entry';
import { TestAgent } from '@site/identity/test-sign-in';
import { withForgedSignature } from '@site/service-kit/forged-token';
import { freePort } from './test-support/free-port.ts';
import { createSite, route, type SiteFixture } from './test-support/fixtures.ts';

const PASSWORD = 'keyline-local-only';

const RESOURCES_TABLE: RouteTableInput = {
  routes: [route('/resources/blog', { title: 'Blog' }), route('/resources/blog/:slug', { title: 'Blog post', meta: { template: 'blog-post' } })],
};

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

describe('content editing on the server', () => {
  let site: SiteFixture;
  let base: string;
  /** Where visitors (and a reviewer with a preview link) read the site. */
  let publicBase: string;
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
    const port = await freePort();
    site = await createSite({ siteOrigin: `http://127.0.0.1:${port}`, remotes: [['resources', '1.0.0-res', RESOURCES_TABLE]] });
    // Staff sign in and work on the admin origin, where the session lives; the public APIs answer there too.
    base = site.app.origins.admin;
    publicBase = site.app.origins.public;
    await site.app.listen({ port, host: '127.0.0.1' });
    await editor.signIn(base, 'editor@keyline.example', PASSWORD);
    await otherEditor.signIn(base, 'admin@keyline.example', PASSWORD);
    await viewer.signIn(base, 'viewer@keyline.example', PASSWORD);
  }, 60_000);
  afterAll(() => site?.close());

  test('a published post is at its URL, in the list and in search at once; unpublished it is a 404', async () => {
    const draft = await create(post('tokenisation-explained', { title: 'Tokenisation explained for zebra-striped agents' }));
    expect(draft.status).toBe('draft');
    expect((await fetch(`${publicBase}/resources/blog/tokenisation-explained`)).status).toBe(404);
    expect((await fetch(`${base}/api/content/blog/tokenisation-explained`)).status).toBe(404);

    const published = await publish(draft);
    expect(published).toMatchObject({ status: 'published', publicPath: '/resources/blog/tokenisation-explained', hasUnpublishedChanges: false });
    const page = await fetch(`${publicBase}/resources/blog/tokenisation-explained`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Tokenisation explained for zebra-striped agents');
    const api = (await (await fetch(`${base}/api/content/blog/tokenisation-explained`)).json()) as { bodyHtml: string };
    expect(api.bodyHtml).toContain('<strong>card data</strong>');
    const list = (await (await fetch(`${base}/api/content/blog?page=1&pageSize=50`)).json()) as { items: { slug: string }[] };
    expect(list.items.map((item) => item.slug)).toContain('tokenisation-explained');
    const search = (await (await fetch(`${base}/api/blog/posts?search=zebra`)).json()) as {
      items?: { slug: string }[];
      results?: { slug?: string; url?: string }[];
    };
    expect(JSON.stringify(search)).toContain('tokenisation-explained');
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('/resources/blog/tokenisation-explained');

    const unpublished = await call<EntryPayload>(editor, `/api/admin/content/${published.id}/unpublish`, 'POST', { revision: published.revision });
    expect(unpublished.body.status).toBe('draft');
    expect((await fetch(`${publicBase}/resources/blog/tokenisation-explained`)).status).toBe(404);
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain('/resources/blog/tokenisation-explained');
  });

  test('a changed slug leaves a 301 from the old URL, and chains follow it', async () => {
    const first = await publish(await create(post('old-name')));
    const renamed = await call<EntryPayload>(editor, `/api/admin/content/${first.id}`, 'PUT', { revision: first.revision, data: post('new-name') });
    expect(renamed.status).toBe(200);
    // Saved, not yet published: the old URL still shows it.
    expect((await fetch(`${publicBase}/resources/blog/old-name`, { redirect: 'manual' })).status).toBe(200);
    expect(renamed.body.hasUnpublishedChanges).toBe(true);
    const live = await publish(renamed.body);
    const moved = await fetch(`${publicBase}/resources/blog/old-name?utm_source=mail`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/resources/blog/new-name?utm_source=mail');
    const again = await call<EntryPayload>(editor, `/api/admin/content/${live.id}`, 'PUT', { revision: live.revision, data: post('newest-name') });
    await publish(again.body);
    expect((await fetch(`${publicBase}/resources/blog/old-name`, { redirect: 'manual' })).headers.get('location')).toBe('/resources/blog/newest-name');
    expect((await fetch(`${publicBase}/resources/blog/new-name`, { redirect: 'manual' })).headers.get('location')).toBe('/resources/blog/newest-name');
    expect((await fetch(`${publicBase}/resources/blog/newest-name`)).status).toBe(200);
  });

  test('a draft preview link shows the unpublished draft on its public page, to whoever opens it, uncached and unindexed', async () => {
    const entry = await create(post('preview-me', { title: 'Previewed draft title' }));
    const link = await call<{ url: string; expiresAt: string }>(editor, `/api/admin/content/${entry.id}/preview-link`, 'POST');
    expect(link.status).toBe(200);
    const reviewer = new TestAgent();
    const opened = await reviewer.request(`${publicBase}${link.body.url}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/resources/blog/preview-me');
    const page = await reviewer.request(`${publicBase}/resources/blog/preview-me`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await page.text()).toContain('Previewed draft title');
    const api = await reviewer.request(`${publicBase}/api/content/blog/preview-me`);
    expect(api.status).toBe(200);
    expect(api.headers.get('cache-control')).toBe('private, no-store');
    const manifest = (await (await reviewer.request(`${publicBase}/remotes.json`)).json()) as { draft?: { title: string; path: string } };
    expect(manifest.draft).toMatchObject({ title: 'Previewed draft title', path: '/resources/blog/preview-me' });
    // Everyone else: still nothing there.
    expect((await fetch(`${publicBase}/resources/blog/preview-me`)).status).toBe(404);
    expect((await fetch(`${base}/api/content/blog/preview-me`)).status).toBe(404);
    const forged = await new TestAgent().request(`${publicBase}${withForgedSignature(link.body.url)}`);
    expect(forged.status).toBe(400);
  });

  test('a draft preview link shows the draft as it was shared, not as it is now, until the editor revokes it', async () => {
    const entry = await create(post('shared-draft', { title: 'The title as shared' }));
    const link = await call<{ id: string; url: string; expiresAt: string }>(editor, `/api/admin/content/${entry.id}/preview-link`, 'POST');
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    // Edited after the link was made, slug and all.
    const saved = await call<EntryPayload>(editor, `/api/admin/content/${entry.id}`, 'PUT', {
      revision: entry.revision,
      data: post('shared-draft-renamed', { title: 'A later title nobody shared' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const reviewer = new TestAgent();
    const opened = await reviewer.request(`${publicBase}${link.body.url}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/resources/blog/shared-draft');
    const page = await reviewer.request(`${publicBase}/resources/blog/shared-draft`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('The title as shared');
    expect(html).not.toContain('A later title nobody shared');
    const api = await reviewer.request(`${publicBase}/api/content/blog/shared-draft`);
    expect(((await api.json()) as { title: string }).title).toBe('The title as shared');
    expect((await reviewer.request(`${publicBase}/api/content/blog/shared-draft-renamed`)).status).toBe(404);

    // Only an editor revokes, and only a link of that entry.
    expect((await call(viewer, `/api/admin/content/${entry.id}/preview-links/${link.body.id}/revoke`, 'POST')).status).toBe(403);
    const other = await create(post('another-draft'));
    expect((await call(editor, `/api/admin/content/${other.id}/preview-links/${link.body.id}/revoke`, 'POST')).status).toBe(404);
    const revoked = await call<{ id: string; revokedAt: string; revokedBy: string }>(
      editor,
      `/api/admin/content/${entry.id}/preview-links/${link.body.id}/revoke`,
      'POST',
    );
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body).toMatchObject({ id: link.body.id, revokedBy: 'editor@keyline.example' });
    // The browser that has it open sees the draft no more; the link itself says it was revoked.
    expect((await reviewer.request(`${publicBase}/resources/blog/shared-draft`)).status).toBe(404);
    expect((await reviewer.request(`${publicBase}/api/content/blog/shared-draft`)).status).toBe(404);
    const manifest = (await (await reviewer.request(`${publicBase}/remotes.json`)).json()) as { draft?: unknown };
    expect(manifest.draft).toBeUndefined();
    const again = await new TestAgent().request(`${publicBase}${link.body.url}`);
    expect(again.status).toBe(410);
    expect(((await again.json()) as { message: string }).message).toMatch(/revoked by the editor/);
    const audit = await call<{ entries: { action: string; entityId: string }[] }>(otherEditor, '/api/admin/audit?limit=50');
    expect(audit.status).toBe(200);
    expect(audit.body.entries.filter((row) => row.entityId === entry.id).map((row) => row.action)).toEqual(
      expect.arrayContaining(['content.preview-link', 'content.preview-link.revoke']),
    );
  });

  test('a title with markup in it is escaped in its page', async () => {
    const entry = await publish(await create(post('hostile-title', { title: '<img src=x onerror=alert(1)> & "quotes"' })));
    expect(entry.status).toBe('published');
    const page = await (await fetch(`${publicBase}/resources/blog/hostile-title`)).text();
    expect(page).not.toContain('<img src=x onerror');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('deleting a published post takes its page down', async () => {
    const entry = await publish(await create(post('to-delete')));
    expect((await fetch(`${publicBase}/resources/blog/to-delete`)).status).toBe(200);
    expect((await call(editor, `/api/admin/content/${entry.id}?revision=${entry.revision}`, 'DELETE')).status).toBe(200);
    expect((await fetch(`${publicBase}/resources/blog/to-delete`)).status).toBe(404);
  });

  test('a body linking to a page the site does not have is marked at save and refused at publish; links to its pages and published posts pass', async () => {
    await publish(await create(post('linked-to')));
    const linking = (bodyMarkdown: string) => post('linking', { bodyMarkdown });
    const draft = await create(
      linking(
        '[The blog](/resources/blog), [a post](/resources/blog/linked-to?ref=x#top), [gone](/no-such-page), [unwritten](/resources/blog/not-written-yet) and [elsewhere](https://example.com/x).',
      ),
    );
    expect(draft.publishProblems).toEqual({
      bodyMarkdown: 'It links to /no-such-page, /resources/blog/not-written-yet, which are not pages of this site. Correct or remove the links.',
    });
    const refused = await call<{ fieldErrors?: Record<string, string> }>(editor, `/api/admin/content/${draft.id}/publish`, 'POST', {
      revision: draft.revision,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors?.bodyMarkdown).toContain('/no-such-page');
    expect((await fetch(`${publicBase}/resources/blog/linking`)).status).toBe(404);

    const fixed = await call<EntryPayload>(editor, `/api/admin/content/${draft.id}`, 'PUT', {
      revision: draft.revision,
      data: linking('[The blog](/resources/blog), [a post](/resources/blog/linked-to) and [this one](/resources/blog/linking#top), before it is published.'),
    });
    expect(fixed.body.publishProblems).toEqual({});
    await publish(fixed.body);
    expect((await fetch(`${publicBase}/resources/blog/linking`)).status).toBe(200);
  });
});
