/**
 * The site as a fleet runs it: two site servers behind nginx, on one PostgreSQL database and one
 * Redis. Whatever goes through the balancer, and whichever server answers, the fleet behaves as
 * one site.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import autocannon, { type Result } from 'autocannon';
import { openDatabase } from '@site/db/database';
import type { ServerStatusPayload } from '@site/contracts/admin-api';
import { HEAL_BACKOFF_MS, type FleetStatus } from '@site/operations/fleet';
import { TestAgent } from '@site/identity/test-sign-in';
import { candidateBuild, fetchThroughBalancer, fleetUnavailable, startTestFleet, waitUntilAllReady, type TestFleet } from '../support/fleet.ts';
import { PLATFORM_TOKEN, servedVersion } from '../support/site-server.ts';
import { visitorsLoad, type LoadOutcome } from '../support/visitor-load.ts';
import { sendLeadLikeTheForm, type LeadRefusal } from '@site/site/test-support/lead-like-the-form';

const unavailable = await fleetUnavailable();
const SEARCH_LIMIT = 6;
const SERVED_WITHIN_MS = 2000;
/** What visitors ask for while a fault happens: pages, the remotes manifest, health. */
const VISITOR_PATHS = ['/', '/solutions', '/remotes.json', '/legal/privacy-policy', '/healthz'];
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET load through the balancer for `seconds`, as autocannon measures it (for faults that leave connections to nginx alone). */
const autocannonLoad = (url: string, seconds: number) => {
  const load = autocannon({ url, connections: 8, duration: seconds, timeout: 10, requests: VISITOR_PATHS.map((path) => ({ path })) });
  load.on('reqError', (error) => console.log(`load: a request failed: ${String(error)}`));
  return load;
};

const failedGets = (result: Result) => ({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, sent: result.requests.sent });

/**
 * Leads sent one after another until stopped, each the way the site's form sends it: a failure
 * that may be retried (no answer, 502/503/504) is sent again with the same idempotency key until
 * it is stored; anything else fails the lead.
 */
function sendLeadsUntil(url: string, stopped: () => boolean) {
  const keys: string[] = [];
  const refusals: LeadRefusal[] = [];
  let failed: string | undefined;
  const sendOne = async (key: string) => {
    const lead = {
      form: 'contact',
      fields: { name: 'Fault Tester', email: `${key.slice(0, 8)}@example.co.uk`, company: 'Example Water', message: 'Sent while a fault happens.' },
      idempotencyKey: key,
    };
    refusals.push(...(await sendLeadLikeTheForm(url, lead, { retryMs: 250, attempts: 100 })));
  };
  const done = (async () => {
    while (!stopped() && !failed) {
      const key = randomUUID();
      keys.push(key);
      await sendOne(key).catch((error: unknown) => (failed = String(error)));
    }
  })();
  return { keys, refusals, done: done.then(() => failed) };
}

/** How many leads with these keys the database holds. */
async function storedLeads(databaseUrl: string, keys: readonly string[]): Promise<number> {
  const db = await openDatabase({ url: databaseUrl, maxConnections: 1 });
  try {
    const { rows } = await db.query<{ count: string }>('SELECT count(*) AS count FROM leads WHERE idempotency_key = ANY($1::uuid[])', [keys]);
    return Number(rows[0]?.count);
  } finally {
    await db.close();
  }
}

test.describe('a fleet of two servers behind nginx', () => {
  // CI has PostgreSQL, Redis and nginx (.ci/run installs it): there the fleet must run.
  test.skip(!!unavailable && !process.env.CI, unavailable);
  test.describe.configure({ mode: 'serial' });
  let fleet: TestFleet;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    fleet = await startTestFleet({ env: { SEARCH_RATE_LIMIT_MAX: String(SEARCH_LIMIT), LEADS_RATE_LIMIT_MAX: '100000' } });
  });
  test.afterAll(() => fleet?.close());

  const servers = () => fleet.servers as [TestFleet['servers'][number], TestFleet['servers'][number]];

  test('requests through nginx are spread over both servers, and each response names its server', async () => {
    const names = new Set<string | null>();
    // nginx takes a moment to reload after the last server became ready.
    const deadline = Date.now() + 5000;
    while (names.size < 2 && Date.now() < deadline) names.add((await fetchThroughBalancer(`${fleet.url}/healthz`)).headers.get('x-served-by'));
    expect([...names].sort()).toEqual(['site-1', 'site-2']);
  });

  test('one server prerenders every page for the fleet; the other serves them without rendering any', async () => {
    const health = await Promise.all(
      servers().map(async (server) => (await fetch(`${server.url}/healthz`)).json() as Promise<{ prerender: { role: string; lastRun: unknown } }>),
    );
    expect(health.map((answer) => answer.prerender.role).toSorted()).toEqual(['follows', 'renders']);
    const follower = servers()[health.findIndex((answer) => answer.prerender.role === 'follows')]!;
    expect(health.find((answer) => answer.prerender.role === 'follows')?.prerender.lastRun).toBeNull();
    for (const pagePath of ['/', '/pricing', '/partners']) {
      const page = await fetch(`${follower.url}${pagePath}`);
      expect(page.headers.get('x-served-by')).toBe(follower.name);
      expect(await page.text()).toContain(`data-prerendered-path="${pagePath}"`);
    }
  });

  test('a promote through one server is served by the other within 2 s (10 promotes)', async () => {
    const candidate = await candidateBuild('legal');
    try {
      const [a, b] = servers();
      const original = await servedVersion(b.url, 'legal');
      const published = await fleet.deploy('legal', candidate.dir);
      expect(published).not.toBe(original);
      const delays: number[] = [];
      for (let round = 0; round < 10; round++) {
        const version = round % 2 === 0 ? original : published;
        const started = Date.now();
        const promoted = await fetch(`${a.url}/api/registry/sections/legal/promote`, {
          method: 'POST',
          headers: { authorization: `Bearer ${PLATFORM_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ version, reason: 'fleet e2e' }),
        });
        expect(promoted.status, await promoted.text()).toBe(200);
        while ((await servedVersion(b.url, 'legal')) !== version) {
          expect(Date.now() - started, `the other server serves ${version} within ${SERVED_WITHIN_MS} ms`).toBeLessThan(SERVED_WITHIN_MS);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        delays.push(Date.now() - started);
      }
      delays.sort((x, y) => x - y);
      test.info().annotations.push({ type: 'promote-to-served', description: `median ${delays[5]} ms (${delays[0]}–${delays[9]} ms) over 10 promotes` });
      console.log(`promote through site-1, served by site-2: median ${delays[5]} ms (${delays[0]}–${delays[9]} ms) over 10 promotes`);
    } finally {
      await candidate.remove();
    }
  });

  test('a version published through the fleet is fetchable, byte for byte and immutable, from every server', async () => {
    const candidate = await candidateBuild('partners');
    try {
      const version = await fleet.deploy('partners', candidate.dir);
      const answers = await Promise.all(servers().map((server) => fetch(`${server.url}/remotes/partners/${version}/remoteEntry.js`)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toContain('immutable');
      }
      expect(answers[0]?.headers.get('etag')).toBeTruthy();
      expect(answers[0]?.headers.get('etag')).toBe(answers[1]?.headers.get('etag'));
      const [first, second] = await Promise.all(answers.map((answer) => answer.text()));
      expect(first).toContain('/* candidate');
      expect(second).toBe(first);
    } finally {
      await candidate.remove();
    }
  });

  test('a lead posted through the balancer is readable through both servers', async () => {
    const email = `fleet-${randomBytes(4).toString('hex')}@example.co.uk`;
    const posted = await fetchThroughBalancer(`${fleet.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form: 'contact',
        fields: { name: 'Fleet Visitor', email, company: 'Example Mutual', message: 'Posted through nginx.' },
        idempotencyKey: randomUUID(),
      }),
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const { id } = (await posted.json()) as { id: string };

    // Sign-in goes through the balancer; the session it opens is in the database, valid on every server.
    const editor = new TestAgent();
    const signedIn = await editor.signIn(fleet.url, 'editor@keyline.example', 'keyline-local-only');
    expect(signedIn.finalUrl).toContain('/admin/control-panel');
    // The session lives on the admin origin (the other loopback name, through the same balancer):
    // each server is asked directly, for that origin, as nginx asks it (the servers trust nginx's address).
    const adminOrigin = new URL(signedIn.finalUrl).origin;
    expect(adminOrigin).toBe(fleet.url.replace('//127.0.0.1:', '//localhost:'));
    for (const server of servers()) {
      for (const [name, value] of editor.cookies(adminOrigin)) editor.setCookie(server.url, name, value);
      const read = await editor.request(`${server.url}/api/admin/leads/${id}`, {
        headers: { accept: 'application/json', 'x-forwarded-host': new URL(adminOrigin).host },
      });
      expect(read.status, `${server.name}: ${await read.clone().text()}`).toBe(200);
      expect(read.headers.get('x-served-by')).toBe(server.name);
      expect(JSON.stringify(await read.json())).toContain(email);
    }
  });

  test('the search rate limit counts for the whole fleet, not per server', async () => {
    // One client address of its own (nginx adds the real one after it; the servers trust nginx).
    const client = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    // A different query each time: nginx answers a repeated one from its cache for a second, and no server counts it.
    let sent = 0;
    const search = () => fetchThroughBalancer(`${fleet.url}/api/search/pages?q=payments%20${sent++}`, { headers: { 'x-forwarded-for': client } });
    const answers = [];
    for (let request = 0; request < SEARCH_LIMIT; request++) answers.push(await search());
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: SEARCH_LIMIT }, () => 200));
    expect(new Set(answers.map((answer) => answer.headers.get('x-served-by'))).size).toBe(2);
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  test('kill -9 of one server during 10 s of load through nginx: no GET fails, every lead is stored exactly once, and the supervisor starts it again', async () => {
    test.setTimeout(90_000);
    const victim = servers()[1];
    const killedPid = victim.process.pid;
    let stopped = false;
    const leads = sendLeadsUntil(fleet.url, () => stopped);
    // Killed from outside (as the kernel's OOM killer or an operator would), with load well under
    // way, then 7 s more: nginx must have passed over it many times.
    const load = autocannonLoad(fleet.url, 10);
    await delay(3000);
    const killedAt = Date.now();
    process.kill(killedPid ?? 0, 'SIGKILL');
    const result = await load;
    stopped = true;
    expect(await leads.done).toBeUndefined();
    console.log(`kill -9 under load: ${JSON.stringify(failedGets(result))} GETs, ${leads.keys.length} leads (${leads.refusals.length} retried)`);
    expect(failedGets(result)).toEqual({ errors: 0, timeouts: 0, non2xx: 0, sent: result.requests.sent });
    expect(await storedLeads(fleet.databaseUrl, leads.keys)).toBe(leads.keys.length);
    // Started again by the supervisor after its first backoff, and back in service (a start takes
    // 5-30 s on a loaded 2-core machine).
    await waitUntilAllReady(fleet, 60_000);
    expect(victim.healed).toBe(1);
    expect(victim.process.pid).not.toBe(killedPid);
    expect(fleet.reports).toContainEqual(`${victim.name} exited on its own (SIGKILL); starting it again in 1 s`);
    expect(fleet.reports.some((line) => line.startsWith(`${victim.name} is running again (pid `))).toBe(true);
    // Reported where an operator looks: the supervisor's own readiness, and the admin's Status page (from the audit log, which notifications follow).
    const supervisor = (await (await fetch(`${fleet.statusUrl}/readyz`)).json()) as FleetStatus & { ready: boolean };
    expect(supervisor).toMatchObject({ ready: true, stopping: false });
    expect(supervisor.servers.find((server) => server.name === victim.name)).toMatchObject({
      running: true,
      ready: true,
      healed: 1,
      lastExit: { why: 'SIGKILL' },
    });
    const status = await fetchThroughBalancer(`${fleet.url}/api/admin/status`, {
      headers: { authorization: `Bearer ${PLATFORM_TOKEN}`, accept: 'application/json' },
    });
    expect(status.status, await status.clone().text()).toBe(200);
    expect(((await status.json()) as ServerStatusPayload).servers.restarts).toMatchObject([
      { server: victim.name, exit: 'SIGKILL', backoffMs: 1000, crashesInARow: 1 },
    ]);
    console.log(`kill -9: ${victim.name} ready again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after it was killed`);
  });

  test('Redis stopping mid-run: pages, search and leads go on (served uncounted meanwhile)', async () => {
    test.setTimeout(60_000);
    const load = autocannonLoad(fleet.url, 8);
    await delay(2000);
    await fleet.redis.cut();
    await delay(1000);
    const search = await fetchThroughBalancer(`${fleet.url}/api/search/pages?q=payments`, { headers: { 'x-forwarded-for': '10.200.0.1' } });
    expect(search.status).toBe(200);
    let stopped = false;
    const leads = sendLeadsUntil(fleet.url, () => stopped);
    await delay(2000);
    stopped = true;
    expect(await leads.done).toBeUndefined();
    expect(leads.refusals).toEqual([]);
    await fleet.redis.restore();
    const result = await load;
    expect(failedGets(result)).toEqual({ errors: 0, timeouts: 0, non2xx: 0, sent: result.requests.sent });
  });

  test('PostgreSQL restarting mid-run: readiness drops and comes back by itself; leads get 503 with Retry-After meanwhile, and none is lost', async () => {
    test.setTimeout(90_000);
    let stopped = false;
    const leads = sendLeadsUntil(fleet.url, () => stopped);
    // Readiness changes reload nginx, which closes connections: load from clients that honour that.
    const load = visitorsLoad(fleet.url, { connections: 8, seconds: 12, paths: VISITOR_PATHS });
    await delay(2000);
    await fleet.database.cut();
    // The supervisor reloads nginx once readiness has settled (READINESS_SETTLE_MS).
    const deadline = Date.now() + 10_000;
    while (fleet.servers.some((server) => server.ready) && Date.now() < deadline) await delay(50);
    expect(fleet.servers.map((server) => server.ready)).toEqual([false, false]);
    await delay(2000);
    await fleet.database.restore();
    await waitUntilAllReady(fleet, 20_000);
    stopped = true;
    expect(await leads.done).toBeUndefined();
    expect(leads.refusals.length).toBeGreaterThan(0);
    expect(leads.refusals.every((refusal) => refusal.status === 503 && refusal.retryAfter === '5')).toBe(true);
    expect(await storedLeads(fleet.databaseUrl, leads.keys)).toBe(leads.keys.length);
    const result = await load;
    expect(result).toEqual({ sent: result.sent, non2xx: {}, failed: [], resent: result.resent });
  });

  test('a rolling restart of every server under load loses no request', async () => {
    // Two drains and two start-ups under load: each start-up may take its supervisor's full minute on a loaded machine.
    test.setTimeout(240_000);
    let stopped = false;
    const leads = sendLeadsUntil(fleet.url, () => stopped);
    let restarting = true;
    // As long as the restarts take. Readiness changes reload nginx, which closes connections: load
    // from clients that honour that.
    const load = (async () => {
      const outcomes: LoadOutcome[] = [];
      while (restarting) outcomes.push(await visitorsLoad(fleet.url, { connections: 8, seconds: 3, paths: VISITOR_PATHS }));
      return outcomes;
    })();
    // What `npm run fleet -- restart` asks for. Each server in turn: SIGTERM, so it fails /readyz,
    // nginx stops sending it work and requests in flight finish; then it starts again and is ready
    // at once (the pages are prerendered already, by the fleet) before the next one stops.
    const pids = fleet.servers.map((server) => server.process.pid);
    const started = Date.now();
    await fleet.rollingRestart();
    await waitUntilAllReady(fleet, 10_000);
    expect(fleet.servers.map((server) => server.process.pid).filter((pid) => pids.includes(pid))).toEqual([]);
    restarting = false;
    const restartSeconds = ((Date.now() - started) / 1000).toFixed(1);
    const outcomes = await load;
    stopped = true;
    expect(await leads.done).toBeUndefined();
    expect(leads.refusals).toEqual([]);
    expect(await storedLeads(fleet.databaseUrl, leads.keys)).toBe(leads.keys.length);
    const total = {
      sent: outcomes.reduce((sum, outcome) => sum + outcome.sent, 0),
      non2xx: Object.assign({}, ...outcomes.map((outcome) => outcome.non2xx)) as Record<number, number>,
      failed: outcomes.flatMap((outcome) => outcome.failed),
      resent: outcomes.reduce((sum, outcome) => sum + outcome.resent, 0),
    };
    console.log(`rolling restart under load (${restartSeconds} s): ${JSON.stringify(total)} GETs, ${leads.keys.length} leads`);
    expect(total).toEqual({ sent: total.sent, non2xx: {}, failed: [], resent: total.resent });
  });

  test('a rollback survives a restart of the fleet: its start deploys nothing over what is live', async () => {
    test.setTimeout(240_000);
    const candidate = await candidateBuild('legal');
    try {
      const before = await servedVersion(fleet.url, 'legal');
      expect(before).toBeTruthy();
      const candidateVersion = await fleet.deploy('legal', candidate.dir);
      const release = (action: string, body: object) =>
        fetchThroughBalancer(`${fleet.url}/api/registry/sections/legal/${action}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${PLATFORM_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, reason: 'fleet e2e: restart' }),
        });
      // The version before it again, then rolled back: the candidate is live, not the checkout's build.
      expect((await release('promote', { version: before, expectLive: candidateVersion })).status).toBe(200);
      expect((await release('rollback', { expectLive: before })).status).toBe(200);
      // Each server hears of it within milliseconds (the balancer may ask either).
      await expect.poll(() => servedVersion(fleet.url, 'legal')).toBe(candidateVersion);

      // As `npm run fleet` starts it: deploy-local, then every server.
      expect(await fleet.deployLocal()).toContain(`legal: ${candidateVersion} stays live; this checkout's build`);
      for (const server of servers()) {
        await server.restart();
        await waitUntilAllReady(fleet, 60_000);
      }
      for (const server of servers()) expect(await servedVersion(server.url, 'legal')).toBe(candidateVersion);
      const history = (await (
        await fetchThroughBalancer(`${fleet.url}/api/registry/history?section=legal&limit=1`, { headers: { authorization: `Bearer ${PLATFORM_TOKEN}` } })
      ).json()) as { entries: { action: string; toVersion: string }[] };
      expect(history.entries[0]).toMatchObject({ action: 'rollback', toVersion: candidateVersion });
      expect((await release('promote', { version: before, expectLive: candidateVersion })).status).toBe(200);
    } finally {
      await candidate.remove();
    }
  });

  test('stopping the last server says that nginx now answers 502 to everyone, instead of saying nothing', async () => {
    test.setTimeout(120_000);
    for (const server of servers()) await server.stop('SIGTERM');
    expect(fleet.reports.at(-1)).toBe('no site server is running: nginx answers 502 to every request until one is back');
    // Stopped on purpose: not started again behind the operator's back.
    await delay(HEAL_BACKOFF_MS[0] + 500);
    expect(servers().every((server) => server.process.exitCode !== null || server.process.signalCode !== null)).toBe(true);
    for (const server of servers()) await server.start();
    await waitUntilAllReady(fleet, 60_000);
  });
});
