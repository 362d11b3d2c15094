import type { ReleaseUnit } from '@site/contracts/sections';
import { readBuildDescription } from '@site/registry/build-description';
import type { VersionInput } from '@site/registry/version-input';
import { storageManifestUrl } from '@site/registry/file-origins';
import { storedVersionSource, type VersionStorage } from './version-storage.ts';

/** What the registry is told of a stored version (a section's or the shell's): its files' SRI, exposes, route table, served from this site. */
export function describeDeployedVersion(storage: VersionStorage, section: ReleaseUnit, version: string): Promise<VersionInput> {
  return readBuildDescription(storedVersionSource(storage, section, version), {
    section,
    version,
    manifestUrl: storageManifestUrl(section, version),
  });
}
