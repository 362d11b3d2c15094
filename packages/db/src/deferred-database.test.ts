import { describe, expect, it, vi } from 'vitest';
import type { Database } from './database.ts';
import { deferredDatabase } from './deferred-database.ts';

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

describe('deferredDatabase', () => {
  it('holds queries until the database is open, then runs them on it', async () => {
    let open: (db: Database) => void = () => undefined;
    const real = fakeDatabase();
    const db = deferredDatabase(new Promise<Database>((resolve) => (open = resolve)), 'pglite', 'memory');
    const pending = db.query('select 42 as answer');
    expect(real.query).not.toHaveBeenCalled();
    open(asDatabase(real));
    await expect(pending).resolves.toEqual({ rows: [{ answer: 42 }], rowCount: 1 });
    expect(real.query).toHaveBeenCalledWith('select 42 as answer', undefined);
  });

  it('fails every query with the opening error, and still closes cleanly', async () => {
    const db = deferredDatabase(Promise.reject(new Error('disk full')), 'pglite', '/data');
    await expect(db.query('select 1')).rejects.toThrow('disk full');
    await expect(db.transaction(async () => 1)).rejects.toThrow('disk full');
    await expect(db.close()).resolves.toBeUndefined();
  });

  it('closes the real database once it is open', async () => {
    const real = fakeDatabase();
    const db = deferredDatabase(Promise.resolve(asDatabase(real)), 'pglite', 'memory');
    await db.close();
    expect(real.close).toHaveBeenCalledOnce();
  });
});
