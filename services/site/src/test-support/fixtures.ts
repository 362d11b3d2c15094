/**
 * Test fixtures for the site server: a fake shell build, fake remote builds and a temporary
 * deploy root, all on disk under the OS temp folder, so tests exercise the real app end to end.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { defineRouteTable, type RouteEntryInput, type RouteTableInput } from '@site/contracts/route-entry';
import type { ReleaseUnit, SectionName } from '@site/contracts/sections';
import { CONTRACTS_MAJOR } from '@site/contracts/version';
import { recordBuildFiles } from '@site/build/build-files';
import { buildApp } from '../app.ts';
import { DATA_CONTENT_SECURITY_POLICY, isDataType } from '../plugins/security-headers.ts';
import { FolderVersionStorage } from '../deployments/folder-storage.ts';
import { storeBuild, type VersionStorage } from '../deployments/version-storage.ts';
import { describeDeployedVersion } from '../deployments/deployed-version.ts';
import { MEMORY } from '@site/db/database';
import { prepareDatabase } from '@site/db/prepare';
import { recordingFieldsOf } from '@site/media/recordings';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';

/** The shell's inline landing script, which its pages may run by its hash. */
export const SHELL_LANDING_SCRIPT = 'import(document.currentScript.dataset.appEntry)';
/** The shell's index.html; a marker lets tests tell it apart from any other body. */
export const SHELL_HTML = `<!doctype html><html lang="en"><head><title>Keyline</title></head><body><div id="root" data-fixture="shell"></div><script data-app-entry="/assets/main.abc123.js">${SHELL_LANDING_SCRIPT}</script></body></html>`;
export const SHELL_ASSET = 'main.abc123.js';
export const SHELL_ASSET_SOURCE = `console.info('shell main bundle');\n${'export const padding = "compressible text";\n'.repeat(50)}`;
export const SHELL_ASSET_BROTLI = brotliCompressSync(Buffer.from(SHELL_ASSET_SOURCE));

export const EXTERNAL_LOGIN_URL = 'https://accounts.keyline.example/login';
/** The registry's platform token in test sites with a database. */
export const PLATFORM_TOKEN = 'platform-token-for-tests';
export const PREVIEW_SECRET = 'preview-secret-for-tests-0123456789abcdef';
export const SOLUTIONS_V1 = '1.0.0-aaaa';
export const SOLUTIONS_V2 = '1.1.0-bbbb';

/** A valid route entry; only the path varies between tests unless overridden. */
export function route(routePath: string, overrides: Partial<RouteEntryInput> = {}): RouteEntryInput {
  const name = routePath === '/' ? 'Home' : routePath.split('/').filter(Boolean).join(' ');
  return {
    path: routePath,
    title: name,
    description: `The ${name} page.`,
    component: name.replaceAll(/[^A-Za-z]/g, '') || 'Page',
    componentPath: `./pages${routePath === '/' ? '/home' : routePath.replaceAll(':', '_')}.tsx`,
    category: 'core',
    ...overrides,
  };
}

export const SHELL_ROUTE_TABLE: RouteTableInput = {
  routes: [route('/'), route('/about'), route('/404', { seoEnabled: false }), route('/news/:slug', { category: 'resource' })],
  redirects: [
    { from: '/blog', to: '/resources/blog' },
    { from: '/api-docs', to: '/api/docs' },
    { from: '/login', to: EXTERNAL_LOGIN_URL },
  ],
};

export const SOLUTIONS_ROUTE_TABLE: RouteTableInput = {
  routes: [
    route('/solutions', { category: 'solutions', nav: 'solutions' }),
    route('/solutions/agent-assisted', { category: 'solution', nav: 'solutions' }),
    route('/industries/banking', { category: 'industry', nav: 'industries' }),
  ],
  redirects: [{ from: '/solutions/payment-links', to: '/solutions/agent-assisted' }],
};

/** A route table as a build writes it: defaults filled in, as JSON. */
export function routeTableJson(routeTable: RouteTableInput): string {
  return JSON.stringify(defineRouteTable(routeTable), null, 2);
}

/** A folder under the OS temp folder; remove it with {@link removeDir}. */
export function makeTempDir(label: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `site-test-${label}-`));
}

export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** Writes files (relative path → content) under a folder, creating sub-folders. */
export async function writeFiles(root: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/** A fake shell build: index.html, route-table.json and one hashed asset with its .br copy. */
export async function createShellDist(routeTable: RouteTableInput = SHELL_ROUTE_TABLE): Promise<string> {
  const dir = await makeTempDir('shell');
  await writeFiles(dir, {
    'index.html': SHELL_HTML,
    'build-info.json': JSON.stringify({
      name: '@site/shell',
      packageVersion: '1.0.0',
      section: null,
      contractsMajor: CONTRACTS_MAJOR,
      commit: 'abc123',
      routes: 4,
    }),
    'shared-versions.json': JSON.stringify({ react: '19.3.1', 'react/': '19.3.1' }),
    'route-table.json': routeTableJson(routeTable),
    [`assets/${SHELL_ASSET}`]: SHELL_ASSET_SOURCE,
    [`assets/${SHELL_ASSET}.br`]: SHELL_ASSET_BROTLI,
  });
  return dir;
}

/**
 * A shell build to release through the registry, as `shell/dist` looks once built: its page names
 * `assets/main.<label>.js`, and `label` shows in the page so versions tell apart.
 */
export async function createShellBuild(label: string, routeTable: RouteTableInput = SHELL_ROUTE_TABLE): Promise<{ dir: string; asset: string }> {
  const dir = await makeTempDir('shell-build');
  const asset = `main.${label}.js`;
  await writeFiles(dir, {
    'index.html': SHELL_HTML.replace('data-fixture="shell"', `data-fixture="shell ${label}"`).replace(`/assets/${SHELL_ASSET}`, `/assets/${asset}`),
    'build-info.json': JSON.stringify({ name: '@site/shell', packageVersion: '1.0.0', section: null, contractsMajor: CONTRACTS_MAJOR, commit: 'abc123' }),
    'shared-versions.json': JSON.stringify({ react: '19.3.1', 'react/': '19.3.1' }),
    'route-table.json': routeTableJson(routeTable),
    [`assets/${asset}`]: `console.info('shell ${label}');\n`,
  });
  await recordBuildFiles(dir);
  return { dir, asset };
}

/** The files of a remote's build; `label` ends up in remoteEntry.js so versions differ. */
export function remoteBuildFiles(section: SectionName, routeTable: RouteTableInput, label: string): Record<string, string> {
  return {
    'mf-manifest.json': JSON.stringify({
      id: `section_${section}`,
      name: `section_${section}`,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }],
      exposes: [{ name: 'routes', path: './routes' }],
    }),
    'build-info.json': JSON.stringify({
      name: `@site/remote-${section}`,
      packageVersion: '1.0.0',
      section,
      contractsMajor: CONTRACTS_MAJOR,
      commit: 'abc123',
      routes: 1,
    }),
    'remoteEntry.js': `/* ${section} ${label} */\nvar section_${section} = {};\n`,
    'route-table.json': routeTableJson(routeTable),
  };
}

/** A fake remote build folder, as a section's `dist/` would look. */
export async function createRemoteBuild(
  section: SectionName,
  routeTable: RouteTableInput,
  label: string,
  extraFiles: Record<string, string | Uint8Array> = {},
): Promise<string> {
  const dir = await makeTempDir(`build-${section}`);
  await writeFiles(dir, { ...remoteBuildFiles(section, routeTable, label), ...extraFiles });
  await recordBuildFiles(dir);
  return dir;
}

let preparedDatabase: Promise<Blob> | undefined;

/**
 * A migrated and seeded embedded database, dumped once per test process: every test site starts
 * from a copy of it, in a fraction of the time migrating and seeding takes.
 */
export function preparedDatabaseTemplate(): Promise<Blob> {
  preparedDatabase ??= prepareDatabase({ dataDir: MEMORY, seed: { videoMedia: recordingFieldsOf } }).then(async ({ db }) => {
    try {
      if (!db.dump) throw new Error('the embedded database cannot be dumped');
      return await db.dump();
    } finally {
      await db.close();
    }
  });
  return preparedDatabase;
}

/** Stores a fake build of a section as `version` (its files only: not live). */
export async function addRemoteVersion(store: VersionStorage, section: SectionName, version: string, routeTable: RouteTableInput): Promise<void> {
  const build = await createRemoteBuild(section, routeTable, version);
  try {
    await storeBuild(store, section, version, build);
  } finally {
    await removeDir(build);
  }
}

/** Registers a stored version with the site's registry and promotes it, as deploy-local does, through the registry's API. */
export async function makeLive(app: FastifyInstance, store: VersionStorage, section: ReleaseUnit, version: string): Promise<void> {
  const description = await describeDeployedVersion(store, section, version);
  const headers = { authorization: `Bearer ${PLATFORM_TOKEN}` };
  const published = await app.inject({ method: 'POST', url: '/api/registry/versions', headers, payload: description });
  if (published.statusCode >= 300) throw new Error(`publishing ${section}@${version} failed: ${published.statusCode} ${published.body}`);
  const promoted = await app.inject({ method: 'POST', url: `/api/registry/sections/${section}/promote`, headers, payload: { version, reason: 'test set-up' } });
  if (promoted.statusCode >= 300) throw new Error(`promoting ${section}@${version} failed: ${promoted.statusCode} ${promoted.body}`);
}

/** Deploys a fake build of a section to a running test site as `version`, and (by default) makes it live through its registry. */
export async function deployRemote(
  site: Pick<SiteFixture, 'app' | 'store'>,
  section: SectionName,
  version: string,
  routeTable: RouteTableInput,
  { live = true }: { live?: boolean } = {},
): Promise<void> {
  const storage = site.app.versionStorage ?? site.store;
  await addRemoteVersion(storage, section, version, routeTable);
  if (live) await makeLive(site.app, storage, section, version);
}

export interface SiteFixture {
  app: FastifyInstance;
  /** The site's version storage: the deploy root's folder. */
  store: FolderVersionStorage;
  deployRoot: string;
  shellDist: string;
  /** Everyone's live map, as `/remotes.json` serves it. */
  remotesManifest: () => Promise<VisitorLiveMap>;
  /** Closes the app and removes every temporary folder. */
  close: () => Promise<void>;
}

/**
 * The real app over a fresh shell dist and deploy root, with an in-memory database: content,
 * search and the registry (writes with PLATFORM_TOKEN), which decides what is live. By default
 * `solutions@1.0.0-aaaa` is deployed and live; pass `liveSolutions: false` for a site with nothing
 * live, and `prerender: true` for an app that serves prerendered pages (its renderer is never
 * started).
 */
export async function createSite({
  liveSolutions = true,
  siteOrigin,
  prerender = false,
  remotes = [],
  settings = {},
}: {
  liveSolutions?: boolean;
  siteOrigin?: string;
  prerender?: boolean;
  /** More sections live from the start: [section, version, route table]. */
  remotes?: ReadonlyArray<readonly [SectionName, string, RouteTableInput]>;
  /** Further server settings (session lifetimes, say). */
  settings?: Partial<Parameters<typeof buildApp>[0]>;
} = {}): Promise<SiteFixture> {
  const shellDist = await createShellDist();
  const deployRoot = await makeTempDir('deploy');
  const store = new FolderVersionStorage(deployRoot);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      DEPLOY_ROOT: deployRoot,
      SHELL_DIST: shellDist,
      LOG_LEVEL: 'silent',
      SITE_ORIGIN: siteOrigin,
      PRERENDER: prerender ? 'on' : 'off',
      DATA_DIR: MEMORY,
      databaseTemplate: await preparedDatabaseTemplate(),
      PLATFORM_TOKEN,
      PREVIEW_SECRET,
      SEARCH_REFRESH_INTERVAL_MS: 60_000,
      ...settings,
    });
    await app.ready();
    const initial: Array<readonly [SectionName, string, RouteTableInput]> = [
      ...(liveSolutions ? [['solutions', SOLUTIONS_V1, SOLUTIONS_ROUTE_TABLE] as const] : []),
      ...remotes,
    ];
    for (const [section, version, table] of initial) await deployRemote({ app, store }, section, version, table);
  } catch (error) {
    await app?.close();
    await Promise.all([removeDir(shellDist), removeDir(deployRoot)]);
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    store,
    deployRoot,
    shellDist,
    // As served, not re-parsed: a schema's defaults would change what the prerender keys hash.
    remotesManifest: async () => (await ready.inject({ url: '/remotes.json' })).json<VisitorLiveMap>(),
    close: async () => {
      await ready.close();
      await Promise.all([removeDir(shellDist), removeDir(deployRoot)]);
    },
  };
}

/** The headers every response must carry, whatever its type, with the values other teams rely on. */
export function expectSecurityHeaders(headers: Record<string, unknown>, { inlineStyles = false }: { inlineStyles?: boolean } = {}): void {
  const csp = String(headers['content-security-policy']);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  });
  expect(String(headers['strict-transport-security'])).toMatch(/max-age=\d{8,}/);
  expect(String(headers['permissions-policy'])).toContain('camera=()');
  // JSON is never rendered or run: it allows nothing at all.
  if (isDataType(headers['content-type'])) {
    expect(csp).toBe(DATA_CONTENT_SECURITY_POLICY);
    return;
  }
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp.split(';').find((directive) => directive.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
  const styles = expect(csp.split(';').find((directive) => directive.trim().startsWith('style-src')));
  if (inlineStyles) styles.toContain('unsafe-inline');
  else styles.not.toContain('unsafe-inline');
}

/** A `{ error, message, statusCode }` JSON error, the shape every non-page error has. */
export function expectJsonError(response: { statusCode: number; headers: Record<string, unknown>; body: string }, statusCode: number): void {
  expect(response.statusCode).toBe(statusCode);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(body).toEqual({ error: expect.any(String), message: expect.any(String), statusCode });
  expect(body.error).not.toBe('');
}

export interface RawResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A GET over a real socket, for request targets that app.inject would normalise away (it parses
 * the URL first, so `/\evil` or `/remotes/../x` never reach the server as sent).
 */
export async function rawGet(app: FastifyInstance, target: string): Promise<RawResponse> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: target, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The `script-src` directive of a response's Content-Security-Policy: where its page may load scripts from. */
export const scriptSourcesOf = (response: Response): string | undefined =>
  String(response.headers.get('content-security-policy'))
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src'));
