import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import type { Database } from './database.ts';
import { listErrors, listRequests, recordErrors, recordRequests, trimServerLogs, type ErrorLogInput, type RequestLogInput } from './server-logs.ts';
import { describeOnEachDatabase, openMigratedTestDatabase } from './test-databases.ts';

const request = (path: string, status: number, at = new Date(), more: Partial<RequestLogInput> = {}): RequestLogInput => ({
  at,
  server: 'site-1',
  requestId: `id-${path}-${status}`,
  method: 'GET',
  path,
  query: [],
  status,
  ms: 1.25,
  client: 'client-hash',
  ...more,
});

const error = (message: string, level: ErrorLogInput['level'], at = new Date()): ErrorLogInput => ({
  at,
  server: 'site-2',
  level,
  requestId: null,
  message,
  errorType: null,
  detail: null,
  path: null,
});

describeOnEachDatabase('server logs', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(target);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('DELETE FROM request_log');
    await db.query('DELETE FROM error_log');
  });

  test('a batch is stored in one go and read back newest first, as it was recorded', async () => {
    await recordRequests(db, [
      request('/pricing', 200),
      request('/api/search/pages', 200, new Date(), { query: ['q', 'receipt'], requestId: 'abc', client: null, method: 'HEAD' }),
    ]);
    const { entries, next } = await listRequests(db, { limit: 50 });
    expect(next).toBeNull();
    expect(entries.map((entry) => ({ ...entry, id: 0, at: '' }))).toEqual([
      {
        id: 0,
        at: '',
        server: 'site-1',
        requestId: 'abc',
        method: 'HEAD',
        path: '/api/search/pages',
        query: ['q', 'receipt'],
        status: 200,
        ms: 1.3,
        client: null,
      },
      {
        id: 0,
        at: '',
        server: 'site-1',
        requestId: 'id-/pricing-200',
        method: 'GET',
        path: '/pricing',
        query: [],
        status: 200,
        ms: 1.3,
        client: 'client-hash',
      },
    ]);
  });

  test('requests filter by status class or status, method, path text, request id and time, and page by id', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    await recordRequests(db, [
      request('/old', 200, hourAgo),
      request('/missing', 404),
      request('/broken', 503),
      request('/api/leads', 201, new Date(), { method: 'POST' }),
      request('/100%_done', 200),
    ]);
    const paths = async (query: Parameters<typeof listRequests>[1]) => (await listRequests(db, query)).entries.map((entry) => entry.path);
    expect(await paths({ limit: 50, status: '4xx' })).toEqual(['/missing']);
    expect(await paths({ limit: 50, status: '503' })).toEqual(['/broken']);
    expect(await paths({ limit: 50, method: 'POST' })).toEqual(['/api/leads']);
    expect(await paths({ limit: 50, path: 'BROK' })).toEqual(['/broken']);
    // LIKE's wildcards in the text are the characters themselves.
    expect(await paths({ limit: 50, path: '%_' })).toEqual(['/100%_done']);
    expect(await paths({ limit: 50, requestId: 'id-/missing-404' })).toEqual(['/missing']);
    expect(await paths({ limit: 50, kind: 'files' })).toEqual([]);
    expect(await paths({ limit: 50, kind: 'pages', status: '2xx' })).toEqual(['/100%_done', '/api/leads', '/old']);
    expect(await paths({ limit: 50, to: new Date(Date.now() - 60_000).toISOString() })).toEqual(['/old']);
    expect(await paths({ limit: 50, from: new Date(Date.now() - 60_000).toISOString(), status: '2xx' })).toEqual(['/100%_done', '/api/leads']);

    const first = await listRequests(db, { limit: 2 });
    expect(first.entries.map((entry) => entry.path)).toEqual(['/100%_done', '/api/leads']);
    expect(first.next).not.toBeNull();
    const second = await listRequests(db, { limit: 2, before: first.next ?? 0 });
    expect(second.entries.map((entry) => entry.path)).toEqual(['/broken', '/missing']);
    const last = await listRequests(db, { limit: 2, before: second.next ?? 0 });
    expect(last).toMatchObject({ entries: [{ path: '/old' }], next: null });
  });

  test('files (assets, section files, media, a name with an extension) are told from pages and the API', async () => {
    await recordRequests(
      db,
      ['/assets/main.1a2b.js', '/remotes/legal/1.0.0/remoteEntry.js', '/media/ab12.png', '/favicon.ico', '/pricing', '/api/search/pages', '/v1.2/x'].map(
        (path) => request(path, 200),
      ),
    );
    const paths = async (kind: 'pages' | 'files') => (await listRequests(db, { limit: 50, kind })).entries.map((entry) => entry.path);
    expect(await paths('files')).toEqual(['/favicon.ico', '/media/ab12.png', '/remotes/legal/1.0.0/remoteEntry.js', '/assets/main.1a2b.js']);
    expect(await paths('pages')).toEqual(['/v1.2/x', '/api/search/pages', '/pricing']);
  });

  test('errors filter by level and above', async () => {
    await recordErrors(db, [error('slow database', 'warn'), error('render failed', 'error'), { ...error('out of memory', 'fatal'), errorType: 'RangeError' }]);
    const messages = async (level?: 'warn' | 'error' | 'fatal') => (await listErrors(db, { limit: 50, level })).entries.map((entry) => entry.message);
    expect(await messages()).toEqual(['out of memory', 'render failed', 'slow database']);
    expect(await messages('error')).toEqual(['out of memory', 'render failed']);
    expect((await listErrors(db, { limit: 1, level: 'fatal' })).entries[0]).toMatchObject({ level: 'fatal', errorType: 'RangeError', server: 'site-2' });
  });

  test("an error logged in a request without naming its path is shown with the request's path", async () => {
    await recordRequests(db, [request('/api/admin/tokens', 403, new Date(), { requestId: 'forged' })]);
    await recordErrors(db, [{ ...error('refused a request from another origin', 'warn'), requestId: 'forged' }, error('no request', 'error')]);
    expect((await listErrors(db, { limit: 50 })).entries.map((entry) => [entry.message, entry.path])).toEqual([
      ['no request', null],
      ['refused a request from another origin', '/api/admin/tokens'],
    ]);
  });

  test('a NUL character, which PostgreSQL text cannot hold, is left out rather than losing the batch', async () => {
    await recordErrors(db, [{ ...error('a\u0000b \\u0000 kept', 'error'), detail: '\u0000\u0000' }]);
    expect((await listErrors(db, { limit: 1 })).entries[0]).toMatchObject({ message: 'ab \\u0000 kept', detail: '' });
  });

  test('entries past the retention are deleted, newer ones kept', async () => {
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await recordRequests(db, [request('/ten-days-ago', 200, tenDaysAgo), request('/today', 200)]);
    await recordErrors(db, [error('ten days ago', 'error', tenDaysAgo), error('today', 'error')]);
    await trimServerLogs(db, 7);
    expect((await listRequests(db, { limit: 50 })).entries.map((entry) => entry.path)).toEqual(['/today']);
    expect((await listErrors(db, { limit: 50 })).entries.map((entry) => entry.message)).toEqual(['today']);
  });
});
