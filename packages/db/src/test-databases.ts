/**
 * Test databases for every suite that touches storage: each suite runs once on the embedded
 * engine (always) and once on PostgreSQL when `TEST_DATABASE_URL` is set, otherwise that run is
 * reported as skipped with the reason in its name. Every PostgreSQL database is a schema of its
 * own (created here, dropped on close), so parallel runs never collide; every embedded one is a
 * fresh in-memory PGlite, cloned from a template made once per test process.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { describe } from 'vitest';
import { MEMORY, openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';

export type TestTarget = 'pglite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

let template: Promise<Blob> | undefined;

/** An empty embedded database in memory (no migrations applied). */
async function freshPglite(): Promise<Database> {
  template ??= PGlite.create().then(async (db) => {
    const dump = await db.dumpDataDir('none');
    await db.close();
    return dump;
  });
  return openDatabase({ dataDir: MEMORY, loadDataDir: await template });
}

/** An empty schema of its own on the PostgreSQL server; closing the database drops it. */
async function freshPostgres(url: string): Promise<Database> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url, maxConnections: 1 });
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.close();
  }
  const db = await openDatabase({ url, schema, maxConnections: 5 });
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = await openDatabase({ url, maxConnections: 1 });
      try {
        await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await cleanup.close();
      }
    },
  };
}

/** An empty database on `target`; close it when done. */
export function openTestDatabase(target: TestTarget): Promise<Database> {
  if (target === 'pglite') return freshPglite();
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return freshPostgres(TEST_DATABASE_URL);
}

/** The engines this run can test on: the embedded one always, PostgreSQL when TEST_DATABASE_URL is set. */
export function availableTestTargets(): TestTarget[] {
  return TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A database on `target` with every migration applied; close it when done. */
export async function openMigratedTestDatabase(target: TestTarget): Promise<Database> {
  const db = await openTestDatabase(target);
  await migrate(db);
  return db;
}

/**
 * `describe(title)` once per engine. The PostgreSQL copy is skipped, with the reason in its name,
 * when TEST_DATABASE_URL is not set.
 */
export function describeOnEachDatabase(title: string, suite: (target: TestTarget) => void): void {
  describe(`${title} [embedded PGlite]`, () => suite('pglite'));
  const postgresTitle = TEST_DATABASE_URL ? `${title} [PostgreSQL]` : `${title} [PostgreSQL: skipped because TEST_DATABASE_URL is not set]`;
  describe.skipIf(!TEST_DATABASE_URL)(postgresTitle, () => suite('postgres'));
}

/**
 * For tests of whole servers (several processes, a fleet): an empty schema of its own on the
 * PostgreSQL server at `url`, and a connection URL that works in it (its search_path), to hand to
 * a server as DATABASE_URL. `drop()` removes the schema and everything in it.
 */
export async function createTestSchema(url: string, prefix = 'test'): Promise<{ schema: string; url: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = await openDatabase({ url, maxConnections: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`).finally(() => admin.close());
  return {
    schema,
    url: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: async () => {
      const cleanup = await openDatabase({ url, maxConnections: 1 });
      await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => cleanup.close());
    },
  };
}
