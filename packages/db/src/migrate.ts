/**
 * Numbered SQL migrations (`src/migrations/NNN-name.sql`), applied in order at start-up. Each runs
 * in its own transaction together with its row in `schema_migrations`, so a failed migration
 * leaves nothing behind and a second run is a no-op. An advisory lock serialises servers that
 * start at the same time against one PostgreSQL database.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any constant; shared by every process that migrates this database. */
const MIGRATION_LOCK = 7_240_611;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_NAME = /^(\d{3})-([a-z0-9-]+)\.sql$/;

/** The package's migrations, in order; a badly named file or a duplicate number is an error. */
export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).toSorted();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`migration file ${file} must be named NNN-name.sql`);
    const version = Number(match[1]);
    if (migrations.some((migration) => migration.version === version)) throw new Error(`two migrations are numbered ${match[1]}`);
    migrations.push({ version, name: match[2] ?? file, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

/** Applies the migrations not yet recorded; returns the versions it applied (empty when up to date). */
export async function migrate(db: Database, migrations?: Migration[]): Promise<number[]> {
  const pending = migrations ?? (await loadMigrations());
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied: number[] = [];
  for (const migration of pending) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (existing.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** The versions recorded as applied, in order. */
export async function appliedMigrations(db: Database): Promise<number[]> {
  const result = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
  return result.rows.map((row) => row.version);
}
