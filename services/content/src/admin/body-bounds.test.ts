/**
 * The bounds a blog body must meet to be saved, through the content service's own listening
 * server, signed in as an editor through identity's local provider, on each test database: the
 * auditor's 100,000 characters of `*a` are refused at save and in the preview, with the reason
 * beside the body, and nothing is stored. That bodies render off the site server's thread, and are
 * served fast, is the site server's test (services/site/src/content-bodies.test.ts).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { EntryPayload } from '@site/contracts/content-editing';
import { describeOnEachDatabase } from '@site/db/test-databases';
import { TestAgent } from '@site/identity/test-sign-in';
import { startStaffServer, STAFF_PASSWORD, type StaffServer } from '../test-support/staff-server.ts';

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
describeOnEachDatabase('blog body bounds at save', (target) => {
  let server: StaffServer;
  let base: string;
  const editor = new TestAgent();

  const call = async <T>(method: 'POST' | 'PUT', path: string, body: unknown) => {
    const response = await editor.request(`${base}${path}`, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    server = await startStaffServer(target);
    base = server.base;
    await editor.signIn(base, 'editor@keyline.example', STAFF_PASSWORD);
  }, 60_000);
  afterAll(() => server?.close());

  test("the auditor's 100,000 characters of *a are refused at save, with the reason beside the body; nothing is stored", async () => {
    const refused = await call<{ message: string; fieldErrors: Record<string, string> }>('POST', '/api/admin/content', {
      type: 'blog-post',
      data: post('star-a-body', STAR_A),
    });
    expect(refused.status).toBe(400);
    // Refused for the page it would make; on a machine so busy that rendering it took past the time limit, for that.
    expect(refused.body.message).toMatch(
      /^The body cannot be saved as it is\. This text (would put 25,001 pieces of formatting on the page|took longer than 3 s to prepare for the page)/,
    );
    expect(Object.keys(refused.body.fieldErrors)).toEqual(['bodyMarkdown']);
    expect(refused.body.fieldErrors.bodyMarkdown).toMatch(/a page can have at most 10,000 and still open quickly|split the text into several posts/);

    const draft = await call<EntryPayload>('POST', '/api/admin/content', { type: 'blog-post', data: post('becomes-heavy', 'Short.') });
    expect(draft.status).toBe(201);
    const save = await call<{ fieldErrors: Record<string, string> }>('PUT', `/api/admin/content/${draft.body.id}`, {
      revision: draft.body.revision,
      data: post('becomes-heavy', STAR_A),
    });
    expect(save.status).toBe(400);
    expect(Object.keys(save.body.fieldErrors)).toEqual(['bodyMarkdown']);
    const preview = await call<{ message: string }>('POST', '/api/admin/content/render', { markdown: STAR_A });
    expect(preview.status).toBe(400);
    expect(preview.body.message).toMatch(/25,001 pieces of formatting|took longer than 3 s/);
    expect((await fetch(`${base}/api/content/blog/star-a-body`)).status).toBe(404);
  });
});
