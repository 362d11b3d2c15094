import type { Database, DatabaseKind, Listener, Queryable } from './database.ts';

/**
 * A database that is still being opened (engine start, migrations, first seed). Queries wait for
 * it, so a server can start listening at once: the first content request is slower instead of
 * every start-up. If opening fails, every query fails with that error.
 */
export function deferredDatabase(opening: Promise<Database>, kind: DatabaseKind, location: string): Database & { ready: Promise<Database> } {
  // Mark the rejection as handled here; each query re-raises it to its own caller.
  opening.catch(() => undefined);
  return {
    kind,
    location,
    ready: opening,
    query: async <Row>(sql: string, params?: readonly unknown[]) => (await opening).query<Row>(sql, params),
    exec: async (sql: string) => (await opening).exec(sql),
    transaction: async <T>(work: (tx: Queryable) => Promise<T>) => (await opening).transaction(work),
    listen: async (channel: string, onNotification: Listener) => (await opening).listen(channel, onNotification),
    tryLock: async (name: string) => (await opening).tryLock(name),
    close: async () => {
      const db = await opening.catch(() => null);
      await db?.close();
    },
  };
}
