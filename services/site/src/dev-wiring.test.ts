/**
 * `npm run dev` runs the same server as production over other sources: each section from its dev
 * server, no shell build, registry or prerenderer. What does not depend on those (health, the
 * admin's status and CSP reports, content, sign-in) is there the same way.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { devPorts } from '@site/contracts/dev-ports';
import { MEMORY } from '@site/db/database';
import { buildApp } from './app.ts';
import { DevRemotes } from './deployments/dev-remotes.ts';
import { makeTempDir, preparedDatabaseTemplate, removeDir, routeTableJson, route } from './test-support/fixtures.ts';

let legalDevServer: http.Server;
let shellDevServer: http.Server;
let app: FastifyInstance;
let deployRoot: string;

beforeAll(async () => {
  // The legal team's dev server, as `dev:section` runs it: its route table at its root.
  legalDevServer = http.createServer((request, response) => {
    if (request.url !== '/route-table.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(routeTableJson({ routes: [route('/legal/privacy-policy')] }));
  });
  await new Promise<void>((resolve) => legalDevServer.listen(0, 'localhost', resolve));
  // The shell's dev server: its route table beside its bundles.
  shellDevServer = http.createServer((request, response) => {
    if (request.url !== '/route-table.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(routeTableJson({ routes: [route('/'), route('/contact')] }));
  });
  await new Promise<void>((resolve) => shellDevServer.listen(0, 'localhost', resolve));
  // Every other dev server is not running: a base whose ports nothing listens on, legal's moved to its own.
  const base = 61_000;
  const ports = devPorts(base);
  deployRoot = await makeTempDir('dev-wiring');
  app = await buildApp({
    REMOTES_SOURCE: 'dev',
    devPorts: { ...ports, shell: portOf(shellDevServer), sections: { ...ports.sections, legal: port() } },
    DEPLOY_ROOT: deployRoot,
    // No shell build under dev: the shell's dev server serves pages and assets.
    SHELL_DIST: `${deployRoot}/no-shell-build`,
    LOG_LEVEL: 'silent',
    DATA_DIR: MEMORY,
    databaseTemplate: await preparedDatabaseTemplate(),
    SEARCH_REFRESH_INTERVAL_MS: 60_000,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await Promise.all([legalDevServer, shellDevServer].map((server) => new Promise((resolve) => server?.close(resolve))));
  await removeDir(deployRoot);
});

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
/** The port legal's dev server listens on. */
const port = () => portOf(legalDevServer);

/** The section names in the live map, with where each loads from. */
const liveSections = async () =>
  ((await app.inject({ url: '/remotes.json' })).json() as { sections: Array<{ name: string; version: string; manifestUrl: string }> }).sections;

test('the live map holds each section whose dev server answers, loaded from it', async () => {
  const [legal, ...others] = await liveSections();
  expect(others).toEqual([]);
  expect(legal).toMatchObject({ name: 'legal', version: 'dev', manifestUrl: `http://localhost:${port()}/mf-manifest.json` });
});

test('health, readiness and the routes that need no shell build answer as in production', async () => {
  expect((await app.inject({ url: '/healthz' })).json()).toMatchObject({ status: 'ok', sections: { legal: 'dev' }, prerender: { state: 'off' } });
  expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  // Signed out: refused by access control, not missing (these were left out of the dev wiring once).
  for (const url of ['/api/admin/status', '/api/admin/csp-reports', '/api/admin/seo']) expect((await app.inject({ url })).statusCode, url).toBe(401);
  for (const url of ['/api/content/blog', '/api/site-settings']) expect((await app.inject({ url })).statusCode, url).toBe(200);
});

test('pages are the shell dev server’s: this server has no page route without a shell build', async () => {
  expect((await app.inject({ url: '/legal/privacy-policy' })).statusCode).toBe(404);
});

test("the shell's route table comes from its dev server, and is empty while that is not running", async () => {
  const ports = devPorts(61_000);
  expect((await new DevRemotes({ ...ports, shell: portOf(shellDevServer) }).shellRouteTable()).routes.map((entry) => entry.path)).toEqual(['/', '/contact']);
  expect(await new DevRemotes(ports).shellRouteTable()).toEqual({ routes: [], redirects: [] });
});
