/**
 * Backups of the embedded database: a gzipped tarball of its whole data folder (PGlite's own
 * dump), written atomically, and restored into a folder of its own. PostgreSQL is backed up with
 * its own tools (`pg_dump`, or the provider's snapshots): see docs/operations.md, Backups.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from './database.ts';

/** How backup files are named, so the newest sort last and a scheduled run can prune the oldest. */
export const BACKUP_PREFIX = 'site-db-';
const BACKUP_SUFFIX = '.tar.gz';

/** `site-db-2026-11-26T21-50-03Z.tar.gz`: sortable, and safe in every file system. */
export function backupFileName(at: Date = new Date()): string {
  return `${BACKUP_PREFIX}${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}${BACKUP_SUFFIX}`;
}

/** Writes a dump of an open embedded database to `file`: readers see no file or the whole one. */
export async function writeBackup(db: Database, file: string): Promise<{ file: string; bytes: number }> {
  if (!db.dump) throw new Error(`a ${db.kind} database is not backed up here: use pg_dump (see docs/operations.md, Backups)`);
  const dump = Buffer.from(await (await db.dump('gzip')).arrayBuffer());
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, dump);
  await rename(temporary, file);
  return { file, bytes: dump.length };
}

/**
 * Backs up the embedded database in `dataDir`. It must not be in use (a PGlite folder belongs to
 * one process): a running server backs itself up on a schedule instead (`scheduleBackups`).
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ file: string; bytes: number }> {
  if (!(await isDatabaseFolder(dataDir))) throw new Error(`${dataDir} holds no embedded database`);
  const db = await openDatabase({ dataDir, exclusive: true });
  try {
    return await writeBackup(db, file);
  } finally {
    await db.close();
  }
}

/**
 * Restores a backup into `dataDir`. A folder that already holds a database is kept beside it
 * (`<dataDir>.before-restore-<time>`) only when `replace` is set; otherwise restoring is refused, so
 * a mistyped path never overwrites a live database.
 */
export async function restoreDataDir(file: string, dataDir: string, { replace = false }: { replace?: boolean } = {}): Promise<{ keptAs: string | null }> {
  const dump = await readFile(file).catch((error: unknown) => {
    throw new Error(`cannot read the backup ${file}: ${error instanceof Error ? error.message : String(error)}`);
  });
  let keptAs: string | null = null;
  if (await isNonEmptyFolder(dataDir)) {
    if (!replace) throw new Error(`${dataDir} already holds a database: pass --replace to keep it aside and restore over it`);
    // Opened exclusively first: a folder a running server holds is never moved from under it.
    const inUse = await openDatabase({ dataDir, exclusive: true });
    await inUse.close();
    keptAs = `${dataDir}.before-restore-${backupFileName().slice(BACKUP_PREFIX.length, -BACKUP_SUFFIX.length)}`;
    await rename(dataDir, keptAs);
  }
  await mkdir(dataDir, { recursive: true });
  let db: Database | undefined;
  try {
    db = await openDatabase({ dataDir, exclusive: true, loadDataDir: new Blob([dump]) });
    // A dump that is not a database fails here, not at the next start.
    await db.query('SELECT count(*) FROM schema_migrations');
  } catch (error) {
    await db?.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    if (keptAs) await rename(keptAs, dataDir);
    throw new Error(`${file} is not a backup of the embedded database: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  await db.close();
  return { keptAs };
}

/** Deletes all but the newest `keep` backups in `dir`; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const backups = (await readdir(dir)).filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith(BACKUP_SUFFIX)).toSorted();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  await Promise.all(old.map((name) => rm(path.join(dir, name), { force: true })));
  return old;
}

async function isNonEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

async function isDatabaseFolder(dir: string): Promise<boolean> {
  return stat(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}
