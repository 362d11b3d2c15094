/**
 * The leads inbox through the content service's own listening server, signed in through identity's
 * local provider (no forged session), on each test database: what visitors send arrives with its form, fields,
 * time and source page; an editor filters, changes status, adds notes, exports exactly the
 * filtered rows as CSV and erases one person's leads, which leaves an audit entry without the
 * address.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LeadDetailPayload, LeadListPayload } from '@site/contracts/admin-api';
import { COMPANY_SIZES, PAYMENT_CHANNELS } from '@site/contracts/lead-forms';
import { describeOnEachDatabase } from '@site/db/test-databases';
import { TestAgent } from '@site/identity/test-sign-in';
import { startStaffServer, STAFF_PASSWORD, type StaffServer } from '../test-support/staff-server.ts';

describeOnEachDatabase('the leads inbox', (target) => {
  let server: StaffServer;
  let base: string;
  const editor = new TestAgent();
  const viewer = new TestAgent();
  const admin = new TestAgent();

  async function call<T>(agent: TestAgent, path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: T; text: string; headers: Headers }> {
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
      body: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null) as T,
      text,
      headers: response.headers,
    };
  }

  const submit = async (form: string, fields: Record<string, unknown>, page: string) => {
    const response = await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: `${base}${page}?utm=x` },
      body: JSON.stringify({ form, fields, idempotencyKey: randomUUID() }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    server = await startStaffServer(target);
    base = server.base;
    await editor.signIn(base, 'editor@keyline.example', STAFF_PASSWORD);
    await viewer.signIn(base, 'viewer@keyline.example', STAFF_PASSWORD);
    await admin.signIn(base, 'admin@keyline.example', STAFF_PASSWORD);
  }, 60_000);
  afterAll(() => server?.close());

  test('submissions arrive with form, fields, time and source page; filters, status, notes, CSV and erasure work on exactly them', async () => {
    const ada = await submit('contact', { name: 'Ada Lovelace', email: 'Ada@Example.co.uk', message: 'Please call me about IVR payments.' }, '/contact');
    const grace = await submit(
      'contact',
      { name: 'Grace Hopper', email: 'grace@example.com', message: '=HYPERLINK("http://evil.example","click") please, "quoted", text' },
      '/pricing',
    );
    await submit(
      'trial',
      {
        name: 'Ada Lovelace',
        email: 'ada@example.co.uk',
        company: 'Analytical Engines',
        phone: '+44 20 7946 0000',
        companySize: COMPANY_SIZES[0],
        channels: [PAYMENT_CHANNELS[0]],
        useCase: 'Taking payments by phone safely.',
        acceptTerms: true,
      },
      '/trial',
    );

    const inbox = await call<LeadListPayload>(editor, '/api/admin/leads');
    expect(inbox.status).toBe(200);
    expect(inbox.body.total).toBe(3);
    expect(inbox.body.newCount).toBe(3);
    expect(inbox.body.leads.find((lead) => lead.id === ada)).toMatchObject({
      form: 'contact',
      sourcePage: '/contact',
      status: 'new',
      fields: { name: 'Ada Lovelace' },
    });

    const contacts = await call<LeadListPayload>(editor, '/api/admin/leads?form=contact&sort=oldest');
    expect(contacts.body.leads.map((lead) => lead.id)).toEqual([ada, grace]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call<LeadListPayload>(editor, `/api/admin/leads?from=${today}&to=${today}`)).body.total).toBe(3);
    expect((await call<LeadListPayload>(editor, '/api/admin/leads?from=2000-01-01&to=2000-01-02')).body.total).toBe(0);
    expect((await call<LeadListPayload>(editor, '/api/admin/leads?q=hopper')).body.leads.map((lead) => lead.id)).toEqual([grace]);

    const contacted = await call<LeadDetailPayload>(editor, `/api/admin/leads/${grace}`, 'PATCH', { status: 'contacted' });
    expect(contacted.body).toMatchObject({ status: 'contacted', statusChangedBy: 'editor@keyline.example' });
    const noted = await call<LeadDetailPayload>(editor, `/api/admin/leads/${grace}/notes`, 'POST', { note: 'Called back, <b>wants</b> a demo.' });
    expect(noted.body.events.map((event) => [event.kind, event.toStatus ?? event.note, event.actor])).toEqual([
      ['status', 'contacted', 'editor@keyline.example'],
      ['note', 'Called back, <b>wants</b> a demo.', 'editor@keyline.example'],
    ]);
    expect((await call<LeadListPayload>(editor, '/api/admin/leads?status=new')).body.total).toBe(2);

    const csv = await call<never>(editor, '/api/admin/leads/export?form=contact');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,received,form,status,status changed by,owner,source page,notes,name,email,message');
    expect(lines.length).toBe(3);
    expect(lines[1]).toContain(ada);
    expect(lines[2]).toContain(grace);
    // The team's notes go along, each with who wrote it.
    expect(lines[2]).toContain('editor@keyline.example: Called back, <b>wants</b> a demo.');
    // Several answers read as text, not as JSON.
    const trials = (await call<never>(editor, '/api/admin/leads/export?form=trial')).text;
    expect(trials).toContain(`,${PAYMENT_CHANNELS[0]},`);
    expect(trials).not.toContain('["');
    // Who moved a lead, and who wrote a note, is in the audit log; a note's words are not.
    const worked = await call<{ entries: { action: string; actor: string; entityId: string; details: Record<string, unknown> }[] }>(
      admin,
      '/api/admin/audit?action=inbox.status-changed',
    );
    expect(worked.body.entries[0]).toMatchObject({ actor: 'editor@keyline.example', entityId: grace, details: { from: 'new', to: 'contacted' } });
    const notes = await call<{ entries: { entityId: string }[] }>(admin, '/api/admin/audit?action=inbox.note-added');
    expect(notes.body.entries.map((entry) => entry.entityId)).toEqual([grace]);
    expect(JSON.stringify(notes.body.entries)).not.toContain('Called back');
    // A formula in a visitor's text is defused; quotes are doubled.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") please, ""quoted"", text"`);

    const erased = await call<{ erased: number }>(editor, '/api/admin/leads/erase', 'POST', { email: 'ADA@example.co.uk', reason: 'GDPR request #42' });
    expect(erased.body).toEqual({ erased: 2 });
    expect((await call<LeadListPayload>(editor, '/api/admin/leads')).body.leads.map((lead) => lead.id)).toEqual([grace]);
    expect((await call(editor, `/api/admin/leads/${ada}`)).status).toBe(404);
    const audit = await call<{ entries: { action: string; actor: string; details: Record<string, unknown> }[] }>(admin, '/api/admin/audit?action=leads.erase');
    expect(audit.body.entries[0]).toMatchObject({ action: 'leads.erase', actor: 'editor@keyline.example', details: { erased: 2, reason: 'GDPR request #42' } });
    expect(JSON.stringify(audit.body.entries[0])).not.toContain('ada@example');
  });

  test('a lead is given to someone who works the leads, shown in the list, the filter, the timeline, the CSV and the audit log', async () => {
    const lead = await submit('contact', { name: 'Mary Somerville', email: 'mary@example.org', message: 'Card payments over the phone, please.' }, '/contact');
    const other = await submit('contact', { name: 'Caroline Herschel', email: 'caroline@example.org', message: 'A quote for chat payments.' }, '/contact');
    // Only people who may change leads are offered: the seeded editor and admin, never the viewer or a releaser.
    const owners = await call<{ owners: { email: string; name: string | null }[] }>(editor, '/api/admin/leads/owners');
    expect(owners.status).toBe(200);
    const emails = owners.body.owners.map((owner) => owner.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@keyline.example', 'editor@keyline.example']));
    expect(emails).not.toContain('viewer@keyline.example');
    expect(emails.some((email) => email.startsWith('releaser'))).toBe(false);

    const given = await call<LeadDetailPayload>(editor, `/api/admin/leads/${lead}`, 'PATCH', { owner: 'Admin@Keyline.example' });
    expect(given.status, given.text).toBe(200);
    expect(given.body.owner).toBe('admin@keyline.example');
    expect(given.body.events).toEqual([
      expect.objectContaining({ kind: 'owner', fromOwner: null, toOwner: 'admin@keyline.example', actor: 'editor@keyline.example' }),
    ]);
    // A viewer cannot own leads, and nothing changes.
    const refused = await call<{ message: string }>(editor, `/api/admin/leads/${other}`, 'PATCH', { owner: 'viewer@keyline.example', status: 'contacted' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('viewer@keyline.example cannot own leads');
    expect((await call<LeadDetailPayload>(editor, `/api/admin/leads/${other}`)).body).toMatchObject({ owner: null, status: 'new', events: [] });

    const mine = await call<LeadListPayload>(editor, '/api/admin/leads?owner=admin%40keyline.example');
    expect(mine.body.leads.map((row) => [row.id, row.owner])).toEqual([[lead, 'admin@keyline.example']]);
    const unowned = await call<LeadListPayload>(editor, '/api/admin/leads?owner=nobody&form=contact');
    expect(unowned.body.leads.map((row) => row.id)).toContain(other);
    expect(unowned.body.leads.map((row) => row.id)).not.toContain(lead);
    expect((await call<never>(editor, '/api/admin/leads/export?owner=admin%40keyline.example')).text).toContain(`,admin@keyline.example,/contact,`);

    const released = await call<LeadDetailPayload>(admin, `/api/admin/leads/${lead}`, 'PATCH', { owner: null });
    expect(released.body.owner).toBeNull();
    expect(released.body.events.at(-1)).toMatchObject({ kind: 'owner', fromOwner: 'admin@keyline.example', toOwner: null, actor: 'admin@keyline.example' });
    const audit = await call<{ entries: { actor: string; entityId: string; details: Record<string, unknown> }[] }>(
      admin,
      '/api/admin/audit?action=inbox.owner-changed',
    );
    expect(audit.body.entries.filter((entry) => entry.entityId === lead).map((entry) => [entry.actor, entry.details])).toEqual([
      ['admin@keyline.example', { from: 'admin@keyline.example', to: null }],
      ['editor@keyline.example', { from: null, to: 'admin@keyline.example' }],
    ]);
  });

  test('a viewer sees no leads; malformed input is 4xx JSON', async () => {
    expect((await call(viewer, '/api/admin/leads')).status).toBe(403);
    expect((await call(viewer, '/api/admin/leads/owners')).status).toBe(403);
    expect((await call(new TestAgent(), '/api/admin/leads/export')).status).toBe(401);
    const cases: [string, string, unknown][] = [
      ['GET', '/api/admin/leads?form=poem', undefined],
      ['GET', '/api/admin/leads?from=yesterday', undefined],
      ['GET', '/api/admin/leads?pageSize=1000', undefined],
      ['GET', '/api/admin/leads/not-a-uuid', undefined],
      ['GET', `/api/admin/leads/${randomUUID()}`, undefined],
      ['PATCH', `/api/admin/leads/${randomUUID()}`, { status: 'contacted' }],
      ['PATCH', `/api/admin/leads/${randomUUID()}`, { status: 'won' }],
      ['PATCH', `/api/admin/leads/${randomUUID()}`, {}],
      ['PATCH', `/api/admin/leads/${randomUUID()}`, { owner: 'admin@keyline.example' }],
      ['PATCH', `/api/admin/leads/${randomUUID()}`, { owner: 42 }],
      ['POST', `/api/admin/leads/${randomUUID()}/notes`, { note: '   ' }],
      ['POST', `/api/admin/leads/${randomUUID()}/notes`, { note: 'x'.repeat(2001) }],
      ['POST', '/api/admin/leads/erase', { email: 'not an address', reason: 'test' }],
      ['POST', '/api/admin/leads/erase', { email: 'a@example.com' }],
    ];
    for (const [method, path, body] of cases) {
      const answer = await call<{ statusCode?: number }>(editor, path, method, body);
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(answer.body.statusCode).toBe(answer.status);
    }
  });
});
