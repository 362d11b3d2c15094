/**
 * Source maps (with the sources in them) and build descriptors are not served to the public: not
 * under /remotes/<section>/<version>/, not under the shell's /assets/. Someone with a release
 * operation on that section (its CI token, the break-glass token) gets them, uncached; reading the
 * registry alone is not enough.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiToken } from '@site/identity/api-tokens';
import { storeBuild } from '../deployments/version-storage.ts';
import {
  createRemoteBuild,
  createSite,
  PLATFORM_TOKEN,
  removeDir,
  SOLUTIONS_ROUTE_TABLE,
  SOLUTIONS_V1,
  writeFiles,
  type SiteFixture,
} from '../test-support/fixtures.ts';
import { describesBuild } from './version-files.ts';

const SOURCE = 'export const secretPricingRule = (deal) => deal.margin * 0.42;';
const DETAILED = '1.2.0-cccc';

test('what describes a build: source maps and the descriptors, compressed or not; nothing a page runs', () => {
  for (const file of [
    'remoteEntry.js.map',
    'assets/1.abc.js.map',
    'assets/1.abc.js.map.br',
    'build-info.json',
    'bundle-report.json',
    'chunk-contents.json',
    'chunk-contents.json.gz',
    'mf-manifest-stats.json',
  ])
    expect(describesBuild(file), file).toBe(true);
  for (const file of ['remoteEntry.js', 'mf-manifest.json', 'assets/1.abc.js', 'assets/1.abc.js.br', 'route-table.json', 'assets/map.js', 'assets/sitemap.svg'])
    expect(describesBuild(file), file).toBe(false);
});

describe('build details over HTTP', () => {
  let site: SiteFixture;
  let legalToken: string;
  let solutionsToken: string;
  let readOnlyToken: string;
  beforeAll(async () => {
    site = await createSite();
    const build = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, DETAILED, {
      'remoteEntry.js.map': JSON.stringify({ version: 3, sources: ['routes.ts'], sourcesContent: [SOURCE], mappings: '' }),
      'bundle-report.json': JSON.stringify({ section: 'solutions' }),
      'chunk-contents.json': JSON.stringify({ 'remoteEntry.js': { '@site/remote-solutions': 100 } }),
    });
    try {
      await storeBuild(site.app.versionStorage ?? site.store, 'solutions', DETAILED, build);
    } finally {
      await removeDir(build);
    }
    await writeFiles(path.join(site.shellDist, 'assets'), { 'main.abc123.js.map': JSON.stringify({ sourcesContent: [SOURCE] }) });
    const db = site.app.database;
    if (!db) throw new Error('the test site has no database');
    const expiresAt = new Date(Date.now() + 3_600_000);
    const token = async (name: string, sections: string[], operations: Array<'registry:read' | 'registry:publish'>) =>
      (await createApiToken(db, { name, sections, operations, expiresAt }, 'test')).secret;
    legalToken = await token('legal CI', ['legal'], ['registry:read', 'registry:publish']);
    solutionsToken = await token('solutions CI', ['solutions'], ['registry:read', 'registry:publish']);
    readOnlyToken = await token('dashboard', ['solutions'], ['registry:read']);
  }, 60_000);
  afterAll(() => site?.close());

  const get = (url: string, token?: string) => site.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  test('a visitor gets none of them: 404 as if they did not exist, while the version runs', async () => {
    for (const file of ['remoteEntry.js.map', 'bundle-report.json', 'chunk-contents.json', 'build-info.json']) {
      const response = await get(`/remotes/solutions/${DETAILED}/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.body).not.toContain('secretPricingRule');
    }
    expect((await get(`/remotes/solutions/${SOLUTIONS_V1}/build-info.json`)).statusCode).toBe(404);
    expect((await get(`/remotes/solutions/${DETAILED}/remoteEntry.js.map`, 'not-a-token')).statusCode).not.toBe(200);
    const entry = await get(`/remotes/solutions/${DETAILED}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toContain('immutable');
  });

  test("the shell's source maps are not served", async () => {
    expect((await get('/assets/main.abc123.js')).statusCode).toBe(200);
    const map = await get('/assets/main.abc123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secretPricingRule');
  });

  test('whoever releases the section gets them, for itself only (never a shared cache)', async () => {
    for (const token of [PLATFORM_TOKEN, solutionsToken]) {
      const map = await get(`/remotes/solutions/${DETAILED}/remoteEntry.js.map`, token);
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('secretPricingRule');
      expect(map.headers['cache-control']).toBe('private, no-store');
      expect((await get(`/remotes/solutions/${DETAILED}/bundle-report.json`, token)).json()).toEqual({ section: 'solutions' });
    }
    // Another section's token reads its own section's builds, not this one's; reading the registry is not releasing.
    expect((await get(`/remotes/solutions/${DETAILED}/remoteEntry.js.map`, legalToken)).statusCode).toBe(404);
    expect((await get(`/remotes/solutions/${DETAILED}/remoteEntry.js.map`, readOnlyToken)).statusCode).toBe(404);
  });
});

test('a stored file that differs from its build’s record is never served, even before any check at rest has run', async () => {
  const site = await createSite();
  try {
    const version = '1.3.0-dddd';
    const build = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, version);
    try {
      await storeBuild(site.store, 'solutions', version, build);
    } finally {
      await removeDir(build);
    }
    const chunk = path.join(site.store.versionDir('solutions', version), 'remoteEntry.js');
    await writeFile(chunk, `${await readFile(chunk, 'utf8')}\n// changed on disk`);
    const refused = await site.app.inject({ url: `/remotes/solutions/${version}/remoteEntry.js`, headers: { 'accept-encoding': 'identity' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.json<{ message: string }>().message).toContain('differs from the build published');
    // The manifest beside it is intact, and served.
    expect((await site.app.inject({ url: `/remotes/solutions/${version}/mf-manifest.json` })).statusCode).toBe(200);
  } finally {
    await site.close();
  }
});
