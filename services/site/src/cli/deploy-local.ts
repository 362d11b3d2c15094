import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SECTIONS } from '@site/contracts/sections';
import { loadConfig } from '../config.ts';
import { DeployStore } from '../deployments/deploy-store.ts';
import { contentVersion } from '../deployments/version-id.ts';

/**
 * Deploys the local build of every section into the deploy root and makes it live, the way
 * `npm start` serves the whole site from one checkout. Each distinct build gets its own
 * immutable version folder; an unchanged build is recognised and not copied again.
 */
async function deployLocal(): Promise<void> {
  const config = loadConfig();
  const store = new DeployStore(config.DEPLOY_ROOT);
  for (const section of SECTIONS) {
    const appDir = path.join(config.repoRoot, 'remotes', section);
    const buildDir = path.join(appDir, 'dist');
    try {
      await stat(path.join(buildDir, 'mf-manifest.json'));
    } catch {
      console.warn(`${section}: no build in ${path.relative(config.repoRoot, buildDir)}; skipped (run npm run build)`);
      continue;
    }
    const pkg = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
    const version = await contentVersion(buildDir, pkg.version);
    const outcome = await store.addVersion(section, version, buildDir);
    await store.setLive(section, version);
    console.log(`${section}: ${version} live${outcome === 'added' ? ' (new version)' : ''}`);
  }
}

await deployLocal();
