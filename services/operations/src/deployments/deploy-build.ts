import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SectionName } from '@site/contracts/sections';
import { storeBuild, type VersionStorage } from '@site/site/version-storage';
import { contentVersion } from './version-id.ts';

export interface DeployedBuild {
  section: SectionName;
  version: string;
  outcome: 'added' | 'exists';
}

/** The version a section build is stored as: named after its content, so the same build is the same version. */
export async function buildVersion(buildDir: string): Promise<string> {
  await stat(path.join(buildDir, 'mf-manifest.json')).catch(() => {
    throw new Error(`${buildDir} holds no remote build (no mf-manifest.json); build the section first`);
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
  section: SectionName,
  buildDir: string,
  makeLive: (section: SectionName, version: string) => Promise<void>,
): Promise<DeployedBuild> {
  const version = await buildVersion(buildDir);
  const outcome = await storeBuild(storage, section, version, buildDir);
  await makeLive(section, version);
  return { section, version, outcome };
}
