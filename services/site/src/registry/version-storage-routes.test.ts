import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentVersionOf, readBuildFiles, type BuildFile } from '@site/build/build-files';
import { readBuildDescription } from '@site/registry/build-description';
import { createApiToken } from '@site/identity/api-tokens';
import type { Registry } from '@site/registry/registry';
import { IMMUTABLE } from '../caching.ts';
import { sha256Hex } from '../deployments/version-storage.ts';
import { UPLOAD_GRACE_MS } from '@site/contracts/registry-api';
import { collectGarbage } from './version-storage-routes.ts';
import {
  createRemoteBuild,
  createSite,
  expectJsonError,
  PLATFORM_TOKEN,
  removeDir,
  SOLUTIONS_ROUTE_TABLE,
  type SiteFixture,
} from '../test-support/fixtures.ts';

const auth = { authorization: `Bearer ${PLATFORM_TOKEN}` };
const PAGE_SOURCE = `/* the solutions page */\n${'export const text = "secure card capture";\n'.repeat(40)}`;

describe.each(['folder', 'database'] as const)('publishing a section build through the API, into %s version storage', (kind) => {
  let site: SiteFixture;
  let buildDir: string;
  let files: BuildFile[];
  let version: string;
  beforeAll(async () => {
    site = await createSite({ liveSolutions: false, settings: { SHARED_STORAGE: kind } });
    buildDir = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, `api-${kind}`, {
      'assets/page.js': PAGE_SOURCE,
      'assets/page.js.br': brotliCompressSync(PAGE_SOURCE),
      'assets/page.js.gz': gzipSync(PAGE_SOURCE),
    });
    ({ files } = await readBuildFiles(buildDir));
    version = contentVersionOf(files, '1.0.0');
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await removeDir(buildDir);
  });

  const byPath = (name: string) => files.find((file) => file.path === name);
  const missing = async (digests: string[]) =>
    (await site.app.inject({ method: 'POST', url: '/api/registry/sections/solutions/blobs/missing', headers: auth, payload: { digests } })).json<{
      missing: string[];
    }>().missing;
  const upload = async (file: BuildFile, bytes?: Buffer) =>
    site.app.inject({
      method: 'PUT',
      url: `/api/registry/sections/solutions/blobs/${file.sha256}`,
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      payload: bytes ?? (await readFile(path.join(buildDir, file.path))),
    });
  const storeVersion = (name: string) =>
    site.app.inject({
      method: 'PUT',
      url: `/api/registry/sections/solutions/versions/${name}/files`,
      headers: auth,
      payload: { packageVersion: '1.0.0', files },
    });

  test('only missing files are uploaded, each checked against its digest; the version is stored once all are there, under its content name', async () => {
    const digests = files.map((file) => file.sha256);
    expect((await missing(digests)).toSorted()).toEqual([...new Set(digests)].toSorted());
    const [first, ...rest] = files;
    if (!first) throw new Error('no files');
    expectJsonError(await upload(first, Buffer.from('not these bytes')), 400);
    expect((await upload(first)).statusCode).toBe(201);
    expect(await missing(digests)).not.toContain(first.sha256);

    const incomplete = await storeVersion(version);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({ error: 'Conflict', statusCode: 409, message: expect.stringMatching(/^upload these first/) });
    expect(incomplete.json<{ missing: string[] }>().missing).toEqual(rest.map((file) => file.sha256).filter((digest) => digest !== first.sha256));

    for (const file of rest) expect((await upload(file)).statusCode).toBe(201);
    expect(await missing(digests)).toEqual([]);
    expectJsonError(await storeVersion('1.0.0-0000000000'), 400);
    expect((await storeVersion(version)).statusCode).toBe(201);
    expect((await storeVersion(version)).json()).toEqual({ outcome: 'exists' });
  });

  test('the registry publishes a version only when its files are stored with the very digests sent', async () => {
    const manifestUrl = `/remotes/solutions/${version}/mf-manifest.json`;
    const description = await readBuildDescription(buildDir, { section: 'solutions', version, manifestUrl });
    const notStored = await site.app.inject({
      method: 'POST',
      url: '/api/registry/versions',
      headers: auth,
      payload: { ...description, version: '1.0.0-notstored', manifestUrl: '/remotes/solutions/1.0.0-notstored/mf-manifest.json' },
    });
    expectJsonError(notStored, 409);
    expect(notStored.json<{ message: string }>().message).toMatch(/has no files in .*upload them first/);
    const forged = { ...description, integrity: { ...description.integrity, 'remoteEntry.js': `sha384-${'A'.repeat(64)}` } };
    const refused = await site.app.inject({ method: 'POST', url: '/api/registry/versions', headers: auth, payload: forged });
    expectJsonError(refused, 409);
    expect(refused.json<{ message: string }>().message).toContain('remoteEntry.js content differs from the published digest');
    expect((await site.app.inject({ method: 'POST', url: '/api/registry/versions', headers: auth, payload: description })).statusCode).toBe(201);
  });

  test('the stored files are served immutable, under their SHA-256 as a strong ETag, precompressed when the browser takes it', async () => {
    const url = `/remotes/solutions/${version}/assets/page.js`;
    const brotli = await site.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(`"${byPath('assets/page.js.br')?.sha256}"`);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(brotli.headers['content-type'])).toMatch(/^application\/javascript/);
    expect(brotli.rawPayload.equals(brotliCompressSync(PAGE_SOURCE))).toBe(true);

    const gzip = await site.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(`"${byPath('assets/page.js.gz')?.sha256}"`);

    const plain = await site.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE_SOURCE);
    expect(plain.headers.etag).toBe(`"${byPath('assets/page.js')?.sha256}"`);

    const revalidated = await site.app.inject({ url, headers: { 'accept-encoding': 'identity', 'if-none-match': String(plain.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await site.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    expectJsonError(await site.app.inject({ url: `/remotes/solutions/${version}/assets/nope.js` }), 404);
    expectJsonError(await site.app.inject({ url: `/remotes/solutions/1.0.0-neverstored/remoteEntry.js` }), 404);
  });

  test('uploads need a token with registry:publish, and malformed requests are 4xx JSON errors', async () => {
    const [file] = files;
    if (!file) throw new Error('no files');
    const anonymous = await site.app.inject({
      method: 'PUT',
      url: `/api/registry/sections/solutions/blobs/${file.sha256}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('x'),
    });
    expectJsonError(anonymous, 401);
    const cases = [
      { method: 'POST', url: '/api/registry/sections/solutions/blobs/missing', payload: { digests: ['not-a-digest'] } },
      { method: 'POST', url: '/api/registry/sections/blog/blobs/missing', payload: { digests: [] } },
      { method: 'PUT', url: '/api/registry/sections/solutions/blobs/abc', headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from('x') },
      { method: 'PUT', url: `/api/registry/sections/solutions/blobs/${file.sha256}`, headers: { 'content-type': 'text/plain' }, payload: 'x' },
      {
        method: 'PUT',
        url: `/api/registry/sections/solutions/versions/${version}/files`,
        payload: { packageVersion: '1.0.0', files: [{ ...file, path: '../escape.js' }] },
      },
      { method: 'PUT', url: `/api/registry/sections/solutions/versions/${version}/files`, payload: { packageVersion: '1.0.0', files: [file, file] } },
      { method: 'POST', url: '/api/registry/storage/gc', payload: { section: 'solutions', dryRun: 'yes' } },
    ] as const;
    for (const request of cases) {
      const response = await site.app.inject({ ...request, headers: { ...auth, ...('headers' in request ? request.headers : {}) } });
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBeLessThan(500);
      expect(response.json()).toMatchObject({ statusCode: response.statusCode });
    }
  });

  test('a gc of one section sweeps no upload: uploads are kept by digest, for any section; a gc of every section sweeps those no version uses', async () => {
    const storage = site.app.versionStorage;
    if (!storage) throw new Error('the test site has no version storage');
    const bytes = Buffer.from(`a leftover upload of the solutions section, ${kind}`);
    const digest = sha256Hex(bytes);
    expect((await upload({ path: 'leftover.js', sha256: digest, bytes: bytes.length }, bytes)).statusCode).toBe(201);
    // Every stored version listed, so only uploads are in question; an hour and more later, they are all old enough to go.
    const listed = { list: async () => (await storage.versions()).map(({ section, version }) => ({ section, version })) } as unknown as Pick<Registry, 'list'>;
    const later = Date.now() + 2 * UPLOAD_GRACE_MS;
    const legal = await collectGarbage(storage, listed, { section: 'legal', forgotten: [], dryRun: false, now: later });
    expect(legal).toMatchObject({ removed: [], sweptUploads: 0 });
    expect(await storage.missing([digest])).toEqual([]);
    const solutions = await collectGarbage(storage, listed, { section: 'solutions', forgotten: [], dryRun: false, now: later });
    expect(solutions).toMatchObject({ removed: [], sweptUploads: 0 });
    expect(await storage.missing([digest])).toEqual([]);
    const everyone = await collectGarbage(storage, listed, { forgotten: [], dryRun: false, now: later + UPLOAD_GRACE_MS });
    expect(everyone.sweptUploads).toBeGreaterThan(0);
    expect(await storage.missing([digest])).toEqual([digest]);
    // What a stored version holds stays.
    const entry = byPath('remoteEntry.js');
    if (!entry) throw new Error('no remoteEntry.js');
    expect(await storage.read('solutions', version, entry)).toEqual(await readFile(path.join(buildDir, 'remoteEntry.js')));
  });

  test('a registry:read token limited to other sections checks none of solutions’ stored files, and is refused when it names solutions', async () => {
    const tokenFor = async (name: string, sections: string[]) => {
      const db = site.app.database;
      if (!db) throw new Error('no database');
      const expiresAt = new Date(Date.now() + 3_600_000);
      return { authorization: `Bearer ${(await createApiToken(db, { name, sections, operations: ['registry:read'], expiresAt }, 'test')).secret}` };
    };
    const verify = (url: string, headers: Record<string, string>) => site.app.inject({ url, headers });
    // Published by the test above: one solutions version, stored here.
    const everything = (await verify('/api/registry/storage/verify', auth)).json<{ checked: number }>();
    expect(everything.checked).toBeGreaterThan(0);
    const solutionsReader = await tokenFor(`solutions-reader-${kind}`, ['solutions']);
    expect((await verify('/api/registry/storage/verify', solutionsReader)).json()).toMatchObject({ checked: everything.checked, mismatches: [] });
    const legalReader = await tokenFor(`legal-reader-${kind}`, ['legal']);
    const legalOnly = await verify('/api/registry/storage/verify', legalReader);
    expect(legalOnly.statusCode).toBe(200);
    expect(legalOnly.json()).toMatchObject({ checked: 0, skipped: [], mismatches: [] });
    const named = await verify('/api/registry/storage/verify?section=solutions', legalReader);
    expectJsonError(named, 403);
    expect(named.json<{ message: string }>().message).toMatch(/may not registry:read on solutions: it reads legal only/);
  });
});
