/**
 * A database of any earlier release upgrades in place: stopped after each migration, with rows in
 * it, then migrated to the newest, it has exactly the schema of a database migrated in one go
 * (tables, columns, constraints, indexes, triggers), and keeps its rows.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from './database.ts';
import { loadMigrations, migrate, type Migration } from './migrate.ts';
import { describeOnEachDatabase, openTestDatabase } from './test-databases.ts';

type Rows = Array<Record<string, unknown>>;

const MIGRATIONS: Migration[] = await loadMigrations();

/**
 * The schema as the catalogue describes it, in a stable order (sorted here, not by the server's
 * collation), without the name of the PostgreSQL schema each test database has of its own.
 */
async function schemaOf(db: Database): Promise<Record<string, string[]>> {
  const { rows } = await db.query<{ name: string }>('SELECT current_schema() AS name');
  const own = `${rows[0]?.name ?? 'public'}.`;
  const sorted = (found: Rows) => found.map((row) => JSON.stringify(row).replaceAll(own, '')).toSorted();
  const query = async (sql: string) => sorted((await db.query<Record<string, unknown>>(sql)).rows);
  return {
    columns: await query(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, is_identity
         FROM information_schema.columns WHERE table_schema = current_schema()`,
    ),
    constraints: await query(
      `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE connamespace = current_schema()::regnamespace`,
    ),
    indexes: await query(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()`),
    triggers: await query(
      `SELECT event_object_table, trigger_name, event_manipulation, action_timing, action_statement
         FROM information_schema.triggers WHERE trigger_schema = current_schema()`,
    ),
  };
}

async function hasTable(db: Database, table: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1', [table]);
  return rows.length > 0;
}

/**
 * Rows as the release that stopped at this migration wrote them (only the columns the tables had
 * from their first migration); returns a check that they are still there, unchanged.
 */
async function writeRowsOfThatRelease(db: Database): Promise<() => Promise<void>> {
  const checks: Array<() => Promise<void>> = [];
  if (await hasTable(db, 'blog_posts')) {
    const slug = `kept-through-upgrades-${randomUUID().slice(0, 8)}`;
    await db.query(
      `INSERT INTO blog_posts (slug, title, excerpt, body_markdown, author_name, hero_image_url, hero_image_alt, reading_minutes, published_at, updated_at)
       VALUES ($1, 'Kept through upgrades', 'A post written before the upgrade.', 'Its **body**.', 'Ada Lovelace', '/media/kept.png', 'A kept post', 3, '2026-01-05T10:00:00Z', '2026-01-06T10:00:00Z')`,
      [slug],
    );
    checks.push(async () => {
      const { rows } = await db.query<{ title: string; reading_minutes: number }>('SELECT title, reading_minutes FROM blog_posts WHERE slug = $1', [slug]);
      expect(rows).toEqual([{ title: 'Kept through upgrades', reading_minutes: 3 }]);
    });
  }
  if (await hasTable(db, 'leads')) {
    const key = randomUUID();
    const fields = { name: 'Ada Lovelace', email: 'ada@example.co.uk', message: 'Sent before the upgrade.' };
    await db.query(`INSERT INTO leads (form, fields, idempotency_key, ip_hash, user_agent) VALUES ('contact', $1::jsonb, $2, 'abc', 'vitest')`, [
      JSON.stringify(fields),
      key,
    ]);
    checks.push(async () => {
      const { rows } = await db.query<{ form: string; fields: unknown }>('SELECT form, fields FROM leads WHERE idempotency_key = $1', [key]);
      expect(rows).toEqual([{ form: 'contact', fields }]);
    });
  }
  return async () => {
    for (const check of checks) await check();
  };
}

describeOnEachDatabase('upgrading from every earlier schema', (target) => {
  const migrations = MIGRATIONS;
  let fresh: Record<string, string[]>;
  const opened: Database[] = [];
  const open = async () => {
    const db = await openTestDatabase(target);
    opened.push(db);
    return db;
  };
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
  });

  beforeAll(async () => {
    const db = await openTestDatabase(target);
    try {
      await migrate(db, migrations);
      fresh = await schemaOf(db);
    } finally {
      await db.close();
    }
  }, 60_000);

  // Every release but the newest: the index of each migration is how many were applied.
  describe.each(migrations.slice(0, -1).map((_, index) => index + 1))('stopped after migration %i', (stoppedAt) => {
    test('upgrades to the schema of a fresh database and keeps its rows', async () => {
      const db = await open();
      await migrate(db, migrations.slice(0, stoppedAt));
      const stillThere = await writeRowsOfThatRelease(db);
      expect(await migrate(db, migrations)).toEqual(migrations.slice(stoppedAt).map((migration) => migration.version));
      expect(await schemaOf(db)).toEqual(fresh);
      await stillThere();
    }, 60_000);
  });
});
