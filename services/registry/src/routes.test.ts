import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '@site/db/database';
import { migrate } from '@site/db/migrate';
import { createApiToken } from '@site/identity/api-tokens';
import { BREAK_GLASS_LABEL } from '@site/identity/principal';
import { describeOnEachDatabase, openTestDatabase } from '@site/db/test-databases';
import {
  approveResponseSchema,
  gcResponseSchema,
  historyResponseSchema,
  promoteResponseSchema,
  rollbackResponseSchema,
  sectionsResponseSchema,
  versionDiffSchema,
  versionListResponseSchema,
} from '@site/contracts/registry-api';
import { buildRegistryApp } from './app.ts';
import { networkKey, newVisitorId, signVisitorId, verifyVisitorCookie } from './cohort.ts';
import { routeTable, SHELL, versionInput, visitorsOf } from './test-builds.ts';

const TOKEN = 'test-platform-token-0123456789';
const CONFIG = {
  LOG_LEVEL: 'silent',
  CANARY_MIN_SAMPLES: 20,
  CANARY_ERROR_MARGIN_PCT: 0,
  CANARY_VITALS_MARGIN_PCT: 20,
  BEACON_RATE_LIMIT_MAX: 1000,
  REMOTE_RETENTION_HOURS: 24,
  SHELL_DIST: '/nonexistent',
  PLATFORM_TOKEN: TOKEN,
} as const;
/** The site's cohort-cookie secret in these tests: the registry reads signed cohort ids as the site does. */
const COHORT_SECRET = 'cohort-secret-for-tests-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };

type Injected = { statusCode: number; headers: Record<string, unknown>; body: string };

function expectJsonError(response: Injected, statusCode: number, message?: RegExp): void {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body);
  expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String), statusCode });
  if (message) expect(body.message).toMatch(message);
}

/** Who sent a beacon, read as the site reads it: the signed cohort id in its cookie, and the client network it came from. */
const visitorOf = (request: FastifyRequest) => ({
  id: verifyVisitorCookie(/site_cohort=([^;]+)/.exec(String(request.headers.cookie ?? ''))?.[1], COHORT_SECRET),
  network: networkKey(request.ip, COHORT_SECRET),
});

/** One page view's load, as a visitor's browser reports it with its signed cohort cookie. */
const load = (visitor: string | null, section: string, version: string, ok: boolean, extra: Record<string, unknown> = {}) =>
  [
    JSON.stringify([{ section, version, ok, loadMs: ok ? 80 : 300, pageView: newVisitorId(), ...extra }]),
    'text/plain;charset=UTF-8',
    visitor ? `site_cohort=${signVisitorId(visitor, COHORT_SECRET)}` : undefined,
  ] as const;

async function openApp(
  db: Database,
  overrides: Partial<Record<keyof typeof CONFIG | 'RELEASE_APPROVAL', unknown>> = {},
  shell = async () => SHELL,
): Promise<FastifyInstance> {
  const app = await buildRegistryApp({ ...CONFIG, ...overrides } as typeof CONFIG, db, { shell, visitorOf });
  await app.ready();
  return app;
}

describeOnEachDatabase('registry API', (target) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    await migrate(db);
    app = await openApp(db);
  });
  beforeEach(() =>
    db.exec('TRUNCATE remote_loads, remote_vitals, release_history, releases, release_approvals, remote_versions, audit_log, api_tokens, preview_links'),
  );
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const publish = (body: unknown, headers: Record<string, string> = AUTH) =>
    app.inject({ method: 'POST', url: '/api/registry/versions', payload: body as Record<string, unknown>, headers });
  const promote = (section: string, body: unknown, headers: Record<string, string> = AUTH) =>
    app.inject({ method: 'POST', url: `/api/registry/sections/${section}/promote`, payload: body as Record<string, unknown>, headers });
  const rollback = (section: string, body?: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/registry/sections/${section}/rollback`,
      headers: AUTH,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const beacon = (payload: string, contentType = 'text/plain;charset=UTF-8', cookie?: string, server: FastifyInstance = app, remoteAddress = '127.0.0.1') =>
    server.inject({
      method: 'POST',
      url: '/api/registry/loads',
      remoteAddress,
      payload,
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    });

  /** A scoped API token, as an ADMIN creates it on the site. */
  const scopedToken = async (name: string, sections: string[], operations: Parameters<typeof createApiToken>[1]['operations']) => ({
    authorization: `Bearer ${(await createApiToken(db, { name, sections, operations, expiresAt: new Date(Date.now() + 3_600_000) }, 'test')).secret}`,
  });

  describe('every route but the beacon needs credentials', () => {
    test.each([
      ['GET', '/api/registry/sections', undefined],
      ['GET', '/api/registry/versions', undefined],
      ['GET', '/api/registry/history', undefined],
      ['GET', '/api/registry/diff?section=legal&a=1&b=2', undefined],
      ['GET', '/api/registry/audit', undefined],
      ['POST', '/api/registry/versions', versionInput('legal', '1.0.0')],
      ['POST', '/api/registry/sections/legal/promote', { version: '1.0.0' }],
      ['POST', '/api/registry/sections/legal/rollback', {}],
      ['POST', '/api/registry/sections/legal/versions/1.0.0/approve', {}],
      ['POST', '/api/registry/gc', {}],
    ] as const)('%s %s: 401 without a token and with a wrong one', async (method, url, payload) => {
      const none = await app.inject({ method, url, payload });
      expectJsonError(none, 401, /Bearer/);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
      expectJsonError(await app.inject({ method, url, payload, headers: { authorization: 'Bearer wrong-token-wrong-token' } }), 401, /not valid/);
      expectJsonError(
        await app.inject({ method, url, payload, headers: { authorization: 'Bearer kl_aaaaaaaaaaaa_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' } }),
        401,
        /not valid/,
      );
      expectJsonError(await app.inject({ method, url, payload, headers: { authorization: TOKEN } }), 401);
      if (method === 'POST') {
        // Refused before the body is looked at.
        expectJsonError(await app.inject({ method, url, payload: '{not json', headers: { 'content-type': 'application/json' } }), 401);
      }
    });

    test('a scoped token may do what it names, on the sections it names, and nothing else', async () => {
      const legalCi = await scopedToken('legal-ci', ['legal'], ['registry:publish', 'registry:promote']);
      expect((await publish(versionInput('legal', '1.0.0'), legalCi)).statusCode).toBe(201);
      expectJsonError(await publish(versionInput('partners', '1.0.0'), legalCi), 403, /token:legal-ci may not registry:publish on partners/);
      expectJsonError(await promote('solutions', { version: '1.0.0' }, legalCi), 403, /on solutions/);
      expect((await promote('legal', { version: '1.0.0' }, legalCi)).statusCode).toBe(200);
      expectJsonError(await app.inject({ method: 'POST', url: '/api/registry/sections/legal/rollback', headers: legalCi }), 403, /registry:rollback/);
      expectJsonError(await app.inject({ url: '/api/registry/versions', headers: legalCi }), 403, /registry:read/);
      expectJsonError(await app.inject({ method: 'POST', url: '/api/registry/gc', payload: { section: 'legal' }, headers: legalCi }), 403, /registry:gc/);
      const [entry] = (await app.inject({ url: '/api/registry/history?section=legal&limit=1', headers: AUTH })).json().entries;
      expect(entry).toMatchObject({ action: 'promote', actor: 'token:legal-ci' });
    });

    test('without PLATFORM_TOKEN the break-glass token does not exist', async () => {
      const locked = await openApp(db, { PLATFORM_TOKEN: undefined });
      try {
        expectJsonError(await locked.inject({ method: 'POST', url: '/api/registry/gc', payload: {}, headers: AUTH }), 401, /not valid/);
        expectJsonError(await locked.inject({ url: '/api/registry/versions', headers: AUTH }), 401);
      } finally {
        await locked.close();
      }
    });
  });

  test('publish → promote → canary → rollback over HTTP, with history and actor', async () => {
    const created = await publish(versionInput('legal', '1.0.0'), await scopedToken('legal-ci', ['legal'], ['registry:publish']));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ outcome: 'created', version: { section: 'legal', version: '1.0.0', publishedBy: 'token:legal-ci' } });
    expect((await publish(versionInput('legal', '1.0.0'))).json()).toMatchObject({ outcome: 'exists' });
    expectJsonError(await publish(versionInput('legal', '1.0.0', {}, 'other build')), 409, /different files/);
    expect((await publish(versionInput('legal', '1.1.0'))).statusCode).toBe(201);

    const live = await promote('legal', { version: '1.0.0', reason: 'first release' });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json()).toMatchObject({ action: 'promote', release: { section: 'legal', live: '1.0.0', canary: null } });
    const canary = await promote('legal', { version: '1.1.0', canaryPercent: 10 });
    expect(canary.json()).toMatchObject({ action: 'canary', release: { live: '1.0.0', canary: { version: '1.1.0', percent: 10 } } });
    expect((await rollback('legal')).json()).toMatchObject({ action: 'canary-abort', release: { live: '1.0.0', canary: null } });
    expect((await promote('legal', { version: '1.1.0' })).json()).toMatchObject({ action: 'promote', release: { live: '1.1.0' } });
    const back = await rollback('legal', { reason: 'broken footer' });
    expect(back.json()).toMatchObject({ action: 'rollback', release: { live: '1.0.0' } });
    expectJsonError(await rollback('legal'), 409, /no earlier live version/);

    const versions = (await app.inject({ url: '/api/registry/versions?section=legal', headers: AUTH })).json().versions;
    expect(versions.map((version: { version: string; live: boolean }) => [version.version, version.live])).toEqual([
      ['1.1.0', false],
      ['1.0.0', true],
    ]);
    const detail = await app.inject({ url: '/api/registry/sections/legal/versions/1.0.0', headers: AUTH });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ integrity: versionInput('legal', '1.0.0').integrity, routeTable: { routes: expect.any(Array) } });
    const history = (await app.inject({ url: '/api/registry/history?section=legal&limit=3', headers: AUTH })).json().entries;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['rollback', 'promote', 'canary-abort']);
    expect(history[0]).toMatchObject({ reason: 'broken footer', actor: BREAK_GLASS_LABEL });
    const diff = await app.inject({ url: '/api/registry/diff?section=legal&a=1.0.0&b=1.1.0', headers: AUTH });
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json()).toMatchObject({ a: '1.0.0', b: '1.1.0', bytes: { delta: 0 } });
  });

  test("every answer the admin's releases page reads is what the registry contract says, a progressive canary's plan included", async () => {
    await publish(versionInput('partners', '2.0.0'));
    await publish(versionInput('partners', '2.1.0'));
    promoteResponseSchema.parse((await promote('partners', { version: '2.0.0', reason: 'first' })).json());
    const stepped = await promote('partners', { version: '2.1.0', canaryPercent: 5, steps: [5, 25, 100], stepIntervalSeconds: 600 });
    expect(stepped.statusCode, stepped.body).toBe(200);
    expect(promoteResponseSchema.parse(stepped.json()).release.canary?.plan).toMatchObject({ steps: [5, 25, 100], intervalSeconds: 600 });
    const read = async (url: string) => {
      const response = await app.inject({ url, headers: AUTH });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const partners = sectionsResponseSchema.parse(await read('/api/registry/sections')).sections.find((entry) => entry.section === 'partners');
    expect(partners?.canary?.plan?.intervalSeconds).toBe(600);
    versionListResponseSchema.parse(await read('/api/registry/versions?section=partners'));
    historyResponseSchema.parse(await read('/api/registry/history?section=partners&limit=5'));
    versionDiffSchema.parse(await read('/api/registry/diff?section=partners&a=2.0.0&b=2.1.0'));
    rollbackResponseSchema.parse((await rollback('partners', { reason: 'enough' })).json());
    const gc = await app.inject({ method: 'POST', url: '/api/registry/gc', payload: { section: 'partners', keep: 0, dryRun: true }, headers: AUTH });
    gcResponseSchema.parse(gc.json());
  });

  test('the contract gate refusal names the failing requirement', async () => {
    const response = await publish(
      versionInput('partners', '2.0.0', {
        shared: [
          { name: 'react', requiredVersion: '^20.0.0' },
          { name: 'zustand', requiredVersion: '^5.0.0' },
        ],
      }),
    );
    expectJsonError(response, 409, /not compatible with the live shell/);
    expect(response.json().failures).toEqual([
      'react requires ^20.0.0 but the live shell provides 19.3.1',
      'zustand is required but the live shell does not share it',
    ]);
  });

  test('a shell that cannot be read is a 503 that says so, not a generic 500', async () => {
    const blind = await openApp(db, {}, async () => {
      throw new Error('/srv/shell/dist/build-info.json is missing');
    });
    try {
      expectJsonError(
        await blind.inject({ method: 'POST', url: '/api/registry/versions', payload: versionInput('legal', '1.0.0'), headers: AUTH }),
        503,
        /build-info\.json is missing/,
      );
    } finally {
      await blind.close();
    }
  });

  describe('unknown sections and versions are 404', () => {
    test.each([
      ['GET', '/api/registry/versions?section=blog', undefined],
      ['GET', '/api/registry/sections/blog/versions/1.0.0', undefined],
      ['GET', '/api/registry/sections/legal/versions/9.9.9', undefined],
      ['GET', '/api/registry/diff?section=legal&a=1.0.0&b=9.9.9', undefined],
      ['GET', '/api/registry/history?section=blog', undefined],
      ['POST', '/api/registry/sections/blog/promote', { version: '1.0.0' }],
      ['POST', '/api/registry/sections/legal/promote', { version: '9.9.9' }],
      ['POST', '/api/registry/sections/blog/rollback', {}],
      ['POST', '/api/registry/gc', { section: 'blog' }],
      ['GET', '/api/registry/nothing-here', undefined],
    ] as const)('%s %s', async (method, url, payload) => {
      await publish(versionInput('legal', '1.0.0'));
      expectJsonError(await app.inject({ method, url, headers: AUTH, ...(payload ? { payload } : {}) }), 404);
    });
  });

  test('a version’s files come from the registry’s storage or a listed CDN origin: any other is refused at publish and at check, naming the origin and the setting', async () => {
    const cdn = 'https://cdn.keyline.example';
    const listing = await buildRegistryApp({ ...CONFIG, REMOTE_CDN_ORIGINS: [cdn] }, db, { shell: async () => SHELL, visitorOf });
    try {
      const legalCi = await scopedToken('legal-ci', ['legal'], ['registry:publish', 'registry:read']);
      const onto = (manifestUrl: string, version = '1.0.0') => ({ ...versionInput('legal', version), manifestUrl });
      for (const url of ['/api/registry/versions', '/api/registry/versions/check']) {
        const refused = await listing.inject({ method: 'POST', url, headers: legalCi, payload: onto('https://attacker.example/legal/mf-manifest.json') });
        expectJsonError(
          refused,
          400,
          /^https:\/\/attacker\.example is not a place this site loads section files from\..*REMOTE_CDN_ORIGINS \(now: https:\/\/cdn\.keyline\.example\)/,
        );
      }
      // Nothing was recorded, so there is nothing to promote or put in canary.
      expect((await listing.inject({ url: '/api/registry/versions', headers: legalCi })).json()).toMatchObject({ versions: [] });
      expectJsonError(await promote('legal', { version: '1.0.0', canaryPercent: 1 }), 404);
      expect(
        (await listing.inject({ method: 'POST', url: '/api/registry/versions', headers: legalCi, payload: onto(`${cdn}/legal/1.0.0/mf-manifest.json`) }))
          .statusCode,
      ).toBe(201);
      expect(
        (
          await listing.inject({
            method: 'POST',
            url: '/api/registry/versions',
            headers: legalCi,
            payload: onto('/remotes/legal/1.1.0/mf-manifest.json', '1.1.0'),
          })
        ).statusCode,
      ).toBe(201);
      // The registry that lists no CDN refuses that origin too: the setting is what allows it.
      expectJsonError(await publish(onto(`${cdn}/legal/1.2.0/mf-manifest.json`, '1.2.0')), 400, /\(now: none\)/);
    } finally {
      await listing.close();
    }
  });

  test('a registry:read token limited to a section reads that section alone: lists and status are filtered, a request naming another is 403', async () => {
    for (const [section, version] of [
      ['legal', '1.0.0'],
      ['legal', '1.1.0'],
      ['partners', '2.0.0'],
      ['partners', '2.1.0'],
    ] as const) {
      expect((await publish(versionInput(section, version))).statusCode).toBe(201);
      expect((await promote(section, { version })).statusCode).toBe(200);
    }
    const legalReader = await scopedToken('legal-reader', ['legal'], ['registry:read']);
    const read = async (url: string, headers = legalReader) => {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    const versions = versionListResponseSchema.parse(await read('/api/registry/versions')).versions;
    expect(versions.map((version) => `${version.section}@${version.version}`).toSorted()).toEqual(['legal@1.0.0', 'legal@1.1.0']);
    expect(sectionsResponseSchema.parse(await read('/api/registry/sections')).sections.map((section) => section.section)).toEqual(['legal']);
    const history = historyResponseSchema.parse(await read('/api/registry/history?limit=500')).entries;
    expect(history.length).toBeGreaterThan(0);
    expect(new Set(history.map((entry) => entry.section))).toEqual(new Set(['legal']));
    // The limit counts the readable entries: the newest partners entries do not crowd legal's out.
    expect(historyResponseSchema.parse(await read('/api/registry/history?limit=2')).entries.map((entry) => entry.section)).toEqual(['legal', 'legal']);
    expect((await read('/api/registry/sections/legal/versions/1.0.0')).version).toBe('1.0.0');
    expect(versionDiffSchema.parse(await read('/api/registry/diff?section=legal&a=1.0.0&b=1.1.0'))).toBeDefined();
    for (const url of [
      '/api/registry/versions?section=partners',
      '/api/registry/history?section=partners',
      '/api/registry/sections/partners/versions/2.0.0',
      '/api/registry/diff?section=partners&a=2.0.0&b=2.1.0',
    ]) {
      expectJsonError(await app.inject({ url, headers: legalReader }), 403, /^token:legal-reader may not registry:read on partners: it reads legal only\.$/);
    }
    // A token of two sections reads both; the break-glass token (like a person's role) reads every section.
    const twoSections = await scopedToken('two-sections', ['legal', 'partners'], ['registry:read']);
    expect(versionListResponseSchema.parse(await read('/api/registry/versions', twoSections)).versions).toHaveLength(4);
    expect(sectionsResponseSchema.parse(await read('/api/registry/sections', AUTH)).sections.length).toBeGreaterThan(2);
    expect(new Set(historyResponseSchema.parse(await read('/api/registry/history', AUTH)).entries.map((entry) => entry.section))).toEqual(
      new Set(['legal', 'partners']),
    );
  });

  describe('malformed input is 400 JSON, never 5xx', () => {
    const input = versionInput('legal', '1.0.0');
    test.each([
      ['a wrong type', { ...input, bytes: '1000' }],
      ['an extra field', { ...input, live: true }],
      ['a missing field', Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'integrity'))],
      ['a bad version string', { ...input, version: '../../etc/passwd' }],
      ['a version with a space', { ...input, version: '1.0 beta' }],
      ['an unknown section', { ...input, section: 'blog' }],
      ['a huge exposes array', { ...input, exposes: Array.from({ length: 51 }, (_, index) => `./m${index}`) }],
      ['a huge shared array', { ...input, shared: Array.from({ length: 201 }, (_, index) => ({ name: `lib${index}`, requiredVersion: null })) }],
      ['a bad digest', { ...input, integrity: { 'remoteEntry.js': 'md5-abc' } }],
      ['a path escaping the folder', { ...input, integrity: { '../remoteEntry.js': input.integrity['remoteEntry.js'] } }],
      ['a route table breaking the contract', { ...input, routeTable: routeTable('legal', ['no-leading-slash']) }],
      ['a route table with extra fields', { ...input, routeTable: { ...input.routeTable, extra: 1 } }],
      ['a bad builtAt', { ...input, builtAt: 'yesterday' }],
      ['an array', [input]],
    ])('publish with %s', async (_name, body) => {
      expectJsonError(await publish(body), 400);
    });

    test.each([
      ['no version', {}],
      ['a bad version', { version: 'a/b' }],
      ['canaryPercent 100', { version: '1.0.0', canaryPercent: 100 }],
      ['canaryPercent as a string', { version: '1.0.0', canaryPercent: '10' }],
      ['an extra field', { version: '1.0.0', force: true }],
      ['a huge reason', { version: '1.0.0', reason: 'x'.repeat(501) }],
    ])('promote with %s', async (_name, body) => {
      expectJsonError(await promote('legal', body), 400);
    });

    test.each([
      ['GET', '/api/registry/versions?section=Not_A_Section', undefined, {}],
      ['GET', '/api/registry/versions?nope=1', undefined, {}],
      ['GET', '/api/registry/sections/legal/versions/bad%20version', undefined, {}],
      ['GET', '/api/registry/diff?section=legal&a=1.0.0', undefined, {}],
      ['GET', '/api/registry/history?limit=0', undefined, {}],
      ['GET', '/api/registry/history?limit=abc', undefined, {}],
      ['GET', '/api/registry/sections?windowHours=-1', undefined, {}],
      ['POST', '/api/registry/gc', { keep: -1 }, AUTH],
      ['POST', '/api/registry/gc', { keep: 'all' }, AUTH],
      ['POST', '/api/registry/sections/legal/rollback', { reason: 1 }, AUTH],
      ['POST', '/api/registry/sections/legal/promote', '{not json', { ...AUTH, 'content-type': 'application/json' }],
      ['POST', '/api/registry/sections/legal/promote', { version: '1.0.0' }, { ...AUTH, 'x-actor': 'has spaces in it' }],
      ['POST', '/api/registry/sections/legal/promote', { version: '1.0.0' }, { ...AUTH, 'x-actor': 'a'.repeat(65) }],
    ] as const)('%s %s %j', async (method, url, payload, headers) => {
      const response = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expectJsonError(response, response.statusCode);
    });

    test.each([
      ['not JSON', 'hello'],
      ['an empty body', ''],
      ['an object without loads', '{"reports": []}'],
      ['an empty array', '[]'],
      ['a wrong type', JSON.stringify([{ section: 'legal', version: '1.0.0', cohort: 'live', ok: 'true' }])],
      ['a bad version', JSON.stringify([{ section: 'legal', version: '../x', cohort: 'live', ok: true }])],
      ['an extra field', JSON.stringify([{ section: 'legal', version: '1.0.0', cohort: 'live', ok: true, ip: '1.2.3.4' }])],
      ['51 loads', JSON.stringify(Array.from({ length: 51 }, () => ({ section: 'legal', version: '1', cohort: 'live', ok: true })))],
      [
        'a vital of an unknown metric',
        JSON.stringify({ vitals: [{ section: 'legal', version: '1', name: 'FID', value: 1, page: '/', pageView: newVisitorId() }] }),
      ],
      ['a vital without a page view', JSON.stringify({ vitals: [{ section: 'legal', version: '1', name: 'LCP', value: 1, page: '/' }] })],
      ['a negative vital', JSON.stringify({ vitals: [{ section: 'legal', version: '1', name: 'INP', value: -5, page: '/', pageView: newVisitorId() }] })],
    ])('beacon with %s', async (_name, payload) => {
      expectJsonError(await beacon(payload), 400);
    });

    test('a beacon over 8 KB is 413; another content type is 415', async () => {
      const big = JSON.stringify([{ section: 'legal', version: '1.0.0', cohort: 'live', ok: false, error: 'x'.repeat(9000) }]);
      expectJsonError(await beacon(big), 413);
      expectJsonError(await beacon('[]', 'application/x-www-form-urlencoded'), 415);
    });
  });

  test('a beacon carries the page vitals of a load it reports, and the status shows their p75 to a reader', async () => {
    await publish(versionInput('legal', '1.0.0'));
    await promote('legal', { version: '1.0.0' });
    const pageView = newVisitorId();
    const vital = (name: string, value: number) => ({ section: 'legal', version: '1.0.0', name, value, page: '/legal/:policy', pageView });
    const answer = await beacon(
      JSON.stringify({ loads: [{ section: 'legal', version: '1.0.0', ok: true, loadMs: 90, pageView }], vitals: [vital('LCP', 1500), vital('TTFB', 40)] }),
    );
    expect(answer.statusCode, answer.body).toBe(204);
    // Later in the same page view: its INP, alone.
    expect((await beacon(JSON.stringify({ vitals: [vital('INP', 96)] }))).statusCode).toBe(204);
    const viewer = await scopedToken('dashboard', ['legal'], ['registry:read']);
    const legal = (await app.inject({ url: '/api/registry/sections', headers: viewer }))
      .json()
      .sections.find((section: { section: string }) => section.section === 'legal');
    expect(legal.versions[0].vitals).toEqual({ LCP: { p75: 1500, samples: 1 }, TTFB: { p75: 40, samples: 1 }, INP: { p75: 96, samples: 1 } });
  });

  test('beacons: forged ones are accepted and counted nowhere; real visitors of a failing canary roll it back', async () => {
    await publish(versionInput('resources', '1.0.0'));
    await publish(versionInput('resources', '1.1.0'));
    await promote('resources', { version: '1.0.0' });
    await promote('resources', { version: '1.1.0', canaryPercent: 20 });
    const viewer = await scopedToken('dashboard', ['*'], ['registry:read']);
    const resources = async () =>
      (await app.inject({ url: '/api/registry/sections', headers: viewer }))
        .json()
        .sections.find((section: { section: string }) => section.section === 'resources');

    // The trick that used to roll a canary back: 50 anonymous failing "canary" loads, and worse.
    const forged = Array.from({ length: 50 }, () => ({ section: 'resources', version: '1.1.0', cohort: 'canary', ok: false, pageView: newVisitorId() }));
    const [liveVisitor = ''] = visitorsOf('resources', 20, 'live', 1);
    for (const [payload, cookie] of [
      [JSON.stringify(forged), undefined],
      [JSON.stringify(forged), `site_cohort=${liveVisitor}.not-the-signature-of-this-id`],
      [JSON.stringify(forged), `site_cohort=${signVisitorId(liveVisitor, COHORT_SECRET)}`],
      [
        JSON.stringify(forged.map(({ pageView: _view, ...rest }) => rest)),
        `site_cohort=${signVisitorId(visitorsOf('resources', 20, 'canary', 1)[0] ?? '', COHORT_SECRET)}`,
      ],
    ] as const) {
      const answer = await beacon(payload, 'application/json', cookie);
      expect(answer.statusCode, answer.body).toBe(204);
      expect(answer.body).toBe('');
    }
    expect(await resources()).toMatchObject({ canary: { version: '1.1.0' }, versions: [] });

    // Real visitors, each from a network of its own (the judges weigh networks, not cookies): CANARY_MIN_SAMPLES (20) in each cohort besides the two networks set aside.
    let networks = 0;
    const fromOwnNetwork = () => `2001:db8:${(++networks).toString(16)}::1`;
    for (const visitor of visitorsOf('resources', 20, 'live', 22))
      expect((await beacon(...load(visitor, 'resources', '1.0.0', true), app, fromOwnNetwork())).statusCode).toBe(204);
    const canaryVisitors = visitorsOf('resources', 20, 'canary', 22);
    for (const [index, visitor] of canaryVisitors.slice(0, 10).entries())
      await beacon(...load(visitor, 'resources', '1.1.0', index % 2 === 0), app, fromOwnNetwork());
    expect((await resources()).canary).toMatchObject({ version: '1.1.0', percent: 20 });
    for (const [index, visitor] of canaryVisitors.slice(10).entries())
      await beacon(...load(visitor, 'resources', '1.1.0', index % 2 === 0), app, fromOwnNetwork());
    const state = await resources();
    expect(state).toMatchObject({ live: '1.0.0', canary: null });
    expect(state.versions).toEqual(
      expect.arrayContaining([
        { version: '1.0.0', loads: 22, errors: 0, errorRate: 0, p50Ms: 80, p75Ms: 80, previews: 0, topErrors: [], vitals: {} },
        { version: '1.1.0', loads: 22, errors: 11, errorRate: 50, p50Ms: 190, p75Ms: 300, previews: 0, topErrors: [], vitals: {} },
      ]),
    );
    // Readers without audit rights see visitor ids shortened; an ADMIN (here the break-glass token) sees them whole.
    expect(state.recentVisitors[0].visitor).toMatch(/^[A-Za-z0-9_-]{6}…$/);
    const privileged = (await app.inject({ url: '/api/registry/sections', headers: AUTH }))
      .json()
      .sections.find((section: { section: string }) => section.section === 'resources');
    expect(canaryVisitors).toContain(privileged.recentVisitors[0].visitor);

    const [latest] = (await app.inject({ url: '/api/registry/history?section=resources&limit=1', headers: AUTH })).json().entries;
    expect(latest).toMatchObject({ action: 'canary-rollback', fromVersion: '1.1.0', toVersion: '1.0.0', actor: 'registry' });
    expect(latest.reason).toMatch(
      /^canary \d+\.\d % \(\d+\/2[01]\), live 0\.0 % \(0\/2[012]\), from 2[01] and 2[012] networks, 2 set aside .*: worse than live beyond 0 points \(z = \d\.\d\d ≥ 3\.29/,
    );
  });

  test('beacons from one address beyond the limit get 429 and are counted nowhere', async () => {
    const limited = await openApp(db, { BEACON_RATE_LIMIT_MAX: 5 });
    try {
      await publish(versionInput('legal', '1.0.0'));
      await promote('legal', { version: '1.0.0' });
      await promote('legal', { version: '1.0.0' });
      const statuses: number[] = [];
      for (let index = 0; index < 8; index++) statuses.push((await beacon(...load(newVisitorId(), 'legal', '1.0.0', false), limited)).statusCode);
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
      const limitedAnswer = await beacon(...load(newVisitorId(), 'legal', '1.0.0', false), limited);
      expectJsonError(limitedAnswer, 429, /at most 5 beacons per minute/);
    } finally {
      await limited.close();
    }
  });

  test('gc over HTTP never forgets the live or canary version', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) await publish(versionInput('admin', version));
    await promote('admin', { version: '1.0.0' });
    await promote('admin', { version: '1.1.0', canaryPercent: 30 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/registry/gc',
      payload: { section: 'admin', keep: 0, reason: 'disk is filling up' },
      headers: AUTH,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The reason the admin page asks for is kept with the audit entry.
    const audit = (await app.inject({ url: '/api/registry/audit?action=registry.gc', headers: AUTH })).json().entries;
    expect(audit[0]?.details).toMatchObject({ reason: 'disk is filling up', keep: 0 });
    expect(response.json()).toMatchObject({
      dryRun: false,
      forgotten: [
        { section: 'admin', version: '1.2.0' },
        { section: 'admin', version: '1.3.0' },
      ],
    });
    expect(response.json().protected.map((entry: { version: string }) => entry.version)).toEqual(['1.0.0', '1.1.0']);
    const left = (await app.inject({ url: '/api/registry/versions?section=admin', headers: AUTH })).json().versions;
    expect(left.map((version: { version: string }) => version.version)).toEqual(['1.1.0', '1.0.0']);
    const bare = await app.inject({ method: 'POST', url: '/api/registry/gc', headers: AUTH });
    expect(bare.statusCode, bare.body).toBe(200);
  });
  describe('releases approved by a second person (RELEASE_APPROVAL=required)', () => {
    let approving: FastifyInstance;
    beforeAll(async () => {
      approving = await openApp(db, { RELEASE_APPROVAL: 'required' });
    });
    afterAll(() => approving?.close());

    const approve = (section: string, version: string, headers: Record<string, string>, body?: unknown) =>
      approving.inject({
        method: 'POST',
        url: `/api/registry/sections/${section}/versions/${version}/approve`,
        headers,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    const promoteThere = (section: string, body: unknown, headers: Record<string, string> = AUTH) =>
      approving.inject({ method: 'POST', url: `/api/registry/sections/${section}/promote`, payload: body as Record<string, unknown>, headers });
    const publishThere = async (section: 'legal' | 'admin', version: string, headers: Record<string, string> = AUTH) => {
      const published = await approving.inject({ method: 'POST', url: '/api/registry/versions', payload: versionInput(section, version), headers });
      expect(published.statusCode, published.body).toBe(201);
    };
    const read = async (url: string) => (await approving.inject({ url, headers: AUTH })).json();

    test('an unapproved version is refused live and canary (409 JSON naming its publisher); the publisher cannot approve it; a second person does, and it goes live', async () => {
      // A token made before one that publishes could no longer approve (see tokenOperationsProblem): it holds both.
      const legalCi = await scopedToken('legal-ci', ['legal'], ['registry:publish', 'registry:promote', 'registry:approve']);
      const lee = await scopedToken('lee', ['legal'], ['registry:approve']);
      await publishThere('legal', '1.0.0', legalCi);
      const needs = /legal 1\.0\.0 needs approval by someone other than its publisher \(token:legal-ci\) before it goes live or becomes a canary/;
      expectJsonError(await promoteThere('legal', { version: '1.0.0' }, legalCi), 409, needs);
      // Even the break-glass token goes through approval.
      expectJsonError(await promoteThere('legal', { version: '1.0.0' }), 409, needs);
      expect((await read('/api/registry/access')).releaseApproval).toBe('required');

      // The publisher may not approve its own version, whatever rights it holds.
      expectJsonError(await approve('legal', '1.0.0', legalCi), 403, /token:legal-ci published legal 1\.0\.0, so someone else approves it/);

      const approved = await approve('legal', '1.0.0', lee, { reason: 'read the diff against live' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approveResponseSchema.parse(approved.json())).toMatchObject({
        outcome: 'approved',
        approval: { by: 'token:lee', reason: 'read the diff against live' },
      });
      expect((await promoteThere('legal', { version: '1.0.0' }, legalCi)).json()).toMatchObject({ action: 'promote', release: { live: '1.0.0' } });

      await publishThere('legal', '1.1.0', legalCi);
      expectJsonError(await promoteThere('legal', { version: '1.1.0', canaryPercent: 10 }, legalCi), 409, /legal 1\.1\.0 needs approval/);
      expect((await approve('legal', '1.1.0', lee)).statusCode).toBe(200);
      expect((await promoteThere('legal', { version: '1.1.0', canaryPercent: 10 }, legalCi)).json()).toMatchObject({ action: 'canary' });

      const history = historyResponseSchema.parse(await read('/api/registry/history?section=legal&limit=10')).entries;
      expect(history.map((entry) => [entry.action, entry.toVersion, entry.actor])).toEqual([
        ['canary', '1.1.0', 'token:legal-ci'],
        ['approve', '1.1.0', 'token:lee'],
        ['publish', '1.1.0', 'token:legal-ci'],
        ['promote', '1.0.0', 'token:legal-ci'],
        ['approve', '1.0.0', 'token:lee'],
        ['publish', '1.0.0', 'token:legal-ci'],
      ]);
      const versions = versionListResponseSchema.parse(await read('/api/registry/versions?section=legal')).versions;
      expect(versions.map((version) => [version.version, version.approval?.by])).toEqual([
        ['1.1.0', 'token:lee'],
        ['1.0.0', 'token:lee'],
      ]);
      const audit = (await read('/api/registry/audit?action=registry.approve')).entries;
      expect(audit[0]).toMatchObject({ actor: 'token:lee', details: { to: '1.1.0', from: '1.0.0', publishedBy: 'token:legal-ci', commit: 'abc123' } });
    });

    test('a releaser of another section cannot approve; unknown versions are 404', async () => {
      await publishThere('legal', '1.0.0');
      const resourcesTeam = await scopedToken('resources-lead', ['resources'], ['registry:approve']);
      expectJsonError(await approve('legal', '1.0.0', resourcesTeam), 403, /token:resources-lead may not registry:approve on legal/);
      const readOnly = await scopedToken('reader', ['legal'], ['registry:read']);
      expectJsonError(await approve('legal', '1.0.0', readOnly), 403, /registry:approve/);
      const lee = await scopedToken('lee', ['legal'], ['registry:approve']);
      expectJsonError(await approve('legal', '9.9.9', lee), 404, /no version "9\.9\.9"/);
      expectJsonError(await approve('legal', '1.0.0', lee, { reason: 'x'.repeat(501) }), 400);
      expectJsonError(await approve('legal', '1.0.0', lee, { approvedBy: 'someone else' }), 400);
      expect((await read('/api/registry/versions?section=legal')).versions[0].approval).toBeNull();
    });

    test('the admin section is published, approved and promoted by ADMINs only: a token naming it may not', async () => {
      const adminTeam = await scopedToken('admin-team', ['admin'], ['registry:publish', 'registry:promote', 'registry:rollback']);
      const everywhere = await scopedToken('approver', ['*'], ['registry:approve']);
      expectJsonError(
        await approving.inject({ method: 'POST', url: '/api/registry/versions', payload: versionInput('admin', '1.0.0'), headers: adminTeam }),
        403,
        /token:admin-team may not registry:publish on admin/,
      );
      await publishThere('admin', '1.0.0');
      expectJsonError(await approve('admin', '1.0.0', everywhere), 403, /token:approver may not registry:approve on admin/);
      expectJsonError(await promoteThere('admin', { version: '1.0.0' }, adminTeam), 403, /may not registry:promote on admin/);
      // The same token approves any other section.
      await publishThere('legal', '1.0.0');
      expect((await approve('legal', '1.0.0', everywhere)).statusCode).toBe(200);
    });
  });
});
