/**
 * Two site servers on one PostgreSQL database and one deploy root, as a fleet runs them: a change
 * to what is live, made through either server or by deploy-local from another process, is served
 * by both within 2 s, because the database pushes it to every server (they never re-read on a
 * timer on PostgreSQL). Runs when TEST_DATABASE_URL is set, as in CI.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestSchema, TEST_DATABASE_URL } from '@site/db/test-databases';
import { readBuildFiles } from '@site/build/build-files';
import { buildApp } from '@site/site/app';
import { run as runRemotes } from '@site/release/remotes';
import { FolderVersionStorage } from '@site/site/folder-storage';
import { describeDeployedVersion } from '@site/site/deployed-version';
import {
  createRemoteBuild,
  createShellDist,
  addRemoteVersion,
  makeLive,
  makeTempDir,
  PLATFORM_TOKEN,
  removeDir,
  SOLUTIONS_ROUTE_TABLE,
  SOLUTIONS_V1,
  SOLUTIONS_V2,
} from '@site/site/test-support/fixtures';

const run = promisify(execFile);
const OPERATIONS_DIR = path.resolve(import.meta.dirname, '../..');
const auth = { authorization: `Bearer ${PLATFORM_TOKEN}` };
const SERVED_WITHIN_MS = 2000;

async function servedVersion(server: FastifyInstance): Promise<string | undefined> {
  const response = await server.inject({ url: '/remotes.json' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { sections: Array<{ name: string; version: string }> }).sections.find((section) => section.name === 'solutions')?.version;
}

/** Milliseconds until every server serves `version` of solutions; fails past the limit. */
async function servedByAllWithin(servers: readonly FastifyInstance[], version: string, since: number): Promise<number> {
  for (;;) {
    const versions = await Promise.all(servers.map(servedVersion));
    const elapsed = Date.now() - since;
    if (versions.every((served) => served === version)) return elapsed;
    if (elapsed > SERVED_WITHIN_MS) throw new Error(`after ${elapsed} ms the servers serve ${versions.join(', ')}, not ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!TEST_DATABASE_URL)('a fleet of two servers on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestSchema>>;
  let databaseUrl: string;
  let shellDist: string;
  let deployRoot: string;
  let store: FolderVersionStorage;
  let servers: FastifyInstance[] = [];

  const startServer = async () => {
    const app = await buildApp({
      DEPLOY_ROOT: deployRoot,
      SHELL_DIST: shellDist,
      LOG_LEVEL: (process.env.FLEET_LOG as 'silent' | undefined) ?? 'silent',
      PRERENDER: 'off',
      DATABASE_URL: databaseUrl,
      PLATFORM_TOKEN,
      SEARCH_REFRESH_INTERVAL_MS: 60_000,
    });
    // Listening is what starts a server's subscription to release changes.
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };

  beforeAll(async () => {
    database = await createTestSchema(TEST_DATABASE_URL ?? '', 'fleet');
    databaseUrl = database.url;
    shellDist = await createShellDist();
    deployRoot = await makeTempDir('fleet-deploy');
    store = new FolderVersionStorage(deployRoot);
    await addRemoteVersion(store, 'solutions', SOLUTIONS_V1, SOLUTIONS_ROUTE_TABLE);
    await addRemoteVersion(store, 'solutions', SOLUTIONS_V2, SOLUTIONS_ROUTE_TABLE);
    servers = [await startServer(), await startServer()];
    // Made live through the first server; the other hears of it, then both serve it.
    await makeLive(servers[0] as FastifyInstance, store, 'solutions', SOLUTIONS_V1);
    expect(await servedVersion(servers[0] as FastifyInstance)).toBe(SOLUTIONS_V1);
    await servedByAllWithin(servers, SOLUTIONS_V1, Date.now());
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
    await Promise.all([removeDir(shellDist), removeDir(deployRoot)]);
  });

  test('a promote through one server is served by the other within 2 s, and so is the rollback', async () => {
    const [a, b] = servers as [FastifyInstance, FastifyInstance];
    const input = await describeDeployedVersion(store, 'solutions', SOLUTIONS_V2);
    expect((await a.inject({ method: 'POST', url: '/api/registry/versions', headers: auth, payload: input })).statusCode).toBe(201);
    // Both have just read what is live: only being told makes the other see the change soon.
    await servedVersion(b);
    const promoted = await a.inject({ method: 'POST', url: '/api/registry/sections/solutions/promote', headers: auth, payload: { version: SOLUTIONS_V2 } });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await servedByAllWithin(servers, SOLUTIONS_V2, Date.now());

    const rolledBack = await b.inject({ method: 'POST', url: '/api/registry/sections/solutions/rollback', headers: auth, payload: { reason: 'test' } });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    await servedByAllWithin(servers, SOLUTIONS_V1, Date.now());
  });

  test('deploy-local, from a process of its own, makes a build live through the registry and every server serves it within 2 s', async () => {
    const build = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, '1.2.0-cccc');
    try {
      const { stdout } = await run(path.join(OPERATIONS_DIR, '../../node_modules/.bin/tsx'), ['src/cli/deploy-local.ts', 'solutions', build], {
        cwd: OPERATIONS_DIR,
        env: { ...process.env, DATABASE_URL: databaseUrl, DEPLOY_ROOT: deployRoot, SHELL_DIST: shellDist, LOG_LEVEL: 'silent' },
      });
      const deployed = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { version: string };
      const elapsed = await servedByAllWithin(servers, deployed.version, Date.now());
      expect(elapsed).toBeLessThanOrEqual(SERVED_WITHIN_MS);
      const versions = (await servers[1]?.inject({ url: '/api/registry/versions?section=solutions', headers: auth }))?.json() as {
        versions: Array<{ version: string; publishedBy: string; live: boolean }>;
      };
      expect(versions.versions.find((version) => version.live)).toMatchObject({ version: deployed.version, publishedBy: 'deploy-local' });
    } finally {
      await removeDir(build);
    }
  }, 60_000);
});

describe.skipIf(!TEST_DATABASE_URL)('two servers with no shared disk: section versions kept in PostgreSQL (SHARED_STORAGE=database)', () => {
  let database: Awaited<ReturnType<typeof createTestSchema>>;
  let shellDist: string;
  const deployRoots: string[] = [];
  let servers: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestSchema(TEST_DATABASE_URL ?? '', 'fleetfiles');
    shellDist = await createShellDist();
    for (let index = 0; index < 2; index++) {
      const deployRoot = await makeTempDir(`fleet-files-${index}`);
      deployRoots.push(deployRoot);
      const app = await buildApp({
        DEPLOY_ROOT: deployRoot,
        SHELL_DIST: shellDist,
        LOG_LEVEL: 'silent',
        PRERENDER: 'off',
        DATABASE_URL: database.url,
        SHARED_STORAGE: 'database',
        PLATFORM_TOKEN,
        SEARCH_REFRESH_INTERVAL_MS: 60_000,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      servers.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
    await Promise.all([removeDir(shellDist), ...deployRoots.map(removeDir)]);
  });

  test('remotes publish through one server uploads the build once; the other serves every file, byte for byte, under the same ETag', async () => {
    const [a, b] = servers as [FastifyInstance, FastifyInstance];
    const build = await createRemoteBuild('solutions', SOLUTIONS_ROUTE_TABLE, 'shared-storage', { 'assets/page.js': '/* stored in PostgreSQL */' });
    try {
      let stdout = '';
      let stderr = '';
      const code = await runRemotes(['publish', 'solutions', '--build-dir', build, '--json'], {
        env: { REGISTRY_URL: `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`, PLATFORM_TOKEN },
        stdout: { write: (text: string) => (stdout += text) },
        stderr: { write: (text: string) => (stderr += text) },
      });
      expect(code, stderr).toBe(0);
      const { publish } = JSON.parse(stdout) as { publish: { version: { version: string } } };
      const version = publish.version.version;
      // Promoted through the other server, which never saw the upload.
      const promoted = await b.inject({ method: 'POST', url: '/api/registry/sections/solutions/promote', headers: auth, payload: { version } });
      expect(promoted.statusCode, promoted.body).toBe(200);
      await servedByAllWithin(servers, version, Date.now());
      // Neither server's disk holds the version: it is in the database only.
      for (const deployRoot of deployRoots) expect(await readdir(path.join(deployRoot, 'remotes')).catch(() => [])).toEqual([]);
      const { files } = await readBuildFiles(build);
      for (const file of files) {
        const url = `/remotes/solutions/${version}/${file.path}`;
        // As the section's release tooling reads them: the build's own descriptors are not public.
        const [fromA, fromB] = await Promise.all([a.inject({ url, headers: auth }), b.inject({ url, headers: auth })]);
        expect(fromB.statusCode, url).toBe(200);
        expect(fromB.rawPayload.equals(await readFile(path.join(build, file.path))), url).toBe(true);
        expect(fromB.headers.etag).toBe(`"${file.sha256}"`);
        expect(fromA.headers.etag).toBe(fromB.headers.etag);
      }
    } finally {
      await removeDir(build);
    }
  }, 60_000);
});
