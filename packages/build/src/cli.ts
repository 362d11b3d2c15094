import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { CONTRACTS_MAJOR, OLDEST_COMPOSED_CONTRACTS_MAJOR } from '@site/contracts/version';
import type { SiteAppConfig } from './app-config.ts';
import { createWebpackConfig, type BuildContext } from './config.ts';
import { siteLinksOf } from './site-links.ts';
import { sharedConfig } from './shared.ts';
import { FEDERATION_RUNTIME_PACKAGE, federationRuntimeVersion, remoteRequiresFromShell } from './federation-runtime.ts';
import { writePageDocuments } from './page-documents.ts';
import { enforceContentRules } from './content-rules.ts';
import { writeRouteTable } from './route-table-file.ts';
import { recordBuildFiles } from './build-files.ts';
import { writeSectionDownloads } from './section-downloads.ts';
import { BUNDLE_REPORT, budgetLines, bundleReportOf, renderBudgetLine, sectionBudgetsSchema } from './bundle-report.ts';
import { CHUNK_CONTENTS, chunkContentsOf } from './chunk-contents.ts';
import { startDevServer } from './dev-server.ts';
import { undeclaredImportsProblem, type PackageManifest } from './declared-imports.ts';

/** Environment names that may be compiled into browser code (everything else stays on the server). */
const require = createRequire(import.meta.url);

async function loadAppConfig(appDir: string): Promise<SiteAppConfig> {
  const module = (await import(pathToFileURL(path.join(appDir, 'site.config.ts')).href)) as { default: SiteAppConfig };
  return module.default;
}

const git = (appDir: string, args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { cwd: appDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

/** The commit the build is of, and whether the tree held changes not in it (then it cannot be rebuilt from the commit). */
function provenance(appDir: string): { commit: string; dirty: boolean | undefined } {
  const status = git(appDir, ['status', '--porcelain']);
  return { commit: git(appDir, ['rev-parse', '--short=12', 'HEAD']) ?? 'unknown', dirty: status === undefined ? undefined : status.length > 0 };
}

function runWebpack(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      if (stats.hasWarnings()) console.warn(stats.toString('errors-warnings'));
      resolve(stats);
    });
  });
}

/** The exact version of every module the app shares, by its Module Federation key. */
function sharedVersions(appDir: string): Record<string, string> {
  const pkg = require(path.join(appDir, 'package.json')) as { dependencies?: Record<string, string> };
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const shared = sharedConfig(pkg.dependencies ?? {}, {
    strict: false,
    installedVersion: (name) => (appRequire(`${name}/package.json`) as { version: string }).version,
  });
  return {
    ...Object.fromEntries(Object.entries(shared).map(([name, entry]) => [name, entry.version])),
    [FEDERATION_RUNTIME_PACKAGE]: federationRuntimeVersion(),
  };
}

const readManifest = async (appDir: string) => JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8')) as PackageManifest & { version: string };

/** `site-build check-imports` (each app's lint): every npm package its source imports is declared. */
async function checkImports(appDir: string): Promise<void> {
  const problem = await undeclaredImportsProblem(appDir, await readManifest(appDir), { tests: true });
  if (problem) throw new Error(problem);
}

async function build(appDir: string): Promise<void> {
  const app = await loadAppConfig(appDir);
  const context: BuildContext = {
    appDir,
    mode: 'production',
    outDir: path.resolve(appDir, process.env.SITE_BUILD_OUT_DIR ?? 'dist'),
    strictShared: process.env.CI === 'true',
  };
  const started = Date.now();
  // The package's manifest, read once: what it declares, its name and version.
  const pkg = await readManifest(appDir);
  // Refused before webpack runs: it takes a second, the build a minute.
  const undeclared = await undeclaredImportsProblem(appDir, pkg, { tests: false });
  if (undeclared) throw new Error(undeclared);
  const stats = await runWebpack(createWebpackConfig(app, context));
  const owner = app.kind === 'remote' ? app.section : 'shell';
  const table = await writeRouteTable(appDir, context.outDir, owner);
  await enforceContentRules(appDir, table, owner);
  await writePageDocuments(appDir, context.outDir, table);
  // Made after the content rules passed, from that same content; recorded below like every file of the build.
  const downloads = app.kind === 'remote' ? await writeSectionDownloads(appDir, context.outDir) : [];
  const { commit, dirty } = provenance(appDir);
  // build-info.json describes the build (it is not part of its identity: see build-files.ts).
  const info = {
    name: pkg.name,
    packageVersion: pkg.version,
    section: app.kind === 'remote' ? app.section : null,
    contractsMajor: CONTRACTS_MAJOR,
    // What the shell composes is what the registry's gates hold sections to.
    ...(app.kind === 'host' ? { oldestContractsMajor: OLDEST_COMPOSED_CONTRACTS_MAJOR } : {}),
    commit,
    dirty,
    node: process.version,
    builtAt: new Date().toISOString(),
    routes: table.routes.length,
    // The sections' pages it links to: a contract the registry keeps (site-links.ts).
    links: await siteLinksOf(context.outDir),
    ...(app.kind === 'remote' ? { requiresFromShell: remoteRequiresFromShell() } : {}),
  };
  await writeFile(path.join(context.outDir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
  // What the shell provides to every section, exactly: the registry's contract gate reads it.
  if (app.kind === 'host') await writeFile(path.join(context.outDir, 'shared-versions.json'), `${JSON.stringify(sharedVersions(appDir), null, 2)}\n`);
  const report = app.kind === 'remote' ? await bundleReportOf(stats, context.outDir, app.section, sectionBudgetsSchema.parse(app.budgets)) : null;
  if (report) await writeFile(path.join(context.outDir, BUNDLE_REPORT), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(context.outDir, CHUNK_CONTENTS), `${JSON.stringify(await chunkContentsOf(stats, context.outDir, pkg.name), null, 2)}\n`);
  // Last: the build's record of exactly what it wrote (webpack cleaned the folder first).
  await recordBuildFiles(context.outDir);
  const madeDownloads = downloads.length === 0 ? '' : ` and ${downloads.length} ${downloads.length === 1 ? 'download' : 'downloads'}`;
  console.log(`${pkg.name}: built ${table.routes.length} routes${madeDownloads} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const lines = report ? budgetLines(report) : [];
  for (const line of lines) (line.ok ? console.log : console.warn)(`  ${renderBudgetLine(line)}`);
  // Over a budget is a failed build, where the team looks first (publish refuses it too); dist is
  // written all the same, so the bundle report can be read.
  if (lines.some((line) => !line.ok)) {
    console.error(
      `${pkg.name}: over its byte budgets: make it smaller (dist/${BUNDLE_REPORT} names what each page loads), or raise the budget in site.config.ts if it is meant`,
    );
    process.exitCode = 1;
  }
}

const [command, ...flags] = process.argv.slice(2);
const appDir = process.cwd();
try {
  if (command === 'build' && flags.length === 0) await build(appDir);
  else if (command === 'check-imports' && flags.length === 0) await checkImports(appDir);
  else if (command === 'dev' && flags.every((flag) => flag === '--dev-override'))
    await startDevServer(appDir, await loadAppConfig(appDir), { devOverride: flags.length > 0 });
  else {
    console.error('usage: site-build build | site-build check-imports | site-build dev [--dev-override]');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
