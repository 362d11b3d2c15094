import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { backupFileName, pruneBackups, writeBackup } from '@site/db/backup';
import { MEMORY, type Database } from '@site/db/database';
import { scheduleBackgroundJob } from '@site/service-kit/background-jobs';

export interface BackupSchedule {
  dir: string;
  intervalHours: number;
  keep: number;
}

/**
 * The server backs up its own embedded database every `intervalHours` (into `dir`, keeping the
 * newest `keep`): a running server holds the folder, so `npm run db:backup` cannot. PostgreSQL is
 * backed up with its own tools. A failed backup is logged and tried again at the next interval.
 */
export function scheduleBackups(app: FastifyInstance, db: Database, { dir, intervalHours, keep }: BackupSchedule): void {
  if (intervalHours <= 0) return;
  if (db.kind !== 'pglite' || db.location === MEMORY) {
    app.log.warn(
      { database: db.kind, location: db.location },
      'BACKUP_INTERVAL_HOURS backs up an embedded database in a folder; back up PostgreSQL with pg_dump or the provider’s snapshots',
    );
    return;
  }
  const backUp = async () => {
    try {
      const { file, bytes } = await writeBackup(db, path.join(dir, backupFileName()));
      const deleted = await pruneBackups(dir, keep);
      app.log.info({ file, bytes, deleted }, 'database backed up');
    } catch (error) {
      app.log.error({ err: error }, `scheduled database backup failed; trying again in ${intervalHours} h`);
    }
  };
  scheduleBackgroundJob(app, { name: 'database-backup', everyMs: intervalHours * 3_600_000, run: backUp });
}
