import path from 'node:path';
import { isSectionName, SECTIONS, type SectionName } from '@site/contracts/sections';
import { prepareDatabase } from '@site/db/prepare';
import { Registry } from '@site/registry/registry';
import { readShellInfo } from '@site/registry/shell-info';
import { loadConfig } from '../config.ts';
import { deployBuild } from '../deployments/deploy-build.ts';
import { DeployStore } from '../deployments/deploy-store.ts';
import { makeLiveThroughRegistry } from '../deployments/make-live.ts';

/**
 * `deploy-local`: deploys the local build of every section (the way `npm start` serves the whole
 * site from one checkout). `deploy-local <section> <build-dir>`: deploys one build, e.g. a
 * candidate built elsewhere. Each distinct build gets its own immutable version folder.
 *
 * On PostgreSQL (DATABASE_URL) the registry makes it live at once, and every running server hears
 * of it. The embedded database belongs to the one server process that opens it, so there the
 * server adopts the deploy root's live.json when it reads the registry next.
 */
async function main(args: string[]): Promise<void> {
  const config = loadConfig();
  const store = new DeployStore(config.DEPLOY_ROOT);
  const prepared = config.DATABASE_URL ? await prepareDatabase({ url: config.DATABASE_URL, seed: false, maxConnections: 2 }) : null;
  try {
    let makeLive: ((section: SectionName, version: string) => Promise<void>) | undefined;
    if (prepared) {
      const registry = new Registry(prepared.db, { retentionHours: config.REMOTE_RETENTION_HOURS });
      // Read once for every section; a shell that is not built fails each section as it comes.
      const shell = readShellInfo(config.SHELL_DIST);
      shell.catch(() => undefined);
      makeLive = async (section, version) => makeLiveThroughRegistry({ registry, store, shell: await shell }, section, version);
    }
    await deploy(config, store, args, makeLive);
  } finally {
    await prepared?.db.close();
  }
}

async function deploy(
  config: ReturnType<typeof loadConfig>,
  store: DeployStore,
  args: string[],
  makeLive: ((section: SectionName, version: string) => Promise<void>) | undefined,
): Promise<void> {
  const [sectionArg, buildDirArg] = args;
  if (sectionArg !== undefined) {
    if (!isSectionName(sectionArg) || !buildDirArg) throw new Error(`usage: deploy-local [<${SECTIONS.join('|')}> <build-dir>]`);
    // npm runs workspace scripts in the workspace; paths are meant from where the command was typed.
    const deployed = await deployBuild(store, sectionArg, path.resolve(process.env.INIT_CWD ?? process.cwd(), buildDirArg), makeLive);
    console.log(JSON.stringify(deployed));
    return;
  }
  for (const section of SECTIONS) {
    const buildDir = path.join(config.repoRoot, 'remotes', section, 'dist');
    try {
      const { version, outcome } = await deployBuild(store, section, buildDir, makeLive);
      console.log(`${section}: ${version} live${outcome === 'added' ? ' (new version)' : ''}`);
    } catch (error) {
      console.warn(`${section}: skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
