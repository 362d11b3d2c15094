/**
 * The live and canary versions' files, checked at rest against the digests the registry recorded
 * when they were published (every script, its .br and .gz copies): at start-up and on a schedule.
 * A mismatch is logged as an error, recorded for `remotes status`, and shown in `/readyz`. The
 * browser refuses a changed file anyway (SRI); this finds it before visitors do.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { IntegrityMismatch } from '@site/registry/integrity';
import { verifyVersionFiles } from '@site/registry/integrity';
import type { Registry } from '@site/registry/registry';
import { REMOTES_URL_PREFIX, storedVersionSource, type VersionStorage } from '../deployments/version-storage.ts';

export interface IntegrityReport {
  checkedAt: string;
  versions: number;
  mismatches: (IntegrityMismatch & { section: string; version: string })[];
}

export class IntegrityChecks {
  #last: IntegrityReport | null = null;
  #running: Promise<IntegrityReport> | undefined;

  constructor(private readonly options: { registry: Registry; storage: VersionStorage; log: FastifyBaseLogger }) {}

  get last(): IntegrityReport | null {
    return this.#last;
  }

  run(): Promise<IntegrityReport> {
    this.#running ??= this.#check().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #check(): Promise<IntegrityReport> {
    // A check that cannot run is logged by the scheduler that runs it (scheduleBackgroundJob).
    const { registry, storage, log } = this.options;
    const { sections } = await registry.liveMap();
    const mismatches: IntegrityReport['mismatches'] = [];
    let versions = 0;
    for (const [section, state] of Object.entries(sections)) {
      for (const record of [state.live, state.canary?.version]) {
        // Versions served from elsewhere (a CDN) are not in this site's storage to check.
        if (!record || !record.manifestUrl.startsWith(`${REMOTES_URL_PREFIX}/`)) continue;
        versions += 1;
        const found = await verifyVersionFiles(storedVersionSource(storage, record.section, record.version), record.integrity);
        await registry.recordIntegrityCheck(record.section, record.version, found);
        for (const mismatch of found) {
          mismatches.push({ section, version: record.version, ...mismatch });
          log.error(
            { section, version: record.version, file: mismatch.file },
            `integrity check: ${section} ${record.version} ${mismatch.file} ${mismatch.problem}`,
          );
        }
      }
    }
    this.#last = { checkedAt: new Date().toISOString(), versions, mismatches };
    return this.#last;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled check at rest of the live files (undefined without a registry). */
    integrityChecks: IntegrityChecks | undefined;
  }
}
