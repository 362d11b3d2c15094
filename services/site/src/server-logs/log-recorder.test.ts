import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import type { Database } from '@site/db/database';
import { listErrors, listRequests } from '@site/db/server-logs';
import { openMigratedTestDatabase } from '@site/db/test-databases';
import { LogRecorder, type AnsweredRequest } from './log-recorder.ts';

let db: Database;
beforeAll(async () => {
  db = await openMigratedTestDatabase('pglite');
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM request_log');
  await db.query('DELETE FROM error_log');
});

const silent = pino({ level: 'silent' });
const answered = (path: string, ip = '192.0.2.1'): AnsweredRequest => ({
  at: Date.now(),
  requestId: `id${path}`,
  method: 'GET',
  path,
  query: undefined,
  status: 200,
  ms: 2,
  ip,
});
const recorder = (more: Partial<ConstructorParameters<typeof LogRecorder>[0]> = {}) =>
  new LogRecorder({ server: 'site-1', hashIp: (ip) => `hash-of-${ip}`, logHashKey: 'key', flushIntervalMs: 60_000, ...more });

test('what was recorded before the database opened is written with the first batch; a client is stored as its HMAC', async () => {
  const log = recorder();
  log.request(answered('/before-the-database'));
  log.start(db, silent);
  log.request(answered('/after'));
  await log.stop();
  const { entries } = await listRequests(db, { limit: 10 });
  expect(entries.map((entry) => [entry.path, entry.client])).toEqual([
    ['/after', 'hash-of-192.0.2.1'],
    ['/before-the-database', 'hash-of-192.0.2.1'],
  ]);
});

test('an e-mail address in a path is stored as the written log names it', async () => {
  const log = recorder();
  log.start(db, silent);
  log.request(answered('/api/admin/leads/someone%40example.org'));
  await log.stop();
  const [entry] = (await listRequests(db, { limit: 1 })).entries;
  expect(entry?.path).toMatch(/^\/api\/admin\/leads\/email:[0-9a-f]{12}$/);
});

test('more than it may hold while the database is behind is not silently lost: the error log says how many were not kept', async () => {
  const log = recorder({ maxPending: 3 });
  for (const index of [1, 2, 3, 4, 5]) log.request(answered(`/busy-${index}`));
  log.line(`{"level":50,"time":${Date.now()},"msg":"one error"}`);
  // As in the server: the written log's lines are what the recorder keeps of it.
  log.start(db, pino({ level: 'warn' }, { write: (line: string) => log.line(line) }));
  await log.stop();
  expect((await listRequests(db, { limit: 10 })).entries).toHaveLength(3);
  expect((await listErrors(db, { limit: 10 })).entries.map((entry) => entry.message)).toEqual([
    "2 requests for the browser's log were not kept: more arrived than the database took in (3 wait at most)",
    'one error',
  ]);
});

test('a batch the database refused is kept and written once it answers again, said once in the written log', async () => {
  const warnings: string[] = [];
  const log = recorder();
  let away = true;
  const flaky = {
    query: (sql: string, params?: unknown[]) => (away ? Promise.reject(new Error('database away')) : db.query(sql, params)),
  } as unknown as Database;
  log.start(flaky, pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) }));
  log.request(answered('/while-away'));
  await log.flush();
  log.request(answered('/still-away'));
  await log.flush();
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain("requests for the browser's log could not be stored");
  away = false;
  await log.stop();
  expect((await listRequests(db, { limit: 10 })).entries.map((entry) => entry.path)).toEqual(['/still-away', '/while-away']);
});
