/**
 * The logs ADMINs read in the browser, wired into the site server: the recorder its logger and
 * access log tell (made before the server, `logRecorderFor`), then once the database is there its
 * writing, its last batch at close, the daily clean-up and the routes (`mountServerLogs`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '@site/db/database';
import { trimServerLogs } from '@site/db/server-logs';
import { scheduleBackgroundJob } from '@site/service-kit/background-jobs';
import { serverLogRoutes } from '../routes/server-logs.ts';
import { LogRecorder, type LogRecorderOptions } from './log-recorder.ts';

/** How often entries past their retention are deleted, by one server of the fleet. */
const TRIM_EVERY_MS = 10 * 60_000;

/** A recorder when the server has a database and keeps logs there (`LOG_RETENTION_DAYS` > 0). */
export function logRecorderFor(hasDatabase: boolean, retentionDays: number, options: LogRecorderOptions): LogRecorder | undefined {
  return hasDatabase && retentionDays > 0 ? new LogRecorder(options) : undefined;
}

export async function mountServerLogs(app: FastifyInstance, db: Database, recorder: LogRecorder | undefined, retentionDays: number): Promise<void> {
  if (recorder) {
    recorder.start(db, app.log);
    // Registered after the database's: close hooks run last-registered first, so the last batch is written before it closes.
    app.addHook('onClose', () => recorder.stop());
    scheduleBackgroundJob(app, {
      name: 'server-log-retention',
      everyMs: TRIM_EVERY_MS,
      run: () => trimServerLogs(db, retentionDays),
      fleetLock: (name) => db.tryLock(name),
    });
  }
  await app.register(serverLogRoutes, { db, retentionDays });
}
