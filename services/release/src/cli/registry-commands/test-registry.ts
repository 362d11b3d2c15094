/**
 * Test support for the `remotes` CLI: the real registry app on a real socket over an in-memory
 * database, a minimal `/remotes.json` beside it (the standalone registry has none), a temporary
 * deploy root, fake remote builds, and `cli()` to run a command line in-process and capture what it
 * prints.
 */
import { signVisitorId, verifyVisitorCookie } from '@site/registry/cohort';
import { readCookies } from '@site/service-kit/cookies';
import { COHORT_COOKIE } from '@site/site/visitor-cookies';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { SectionName } from '@site/contracts/sections';
import { CONTRACTS_MAJOR, SHELL_COMPOSED_MAJORS } from '@site/contracts/version';
import type { Database } from '@site/db/database';
import { migrate } from '@site/db/migrate';
import { openTestDatabase } from '@site/db/test-databases';
import { buildRegistryApp } from '@site/registry/app';
import { Registry } from '@site/registry/registry';
import { FEDERATION_RUNTIME_PACKAGE, federationRuntimeVersion } from '@site/build/federation-runtime';
import { contentVersionOf, readBuildFiles } from '@site/build/build-files';
import { createRemoteBuild, makeTempDir, removeDir, route } from '@site/site/test-support/fixtures';
import { run, type CliIo } from '../remotes.ts';
import { FolderVersionStorage } from '@site/site/folder-storage';
import { guardPublishes, versionStorageRoutes } from '@site/site/version-storage-routes';
import { grantReadsBuilds, versionFilesRoute } from '@site/site/version-files';
import { authenticate } from '@site/identity/principal';

export const TOKEN = 'test-token';
/** The one CDN origin this registry lists (REMOTE_CDN_ORIGINS). */
export const CDN_ORIGIN = 'https://cdn.example';
/** The cohort-cookie secret of the test registry: `cohortCookie(id)` is what the site would set. */
const COHORT_SECRET = 'cohort-secret-for-cli-tests-0123456789';
export const cohortCookie = (id: string): string => `${COHORT_COOKIE}=${signVisitorId(id, COHORT_SECRET)}`;

function designSystemVersion(): string {
  const manifest = path.resolve(import.meta.dirname, '../../../../../packages/ui/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** What the fake live shell shares: the versions the fake builds below ask for, and the runtime real builds take from it. */
const SHELL = {
  ...SHELL_COMPOSED_MAJORS,
  shared: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    '@emotion/react': '11.14.0',
    // Real builds of a section ask for the design system this checkout holds (read as a file: server code does not import the front end).
    '@site/ui': designSystemVersion(),
    [FEDERATION_RUNTIME_PACKAGE]: federationRuntimeVersion(),
  },
};

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface TestRegistry {
  url: string;
  deployRoot: string;
  db: Database;
  /** Runs `remotes <argv>` against this registry and deploy root; `env` adds to or overrides the defaults. */
  cli: (argv: string[], env?: Record<string, string | undefined>, io?: Pick<CliIo, 'fetch' | 'confirm'>) => Promise<CliResult>;
  /** Empties the registry's tables between tests (the deploy root is the caller's to manage). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/** `releaseApproval`, `releaseSignatures`: RELEASE_APPROVAL and RELEASE_SIGNATURES of the registry (off and optional, as outside production, unless said). */
export async function startTestRegistry({
  releaseApproval = 'off',
  releaseSignatures = 'optional',
}: { releaseApproval?: 'required' | 'off'; releaseSignatures?: 'required' | 'optional' } = {}): Promise<TestRegistry> {
  const db = await openTestDatabase('pglite');
  await migrate(db);
  const deployRoot = await makeTempDir('remotes-cli-deploy');
  const storage = new FolderVersionStorage(deployRoot);
  const app: FastifyInstance = await buildRegistryApp(
    {
      LOG_LEVEL: 'silent',
      CANARY_MIN_SAMPLES: 20,
      CANARY_ERROR_MARGIN_PCT: 10,
      CANARY_VITALS_MARGIN_PCT: 20,
      BEACON_RATE_LIMIT_MAX: 1000,
      REMOTE_RETENTION_HOURS: 24,
      SHELL_DIST: '/nonexistent',
      PLATFORM_TOKEN: TOKEN,
      RELEASE_APPROVAL: releaseApproval,
      RELEASE_SIGNATURES: releaseSignatures,
      // Where PUBLIC_BASE_URL may point: any other origin is refused at publish.
      REMOTE_CDN_ORIGINS: [CDN_ORIGIN],
    },
    db,
    {
      shell: async () => SHELL,
      previews: { secret: 'preview-secret-for-cli-tests-0123456789', siteOrigin: 'https://www.keyline.example', maxTtlS: 86_400 },
      // Beacons are attributed as the site attributes them: from the signed cohort cookie.
      visitorOf: (request) => ({ id: verifyVisitorCookie(readCookies(request).get(COHORT_COOKIE), COHORT_SECRET) }),
      beforeRoutes: (registryApp) => guardPublishes(registryApp, storage),
    },
  );
  // The site server's /remotes.json in miniature: the live version of each section, never cached.
  const registry = new Registry(db);
  app.get('/remotes.json', async (_request, reply) => {
    const state = await registry.liveMap();
    void reply.header('cache-control', 'no-cache');
    return {
      generatedAt: new Date().toISOString(),
      sections: Object.entries(state.sections).map(([name, section]) => ({
        name,
        version: section?.live.version,
        manifestUrl: section?.live.manifestUrl,
        cohort: 'live',
      })),
    };
  });
  // The site's version storage over the deploy root: its upload routes and its /remotes/ files.
  await app.register(versionStorageRoutes, { storage, registry });
  // Build descriptors (the bundle report `diff` reads) only for a release operation's token, as the site serves them.
  const lifetime = { idleTimeoutS: 1800, absoluteTimeoutS: 43_200 };
  await app.register(versionFilesRoute, {
    storage,
    buildDetails: async (request, section) => grantReadsBuilds((await authenticate(request, { db, lifetime, platformToken: TOKEN })).principal?.grant, section),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const cli = async (argv: string[], env: Record<string, string | undefined> = {}, io: Pick<CliIo, 'fetch' | 'confirm'> = {}): Promise<CliResult> => {
    let stdout = '';
    let stderr = '';
    const code = await run(argv, {
      // No DEPLOY_ROOT: the CLI reaches the site's files only through its API.
      env: { REGISTRY_URL: url, PLATFORM_TOKEN: TOKEN, ...env },
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      cwd: deployRoot,
      ...io,
    });
    return { code, stdout, stderr };
  };

  return {
    url,
    deployRoot,
    db,
    cli,
    reset: () =>
      db.exec('TRUNCATE remote_loads, remote_vitals, release_history, releases, release_approvals, remote_versions, audit_log, preview_links, signing_keys'),
    close: async () => {
      await app.close();
      await db.close();
      await removeDir(deployRoot);
    },
  };
}

/** The version a build is published as: named after its own record of its files, whatever else its folder holds. */
export async function builtVersion(buildDir: string, packageVersion: string): Promise<string> {
  return contentVersionOf((await readBuildFiles(buildDir)).files, packageVersion);
}

export interface FakeBuildOptions {
  /** Changes remoteEntry.js, so each label is a different build and so a different version. */
  label: string;
  paths?: string[];
  contractsMajor?: number;
  packageVersion?: string;
  /** Extra JavaScript, to change the byte count. */
  chunk?: string;
  /** Built from uncommitted changes, as build-info.json records it. */
  dirty?: boolean;
  /** The react range the build requires, as its package.json declares it. */
  reactRange?: string;
  /** Writes a bundle report saying entering a page loads this many bytes (budget 35 KiB). */
  pageFirstLoadBytes?: number;
  /** The sections' pages it links to, as build-info.json records them. */
  links?: string[];
  /** The chunk's .br and .gz copies too, as a real build writes them. */
  precompressed?: boolean;
}

/** A remote's `dist/` as `site-build` writes it: manifest with exposes and shared, entry, chunk, route table, build info. */
export async function fakeBuild(
  section: SectionName,
  {
    label,
    paths = [`/${section}`],
    contractsMajor = CONTRACTS_MAJOR,
    packageVersion = '1.0.0',
    chunk = 'console.log(1);\n',
    dirty = false,
    reactRange = '^19.3.1',
    pageFirstLoadBytes,
    precompressed = false,
    links,
  }: FakeBuildOptions,
): Promise<string> {
  const manifest = {
    id: `section_${section}`,
    name: `section_${section}`,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { id: `section_${section}:react`, name: 'react', version: '19.3.1', singleton: true, requiredVersion: reactRange, assets: {} },
      { id: `section_${section}:react-dom`, name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1', assets: {} },
    ],
    remotes: [],
    exposes: [{ id: `section_${section}:routes`, name: 'routes', path: './routes', assets: {} }],
  };
  const dir = await createRemoteBuild(
    section,
    { routes: paths.map((routePath) => route(routePath, { category: section === 'legal' ? 'legal' : 'solutions' })), redirects: [] },
    label,
    {
      'mf-manifest.json': JSON.stringify(manifest),
      'assets/1.abc.js': chunk,
      ...(precompressed ? { 'assets/1.abc.js.br': brotliCompressSync(chunk), 'assets/1.abc.js.gz': gzipSync(chunk) } : {}),
      'build-info.json': JSON.stringify({
        name: `@site/remote-${section}`,
        packageVersion,
        section,
        contractsMajor,
        commit: '83f40f782d8f0123',
        dirty,
        node: 'v20.20.2',
        routes: paths.length,
        ...(links ? { links } : {}),
      }),
      ...(pageFirstLoadBytes === undefined
        ? {}
        : {
            'bundle-report.json': JSON.stringify({
              section,
              budgets: { pageFirstLoadKiB: 35, largestLazyChunkKiB: 10 },
              entry: { name: 'entry', files: ['remoteEntry.js'], brotliBytes: pageFirstLoadBytes },
              pages: [],
              content: [],
              lazy: [],
              pageFirstLoad: { page: 'pages/content-page', content: null, brotliBytes: pageFirstLoadBytes },
              largestLazyChunk: null,
            }),
          }),
    },
  );
  return dir;
}
