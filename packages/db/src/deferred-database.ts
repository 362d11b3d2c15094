import type { Database, DatabaseKind, Listener, Queryable } from './database.ts';
import { isDatabaseUnavailable, retryWhileUnavailable } from './unavailable.ts';

export interface DeferredDatabaseOptions {
  kind: DatabaseKind;
  location: string;
  /** Told each time the database could not be reached, with the wait before the next attempt. */
  onUnreachable?: (error: unknown, retryInMs: number) => void;
  delaysMs?: readonly number[];
}

/**
 * A database that is still being opened (engine start, migrations, first seed). Queries wait for
 * the first attempt, so a server can start listening at once: the first content request is slower
 * instead of every start-up.
 *
 * A server that cannot reach its database at start-up (PostgreSQL restarting, a busy network)
 * keeps trying until it can, rather than staying broken until someone restarts it; meanwhile
 * queries fail at once with the unreachable error (answered 503 with Retry-After), not after a
 * wait for an outage to end. Any other failure (a migration, a locked data folder) is final:
 * every query fails with it.
 */
export function deferredDatabase(
  open: () => Promise<Database>,
  { kind, location, onUnreachable = () => {}, delaysMs }: DeferredDatabaseOptions,
): Database & { ready: Promise<Database> } {
  const closing = new AbortController();
  /** Set while the database cannot be reached; queries fail with it instead of waiting. */
  let unreachable: unknown;
  let firstAttemptSettled = () => {};
  const firstAttempt = new Promise<void>((resolve) => (firstAttemptSettled = resolve));
  const ready = retryWhileUnavailable(
    async () => {
      let db: Database;
      try {
        db = await open();
      } catch (error) {
        if (isDatabaseUnavailable(error)) unreachable = error;
        throw error;
      } finally {
        firstAttemptSettled();
      }
      unreachable = undefined;
      if (!closing.signal.aborted) return db;
      await db.close();
      throw new Error('the database was closed before it opened');
    },
    { signal: closing.signal, delaysMs, onUnreachable },
  );
  // Mark the rejection as handled here; each query re-raises it to its own caller.
  ready.catch(() => undefined);
  const opened = async (): Promise<Database> => {
    await firstAttempt;
    if (unreachable !== undefined) throw unreachable;
    return ready;
  };
  return {
    kind,
    location,
    ready,
    query: async <Row>(sql: string, params?: readonly unknown[]) => (await opened()).query<Row>(sql, params),
    exec: async (sql: string) => (await opened()).exec(sql),
    transaction: async <T>(work: (tx: Queryable) => Promise<T>) => (await opened()).transaction(work),
    listen: async (channel: string, onNotification: Listener) => (await opened()).listen(channel, onNotification),
    tryLock: async (name: string) => (await opened()).tryLock(name),
    ...(kind === 'pglite'
      ? {
          dump: async (compression?: 'gzip' | 'none') => {
            const db = await opened();
            if (!db.dump) throw new Error(`the ${db.kind} database cannot be dumped`);
            return db.dump(compression);
          },
        }
      : {}),
    close: async () => {
      closing.abort();
      const db = await ready.catch(() => null);
      await db?.close();
    },
  };
}
