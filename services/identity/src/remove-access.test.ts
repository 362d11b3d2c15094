/**
 * Access removed as easily as it is granted, on identity's own server and its real local provider:
 * a removed person's sessions end at once and they cannot sign in again; the audit log says who
 * removed whom; the local provider's seed does not bring them back at the next start, an ADMIN's
 * grant does; nobody removes their own access or the last ADMIN's.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeOnEachDatabase } from '@site/db/test-databases';
import { LOCAL_PASSWORD as PASSWORD, startSignInServer, type SignInServer } from './test-support/sign-in-server.ts';
import { TestAgent } from './test-sign-in.ts';
import { seedGrants } from './users.ts';

const ADMIN = 'admin@keyline.example';
const EDITOR = 'editor@keyline.example';
const BREAK_GLASS = 'a-break-glass-token-for-the-remove-access-test';

describeOnEachDatabase('removing a person’s access', (target) => {
  let server: SignInServer;
  let base: string;
  let admin: TestAgent;
  beforeAll(async () => {
    server = await startSignInServer(target, { platformToken: BREAK_GLASS });
    base = server.base;
    admin = new TestAgent();
    await admin.signIn(base, ADMIN, PASSWORD);
  }, 60_000);
  afterAll(() => server?.close());

  const call = async (agent: TestAgent, path: string, method = 'GET', body?: unknown) => {
    const response = await agent.request(`${base}${path}`, {
      method,
      headers: { origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
  };
  const people = async () => ((await call(admin, '/api/admin/users')).body as { users: { id: string; email: string; role: string }[] }).users;
  const idOf = async (email: string) => (await people()).find((person) => person.email === email)?.id ?? '';
  const signedIn = async (agent: TestAgent) => (await call(agent, '/api/auth/session')).body !== null;

  test('ends their sessions at once, refuses their next sign-in, is audited, and survives the seed; a new grant gives access back', async () => {
    const editor = new TestAgent();
    await editor.signIn(base, EDITOR, PASSWORD);
    expect(await signedIn(editor)).toBe(true);

    const removed = await call(admin, `/api/admin/users/${await idOf(EDITOR)}`, 'DELETE');
    expect(removed).toEqual({ status: 200, body: { removed: EDITOR, sessionsEnded: 1 } });
    expect(await signedIn(editor)).toBe(false);
    expect((await people()).map((person) => person.email)).not.toContain(EDITOR);

    const again = new TestAgent();
    const attempt = await again.signIn(base, EDITOR, PASSWORD);
    expect(attempt.finalUrl).toContain('/admin/login?error=no-access');
    expect(await signedIn(again)).toBe(false);

    const audit = (await call(admin, '/api/admin/audit?action=user.remove')).body as { entries: { actor: string; entityId: string; details: unknown }[] };
    expect(audit.entries[0]).toMatchObject({ entityId: EDITOR, details: { role: 'EDITOR', sessionsEnded: 1 } });
    expect(audit.entries[0]?.actor).toBe(ADMIN);

    // What a restart does: the local provider's people are granted again where they have no row.
    expect(await seedGrants(server.db, [{ email: EDITOR, role: 'EDITOR', sections: [] }], 'seed')).toBe(0);
    expect((await new TestAgent().signIn(base, EDITOR, PASSWORD)).finalUrl).toContain('error=no-access');

    const granted = await call(admin, '/api/admin/users', 'POST', { email: EDITOR, role: 'VIEWER' });
    expect(granted.status).toBe(201);
    const back = new TestAgent();
    await back.signIn(base, EDITOR, PASSWORD);
    expect((await call(back, '/api/auth/session')).body).toMatchObject({ user: { email: EDITOR, role: 'VIEWER' } });
  });

  test('nobody removes their own access, nor anyone the last ADMIN’s; an unknown or already removed person is 404', async () => {
    const own = await call(admin, `/api/admin/users/${await idOf(ADMIN)}`, 'DELETE');
    expect(own).toMatchObject({ status: 409, body: { message: 'You cannot remove your own access: ask another ADMIN.' } });

    // A second ADMIN may remove the first while there are two, not the last one after that.
    await call(admin, '/api/admin/users', 'POST', { email: 'second-admin@keyline.example', role: 'ADMIN' });
    const secondId = await idOf('second-admin@keyline.example');
    const adminId = await idOf(ADMIN);
    // The seeded people who are ADMIN besides these two are removed first, so two are left.
    for (const person of await people()) {
      if (person.role === 'ADMIN' && person.id !== adminId && person.id !== secondId) await call(admin, `/api/admin/users/${person.id}`, 'DELETE');
    }
    expect((await call(admin, `/api/admin/users/${secondId}`, 'DELETE')).status).toBe(200);
    expect((await people()).filter((person) => person.role === 'ADMIN').map((person) => person.email)).toEqual([ADMIN]);
    // Not even the break-glass token removes the last ADMIN.
    const last = await fetch(`${base}/api/admin/users/${adminId}`, { method: 'DELETE', headers: { authorization: `Bearer ${BREAK_GLASS}` } });
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ message: 'This is the last ADMIN: make someone else ADMIN first.' });
    expect((await call(admin, `/api/admin/users/${secondId}`, 'DELETE')).status).toBe(404);
    expect((await call(admin, '/api/admin/users/00000000-0000-4000-8000-000000000000', 'DELETE')).status).toBe(404);
    expect((await call(admin, '/api/admin/users/not-a-uuid', 'DELETE')).status).toBe(400);
  });
});
