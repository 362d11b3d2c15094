import type { ReleaseUnit } from '@site/contracts/sections';
import type { ShellInfo } from '@site/registry/contract-gate';
import type { Registry } from '@site/registry/registry';
import { signedBuildRecord } from '@site/service-kit/build-signing';
import { describeDeployedVersion } from '@site/site/deployed-version';
import type { VersionStorage } from '@site/site/version-storage';

/** Who made a change that deploy-local asked for. */
export const DEPLOY_LOCAL_ACTOR = 'deploy-local';

/**
 * Makes a stored version live through the registry: published with its SRI and
 * through the contract gate, then promoted (nothing changes when it is live already), over
 * `expectLive` (null: only while nothing is live; left out: whatever is live, recorded as forced).
 * The registry records it, and every server of the site hears of it (see @site/registry/release-events).
 */
export async function makeLiveThroughRegistry(
  { registry, storage, shell, signingKey }: { registry: Registry; storage: VersionStorage; shell: ShellInfo; signingKey?: string | undefined },
  section: ReleaseUnit,
  version: string,
  expectLive?: string | null,
): Promise<void> {
  const input = await describeDeployedVersion(storage, section, version);
  // Signed as a section's CI signs its publish, where the operator holds a trusted key (RELEASE_SIGNING_KEY).
  const record = signedBuildRecord(input, signingKey);
  await registry.publish(record, { actor: DEPLOY_LOCAL_ACTOR, shell });
  await registry.promote(section, version, { actor: DEPLOY_LOCAL_ACTOR, shell, reason: 'deployed with deploy-local', expectLive });
}
