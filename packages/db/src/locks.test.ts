import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { createTestSchema, TEST_DATABASE_URL } from './test-databases.ts';

/** The sessions holding lock `name` of `schema` (an advisory lock on a bigint key: its two halves). */
async function holders(admin: Database, schema: string, name: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `SELECT l.pid FROM pg_locks l, (SELECT hashtext($1)::bigint AS key) k
      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
        AND l.classid = ((k.key >> 32) & 4294967295)::oid AND l.objid = (k.key & 4294967295)::oid`,
    [`${schema}:${name}`],
  );
  return rows.map((row) => row.pid);
}

describe.skipIf(!TEST_DATABASE_URL)('a lock one process of a fleet holds for all (PostgreSQL)', () => {
  let schemas: Array<Awaited<ReturnType<typeof createTestSchema>>> = [];
  let open: Database[] = [];
  const connect = async (url: string) => {
    const db = await openDatabase({ url, maxConnections: 1 });
    open.push(db);
    return db;
  };

  beforeAll(async () => {
    schemas = [await createTestSchema(TEST_DATABASE_URL ?? '', 'locks'), await createTestSchema(TEST_DATABASE_URL ?? '', 'locks')];
  });
  afterAll(async () => {
    await Promise.all(open.map((db) => db.close()));
    await Promise.all(schemas.map((schema) => schema.drop()));
  });

  test('one holder at a time; released, it passes to the next', async () => {
    const [a, b] = [await connect(schemas[0]!.url), await connect(schemas[0]!.url)];
    const held = await a.tryLock('prerender');
    expect(held).not.toBeNull();
    expect(await b.tryLock('prerender')).toBeNull();
    // Another lock name, and the same name in another schema (another fleet), are free.
    const other = await b.tryLock('other-job');
    expect(other).not.toBeNull();
    const elsewhere = await (await connect(schemas[1]!.url)).tryLock('prerender');
    expect(elsewhere).not.toBeNull();
    await held?.release();
    const next = await b.tryLock('prerender');
    expect(next).not.toBeNull();
    await Promise.all([next?.release(), other?.release(), elsewhere?.release()]);
  });

  test('a holder whose connection ends (its process died) loses the lock, and another takes it', async () => {
    const [a, b, admin] = [await connect(schemas[0]!.url), await connect(schemas[0]!.url), await connect(TEST_DATABASE_URL ?? '')];
    const held = await a.tryLock('prerender');
    expect(held?.lost).toBe(false);
    const [pid] = await holders(admin, schemas[0]!.schema, 'prerender');
    expect(pid).toBeDefined();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    const deadline = Date.now() + 5000;
    while (!held?.lost && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held?.lost).toBe(true);
    const taken = await b.tryLock('prerender');
    expect(taken).not.toBeNull();
    await taken?.release();
  });
});

test('the embedded engine belongs to one process: it holds every lock', async () => {
  const db = await openDatabase({ dataDir: 'memory' });
  try {
    const held = await db.tryLock('prerender');
    expect(held?.lost).toBe(false);
    expect(await db.tryLock('prerender')).not.toBeNull();
  } finally {
    await db.close();
  }
});
