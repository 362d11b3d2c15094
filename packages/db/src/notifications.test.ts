import { afterEach, expect, test, vi } from 'vitest';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { describeOnEachDatabase, openTestDatabase } from './test-databases.ts';

const SEEN_WITHIN_MS = 5000;

describeOnEachDatabase('notifications', (target) => {
  const open: Database[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.close()));
  });
  const database = async () => {
    const db = await openTestDatabase(target);
    open.push(db);
    return db;
  };

  test('a notification reaches listeners when its transaction commits, never when it rolls back', async () => {
    const db = await database();
    const heard: Array<string | null> = [];
    const stop = await db.listen('site_test_events', (payload) => heard.push(payload));
    await expect(
      db.transaction(async (tx) => {
        await tx.query("SELECT pg_notify('site_test_events', 'rolled back')");
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('site_test_events', 'committed')");
      // Not before the commit.
      expect(heard).toEqual([]);
    });
    await vi.waitFor(() => expect(heard).toEqual(['committed']), { timeout: SEEN_WITHIN_MS });
    await stop();
    await db.query("SELECT pg_notify('site_test_events', 'after stop')");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['committed']);
  });

  test('every change to what is live is announced with its schema and section', async () => {
    const db = await database();
    await migrate(db);
    const [{ schema }] = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows as [{ schema: string }];
    // The channel is the server's: other suites' schemas on the same PostgreSQL announce on it too.
    const heard: Array<string | null> = [];
    await db.listen('registry_releases', (payload) => {
      if (payload?.startsWith(`${schema}:`)) heard.push(payload);
    });
    await db.query(
      `INSERT INTO remote_versions (section, version, manifest_url, integrity, route_table, shared, exposes, contracts_major, bytes, published_by)
       VALUES ('legal', '1.0.0-a', '/remotes/legal/1.0.0-a/mf-manifest.json', '{}', '{"routes":[],"redirects":[]}', '[]', '["./routes"]', 1, 0, 'test')`,
    );
    expect(heard).toEqual([]);
    await db.query(`INSERT INTO releases (section, live_version) VALUES ('legal', '1.0.0-a')`);
    await db.query(`UPDATE releases SET updated_at = now() WHERE section = 'legal'`);
    await vi.waitFor(() => expect(heard).toEqual([`${schema}:legal`, `${schema}:legal`]), { timeout: SEEN_WITHIN_MS });
  });

  test('channel names are checked, not interpolated', async () => {
    const db = await database();
    await expect(db.listen('x; DROP TABLE y', () => {})).rejects.toThrow(/invalid channel name/);
  });

  test.skipIf(target !== 'postgres')('a listener whose connection is cut is told so, and hears what comes after it is back', async () => {
    const db = await database();
    const heard: Array<string | null> = [];
    await db.listen('site_test_events', (payload) => heard.push(payload));
    await db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN site_test_events' AND pid <> pg_backend_pid()");
    await vi.waitFor(() => expect(heard).toContain(null), { timeout: SEEN_WITHIN_MS });
    await db.query("SELECT pg_notify('site_test_events', 'after the cut')");
    await vi.waitFor(() => expect(heard.at(-1)).toBe('after the cut'), { timeout: SEEN_WITHIN_MS });
  });
});
