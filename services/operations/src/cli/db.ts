import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataDir, backupFileName, restoreDataDir } from '@site/db/backup';
import { DataDirInUseError, MEMORY } from '@site/db/database';
import { loadConfig } from '@site/site/config';

const usage = `usage: npm run db:backup [-- --out FILE]
       npm run db:restore -- FILE [--replace]

Backs up the embedded database (DATA_DIR) to a gzipped tarball, by default in BACKUP_DIR; or
restores one into DATA_DIR. Both need the database not to be in use: stop the server first (a
running server can back itself up: BACKUP_INTERVAL_HOURS). Restoring over a database is refused
unless --replace, which keeps the old folder beside it. On PostgreSQL use pg_dump and pg_restore.`;

/** `db backup` and `db restore`: backups of the embedded database from the command line. */
async function main(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: 'string' }, replace: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  const [command, file] = positionals;
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump, and restore with pg_restore (see docs/operations.md, Backups)');
  if (config.DATA_DIR === MEMORY) throw new Error('DATA_DIR is memory: there is nothing on disk to back up or restore into');
  // Paths are meant from where the command was typed, not from the workspace npm runs it in.
  const fromCwd = (target: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  try {
    if (command === 'backup') {
      const out = values.out ? fromCwd(values.out) : path.join(config.BACKUP_DIR, backupFileName());
      const { bytes } = await backupDataDir(config.DATA_DIR, out);
      console.log(`backed up ${config.DATA_DIR} to ${out} (${(bytes / 1024 / 1024).toFixed(1)} MiB)`);
      return 0;
    }
    if (!file) {
      console.error(usage);
      return 2;
    }
    const backup = fromCwd(file);
    const { keptAs } = await restoreDataDir(backup, config.DATA_DIR, { replace: values.replace === true });
    console.log(`restored ${backup} into ${config.DATA_DIR}${keptAs ? `; the database that was there is kept in ${keptAs}` : ''}`);
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new Error(`${error.message} (the site server): stop it first`);
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
