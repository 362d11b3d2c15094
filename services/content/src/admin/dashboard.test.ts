/**
 * The dashboard's lead figures through the content service's own listening server, signed in
 * through identity's local provider, on each test database: leads per day agree with the inbox,
 * and a VIEWER may read them while an EDITOR may not. How visitors' searches are counted on it
 * (searches are made through services/search) is the site server's test
 * (services/site/src/dashboard.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DashboardPayload, LeadListPayload } from '@site/contracts/admin-api';
import { describeOnEachDatabase } from '@site/db/test-databases';
import { TestAgent } from '@site/identity/test-sign-in';
import { startStaffServer, STAFF_PASSWORD, type StaffServer } from '../test-support/staff-server.ts';

describeOnEachDatabase('the dashboard', (target) => {
  let server: StaffServer;
  let base: string;
  const viewer = new TestAgent();
  const editor = new TestAgent();

  const json = async <T>(agent: TestAgent, path: string) => {
    const response = await agent.request(`${base}${path}`, { headers: { accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    server = await startStaffServer(target);
    base = server.base;
    await viewer.signIn(base, 'viewer@keyline.example', STAFF_PASSWORD);
    await editor.signIn(base, 'editor@keyline.example', STAFF_PASSWORD);
  }, 60_000);
  afterAll(() => server?.close());

  test('leads per day match the inbox', async () => {
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
    const today = new Date().toISOString().slice(0, 10);
    const dashboard = await json<DashboardPayload>(viewer, `/api/admin/dashboard?from=${today}&to=${today}`);
    expect(dashboard.status).toBe(200);
    const inbox = await json<LeadListPayload>(editor, `/api/admin/leads?from=${today}&to=${today}`);
    expect(dashboard.body.leadsPerDay.reduce((sum, row) => sum + row.count, 0)).toBe(inbox.body.total);
    expect(dashboard.body.leadsPerDay).toEqual([{ day: today, form: 'contact', count: 3 }]);
    expect(dashboard.body.newLeads).toBe(3);
  });

  test('an editor may not read it; a bad range is 400', async () => {
    expect((await json(editor, '/api/admin/dashboard?from=2026-01-01&to=2026-01-02')).status).toBe(403);
    for (const query of ['from=2026-01-02&to=2026-01-01', 'from=2020-01-01&to=2026-01-01', 'from=yesterday&to=today', 'from=2026-01-01']) {
      expect((await json(viewer, `/api/admin/dashboard?${query}`)).status, query).toBe(400);
    }
  });
});
