import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '@site/db/database';
import { migrate } from '@site/db/migrate';
import { describeOnEachDatabase, openTestDatabase } from '@site/db/test-databases';
import { createSession, endSessionsOf, findSession, startFlow, takeFlow } from './sessions.ts';
import { grantRole } from './users.ts';

describeOnEachDatabase('admin sessions', (target) => {
  let db: Database;
  let userId: string;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    await migrate(db);
    userId = (await grantRole(db, { email: 'someone@keyline.example', role: 'RELEASER', sections: ['legal', 'blog', 'legal'] }, 'test')).user.id;
  });
  afterAll(() => db?.close());

  const lifetime = { idleTimeoutS: 60, absoluteTimeoutS: 3600 };

  test('the browser holds a random id; the table only its hash; the session carries the current role', async () => {
    const { id } = await createSession(db, { userId, idToken: null, ipHash: null, userAgent: 'vitest' }, lifetime);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.query<{ id_hash: string }>('SELECT id_hash FROM admin_sessions');
    expect(stored.rows.map((row) => row.id_hash)).not.toContain(id);
    expect(await findSession(db, id, lifetime)).toMatchObject({ userId, email: 'someone@keyline.example', role: 'RELEASER', sections: ['legal'] });
    await db.query("UPDATE admin_users SET role = 'VIEWER' WHERE id = $1", [userId]);
    expect(await findSession(db, id, lifetime)).toMatchObject({ role: 'VIEWER', sections: [] });
  });

  test('a session ends at its absolute expiry even while in use, and when its person’s sessions are ended', async () => {
    const short = await createSession(db, { userId, idToken: null, ipHash: null, userAgent: null }, { idleTimeoutS: 60, absoluteTimeoutS: 1 });
    expect(await findSession(db, short.id, lifetime)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await findSession(db, short.id, lifetime)).toBeNull();
    const other = await createSession(db, { userId, idToken: null, ipHash: null, userAgent: null }, lifetime);
    expect(await endSessionsOf(db, userId)).toBeGreaterThanOrEqual(1);
    expect(await findSession(db, other.id, lifetime)).toBeNull();
  });

  test('a sign-in in flight is used once', async () => {
    const id = await startFlow(db, { state: 's', nonce: 'n', codeVerifier: 'v', returnTo: '/admin/users' });
    expect(await takeFlow(db, id)).toEqual({ state: 's', nonce: 'n', codeVerifier: 'v', returnTo: '/admin/users' });
    expect(await takeFlow(db, id)).toBeNull();
    expect(await takeFlow(db, 'not-an-id')).toBeNull();
  });
});
