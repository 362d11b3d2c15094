import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { versionSchema } from '@site/contracts/remotes-manifest';
import type { SectionName } from '@site/contracts/sections';
import { BUILD_FILES, readBuildFiles } from '@site/build/build-files';

export const REMOTES_URL_PREFIX = '/remotes';

/**
 * The deploy root on disk: `remotes/<section>/<version>/` folders that are written once and never
 * changed. Which of them are live is the registry's to say, never this folder's.
 */
export class DeployStore {
  constructor(readonly root: string) {}

  get remotesDir(): string {
    return path.join(this.root, 'remotes');
  }

  versionDir(section: SectionName, version: string): string {
    return path.join(this.remotesDir, section, versionSchema.parse(version));
  }

  async hasVersion(section: SectionName, version: string): Promise<boolean> {
    return exists(path.join(this.versionDir(section, version), 'mf-manifest.json'));
  }

  /** Copies the files a build recorded into its own version folder. An existing version is never overwritten. */
  async addVersion(section: SectionName, version: string, buildDir: string): Promise<'added' | 'exists'> {
    const target = this.versionDir(section, version);
    if (await exists(target)) return 'exists';
    // Only what the build recorded: a leftover of another build or a file dropped in by hand stays behind.
    const { files } = await readBuildFiles(buildDir);
    const staging = `${target}.staging-${process.pid}`;
    for (const file of [...files.map((entry) => entry.path), BUILD_FILES]) {
      await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
      await copyFile(path.join(buildDir, file), path.join(staging, file));
    }
    await rename(staging, target);
    return 'added';
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
