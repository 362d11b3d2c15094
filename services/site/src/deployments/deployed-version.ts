import type { SectionName } from '@site/contracts/sections';
import { readBuildDescription } from '@site/registry/build-description';
import type { VersionInput } from '@site/registry/version-input';
import { REMOTES_URL_PREFIX, storedVersionSource, type VersionStorage } from './version-storage.ts';

/** What the registry is told of a stored version: its files' SRI, exposes, route table, served from this site. */
export function describeDeployedVersion(storage: VersionStorage, section: SectionName, version: string): Promise<VersionInput> {
  return readBuildDescription(storedVersionSource(storage, section, version), {
    section,
    version,
    manifestUrl: `${REMOTES_URL_PREFIX}/${section}/${version}/mf-manifest.json`,
  });
}
