import pg from 'pg';
import { expect, test } from 'vitest';
import { transactionOnPool } from './database.ts';
import { TEST_DATABASE_URL } from './test-databases.ts';

const run = async <Row>(client: pg.PoolClient, sql: string, params?: readonly unknown[]) => {
  const result = await client.query(sql, params ? [...params] : []);
  return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
};

test.skipIf(!TEST_DATABASE_URL)(
  "a server's 'terminating connection' that arrives as the pool hands the client over does not crash the process, and that client is not reused",
  async () => {
    const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
    pool.on('error', () => {});
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      await pool.query('SELECT 1');
      // What a message parsed from the same socket chunk as the hand-over does: the client emits
      // before any continuation of an `await pool.connect()` could have listened.
      pool.once('acquire', (client: pg.PoolClient) => {
        queueMicrotask(() => client.emit('error', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })));
      });
      await expect(transactionOnPool(pool, (tx) => tx.query('SELECT 1'), run)).resolves.toBeDefined();
      // The broken client went; the next caller gets a fresh connection that works.
      expect(pool.totalCount).toBe(0);
      await expect(pool.query('SELECT 2 AS two')).resolves.toMatchObject({ rows: [{ two: 2 }] });
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await pool.end();
    }
  },
);
