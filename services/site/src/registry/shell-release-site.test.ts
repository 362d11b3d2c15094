import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { describeDeployedVersion } from '../deployments/deployed-version.ts';
import { storeBuild } from '../deployments/version-storage.ts';
import {
  createShellBuild,
  createSite,
  makeLive,
  PLATFORM_TOKEN,
  removeDir,
  SHELL_ASSET,
  SHELL_ASSET_SOURCE,
  type SiteFixture,
} from '../test-support/fixtures.ts';

const auth = { authorization: `Bearer ${PLATFORM_TOKEN}` };
/** Which shell build a page is: the fixture's builds mark their root element. */
const shellOf = (html: string) => /data-fixture="([^"]+)"/.exec(html)?.[1];

describe('the shell released like a section: pages and their files follow the shell version each visitor’s map names, without a restart', () => {
  let site: SiteFixture;
  const assets: Record<string, string> = {};
  beforeAll(async () => {
    site = await createSite();
    const storage = site.app.versionStorage ?? site.store;
    for (const label of ['s1', 's2']) {
      const build = await createShellBuild(label);
      assets[label] = build.asset;
      await storeBuild(storage, 'shell', `1.0.0-${label}`, build.dir);
      await removeDir(build.dir);
    }
  }, 60_000);
  afterAll(() => site?.close());

  const page = async (cookie?: string) => {
    const response = await site.app.inject({ url: '/', headers: cookie ? { cookie } : {} });
    return { html: response.body, cookie: response.headers['set-cookie']?.toString().split(';')[0] };
  };
  const map = async () => (await site.app.inject({ url: '/remotes.json' })).json<VisitorLiveMap>();

  test('before any shell is released, the build the server started with serves pages and its files', async () => {
    expect(shellOf((await page()).html)).toBe('shell');
    expect((await map()).shell).toBeUndefined();
    const asset = await site.app.inject({ url: `/assets/${SHELL_ASSET}` });
    expect([asset.statusCode, asset.body]).toEqual([200, SHELL_ASSET_SOURCE]);
  });

  test('a promote serves its page at once; a canary serves the new shell to its cohort alone; a rollback returns, and an open tab’s files stay served', async () => {
    await makeLive(site.app, site.store, 'shell', '1.0.0-s1');
    expect(shellOf((await page()).html)).toBe('shell s1');
    expect((await map()).shell).toEqual({ version: '1.0.0-s1', cohort: 'live' });
    expect((await map()).sections.map((section) => section.name)).toEqual(['solutions']);
    const asset = await site.app.inject({ url: `/assets/${assets.s1}`, headers: { 'accept-encoding': 'identity' } });
    expect([asset.statusCode, asset.body, asset.headers['cache-control']]).toEqual([200, "console.info('shell s1');\n", 'public, max-age=31536000, immutable']);

    const record = await describeDeployedVersion(site.store, 'shell', '1.0.0-s2');
    expect((await site.app.inject({ method: 'POST', url: '/api/registry/versions', headers: auth, payload: record })).statusCode).toBe(201);
    const canary = await site.app.inject({
      method: 'POST',
      url: '/api/registry/sections/shell/promote',
      headers: auth,
      payload: { version: '1.0.0-s2', canaryPercent: 50, reason: 'shell canary' },
    });
    expect(canary.statusCode, canary.body).toBe(200);
    // New visitors join a cohort with their first page, and keep it.
    const seen: Record<string, string[]> = {};
    for (let visitor = 0; visitor < 40; visitor++) {
      const first = await page();
      const shell = shellOf(first.html) ?? '?';
      (seen[shell] ??= []).push(first.cookie ?? '');
      expect(shellOf((await page(first.cookie)).html)).toBe(shell);
      const visitorMap = (await site.app.inject({ url: '/remotes.json', headers: { cookie: first.cookie ?? '' } })).json<VisitorLiveMap>();
      expect(visitorMap.shell).toEqual(shell === 'shell s2' ? { version: '1.0.0-s2', cohort: 'canary' } : { version: '1.0.0-s1', cohort: 'live' });
    }
    expect(Object.keys(seen).toSorted()).toEqual(['shell s1', 'shell s2']);
    const canaryVisitor = seen['shell s2']?.[0];

    // A signed preview link shows a shell version to that browser alone.
    const minted = await site.app.inject({
      method: 'POST',
      url: '/api/registry/previews',
      headers: auth,
      payload: { section: 'shell', version: '1.0.0-s2', ttlSeconds: 3600 },
    });
    expect(minted.statusCode, minted.body).toBe(201);
    const opened = await site.app.inject({ url: new URL(minted.json<{ url: string }>().url).pathname });
    expect([opened.statusCode, opened.headers.location]).toEqual([302, '/']);
    const previewCookie = String(opened.headers['set-cookie']).split(';')[0];
    expect(shellOf((await page(`${previewCookie}; ${seen['shell s1']?.[0] ?? ''}`)).html)).toBe('shell s2');

    const rolledBack = await site.app.inject({ method: 'POST', url: '/api/registry/sections/shell/rollback', headers: auth, payload: { reason: 'test' } });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(shellOf((await page(canaryVisitor)).html)).toBe('shell s1');
    expect(shellOf((await page(previewCookie)).html), 'a preview outlives a rollback of the canary').toBe('shell s2');
    // A tab still running shell s2 loads its chunks as it goes on.
    expect((await site.app.inject({ url: `/assets/${assets.s2}` })).statusCode).toBe(200);
    expect((await site.app.inject({ url: '/assets/main.nothing.js' })).statusCode).toBe(404);
  });
});
