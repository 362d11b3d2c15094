import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { backupFileName, BACKUP_PREFIX, restoreDataDir } from '@site/db/backup';
import { openDatabase, type Database } from '@site/db/database';
import { createSite, makeTempDir, removeDir, SOLUTIONS_V1 } from './test-support/fixtures.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map(removeDir));
});

/** What a restore must bring back: every lead, content record, version and audit entry. */
const KEPT_TABLES = [
  'leads',
  'blog_posts',
  'case_studies',
  'videos',
  'features',
  'content_entries',
  'remote_versions',
  'releases',
  'release_history',
  'audit_log',
];

async function counts(db: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    KEPT_TABLES.map(async (table) => [table, Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n)] as const),
  );
  return Object.fromEntries(entries);
}

test('a running server backs up its embedded database on schedule; restored into a fresh folder, the backup holds every lead, content record, version and audit entry', async () => {
  const [dataRoot, backupDir, restoreRoot] = await Promise.all([makeTempDir('data'), makeTempDir('backups'), makeTempDir('restored')]);
  folders.push(dataRoot, backupDir, restoreRoot);
  const dataDir = path.join(dataRoot, 'pglite');
  // Every second, so the test sees one; in production it is hours.
  const site = await createSite({ settings: { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_INTERVAL_HOURS: 1 / 3600, BACKUP_KEEP: 2 } });
  let closed = false;
  try {
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    const key = randomUUID();
    const lead = await site.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: {
        form: 'contact',
        fields: { name: 'Ada Lovelace', email: 'ada@example.co.uk', company: 'Example Energy', message: 'Keep this.' },
        idempotencyKey: key,
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    // A backup begun a whole second after the writes holds them.
    const after = backupFileName(new Date(Date.now() + 1000));
    // Finished backups only: one being written is a temporary file beside them.
    const backups = async () => (await readdir(backupDir)).filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith('.tar.gz'));
    const newest = async () => (await backups()).toSorted().at(-1) ?? '';
    await expect.poll(newest, { timeout: 15_000, interval: 200 }).toSatisfy((name: string) => name >= after);
    const backup = path.join(backupDir, await newest());
    await site.close();
    closed = true;
    // Older backups were pruned as newer ones were written.
    expect((await backups()).length).toBeLessThanOrEqual(2);

    const restoredDir = path.join(restoreRoot, 'pglite');
    await restoreDataDir(backup, restoredDir);
    const [original, restored] = [await openDatabase({ dataDir }), await openDatabase({ dataDir: restoredDir })];
    try {
      const kept = await counts(restored);
      expect(kept).toEqual(await counts(original));
      expect(kept.blog_posts).toBeGreaterThan(0);
      expect(kept.audit_log).toBeGreaterThan(0);
      expect((await restored.query('SELECT 1 FROM leads WHERE idempotency_key = $1', [key])).rowCount).toBe(1);
      expect((await restored.query('SELECT live_version FROM releases WHERE section = $1', ['solutions'])).rows).toEqual([{ live_version: SOLUTIONS_V1 }]);
    } finally {
      await Promise.all([original.close(), restored.close()]);
    }
  } finally {
    if (!closed) await site.close();
  }
}, 60_000);
