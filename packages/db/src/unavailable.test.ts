import { describe, expect, test } from 'vitest';
import { openDatabase } from './database.ts';
import { availableTestTargets, openTestDatabase, TEST_DATABASE_URL } from './test-databases.ts';
import { isDatabaseUnavailable, isRefusedValue, rideOverBlip } from './unavailable.ts';

const failureOf = async (work: () => Promise<unknown>): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('telling an unreachable database from a faulty query', () => {
  test('a server that refuses connections is unavailable', async () => {
    const error = await failureOf(async () => {
      const db = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none', maxConnections: 1 });
      await db.query('SELECT 1').finally(() => db.close());
    });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test('a query that fails on its own (division by zero, bad SQL) is not', async () => {
    const db = await openDatabase({ dataDir: 'memory' });
    try {
      expect(isDatabaseUnavailable(await failureOf(() => db.query('SELECT 1/0')))).toBe(false);
      expect(isDatabaseUnavailable(await failureOf(() => db.query('SELEC 1')))).toBe(false);
    } finally {
      await db.close();
    }
  });

  test.skipIf(!TEST_DATABASE_URL)('a connection the server ends (a restart) is unavailable', async () => {
    const db = await openDatabase({ url: TEST_DATABASE_URL, maxConnections: 1 });
    const admin = await openDatabase({ url: TEST_DATABASE_URL, maxConnections: 1 });
    try {
      const [{ pid }] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [{ pid: number }];
      // Ended while it works: the query in flight fails (an idle connection would just be replaced).
      const working = failureOf(() => db.query('SELECT pg_sleep(5)'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      const error = await working;
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    } finally {
      await Promise.all([db.close(), admin.close()]);
    }
  });
});

describe.each(availableTestTargets())('a value the database refuses is the request’s fault (%s)', (target) => {
  test('NUL in text, a date out of range, a malformed number: refused values; bad SQL or a broken constraint: not', async () => {
    const db = await openTestDatabase(target);
    try {
      for (const [sql, params] of [
        ['SELECT $1::text', ['a\u0000b']],
        ['SELECT $1::date', ['0000-02-29']],
        ['SELECT $1::int', ['1e308']],
      ] as const) {
        const error = await failureOf(() => db.query(sql, [...params]));
        expect(isRefusedValue(error), `${sql}: ${String(error)}`).toBe(true);
        expect(isDatabaseUnavailable(error)).toBe(false);
      }
      expect(isRefusedValue(await failureOf(() => db.query('SELEC 1')))).toBe(false);
      await db.query('CREATE TEMP TABLE positive (n int CHECK (n > 0))');
      expect(isRefusedValue(await failureOf(() => db.query('INSERT INTO positive VALUES (-1)')))).toBe(false);
    } finally {
      await db.close();
    }
  });
});

const dropped = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

describe('a lead rides over a blip of the database', () => {
  test('a dropped connection is tried again, and the work that then succeeds is the answer', async () => {
    let calls = 0;
    const saved = await rideOverBlip(async () => {
      calls += 1;
      if (calls < 3) throw dropped();
      return 'stored';
    });
    expect(saved).toBe('stored');
    expect(calls).toBe(3);
  });

  test('an outage longer than the budget fails with its own error, soon after the budget', async () => {
    const started = Date.now();
    let calls = 0;
    const error = await failureOf(() =>
      rideOverBlip(async () => {
        calls += 1;
        throw dropped();
      }, 400),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(calls).toBeGreaterThan(1);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  test('a fault in the work itself is not repeated', async () => {
    let calls = 0;
    const error = await failureOf(() =>
      rideOverBlip(async () => {
        calls += 1;
        throw new Error('lead vanished between insert and select');
      }),
    );
    expect(String(error)).toContain('vanished');
    expect(calls).toBe(1);
  });
});
