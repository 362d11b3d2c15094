import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { listAudit, recordAudit } from './audit-log.ts';
import { backupDataDir, backupFileName, pruneBackups, restoreDataDir } from './backup.ts';
import { DataDirInUseError, openDatabase } from './database.ts';
import { listLeads, saveLead } from './lead-repository.ts';
import { prepareDatabase } from './prepare.ts';
import { TEST_SEED_SOURCES } from './test-support/seed-sources.ts';

const folders: string[] = [];
async function tempDir(label: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `site-backup-${label}-`));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** An embedded database in a folder of its own, migrated and seeded, with one lead and one audit entry. */
async function databaseWithData(): Promise<string> {
  const dataDir = path.join(await tempDir('data'), 'pglite');
  const { db } = await prepareDatabase({ dataDir, seed: TEST_SEED_SOURCES });
  await saveLead(db, {
    form: 'contact',
    fields: { name: 'Ada', email: 'ada@example.com' },
    idempotencyKey: randomUUID(),
    spam: false,
    ipHash: null,
    userAgent: null,
  });
  await recordAudit(db, { actor: 'ada@example.com', action: 'backup.test', entityType: 'test' });
  await db.close();
  return dataDir;
}

describe('embedded database backups', () => {
  test('a backup restored into a fresh folder holds the same leads and audit entries', async () => {
    const dataDir = await databaseWithData();
    const file = path.join(await tempDir('backups'), backupFileName());
    const { bytes } = await backupDataDir(dataDir, file);
    expect(bytes).toBeGreaterThan(1000);
    // What its name says: a gzipped tarball.
    expect((await readFile(file)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const restoredDir = path.join(await tempDir('restored'), 'pglite');
    expect(await restoreDataDir(file, restoredDir)).toEqual({ keptAs: null });
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect((await listLeads(restored)).map((lead) => lead.fields.email)).toEqual(['ada@example.com']);
      expect((await listAudit(restored)).map((entry) => entry.action)).toContain('backup.test');
    } finally {
      await restored.close();
    }
  });

  test('backing up a folder a process holds is refused, naming it; so is a folder with no database', async () => {
    const dataDir = await databaseWithData();
    const held = await openDatabase({ dataDir });
    try {
      await expect(backupDataDir(dataDir, path.join(await tempDir('backups'), backupFileName()))).rejects.toThrow(DataDirInUseError);
    } finally {
      await held.close();
    }
    await expect(backupDataDir(await tempDir('empty'), path.join(await tempDir('backups'), backupFileName()))).rejects.toThrow(/holds no embedded database/);
  });

  test('restoring over a database needs --replace, keeps the old one aside, and a file that is no backup changes nothing', async () => {
    const dataDir = await databaseWithData();
    const file = path.join(await tempDir('backups'), backupFileName());
    await backupDataDir(dataDir, file);
    await expect(restoreDataDir(file, dataDir)).rejects.toThrow(/already holds a database: pass --replace/);

    const junk = path.join(await tempDir('junk'), 'junk.tar.gz');
    await writeFile(junk, 'not a tarball');
    await expect(restoreDataDir(junk, dataDir, { replace: true })).rejects.toThrow(/is not a backup of the embedded database/);
    // The database that was there is back where it was, whole.
    const untouched = await openDatabase({ dataDir });
    expect((await listLeads(untouched)).length).toBe(1);
    await untouched.close();

    const { keptAs } = await restoreDataDir(file, dataDir, { replace: true });
    expect(keptAs).toMatch(/\.before-restore-/);
    expect((await readdir(path.dirname(dataDir))).toSorted()).toEqual([path.basename(dataDir), path.basename(keptAs ?? '')].toSorted());
  });

  test('pruning keeps the newest backups', async () => {
    const dir = await tempDir('prune');
    const names = [0, 1, 2, 3].map((day) => backupFileName(new Date(Date.UTC(2026, 10, 20 + day, 3))));
    await Promise.all([...names, 'notes.txt'].map((name) => writeFile(path.join(dir, name), 'x')));
    expect(await pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect((await readdir(dir)).toSorted()).toEqual([...names.slice(2), 'notes.txt'].toSorted());
  });
});
