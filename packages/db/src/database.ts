/**
 * The project's one database interface, over two engines:
 * - **PGlite** (PostgreSQL compiled to WASM, in-process): the embedded default, data in a folder
 *   (`<repo>/.data/pglite`) or in memory (`memory`), no server to install;
 * - **PostgreSQL** via a `postgres://` URL (`DATABASE_URL`), through a `pg` connection pool.
 *
 * Both speak the same SQL, so the same migrations, repositories and tests run on either. Queries
 * are parameterised (`$1`, `$2`, …); `exec` runs trusted multi-statement SQL (migrations only).
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows returned, or rows changed by INSERT/UPDATE/DELETE. */
  rowCount: number;
}

/** What a repository needs: parameterised queries, on the database or inside a transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs trusted SQL that may hold several statements and takes no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Where the data lives, for logs: a folder, `memory`, or the server URL without password. */
  readonly location: string;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotification` with the payload of each `NOTIFY` on `channel` (sent by any process, once
   * its transaction commits), and with `null` when notifications may have been missed: the
   * connection that listens was lost and is back. Resolves once listening; returns how to stop.
   */
  listen(channel: string, onNotification: Listener): Promise<() => Promise<void>>;
  /**
   * Takes the lock `name` (of this schema) if no other process holds it, and keeps it until
   * released or until this process's connection ends (the process died, the network was cut):
   * then another process can take it. Null when another holds it. For one process among several
   * to do a job for all, such as prerendering. The embedded engine belongs to one process: always
   * granted.
   */
  tryLock(name: string): Promise<HeldLock | null>;
  /** Embedded only: the whole database as a tarball (gzipped when asked), which `loadDataDir` opens a copy of. */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
  close(): Promise<void>;
}

export type Listener = (payload: string | null) => void;

export interface HeldLock {
  /** True once the connection that held it is gone: another process may hold it now. */
  readonly lost: boolean;
  release(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${JSON.stringify(channel)}`);
}

export interface OpenDatabaseOptions {
  /** A `postgres://` URL: use that server. Without it the embedded engine is used. */
  url?: string | undefined;
  /** Embedded engine's data folder, or `memory` for a throwaway in-memory database. */
  dataDir?: string | undefined;
  /** PostgreSQL only: the schema every connection works in (its `search_path`). */
  schema?: string | undefined;
  /** PostgreSQL only: pool size. */
  maxConnections?: number | undefined;
  /** Embedded only: start from this dump of a data folder (fast fresh databases in tests). */
  loadDataDir?: Blob | undefined;
  /** Told when the embedded data folder is in use by another process and memory is used instead. */
  onWarning?: ((message: string) => void) | undefined;
  /** Embedded only: a folder in use by another process is an error (`DataDirInUseError`), not a fall back to memory. */
  exclusive?: boolean | undefined;
}

/** The embedded data folder is held by another process (a running site server); one process at a time may open it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`the embedded database ${folder} is in use by process ${pid}`);
    this.name = 'DataDirInUseError';
  }
}

export const MEMORY = 'memory';

/** Opens the database the options describe: PostgreSQL when `url` is set, else PGlite. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options);
}

// ---------------------------------------------------------------------------------------------
// PGlite

async function openPglite({ dataDir = MEMORY, loadDataDir, onWarning, exclusive = false }: OpenDatabaseOptions): Promise<Database> {
  let folder: string | undefined = dataDir === MEMORY ? undefined : path.resolve(dataDir);
  let releaseLock = async () => {};
  if (folder) {
    const lock = await lockDataDir(folder);
    if (lock.ok) {
      releaseLock = lock.release;
    } else {
      // A PGlite folder must never be opened by two processes at once (it would be corrupted).
      if (exclusive) throw new DataDirInUseError(folder, lock.pid);
      onWarning?.(`${folder} is in use by process ${lock.pid}; using an in-memory database for this process instead (set DATA_DIR to choose another folder)`);
      folder = undefined;
    }
  }
  let db: PGlite;
  try {
    db = await PGlite.create(folder, loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    await releaseLock();
    throw error;
  }
  const run = async <Row>(target: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> => {
    const result = await target.query<Row>(sql, params ? [...params] : []);
    return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
  };
  return {
    kind: 'pglite',
    location: folder ?? MEMORY,
    query: (sql, params) => run(db, sql, params),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    // One process owns an embedded database: it holds every lock.
    tryLock: async () => ({ lost: false, release: async () => {} }),
    dump: (compression = 'none') => db.dumpDataDir(compression),
    // One process owns an embedded database, so nothing is ever missed.
    listen: async (channel, onNotification) => {
      checkChannel(channel);
      const unlisten = await db.listen(channel, (payload) => onNotification(payload));
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    close: async () => {
      try {
        if (!db.closed) await db.close();
      } finally {
        await releaseLock();
      }
    },
  };
}

/** A lock file with our pid; a lock left by a process that no longer runs is taken over. */
async function lockDataDir(folder: string): Promise<{ ok: true; release: () => Promise<void> } | { ok: false; pid: number }> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, '.site-db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { ok: true, release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && (pid === process.pid || isRunning(pid))) return { ok: false, pid };
      await rm(file, { force: true });
    }
  }
  throw new Error(`could not lock ${folder}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(url: string, { schema, maxConnections = 10 }: OpenDatabaseOptions): Promise<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${JSON.stringify(schema)}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const run = async <Row>(target: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> => {
    const result = await target.query(sql, params ? [...params] : []);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  };
  // Fail at start-up, with the reason, when the server cannot be reached.
  await run(pool, 'select 1');
  return {
    kind: 'postgres',
    location: redactUrl(url),
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: (work) => transactionOnPool(pool, work, run),
    listen: (channel, onNotification) => listenOnPostgres(url, schema, channel, onNotification),
    tryLock: (name) => lockOnPostgres(url, schema, name),
    close: () => pool.end(),
  };
}

type Run = <Row>(target: pg.PoolClient, sql: string, params?: readonly unknown[]) => Promise<QueryResult<Row>>;

/**
 * A transaction on a client of its own. A connection lost while the transaction holds it fails the
 * query under way; the client's own 'error' event (which the pool listens to only while a client
 * is idle) must not crash the process, and the broken client is dropped rather than handed to the
 * next caller. The listener goes on in the pool's callback, not after `await pool.connect()`: the
 * pool hands over a client from inside its socket's data handler, and a server's "terminating
 * connection" parsed from the same chunk would be emitted before an await's continuation ran.
 */
export async function transactionOnPool<Result>(pool: pg.Pool, work: (tx: Queryable) => Promise<Result>, run: Run): Promise<Result> {
  let lost: Error | undefined;
  const onLost = (error: Error) => {
    lost = error;
  };
  const client = await new Promise<pg.PoolClient>((resolve, reject) => {
    pool.connect((error, checkedOut) => {
      if (error || !checkedOut) return reject(error ?? new Error('the pool gave no client'));
      checkedOut.on('error', onLost);
      resolve(checkedOut);
    });
  });
  try {
    await client.query('BEGIN');
    const result = await work({ query: (sql, params) => run(client, sql, params), exec: async (sql) => void (await client.query(sql)) });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.off('error', onLost);
    client.release(lost);
  }
}

/**
 * A session advisory lock on a connection of its own (a pooled one would go back to the pool with
 * it): PostgreSQL releases it when that connection ends. Advisory locks are per database, so the
 * schema is part of the lock: fleets on different schemas of one database do not meet.
 */
async function lockOnPostgres(url: string, schema: string | undefined, name: string): Promise<HeldLock | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  let lost = false;
  const end = () => {
    lost = true;
  };
  client.on('error', end);
  client.on('end', end);
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext(current_schema() || $1)) AS locked', [`:${name}`]);
    if (rows[0]?.locked) {
      return {
        get lost() {
          return lost;
        },
        // Ending the session releases its locks.
        release: () => client.end().catch(() => {}),
      };
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  await client.end().catch(() => {});
  return null;
}

/** How long a lost listening connection waits before it tries again. */
export const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own, kept open (a pooled one goes back to the pool). When it is
 * lost (a server restart, a network cut), it is opened again every RELISTEN_DELAY_MS until it
 * works, and the listener is told `null`: what was sent meanwhile is gone.
 */
async function listenOnPostgres(url: string, schema: string | undefined, channel: string, onNotification: Listener): Promise<() => Promise<void>> {
  checkChannel(channel);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    const lost = () => {
      next.removeAllListeners('error');
      next.on('error', () => {});
      if (stopped || client !== next) return;
      client = null;
      void next.end().catch(() => {});
      retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners('end');
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };
  const reconnect = () => {
    retry = undefined;
    if (stopped) return;
    connect().then(
      () => onNotification(null),
      () => {
        if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

/** A URL fit for logs: the password is replaced. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable url)';
  }
}
