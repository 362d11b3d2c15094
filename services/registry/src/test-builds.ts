/** Test helpers: build folders on disk and version inputs, shaped like real remote builds. */
import { inCanary, newVisitorId } from './cohort.ts';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTS_MAJOR, SHELL_COMPOSED_MAJORS } from '@site/contracts/version';
import type { ReleaseUnit } from '@site/contracts/sections';
import type { Queryable } from '@site/db/database';
import type { RouteTable, SharedRequirement, VersionInput } from './version-input.ts';
import { RegistryRefusal } from './domain-errors.ts';
import { httpStatusOf } from './http-refusals.ts';

/** Empties what the registry keeps, between two tests on one database. */
export const emptyRegistryTables = (db: Pick<Queryable, 'exec'>): Promise<unknown> =>
  db.exec(
    'TRUNCATE remote_loads, remote_vitals, release_history, releases, release_approvals, remote_versions, audit_log, preview_links, integrity_checks, signing_keys',
  );

export function routeTable(section: ReleaseUnit, paths: string[]): RouteTable {
  return {
    routes: paths.map((routePath) => ({
      path: routePath,
      title: `Page ${routePath}`,
      description: `About ${routePath}`,
      component: 'ContentPage',
      componentPath: 'content-page',
      category: section === 'legal' ? 'legal' : 'solutions',
      seoEnabled: true,
      lazy: true,
      exclude: false,
      permissions: [],
      meta: {},
    })),
    redirects: [],
  };
}

export const SHELL_SHARED: Record<string, string> = { react: '19.3.1', 'react-dom': '19.3.1', '@emotion/react': '11.14.0', '@site/ui': '0.1.0' };
export const SHELL = { ...SHELL_COMPOSED_MAJORS, shared: SHELL_SHARED };

export const REMOTE_SHARED: SharedRequirement[] = [
  { name: 'react', requiredVersion: '^19.3.1' },
  { name: 'react/jsx-runtime', requiredVersion: '^19.3.1' },
  { name: 'react-dom', requiredVersion: '^19.3.1' },
  { name: '@site/ui/theme', requiredVersion: '^0.1.0' },
];

const fakeDigest = (seed: string) => `sha384-${createHash('sha384').update(seed).digest('base64')}`;

/** A valid version input; `seed` changes the integrity so two builds of one version differ. */
export function versionInput(section: ReleaseUnit, version: string, overrides: Partial<VersionInput> = {}, seed = version): VersionInput {
  return {
    section,
    version,
    manifestUrl: `/remotes/${section}/${version}/mf-manifest.json`,
    integrity: {
      'remoteEntry.js': fakeDigest(`${seed}:entry`),
      'mf-manifest.json': fakeDigest(`${seed}:manifest`),
      'assets/1.abc.js': fakeDigest(`${seed}:chunk`),
    },
    exposes: ['./routes'],
    shared: REMOTE_SHARED,
    contractsMajor: CONTRACTS_MAJOR,
    routeTable: routeTable(section, [`/${section}`, `/${section}/a`]),
    bytes: 1000,
    commit: 'abc123',
    builtAt: null,
    ...overrides,
  };
}

/** A valid version input of the shell: it exposes nothing and records the exact versions it shares, and the majors it composes. */
export function shellVersionInput(version: string, overrides: Partial<VersionInput> = {}, seed = version): VersionInput {
  return {
    ...versionInput('shell', version, {}, seed),
    manifestUrl: `/remotes/shell/${version}/index.html`,
    integrity: { 'index.html': fakeDigest(`${seed}:page`), 'assets/main.abc.js': fakeDigest(`${seed}:main`) },
    exposes: [],
    shared: Object.entries(SHELL_SHARED).map(([name, provided]) => ({ name, requiredVersion: provided })),
    contractsMajor: SHELL_COMPOSED_MAJORS.contractsMajor,
    oldestContractsMajor: SHELL_COMPOSED_MAJORS.oldestContractsMajor,
    routeTable: { routes: [], redirects: [] },
    links: ['/legal/privacy-policy'],
    ...overrides,
  };
}

/** A build folder in the system's temp dir, with what `site-build` writes (and its noise). */
export async function writeBuildFolder(
  section: ReleaseUnit,
  options: { omit?: string[]; manifest?: unknown; buildInfo?: unknown; routeTable?: unknown } = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `registry-build-${section}-`));
  await mkdir(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'remoteEntry.js': 'var section_x = {};\n',
    'remoteEntry.js.gz': 'gz',
    'remoteEntry.js.br': 'br',
    'remoteEntry.js.map': '{}',
    'assets/1.abc.js': 'console.log(1);\n',
    'assets/1.abc.js.map': '{}',
    'assets/1.abc.js.LICENSE.txt': 'MIT',
    'assets/2.def.js': 'console.log(22);\n',
    'mf-manifest.json': JSON.stringify(
      options.manifest ?? {
        id: `section_${section}`,
        name: `section_${section}`,
        shared: [
          { id: 'x:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1', assets: {} },
          { id: 'x:react/jsx-runtime', name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1', assets: {} },
          { id: 'x:loose', name: 'loose-lib', version: '1.0.0', assets: {} },
        ],
        remotes: [],
        exposes: [{ id: `section_${section}:routes`, name: 'routes', path: './routes', assets: {} }],
      },
    ),
    'route-table.json': JSON.stringify(options.routeTable ?? routeTable(section, [`/${section}`])),
    'build-info.json': JSON.stringify(
      options.buildInfo ?? {
        name: `@site/remote-${section}`,
        packageVersion: '1.0.0',
        section,
        contractsMajor: CONTRACTS_MAJOR,
        commit: '83f40f782d8f',
        routes: 1,
      },
    ),
  };
  for (const [file, content] of Object.entries(files)) {
    if (!options.omit?.includes(file)) await writeFile(path.join(dir, file), content);
  }
  return dir;
}

/** Visitor ids (as the site mints them) that a `percent` canary of `section` puts in, or leaves out of, its cohort. */
export function visitorsOf(section: string, percent: number, cohort: 'live' | 'canary', count: number): string[] {
  const ids: string[] = [];
  while (ids.length < count) {
    const id = newVisitorId();
    if (inCanary(id, section, percent) === (cohort === 'canary')) ids.push(id);
  }
  return ids;
}

/** What `promise` was refused with: the registry's own refusal, with the HTTP status its edge answers it with; anything else is a test failure. */
export async function refusalOf(promise: Promise<unknown>): Promise<{ refusal: RegistryRefusal; status: number }> {
  const outcome = await promise.then(
    () => new Error('expected a refusal, but the call succeeded'),
    (reason: unknown) => reason,
  );
  if (!(outcome instanceof RegistryRefusal)) throw outcome instanceof Error ? outcome : new Error(`expected a RegistryRefusal, got ${String(outcome)}`);
  return { refusal: outcome, status: httpStatusOf(outcome) };
}
