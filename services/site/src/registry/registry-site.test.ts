import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTRACTS_MAJOR } from '@site/contracts/version';
import { visitorLiveMapSchema, type VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { withForgedSignature } from '@site/service-kit/forged-token';
import { readBuildDescription } from '@site/registry/build-description';
import { storeBuild } from '../deployments/version-storage.ts';
import { mintPreviewToken } from '@site/registry/preview-token';
import {
  createSite,
  deployRemote,
  PLATFORM_TOKEN,
  PREVIEW_SECRET,
  SOLUTIONS_ROUTE_TABLE,
  SOLUTIONS_V1,
  SOLUTIONS_V2,
  type SiteFixture,
} from '../test-support/fixtures.ts';
import { COHORT_COOKIE, DEV_SECTION_COOKIE, PREVIEW_COOKIE } from './visitor-cookies.ts';

const auth = { authorization: `Bearer ${PLATFORM_TOKEN}` };
/** The one CDN origin this site lists (REMOTE_CDN_ORIGINS). */
const CDN_ORIGIN = 'https://cdn.keyline.example';

/** The live map a browser with these cookies gets, and the cookie it is given: a new visitor is first served a page, as a browser is. */
async function remotesFor(site: SiteFixture, cookie?: string): Promise<{ manifest: VisitorLiveMap; setCookie?: string; cacheControl?: string; vary?: string }> {
  if (cookie === undefined) {
    const page = await site.app.inject({ url: '/solutions' });
    const given = page.headers['set-cookie'];
    const setCookie = Array.isArray(given) ? given[0] : given;
    if (setCookie) return { ...(await remotesFor(site, setCookie.split(';')[0] ?? '')), setCookie };
  }
  const response = await site.app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  const setCookie = response.headers['set-cookie'];
  return {
    manifest: visitorLiveMapSchema.parse(response.json()),
    setCookie: Array.isArray(setCookie) ? setCookie[0] : setCookie,
    cacheControl: response.headers['cache-control'] as string | undefined,
    vary: response.headers.vary as string | undefined,
  };
}

const solutionsOf = (manifest: VisitorLiveMap) => manifest.sections.find((section) => section.name === 'solutions');

/** One page view's load as the shell's beacon reports it (the cohort is the browser's claim; the server decides). */
const report = (version: string, cohort: 'live' | 'canary', ok: boolean) => ({
  section: 'solutions',
  version,
  cohort,
  ok,
  loadMs: 120,
  pageView: randomBytes(16).toString('base64url'),
  ...(ok ? {} : { error: 'ChunkLoadError: Loading chunk 7 failed' }),
});

describe('the site with its registry', () => {
  let site: SiteFixture;
  beforeAll(async () => {
    site = await createSite({ settings: { CANARY_MIN_SAMPLES: 20, REMOTE_CDN_ORIGINS: [CDN_ORIGIN] } });
    // V2 deployed through the registry, then rolled back: both versions known, V1 live.
    await remotesFor(site);
    await deployRemote(site, 'solutions', SOLUTIONS_V2, SOLUTIONS_ROUTE_TABLE);
    expect(solutionsOf((await remotesFor(site)).manifest)?.version).toBe(SOLUTIONS_V2);
    const rollback = await site.app.inject({ method: 'POST', url: '/api/registry/sections/solutions/rollback', headers: auth, payload: { reason: 'set-up' } });
    expect(rollback.statusCode).toBe(200);
  }, 30_000);
  afterAll(() => site.close());

  test('what is deployed is published with its SRI, by whoever deployed it, and served from the registry', async () => {
    const { manifest, cacheControl } = await remotesFor(site);
    const solutions = solutionsOf(manifest);
    expect(solutions).toMatchObject({ version: SOLUTIONS_V1, cohort: 'live', manifestUrl: `/remotes/solutions/${SOLUTIONS_V1}/mf-manifest.json` });
    expect(solutions?.integrity?.['remoteEntry.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(cacheControl).toBe('public, max-age=3');
    const versions = (await site.app.inject({ url: '/api/registry/versions?section=solutions', headers: auth })).json() as {
      versions: Array<{ version: string; publishedBy: string; live: boolean }>;
    };
    expect(versions.versions.map((version) => [version.version, version.publishedBy, version.live]).toSorted()).toEqual([
      [SOLUTIONS_V1, 'break-glass:PLATFORM_TOKEN', true],
      [SOLUTIONS_V2, 'break-glass:PLATFORM_TOKEN', false],
    ]);
  });

  test('a rollback through the registry is served by the next request; the deploy root holds version files only, no record of what is live', async () => {
    expect(solutionsOf((await remotesFor(site)).manifest)?.version).toBe(SOLUTIONS_V1);
    expect(await readdir(site.deployRoot)).toEqual(['remotes']);
    expect((await readdir(path.join(site.deployRoot, 'remotes', 'solutions'))).toSorted()).toEqual([SOLUTIONS_V1, SOLUTIONS_V2]);
  });

  test('writes need the platform token; unknown sections and versions are 404; malformed bodies 400', async () => {
    const noToken = await site.app.inject({ method: 'POST', url: '/api/registry/sections/solutions/promote', payload: { version: SOLUTIONS_V2 } });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const unknownSection = await site.app.inject({
      method: 'POST',
      url: '/api/registry/sections/blog/promote',
      headers: auth,
      payload: { version: SOLUTIONS_V2 },
    });
    expect(unknownSection.statusCode).toBe(404);
    const unknownVersion = await site.app.inject({
      method: 'POST',
      url: '/api/registry/sections/solutions/promote',
      headers: auth,
      payload: { version: '9.9.9-none' },
    });
    expect(unknownVersion.statusCode).toBe(404);
    const malformed = await site.app.inject({
      method: 'POST',
      url: '/api/registry/sections/solutions/promote',
      headers: auth,
      payload: { version: 42, extra: true },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400 });
  });

  test('a 10 % canary: about one visitor in ten gets it, each keeps its cohort, and the answer is private', async () => {
    const promote = await site.app.inject({
      method: 'POST',
      url: '/api/registry/sections/solutions/promote',
      headers: auth,
      payload: { version: SOLUTIONS_V2, canaryPercent: 10 },
    });
    expect(promote.statusCode).toBe(200);
    const cohorts: string[] = [];
    let canary = 0;
    for (let visitor = 0; visitor < 1000; visitor++) {
      const { manifest, setCookie, cacheControl, vary } = await remotesFor(site);
      expect(setCookie).toMatch(new RegExp(`^${COHORT_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{32}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax$`));
      expect(cacheControl).toBe('private, max-age=3');
      expect(vary).toBe('cookie, accept-encoding');
      const solutions = solutionsOf(manifest);
      if (solutions?.cohort === 'canary') canary += 1;
      expect(solutions?.version).toBe(solutions?.cohort === 'canary' ? SOLUTIONS_V2 : SOLUTIONS_V1);
      if (visitor < 50) cohorts.push(`${setCookie?.split(';')[0]}|${solutions?.version}`);
    }
    // Cohorts are drawn at random: 10 % of 1,000 has a standard deviation of 0.95 points, so ±5 points
    // fails by chance about once in ten million runs, and still fails for 0 %, 20 % or 50 %.
    expect(canary / 1000).toBeGreaterThanOrEqual(0.05);
    expect(canary / 1000).toBeLessThanOrEqual(0.15);
    for (const entry of cohorts) {
      const [cookie, version] = entry.split('|');
      const again = await remotesFor(site, cookie);
      expect(again.setCookie).toBeUndefined();
      expect(solutionsOf(again.manifest)?.version).toBe(version);
    }
    // Asked for the map alone, a browser without a cohort gets live's and no cookie: cookies come only with a page.
    const bare = await site.app.inject({ url: '/remotes.json' });
    expect(bare.headers['set-cookie']).toBeUndefined();
    expect(solutionsOf(visitorLiveMapSchema.parse(bare.json()))).toMatchObject({ version: SOLUTIONS_V1, cohort: 'live' });
  }, 60_000);

  test('errors reported by the canary’s real visitors roll it back by itself; forged beacons move nothing', async () => {
    // Visitors as browsers become them: each is served a page and keeps the signed cookie it is given.
    const visitors: Record<'live' | 'canary', string[]> = { live: [], canary: [] };
    for (let visitor = 0; visitor < 2000 && (visitors.canary.length < 22 || visitors.live.length < 22); visitor++) {
      const { manifest, setCookie } = await remotesFor(site);
      const cohort = solutionsOf(manifest)?.cohort;
      if (cohort === 'live' || cohort === 'canary') visitors[cohort].push(setCookie?.split(';')[0] ?? '');
    }
    // Each real visitor from a network of its own (2001:db8:<n>::/48); forgeries from one address.
    const beacon = (loads: unknown[], cookie?: string, remoteAddress = '198.51.100.7') =>
      site.app.inject({
        method: 'POST',
        url: '/api/registry/loads',
        remoteAddress,
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...(cookie ? { cookie } : {}) },
        payload: JSON.stringify(loads),
      });
    const history = async () =>
      (
        (await site.app.inject({ url: '/api/registry/history?section=solutions&limit=1', headers: auth })).json() as {
          entries: Array<{ action: string; actor: string; reason: string }>;
        }
      ).entries;

    // Forged: no cookie, a made-up cohort id, or a live visitor claiming the canary's version.
    const failing = Array.from({ length: 30 }, () => report(SOLUTIONS_V2, 'canary', false));
    for (const cookie of [undefined, `${COHORT_COOKIE}=Zm9vYmFyYmF6cXV4cXV1eA.forged`, visitors.live[0]])
      expect((await beacon(failing, cookie)).statusCode).toBe(204);
    expect((await history())[0]?.action).not.toBe('canary-rollback');

    // Every signed cookie the forger holds, from its one address, reporting failures for the canary and successes for live: set aside.
    for (const cookie of visitors.canary) expect((await beacon([report(SOLUTIONS_V2, 'canary', false)], cookie)).statusCode).toBe(204);
    for (const cookie of visitors.live.slice(0, 40)) expect((await beacon([report(SOLUTIONS_V1, 'live', true)], cookie)).statusCode).toBe(204);
    expect((await history())[0]?.action).not.toBe('canary-rollback');

    // 22 in each cohort: CANARY_MIN_SAMPLES (20) besides the networks set aside.
    for (const [index, cookie] of visitors.live.slice(0, 22).entries())
      expect((await beacon([report(SOLUTIONS_V1, 'live', true)], cookie, `2001:db8:${index + 1}::1`)).statusCode).toBe(204);
    for (const [index, cookie] of visitors.canary.entries())
      expect((await beacon([report(SOLUTIONS_V2, 'canary', index % 2 === 0)], cookie, `2001:db8:${index + 101}::1`)).statusCode).toBe(204);
    const [latest] = await history();
    expect(latest).toMatchObject({ action: 'canary-rollback', actor: 'registry' });
    expect(latest?.reason).toMatch(/^canary \d+\.\d % \(\d+\/\d+\), live 0\.0 % \(0\/\d+\), from \d+ and \d+ networks, 2 set aside .*: worse than live/);
    const { manifest, cacheControl } = await remotesFor(site);
    expect(solutionsOf(manifest)).toMatchObject({ version: SOLUTIONS_V1, cohort: 'live' });
    expect(cacheControl).toBe('public, max-age=3');
  });

  test('the live files are checked at rest: a changed byte found by remotes verify is in /readyz, in status and the log, and the changed file is not served', async () => {
    const integrity = (await site.app.inject({ url: '/readyz' })).json() as { integrity?: { mismatches: unknown[] } };
    expect(integrity.integrity?.mismatches).toEqual([]);
    const live = solutionsOf((await remotesFor(site)).manifest)?.version ?? '';
    const entry = path.join(site.store.versionDir('solutions', live), 'remoteEntry.js');
    const fetchEntry = (encoding: string) => site.app.inject({ url: `/remotes/solutions/${live}/remoteEntry.js`, headers: { 'accept-encoding': encoding } });
    expect((await fetchEntry('identity')).statusCode).toBe(200);
    await writeFile(entry, `${await readFile(entry, 'utf8')}// tampered\n`);
    try {
      // As `remotes verify` asks: it reaches /readyz and status at once, not at the next scheduled check.
      const verified = (await site.app.inject({ url: '/api/registry/storage/verify', headers: auth })).json() as { mismatches: unknown[] };
      expect(verified.mismatches).toContainEqual({
        section: 'solutions',
        version: live,
        file: 'remoteEntry.js',
        problem: 'content differs from the published digest',
      });
      expect(site.app.integrityChecks?.last?.mismatches).toEqual([
        { section: 'solutions', version: live, file: 'remoteEntry.js', problem: 'content differs from the published digest' },
      ]);
      // Whatever encoding is asked for: this build has no compressed copy, so the changed file is all there is.
      for (const encoding of ['identity', 'br, gzip']) {
        const refused = await fetchEntry(encoding);
        expect(refused.statusCode, encoding).toBe(503);
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(refused.json<{ message: string }>().message).toContain(`remoteEntry.js of solutions ${live} differs from the build published`);
      }
      const ready = (await site.app.inject({ url: '/readyz' })).json() as { integrity: { mismatches: unknown[] } };
      expect(ready.integrity.mismatches).toHaveLength(1);
      const status = (await site.app.inject({ url: '/api/registry/sections', headers: auth })).json() as {
        sections: { section: string; integrity: { version: string; mismatches: unknown[] }[] }[];
      };
      expect(status.sections.find((section) => section.section === 'solutions')?.integrity).toEqual([
        { version: live, checkedAt: expect.any(String), mismatches: [{ file: 'remoteEntry.js', problem: 'content differs from the published digest' }] },
      ]);
    } finally {
      await writeFile(entry, (await readFile(entry, 'utf8')).replace('// tampered\n', ''));
    }
    // Put back, it is served again once the check at rest finds it as published.
    await site.app.integrityChecks?.run();
    expect((await fetchEntry('identity')).statusCode).toBe(200);
  });

  test('an incompatible build is refused with the failing requirement named; a version on a listed CDN origin is served, one on any other origin refused', async () => {
    const description = (version: string, manifestUrl: string) =>
      readBuildDescription(site.store.versionDir('solutions', SOLUTIONS_V2), { section: 'solutions', version, manifestUrl });
    // Stored, as publishing requires; the contract gate is what refuses it.
    await storeBuild(site.store, 'solutions', '9.0.0-next', site.store.versionDir('solutions', SOLUTIONS_V2));
    const incompatible = { ...(await description('9.0.0-next', '/remotes/solutions/9.0.0-next/mf-manifest.json')), contractsMajor: CONTRACTS_MAJOR + 1 };
    const refused = await site.app.inject({ method: 'POST', url: '/api/registry/versions', headers: auth, payload: incompatible });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { failures: string[] }).failures.join('\n')).toMatch(`contracts major ${CONTRACTS_MAJOR + 1}`);

    const cspNow = async () => String((await site.app.inject({ url: '/' })).headers['content-security-policy']);
    // A listed origin nothing live or in canary loads from is in no visitor's policy (a previewing browser's only).
    expect(await cspNow()).toMatch(/script-src 'self'( '[^']+')+;/);
    const elsewhere = await description('3.0.0-elsewhere', 'https://cdn.elsewhere.example/solutions/3.0.0-elsewhere/mf-manifest.json');
    const offList = await site.app.inject({ method: 'POST', url: '/api/registry/versions', headers: auth, payload: elsewhere });
    expect(offList.statusCode).toBe(400);
    expect(offList.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('https://cdn.elsewhere.example is not a place this site loads') });
    // Another section's folder in the storage is not this version's either.
    const borrowed = await description('3.0.0-borrowed', `/remotes/legal/3.0.0-borrowed/mf-manifest.json`);
    expect((await site.app.inject({ method: 'POST', url: '/api/registry/versions', headers: auth, payload: borrowed })).statusCode).toBe(400);

    const onCdn = await description('3.0.0-cdn', 'https://cdn.keyline.example/solutions/3.0.0-cdn/mf-manifest.json');
    expect((await site.app.inject({ method: 'POST', url: '/api/registry/versions', headers: auth, payload: onCdn })).statusCode).toBe(201);
    expect(
      (await site.app.inject({ method: 'POST', url: '/api/registry/sections/solutions/promote', headers: auth, payload: { version: '3.0.0-cdn' } })).statusCode,
    ).toBe(200);
    expect(solutionsOf((await remotesFor(site)).manifest)?.manifestUrl).toBe('https://cdn.keyline.example/solutions/3.0.0-cdn/mf-manifest.json');
    expect(await cspNow()).toMatch(/script-src 'self'( '[^']+')+ https:\/\/cdn\.keyline\.example;/);
    expect(await cspNow()).toMatch(/connect-src 'self' https:\/\/cdn\.keyline\.example;/);
    expect((await site.app.inject({ method: 'POST', url: '/api/registry/sections/solutions/rollback', headers: auth })).statusCode).toBe(200);
  });

  test('a signed preview link shows its version to that browser alone, with the preview named; every mint and use is audited', async () => {
    const minted = await site.app.inject({
      method: 'POST',
      url: '/api/registry/previews',
      headers: auth,
      payload: { section: 'solutions', version: SOLUTIONS_V2, ttlSeconds: 3600 },
    });
    expect(minted.statusCode).toBe(201);
    const { url } = minted.json() as { url: string };
    const opened = await site.app.inject({ url: new URL(url).pathname });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/solutions');
    const cookie = String(opened.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie.startsWith(`${PREVIEW_COOKIE}=`)).toBe(true);
    const previewing = await remotesFor(site, cookie);
    expect(solutionsOf(previewing.manifest)).toMatchObject({ version: SOLUTIONS_V2, cohort: 'preview' });
    expect(previewing.manifest.preview).toMatchObject({ section: 'solutions', version: SOLUTIONS_V2 });
    expect(previewing.cacheControl).toBe('private, max-age=3');
    // Everyone else, and a forged cookie, get what is live.
    expect(solutionsOf((await remotesFor(site)).manifest)?.version).toBe(SOLUTIONS_V1);
    expect(solutionsOf((await remotesFor(site, `${cookie}x`)).manifest)?.version).toBe(SOLUTIONS_V1);
    const tampered = await site.app.inject({ url: withForgedSignature(new URL(url).pathname) });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ statusCode: 400 });
    const exit = await site.app.inject({ url: '/preview/exit', headers: { cookie } });
    expect(String(exit.headers['set-cookie'])).toContain('Max-Age=0');
    const audit = (await site.app.inject({ url: '/api/registry/audit?limit=20', headers: auth })).json() as {
      entries: Array<{ action: string; entityId: string }>;
    };
    expect(audit.entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['preview.mint', 'preview.open']));
    expect((await site.app.inject({ url: '/api/registry/audit' })).statusCode).toBe(401);
  });

  test('a dev override shows a section from a loopback dev server to that browser alone: its own route table comes later from the dev server, the CSP admits only that server, and exit ends it', async () => {
    const devManifestUrl = 'http://localhost:4104/mf-manifest.json';
    const minted = await site.app.inject({
      method: 'POST',
      url: '/api/registry/previews',
      headers: auth,
      payload: { section: 'solutions', manifestUrl: devManifestUrl, ttlSeconds: 3600 },
    });
    expect(minted.statusCode, minted.body).toBe(201);
    expect(minted.json()).toMatchObject({ section: 'solutions', version: 'dev' });
    const opened = await site.app.inject({ url: new URL((minted.json() as { url: string }).url).pathname });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/solutions');
    const setCookies = opened.headers['set-cookie'] as string[];
    expect(setCookies.find((cookie) => cookie.startsWith(`${PREVIEW_COOKIE}=`))).toContain('HttpOnly');
    // The shell's hint is readable by scripts, and grants nothing by itself.
    const hint = setCookies.find((cookie) => cookie.startsWith(`${DEV_SECTION_COOKIE}=solutions;`));
    expect(hint).toBeDefined();
    expect(hint).not.toContain('HttpOnly');
    const cookie = setCookies.map((header) => header.split(';')[0]).join('; ');

    const developing = await remotesFor(site, cookie);
    const live = solutionsOf((await remotesFor(site)).manifest);
    expect(solutionsOf(developing.manifest)).toEqual({
      name: 'solutions',
      version: 'dev',
      manifestUrl: devManifestUrl,
      routeTable: live?.routeTable,
      cohort: 'dev',
    });
    expect(developing.manifest.preview).toMatchObject({ section: 'solutions', version: 'dev', devOrigin: 'http://localhost:4104' });
    expect(developing.cacheControl).toBe('private, max-age=3');
    const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
    const page = await site.app.inject({ url: '/solutions', headers: { cookie } });
    expect(csp(page.headers)).toMatch(/script-src 'self' [^;]*http:\/\/localhost:4104 ws:\/\/localhost:4104/);
    expect(csp(page.headers)).toMatch(/connect-src 'self' [^;]*http:\/\/localhost:4104 ws:\/\/localhost:4104/);
    // Everyone else, the hint alone, and a forged cookie: what is live, and a policy without the dev server.
    for (const other of [undefined, `${DEV_SECTION_COOKIE}=solutions`, `${cookie.replace(`${PREVIEW_COOKIE}=`, `${PREVIEW_COOKIE}=x`)}`]) {
      expect(solutionsOf((await remotesFor(site, other)).manifest)?.version).toBe(SOLUTIONS_V1);
      expect(csp((await site.app.inject({ url: '/solutions', headers: other ? { cookie: other } : {} })).headers)).not.toContain('localhost:4104');
    }
    const exit = await site.app.inject({ url: '/preview/exit', headers: { cookie } });
    expect((exit.headers['set-cookie'] as string[]).filter((header) => header.includes('Max-Age=0')).map((header) => header.split('=')[0])).toEqual(
      expect.arrayContaining([PREVIEW_COOKIE, DEV_SECTION_COOKIE]),
    );
    const audit = (await site.app.inject({ url: '/api/registry/audit?limit=20', headers: auth })).json() as {
      entries: Array<{ action: string; entityId: string }>;
    };
    expect(audit.entries.filter((entry) => entry.entityId === 'solutions@dev').map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['preview.mint', 'preview.open']),
    );
  });

  test.each([
    ['another machine', 'http://dev.example:4104/mf-manifest.json'],
    ['https on loopback', 'https://localhost:4104/mf-manifest.json'],
    ['an origin the site does not list', 'https://previews.elsewhere.example/solutions/mf-manifest.json'],
  ])('a preview by URL from %s is refused: only loopback dev servers (dev overrides) or listed CDN origins (built previews)', async (_what, manifestUrl) => {
    const minted = await site.app.inject({
      method: 'POST',
      url: '/api/registry/previews',
      headers: auth,
      payload: { section: 'solutions', manifestUrl, ttlSeconds: 3600 },
    });
    expect(minted.statusCode).toBe(400);
    expect(minted.json()).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(
        new RegExp(
          `^${new URL(manifestUrl).origin.replace(/[.[\]]/g, '\\$&')} is not a place this site loads section files from\\..*REMOTE_CDN_ORIGINS \\(now: https://cdn\\.keyline\\.example\\)`,
        ),
      ),
    });
  });

  test('a preview link that has expired says so and sets nothing; one shorter than a minute is not minted', async () => {
    const expired = mintPreviewToken({ section: 'solutions', version: SOLUTIONS_V2, expiresAt: Date.now() - 1000 }, PREVIEW_SECRET);
    const opened = await site.app.inject({ url: `/preview/${expired}` });
    expect(opened.statusCode).toBe(410);
    expect(opened.headers['set-cookie']).toBeUndefined();
    const short = await site.app.inject({
      method: 'POST',
      url: '/api/registry/previews',
      headers: auth,
      payload: { section: 'solutions', version: SOLUTIONS_V2, ttlSeconds: 10 },
    });
    expect(short.statusCode).toBe(400);
  });
});
