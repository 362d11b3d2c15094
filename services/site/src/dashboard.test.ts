/**
 * The dashboard through the real site server, where search and the content service meet: searches
 * are counted as visitors made them (normalised; personal data never kept) beside the leads, and
 * the server status checks every part of the composed site. Leads per day and who may read the
 * dashboard are tested in services/content (src/admin/dashboard.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DashboardPayload, LeadListPayload, ServerStatusPayload } from '@site/contracts/admin-api';
import { loadMigrations } from '@site/db/migrate';
import { TestAgent } from '@site/identity/test-sign-in';
import { freePort } from './test-support/free-port.ts';
import { createSite, SOLUTIONS_V1, type SiteFixture } from './test-support/fixtures.ts';

describe('the dashboard', () => {
  let site: SiteFixture;
  let base: string;
  const viewer = new TestAgent();
  const editor = new TestAgent();

  const json = async <T>(agent: TestAgent, path: string) => {
    const response = await agent.request(`${base}${path}`, { headers: { accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as T };
  };
  const report = (body: unknown) =>
    fetch(`${base}/api/search/queries`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(body) });
  /** A search as the shell makes it: the page search answers, then the report brings its receipt back. */
  const search = async (query: string, results: number) => {
    const answer = (await (await fetch(`${base}/api/search/pages?q=${encodeURIComponent(query)}&receipt=1`)).json()) as { receipt?: string };
    return report({ query, results, receipt: answer.receipt ?? 'none' });
  };

  beforeAll(async () => {
    const port = await freePort();
    site = await createSite({ siteOrigin: `http://127.0.0.1:${port}`, settings: { LEADS_RATE_LIMIT_MAX: 1000 } });
    // Staff sign in and work on the admin origin, where the session lives; the public APIs answer there too.
    base = site.app.origins.admin;
    await site.app.listen({ port, host: '127.0.0.1' });
    await viewer.signIn(base, 'viewer@keyline.example', 'keyline-local-only');
    await editor.signIn(base, 'editor@keyline.example', 'keyline-local-only');
  }, 60_000);
  afterAll(() => site?.close());

  test('searches visitors made are counted on the dashboard, normalised, without personal data, beside the leads', async () => {
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing']) {
      const response = await fetch(`${base}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          form: 'contact',
          fields: { name, email: 'someone@example.com', message: 'Please call me back soon.' },
          idempotencyKey: randomUUID(),
        }),
      });
      expect(response.status).toBe(201);
    }
    expect((await search('  IVR   Payments ', 4)).status).toBe(202);
    expect((await search('ivr payments', 4)).status).toBe(202);
    expect((await search('quantum llamas', 0)).status).toBe(202);
    expect(await (await search('ada@example.com', 0)).json()).toEqual({ recorded: false });
    expect(await (await search('4111 1111 1111 1111', 0)).json()).toEqual({ recorded: false });
    expect(await (await report({ query: 'x', results: 1, receipt: 'none' })).json()).toEqual({ recorded: false });
    // Nobody searched for these: a bare report, or one with another search's receipt, plants nothing.
    expect((await report({ query: 'visit cheap-pills example', results: 9 })).status).toBe(400);
    const answered = (await (await fetch(`${base}/api/search/pages?q=pricing&receipt=1`)).json()) as { receipt: string };
    expect((await report({ query: 'visit cheap-pills example', results: 9, receipt: answered.receipt })).status).toBe(403);
    expect((await fetch(`${base}/api/search/queries`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'not json' })).status).toBe(400);
    expect(
      (
        await fetch(`${base}/api/search/queries`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ query: 'a'.repeat(4000), results: 1, receipt: answered.receipt }),
        })
      ).status,
    ).toBe(413);

    const today = new Date().toISOString().slice(0, 10);
    const dashboard = await json<DashboardPayload>(viewer, `/api/admin/dashboard?from=${today}&to=${today}`);
    expect(dashboard.status).toBe(200);
    const inbox = await json<LeadListPayload>(editor, `/api/admin/leads?from=${today}&to=${today}`);
    expect(dashboard.body.leadsPerDay.reduce((sum, row) => sum + row.count, 0)).toBe(inbox.body.total);
    expect(dashboard.body.leadsPerDay).toEqual([{ day: today, form: 'contact', count: 3 }]);
    expect(dashboard.body.newLeads).toBe(3);
    expect(dashboard.body.topSearches).toEqual([
      { query: 'ivr payments', count: 2 },
      { query: 'quantum llamas', count: 1 },
    ]);
    expect(dashboard.body.searchesWithoutResults).toEqual([{ query: 'quantum llamas', count: 1 }]);
    expect(JSON.stringify(dashboard.body)).not.toMatch(/ada@|4111|cheap-pills|pricing/);
  });

  test('server status: the database, search indexes, identity provider and each live section, checked now', async () => {
    // The registry adopts what the deploy root has live when it next builds what it serves.
    await fetch(`${base}/remotes.json`);
    let status = await json<ServerStatusPayload>(viewer, '/api/admin/status');
    for (const deadline = Date.now() + 10_000; !status.body.sections.some((section) => section.live) && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = await json<ServerStatusPayload>(viewer, '/api/admin/status');
    }
    expect(status.status).toBe(200);
    expect(status.body.database).toMatchObject({ kind: 'pglite', ok: true, migrations: (await loadMigrations()).length, error: null });
    expect(status.body.search.map((index) => index.name).toSorted()).toEqual(['blog posts', 'features', 'pages']);
    expect(status.body.search.find((index) => index.name === 'blog posts')?.documents).toBeGreaterThan(5);
    expect(status.body.identityProvider).toMatchObject({ issuer: `${base}/idp`, local: true, ok: true, error: null });
    expect(status.body.sections.find((section) => section.section === 'solutions')).toMatchObject({ live: SOLUTIONS_V1, canary: null });
    expect(status.body.prerender.state).toBe('off');
    expect(status.body.servers).toMatchObject({ answeredBy: expect.any(String), restarts: [] });
    expect(Date.parse(status.body.servers.upSince)).toBeLessThanOrEqual(Date.now());
    expect((await json(editor, '/api/admin/status')).status).toBe(403);
  });
});
