import { describe, expect, it, vi } from 'vitest';
import type { Database } from './database.ts';
import { deferredDatabase } from './deferred-database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

function fakeDatabase() {
  return {
    kind: 'pglite' as const,
    location: 'memory',
    query: vi.fn(async () => ({ rows: [{ answer: 42 }], rowCount: 1 })),
    exec: vi.fn(async () => undefined),
    transaction: vi.fn(async () => 1),
    close: vi.fn(async () => undefined),
  };
}
const asDatabase = (fake: ReturnType<typeof fakeDatabase>) => fake as unknown as Database;
const at = { kind: 'postgres' as const, location: 'postgres', delaysMs: [10] };
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('deferredDatabase', () => {
  it('holds queries until the database is open, then runs them on it', async () => {
    let open: (db: Database) => void = () => undefined;
    const real = fakeDatabase();
    const db = deferredDatabase(() => new Promise<Database>((resolve) => (open = resolve)), at);
    const pending = db.query('select 42 as answer');
    expect(real.query).not.toHaveBeenCalled();
    open(asDatabase(real));
    await expect(pending).resolves.toEqual({ rows: [{ answer: 42 }], rowCount: 1 });
    expect(real.query).toHaveBeenCalledWith('select 42 as answer', undefined);
  });

  it('fails every query with a final opening error (not a connection failure), tries no more, and still closes cleanly', async () => {
    const open = vi.fn(() => Promise.reject(new Error('disk full')));
    const db = deferredDatabase(open, at);
    await expect(db.query('select 1')).rejects.toThrow('disk full');
    await expect(db.transaction(async () => 1)).rejects.toThrow('disk full');
    expect(open).toHaveBeenCalledOnce();
    await expect(db.close()).resolves.toBeUndefined();
  });

  it('keeps trying while the database is out of reach, failing queries at once meanwhile (a 503, not a wait), then serves them', async () => {
    const real = fakeDatabase();
    let reachable = false;
    const unreachable: unknown[] = [];
    const db = deferredDatabase(async () => (reachable ? asDatabase(real) : Promise.reject(refused())), {
      ...at,
      onUnreachable: (error) => unreachable.push(error),
    });
    await expect(db.query('select 1')).rejects.toSatisfy(isDatabaseUnavailable);
    await vi.waitFor(() => expect(unreachable.length).toBeGreaterThanOrEqual(2));
    await expect(db.query('select 1')).rejects.toSatisfy(isDatabaseUnavailable);
    reachable = true;
    await db.ready;
    await expect(db.query('select 42 as answer')).resolves.toEqual({ rows: [{ answer: 42 }], rowCount: 1 });
    await db.close();
    expect(real.close).toHaveBeenCalledOnce();
  });

  it('stops trying when closed while the database is out of reach', async () => {
    const open = vi.fn(() => Promise.reject(refused()));
    const db = deferredDatabase(open, { ...at, delaysMs: [60_000] });
    await expect(db.query('select 1')).rejects.toSatisfy(isDatabaseUnavailable);
    await db.close();
    await expect(db.ready).rejects.toSatisfy(isDatabaseUnavailable);
    expect(open).toHaveBeenCalledOnce();
  });

  it('closes the real database once it is open', async () => {
    const real = fakeDatabase();
    const db = deferredDatabase(async () => asDatabase(real), at);
    await db.close();
    expect(real.close).toHaveBeenCalledOnce();
  });
});
