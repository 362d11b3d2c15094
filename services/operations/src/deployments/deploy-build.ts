import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SHELL, type ReleaseUnit } from '@site/contracts/sections';
import { entryFileOf } from '@site/registry/file-origins';
import { storeBuild, type VersionStorage } from '@site/site/version-storage';
import { contentVersion } from './version-id.ts';

export interface DeployedBuild {
  section: ReleaseUnit;
  version: string;
  outcome: 'added' | 'exists';
}

/** The version a build of a section (or of the shell) is stored as: named after its content, so the same build is the same version. */
export async function buildVersion(buildDir: string, section: ReleaseUnit): Promise<string> {
  const entry = entryFileOf(section);
  await stat(path.join(buildDir, entry)).catch(() => {
    throw new Error(
      `${buildDir} holds no ${section === SHELL ? 'shell' : 'remote'} build (no ${entry}); build the ${section === SHELL ? 'shell' : 'section'} first`,
    );
  });
  const info = JSON.parse(await readFile(path.join(buildDir, 'build-info.json'), 'utf8')) as { packageVersion: string };
  return contentVersion(buildDir, info.packageVersion);
}

/**
 * Deploys one section build: it is stored as an immutable version named after its content, and
 * `makeLive` makes it the live version (through the registry). Deploying the same build twice
 * changes nothing.
 */
export async function deployBuild(
  storage: VersionStorage,
  section: ReleaseUnit,
  buildDir: string,
  makeLive: (section: ReleaseUnit, version: string) => Promise<void>,
): Promise<DeployedBuild> {
  const version = await buildVersion(buildDir, section);
  const outcome = await storeBuild(storage, section, version, buildDir);
  await makeLive(section, version);
  return { section, version, outcome };
}
