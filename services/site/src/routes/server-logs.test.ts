/**
 * The logs an ADMIN reads in the browser: what the server answered and what went wrong, as the
 * written log has it, read back through `/api/admin/logs/*` with its filters. Real HTTP on
 * loopback, real sign-ins, a real (embedded) database.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ErrorLogList, RequestLogList } from '@site/contracts/server-logs';
import { TestAgent } from '@site/identity/test-sign-in';
import { backgroundJobsOf } from '@site/service-kit/background-jobs';
import { createSite, type SiteFixture } from '../test-support/fixtures.ts';
import { freePort } from '../test-support/free-port.ts';

const PASSWORD = 'keyline-local-only';

describe('/api/admin/logs', () => {
  let site: SiteFixture;
  let base: string;
  /** Where visitors' requests go (a page asked of the admin origin is sent there first). */
  let publicBase: string;
  const admin = new TestAgent();
  const viewer = new TestAgent();
  const read = async <Answer>(agent: TestAgent, path: string) => {
    const response = await agent.request(`${base}${path}`, { headers: { accept: 'application/json' } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Answer;
  };
  /** The written log's lines go out asynchronously and the browser's log is written once a second. */
  const requests = (query: string) => read<RequestLogList>(admin, `/api/admin/logs/requests?${query}`);
  const errors = (query: string) => read<ErrorLogList>(admin, `/api/admin/logs/errors?${query}`);

  beforeAll(async () => {
    const port = await freePort();
    const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
    site = await createSite({ siteOrigin: `http://127.0.0.1:${port}`, settings: { LOG_LEVEL: 'info', logStream: discard, LOG_RETENTION_DAYS: 3 } });
    base = site.app.origins.admin;
    publicBase = site.app.origins.public;
    await site.app.listen({ port, host: '127.0.0.1' });
    await admin.signIn(base, 'admin@keyline.example', PASSWORD);
    await viewer.signIn(base, 'viewer@keyline.example', PASSWORD);
  }, 60_000);
  afterAll(() => site?.close());

  test('every answered request is there: its path without query values, its status, the client as an HMAC; filters and request id find it', async () => {
    const missing = await fetch(`${publicBase}/no-such-page-for-the-log?q=card+number+4111`);
    expect(missing.status).toBe(404);
    const requestId = missing.headers.get('x-request-id') ?? '';
    expect(requestId).not.toBe('');
    expect((await fetch(`${publicBase}/api/search/pages?q=pci`)).status).toBe(200);

    await expect.poll(async () => (await requests(`requestId=${encodeURIComponent(requestId)}`)).entries.length, { timeout: 10_000 }).toBe(1);
    const { entries, retentionDays } = await requests(`requestId=${encodeURIComponent(requestId)}`);
    expect(retentionDays).toBe(3);
    expect(entries[0]).toMatchObject({ method: 'GET', path: '/no-such-page-for-the-log', query: ['q'], status: 404, requestId, server: expect.any(String) });
    expect(entries[0]?.client).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(entries)).not.toMatch(/4111|card|127\.0\.0\.1"/);

    const notFound = await requests('status=4xx&path=no-such-page');
    expect(notFound.entries.map((entry) => entry.path)).toEqual(['/no-such-page-for-the-log']);
    expect((await requests('status=404&path=search')).entries).toEqual([]);
    expect((await requests('kind=files&path=no-such-page')).entries).toEqual([]);
    expect((await requests('kind=pages&path=no-such-page')).entries).toHaveLength(1);
    // The search was answered after the 404, so its entry may be in the next second's batch.
    await expect
      .poll(async () => (await requests('status=2xx&path=/api/search/pages&method=GET')).entries[0], { timeout: 10_000 })
      .toMatchObject({ path: '/api/search/pages', query: ['q'], status: 200 });
    expect((await requests(`path=no-such-page&from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).entries).toEqual([]);
  });

  test('pages go back in time by `next`, with nothing seen twice', async () => {
    for (let index = 0; index < 5; index += 1) await fetch(`${publicBase}/paged-for-the-log-${index}`);
    await expect.poll(async () => (await requests('path=paged-for-the-log')).entries.length, { timeout: 10_000 }).toBe(5);
    const first = await requests('path=paged-for-the-log&limit=3');
    expect(first.next).not.toBeNull();
    const second = await requests(`path=paged-for-the-log&limit=3&before=${first.next}`);
    expect(second.next).toBeNull();
    expect([...first.entries, ...second.entries].map((entry) => entry.path)).toEqual([4, 3, 2, 1, 0].map((index) => `/paged-for-the-log-${index}`));
  });

  test('warnings and errors the server logged are there with their error, in their request when they had one', async () => {
    site.app.log.child({ reqId: 'log-test-request' }).error({ err: new TypeError('the renderer gave up'), url: '/pricing' }, 'prerender failed for a page');
    site.app.log.warn('search index is a minute behind');
    site.app.log.info('an ordinary line, not an error');
    await expect.poll(async () => (await errors('requestId=log-test-request')).entries.length, { timeout: 10_000 }).toBe(1);

    const [failure] = (await errors('requestId=log-test-request')).entries;
    expect(failure).toMatchObject({ level: 'error', message: 'prerender failed for a page', errorType: 'TypeError', path: '/pricing' });
    expect(failure?.detail).toMatch(/^TypeError: the renderer gave up\n\s+at /);
    const onlyErrors = (await errors('level=error')).entries.map((entry) => entry.message);
    expect(onlyErrors).toContain('prerender failed for a page');
    expect(onlyErrors).not.toContain('search index is a minute behind');
    await expect
      .poll(async () => (await errors('level=warn')).entries.map((entry) => entry.message), { timeout: 10_000 })
      .toContain('search index is a minute behind');
    expect(JSON.stringify(await errors('limit=200'))).not.toContain('an ordinary line');
  });

  test('entries past their retention are deleted by a background job, one server of a fleet at a time', () => {
    expect(backgroundJobsOf(site.app)).toContain('server-log-retention');
  });

  test('only an ADMIN reads them; a malformed filter is a 400 JSON error', async () => {
    expect((await viewer.request(`${base}/api/admin/logs/requests`, { headers: { accept: 'application/json' } })).status).toBe(403);
    expect((await fetch(`${base}/api/admin/logs/errors`, { headers: { accept: 'application/json' } })).status).toBe(401);
    // A filter neither log has (level for requests, status for errors) is ignored, as unknown query parameters are everywhere.
    for (const [log, query] of [
      ['requests', 'status=4x'],
      ['requests', 'status=600'],
      ['errors', 'level=debug'],
      ['requests', 'from=yesterday'],
      ['errors', 'to=2026-13-01T00:00:00Z'],
      ['requests', 'limit=0'],
      ['errors', 'before=-1'],
      ['requests', 'method=TRACE'],
      ['requests', 'kind=images'],
      ['requests', `path=${'x'.repeat(201)}`],
    ]) {
      const response = await admin.request(`${base}/api/admin/logs/${log}?${query}`, { headers: { accept: 'application/json' } });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
  });
});
