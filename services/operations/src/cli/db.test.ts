import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prepareDatabase } from '@site/db/prepare';
import { makeTempDir, removeDir } from '@site/site/test-support/fixtures';

const OPERATIONS_DIR = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(OPERATIONS_DIR, '../../node_modules/.bin/tsx');

/** `npm run db:… ` as a user runs it: its own process, its settings from the environment. */
async function db(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, ['src/cli/db.ts', ...args], {
      cwd: OPERATIONS_DIR,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run db:backup and db:restore', () => {
  let root: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    root = await makeTempDir('db-cli');
    env = { DATA_DIR: path.join(root, 'pglite'), BACKUP_DIR: path.join(root, 'backups') };
    await (await prepareDatabase({ dataDir: env.DATA_DIR, seed: false })).db.close();
  }, 60_000);
  afterAll(() => removeDir(root));

  test('backs up into BACKUP_DIR, and refuses to restore over a database without --replace', async () => {
    const backedUp = await db(['backup'], env);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const file = /to (\S+\.tar\.gz)/.exec(backedUp.stdout)?.[1] ?? '';
    expect(path.dirname(file)).toBe(env.BACKUP_DIR);
    expect((await stat(file)).size).toBeGreaterThan(1000);

    const refused = await db(['restore', file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds a database: pass --replace/);
    const replaced = await db(['restore', file, '--replace'], env);
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(replaced.stdout).toMatch(/the database that was there is kept in .*\.before-restore-/);
  }, 60_000);

  test('on PostgreSQL it points to pg_dump; without a command it shows its usage', async () => {
    const postgres = await db(['backup'], { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/site' });
    expect(postgres.code).toBe(1);
    expect(postgres.stderr).toMatch(/back up PostgreSQL with pg_dump/);
    const usage = await db([], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^usage: npm run db:backup/);
  }, 30_000);
});
