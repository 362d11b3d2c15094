/**
 * The database goes away under a running server (a PostgreSQL restart, a network cut) and comes
 * back: the server says it is not ready, answers a lead with 503 and Retry-After instead of losing
 * it or failing with a 500, keeps serving pages, and recovers by itself; the lead sent again with
 * its idempotency key is stored exactly once. A server that starts while the database is away
 * waits for it the same way. 200 leads sent by 20 visitors as the form sends them, across a
 * restart (every connection ended by the database, none accepted for 2 s), are stored exactly
 * once each. Runs when TEST_DATABASE_URL is set, as in CI.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '@site/db/database';
import { createTestSchema, TEST_DATABASE_URL } from '@site/db/test-databases';
import { DATABASE_RETRY_AFTER_S, RIDE_OVER_BLIP_MS } from '@site/db/unavailable';
import { startCuttableLink } from '@site/service-kit/test-tcp-proxy';
import { buildApp } from './app.ts';
import {
  addRemoteVersion,
  createShellDist,
  makeLive,
  makeTempDir,
  PLATFORM_TOKEN,
  removeDir,
  SOLUTIONS_ROUTE_TABLE,
  SOLUTIONS_V1,
} from './test-support/fixtures.ts';
import { FolderVersionStorage } from './deployments/folder-storage.ts';
import { sendLeadLikeTheForm } from './test-support/lead-like-the-form.ts';

const lead = (idempotencyKey: string) => ({
  form: 'contact',
  fields: { name: 'Ada Lovelace', email: 'ada@example.co.uk', company: 'Example Energy', message: 'Sent while the database restarts.' },
  idempotencyKey,
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A site server on a schema of its own, reaching PostgreSQL through a link the test cuts and
 * restores; cut before the server starts when `startCut`.
 */
async function serverBehindCuttableLink(schemaPrefix: string, { startCut = false, leadsRateLimit = 10 } = {}) {
  const database = await createTestSchema(TEST_DATABASE_URL ?? '', schemaPrefix);
  // Named, so a test can end this server's own connections as a PostgreSQL shutting down does.
  const applicationName = `${database.schema}_server`;
  const link = await startCuttableLink(`${database.url}&application_name=${applicationName}`, 5432);
  if (startCut) link.proxy.cut();
  const shellDist = await createShellDist();
  const deployRoot = await makeTempDir(schemaPrefix);
  const store = new FolderVersionStorage(deployRoot);
  await addRemoteVersion(store, 'solutions', SOLUTIONS_V1, SOLUTIONS_ROUTE_TABLE);
  const app = await buildApp({
    DEPLOY_ROOT: deployRoot,
    SHELL_DIST: shellDist,
    LOG_LEVEL: 'silent',
    PRERENDER: 'off',
    DATABASE_URL: link.url,
    PLATFORM_TOKEN,
    SEARCH_REFRESH_INTERVAL_MS: 60_000,
    LEADS_RATE_LIMIT_MAX: leadsRateLimit,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Solutions made live through the registry, while it can be reached.
  if (!startCut) await makeLive(app, store, 'solutions', SOLUTIONS_V1);
  const close = async () => {
    await app.close();
    await link.proxy.close();
    await database.drop();
    await Promise.all([removeDir(shellDist), removeDir(deployRoot)]);
  };
  const { port } = app.server.address() as AddressInfo;
  return { app, proxy: link.proxy, databaseUrl: database.url, applicationName, url: `http://127.0.0.1:${port}`, close };
}

describe.skipIf(!TEST_DATABASE_URL)('a server whose PostgreSQL goes away and comes back', () => {
  let server: Awaited<ReturnType<typeof serverBehindCuttableLink>>;
  const app = () => server.app;
  /** /readyz until it answers 200, or its last answer after `timeoutMs`. */
  const readyWithin = (timeoutMs: number) =>
    until(
      () => app().inject({ url: '/readyz' }),
      (response) => response.statusCode === 200,
      timeoutMs,
    );

  beforeAll(async () => {
    server = await serverBehindCuttableLink('outage');
    expect((await readyWithin(20_000)).statusCode).toBe(200);
  }, 60_000);

  afterAll(() => server?.close());

  test('not ready and 503 with Retry-After while it is away, pages still served, then ready again; the retried lead is stored once', async () => {
    expect((await app().inject({ method: 'POST', url: '/api/leads', payload: lead(randomUUID()) })).statusCode).toBe(201);
    expect((await app().inject({ url: '/solutions' })).statusCode).toBe(200);

    server.proxy.cut();
    const readiness = await until(
      () => app().inject({ url: '/readyz' }),
      (response) => response.statusCode === 503,
      5000,
    );
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ ready: false, database: 'unreachable' });

    const key = randomUUID();
    const refused = await app().inject({ method: 'POST', url: '/api/leads', payload: lead(key) });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(refused.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    // What is live, once read, is known without asking the database again: pages and the manifest are served.
    expect((await app().inject({ url: '/solutions' })).statusCode).toBe(200);
    expect((await app().inject({ url: '/remotes.json' })).statusCode).toBe(200);

    server.proxy.restore();
    expect((await readyWithin(15_000)).statusCode).toBe(200);
    // The form sends the same lead again, with the same key: stored once, however often it is sent.
    const stored = await until(
      () => app().inject({ method: 'POST', url: '/api/leads', payload: lead(key) }),
      (response) => response.statusCode < 500,
      10_000,
    );
    expect(stored.statusCode, stored.body).toBe(201);
    expect((await app().inject({ method: 'POST', url: '/api/leads', payload: lead(key) })).statusCode).toBeLessThan(300);
    const db = await openDatabase({ url: server.databaseUrl, maxConnections: 1 });
    try {
      const { rows } = await db.query<{ count: string }>('SELECT count(*) AS count FROM leads WHERE idempotency_key = $1', [key]);
      expect(Number(rows[0]?.count)).toBe(1);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe.skipIf(!TEST_DATABASE_URL)('a server that starts while its PostgreSQL is away', () => {
  let server: Awaited<ReturnType<typeof serverBehindCuttableLink>>;
  const app = () => server.app;

  beforeAll(async () => {
    server = await serverBehindCuttableLink('outage_start', { startCut: true });
  }, 60_000);

  afterAll(() => server?.close());

  test('it is not ready and answers a lead 503 at once meanwhile; once the database answers it opens it by itself and stores the lead', async () => {
    const readiness = await app().inject({ url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ ready: false, database: 'unreachable' });
    const key = randomUUID();
    const started = Date.now();
    const refused = await app().inject({ method: 'POST', url: '/api/leads', payload: lead(key) });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    // Refused once a blip's worth of tries is over, not held until the outage ends: the visitor's
    // form says so and keeps the text.
    expect(Date.now() - started).toBeLessThan(RIDE_OVER_BLIP_MS + 1500);

    server.proxy.restore();
    const ready = await until(
      () => app().inject({ url: '/readyz' }),
      (response) => response.statusCode === 200,
      20_000,
    );
    expect(ready.statusCode, ready.body).toBe(200);
    const stored = await app().inject({ method: 'POST', url: '/api/leads', payload: lead(key) });
    expect(stored.statusCode, stored.body).toBe(201);
  }, 60_000);
});

describe.skipIf(!TEST_DATABASE_URL)('200 leads while PostgreSQL restarts', () => {
  let server: Awaited<ReturnType<typeof serverBehindCuttableLink>>;

  beforeAll(async () => {
    // Every visitor on one address here: the per-address limit is not what is tested.
    server = await serverBehindCuttableLink('outage_restart', { leadsRateLimit: 1000 });
  }, 60_000);

  afterAll(() => server?.close());

  test('sent as the form sends them, from 20 visitors at once: exactly 200 stored, none twice', async () => {
    const keys = Array.from({ length: 200 }, () => randomUUID());
    let sent = 0;
    let failed: unknown;
    const visitors = Array.from({ length: 20 }, async (_, visitor) => {
      let refused = 0;
      for (let index = visitor; index < keys.length; index += 20) {
        const refusals = await sendLeadLikeTheForm(server.url, lead(keys[index] ?? '')).catch((error: unknown) => {
          failed = error;
          throw error;
        });
        refused += refusals.length;
        sent += 1;
      }
      return refused;
    });
    // A restart once a third are in: every connection of the server ended by the database (as a
    // shutdown does, 57P01), and none accepted for two seconds.
    while (sent < 70 && !failed) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failed).toBeUndefined();
    const admin = await openDatabase({ url: TEST_DATABASE_URL ?? '', maxConnections: 1 });
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [server.applicationName]);
    } finally {
      await admin.close();
    }
    server.proxy.cut();
    const restartedAt = sent;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    server.proxy.restore();
    const refusals = (await Promise.all(visitors)).reduce((sum, count) => sum + count, 0);

    const db = await openDatabase({ url: server.databaseUrl, maxConnections: 1 });
    try {
      const { rows } = await db.query<{ leads: string; keys: string }>('SELECT count(*) AS leads, count(DISTINCT idempotency_key) AS keys FROM leads');
      expect({ leads: Number(rows[0]?.leads), keys: Number(rows[0]?.keys) }).toEqual({ leads: 200, keys: 200 });
      const stored = await db.query<{ count: string }>('SELECT count(*) AS count FROM leads WHERE idempotency_key = ANY($1::uuid[])', [keys]);
      expect(Number(stored.rows[0]?.count)).toBe(200);
    } finally {
      await db.close();
    }
    // The restart did meet submissions: some were refused and sent again.
    expect(refusals).toBeGreaterThan(0);
    console.log(`200 leads across a PostgreSQL restart at lead ${restartedAt}: 200 stored, 0 duplicates, ${refusals} refusals sent again`);
  }, 90_000);
});
