import path from 'node:path';
import { isSectionName, SECTIONS } from '@site/contracts/sections';
import { loadConfig } from '../config.ts';
import { deployBuild } from '../deployments/deploy-build.ts';
import { DeployStore } from '../deployments/deploy-store.ts';

/**
 * `deploy-local`: deploys the local build of every section (the way `npm start` serves the whole
 * site from one checkout). `deploy-local <section> <build-dir>`: deploys one build, e.g. a
 * candidate built elsewhere. Each distinct build gets its own immutable version folder.
 */
async function main(args: string[]): Promise<void> {
  const config = loadConfig();
  const store = new DeployStore(config.DEPLOY_ROOT);
  const [sectionArg, buildDirArg] = args;
  if (sectionArg !== undefined) {
    if (!isSectionName(sectionArg) || !buildDirArg) throw new Error(`usage: deploy-local [<${SECTIONS.join('|')}> <build-dir>]`);
    // npm runs workspace scripts in the workspace; paths are meant from where the command was typed.
    const deployed = await deployBuild(store, sectionArg, path.resolve(process.env.INIT_CWD ?? process.cwd(), buildDirArg));
    console.log(JSON.stringify(deployed));
    return;
  }
  for (const section of SECTIONS) {
    const buildDir = path.join(config.repoRoot, 'remotes', section, 'dist');
    try {
      const { version, outcome } = await deployBuild(store, section, buildDir);
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
