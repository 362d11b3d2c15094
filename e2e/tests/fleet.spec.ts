/**
 * The site as a fleet runs it: two site servers behind nginx, on one PostgreSQL database and one
 * Redis. Whatever goes through the balancer, and whichever server answers, the fleet behaves as
 * one site.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { TestAgent } from '@site/identity/test-sign-in';
import { candidateBuild, fleetUnavailable, startTestFleet, type TestFleet } from '../support/fleet.ts';
import { PLATFORM_TOKEN, servedVersion } from '../support/site-server.ts';

const unavailable = await fleetUnavailable();
const SEARCH_LIMIT = 6;
const SERVED_WITHIN_MS = 2000;

test.describe('a fleet of two servers behind nginx', () => {
  // CI has PostgreSQL, Redis and nginx (.ci/run installs it): there the fleet must run.
  test.skip(!!unavailable && !process.env.CI, unavailable);
  test.describe.configure({ mode: 'serial' });
  let fleet: TestFleet;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fleet = await startTestFleet({ env: { SEARCH_RATE_LIMIT_MAX: String(SEARCH_LIMIT) } });
  });
  test.afterAll(() => fleet?.close());

  const servers = () => fleet.servers as [TestFleet['servers'][number], TestFleet['servers'][number]];

  test('requests through nginx are spread over both servers, and each response names its server', async () => {
    const names = new Set<string | null>();
    for (let request = 0; request < 10; request++) names.add((await fetch(`${fleet.url}/healthz`)).headers.get('x-served-by'));
    expect([...names].sort()).toEqual(['site-1', 'site-2']);
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
    const posted = await fetch(`${fleet.url}/api/leads`, {
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
    for (const server of servers()) {
      for (const [name, value] of editor.cookies(fleet.url)) editor.setCookie(server.url, name, value);
      const read = await editor.request(`${server.url}/api/admin/leads/${id}`, { headers: { accept: 'application/json' } });
      expect(read.status, `${server.name}: ${await read.clone().text()}`).toBe(200);
      expect(read.headers.get('x-served-by')).toBe(server.name);
      expect(JSON.stringify(await read.json())).toContain(email);
    }
  });

  test('the search rate limit counts for the whole fleet, not per server', async () => {
    // One client address of its own (nginx adds the real one after it; the servers trust nginx).
    const client = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const search = () => fetch(`${fleet.url}/api/search/pages?q=payments`, { headers: { 'x-forwarded-for': client } });
    const answers = [];
    for (let request = 0; request < SEARCH_LIMIT; request++) answers.push(await search());
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: SEARCH_LIMIT }, () => 200));
    expect(new Set(answers.map((answer) => answer.headers.get('x-served-by'))).size).toBe(2);
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
