import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isSectionName, type SectionName } from '@site/contracts/sections';
import type { ShellInfo } from '@site/registry/contract-gate';
import type { Registry, ReleaseState } from '@site/registry/registry';
import type { DeployStore } from '../deployments/deploy-store.ts';
import { makeLiveThroughRegistry } from '../deployments/make-live.ts';

interface SyncOptions {
  registry: Registry;
  store: DeployStore;
  shell: () => Promise<ShellInfo>;
  log: FastifyBaseLogger;
}

/**
 * Keeps the deploy root's `live.json` and the registry in step. The registry is the source of
 * truth; live.json is its mirror (site search reads it to index the live pages) and the inbox of
 * `deploy-local`, the single-machine deployer `npm start` uses. A live.json written after the
 * registry last changed a section asks for that section's version: it is published (with its SRI,
 * through the contract gate) and promoted. Otherwise the registry wins and live.json is rewritten.
 */
export function deployRootSync({ registry, store, shell, log }: SyncOptions): (releases: readonly ReleaseState[]) => Promise<void> {
  const liveFile = path.join(store.root, 'live.json');
  return async (releases) => {
    const [requested, writtenAt] = await Promise.all([
      store.readLiveMap(),
      stat(liveFile).then(
        (stats) => stats.mtimeMs,
        () => 0,
      ),
    ]);
    const bySection = new Map(releases.map((release) => [release.section, release]));
    let adopted = false;
    for (const [name, entry] of Object.entries(requested.sections)) {
      if (!entry || !isSectionName(name)) continue;
      const release = bySection.get(name);
      if (release?.live === entry.version) continue;
      if (release && Date.parse(release.updatedAt) >= writtenAt) continue;
      adopted =
        (await adopt(name, entry.version).then(
          () => true,
          (error: unknown) => {
            log.error(
              { err: error, section: name, version: entry.version },
              'registry: the deploy root asks for a version the registry refuses; keeping the live one',
            );
            return false;
          },
        )) || adopted;
    }
    const current = adopted ? await registry.releases() : releases;
    for (const release of current) {
      if (requested.sections[release.section]?.version !== release.live && (await store.hasVersion(release.section, release.live))) {
        await store.setLive(release.section, release.live);
      }
    }
  };

  async function adopt(section: SectionName, version: string): Promise<void> {
    await makeLiveThroughRegistry({ registry, store, shell: await shell() }, section, version);
    log.info({ section, version }, 'registry: adopted the deploy root’s live version');
  }
}
