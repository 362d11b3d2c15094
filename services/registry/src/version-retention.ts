/**
 * Forgetting old versions (gc): all but the newest of each section, except those open tabs, a
 * rollback or a preview link may still need.
 */
import { recordAudit } from '@site/db/audit-log';
import type { Database, Queryable } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import { REGISTRY_ACTOR, requireActor, requireKeep, requireSection } from './input-rules.ts';
import { previousLive } from './rollback-target.ts';
import { previewedVersions } from './repository/checks-and-previews.ts';
import { recentlyReleased } from './repository/history.ts';
import { lockReleases, type ReleaseRow } from './repository/releases.ts';
import { deleteVersions, versionsBeyond } from './repository/versions.ts';

/** How long a version stays after it was last live or canary, unless configured. */
export const DEFAULT_RETENTION_HOURS = 24;

export interface GcResult {
  forgotten: { section: ReleaseUnit; version: string }[];
  /** Old enough to go, but kept, and why. */
  protected: { section: ReleaseUnit; version: string; reasons: string[] }[];
  dryRun: boolean;
}

export interface GcOptions {
  actor?: string;
  ipHash?: string | undefined;
  dryRun?: boolean;
  reason?: string | undefined;
}

const bySectionAndVersion = <T extends { section: string; version: string }>(list: T[]): T[] =>
  list.toSorted((x, y) => x.section.localeCompare(y.section) || x.version.localeCompare(y.version));

export class VersionRetention {
  readonly #db: Database;
  readonly #retentionHours: number;

  constructor(db: Database, retentionHours: number) {
    this.#db = db;
    this.#retentionHours = retentionHours;
  }

  /**
   * Forgets old versions: all but the newest `keep` of each section (or of `section`), except those
   * open tabs or a rollback may still need (see `GcResult.protected`). Returns what it forgot, so
   * the caller can delete their folders; with `dryRun`, what it would forget, and changes nothing.
   * History rows stay.
   */
  async gc(sectionName: string | undefined, keep = 5, { actor = REGISTRY_ACTOR, ipHash, dryRun = false, reason }: GcOptions = {}): Promise<GcResult> {
    const section = sectionName === undefined ? null : requireSection(sectionName);
    requireActor(actor);
    requireKeep(keep);
    return this.#db.transaction(async (tx) => {
      // Serialises with promotions: a version cannot become live while it is being forgotten.
      const releases = await lockReleases(tx, section);
      const candidates = await versionsBeyond(tx, section, keep);
      const reasons = await this.#retentionReasons(tx, releases);
      const forgotten: { section: ReleaseUnit; version: string }[] = [];
      const kept: { section: ReleaseUnit; version: string; reasons: string[] }[] = [];
      for (const candidate of candidates) {
        const why = reasons.get(`${candidate.section}/${candidate.version}`);
        if (why) kept.push({ ...candidate, reasons: why });
        else forgotten.push(candidate);
      }
      if (!dryRun && forgotten.length > 0) {
        await deleteVersions(tx, forgotten);
        await recordAudit(tx, {
          actor,
          ipHash,
          action: 'registry.gc',
          entityType: 'remote_version',
          entityId: section,
          details: { keep, forgotten: bySectionAndVersion(forgotten), protected: bySectionAndVersion(kept), ...(reason ? { reason } : {}) },
        });
      }
      return { forgotten: bySectionAndVersion(forgotten), protected: bySectionAndVersion(kept), dryRun };
    });
  }

  /**
   * Why a version must stay, by `section/version`: it is live or canary, it is the rollback target,
   * it was live or canary within the retention window (open tabs may still load its chunks), or an
   * unexpired preview link names it.
   */
  async #retentionReasons(tx: Queryable, releases: readonly ReleaseRow[]): Promise<Map<string, string[]>> {
    const reasons = new Map<string, string[]>();
    const add = (section: string, version: string | null | undefined, reason: string) => {
      if (!version) return;
      const key = `${section}/${version}`;
      reasons.set(key, [...(reasons.get(key) ?? []), reason]);
    };
    for (const release of releases) {
      add(release.section, release.live_version, 'live');
      add(release.section, release.canary_version, 'canary');
      add(release.section, await previousLive(tx, release.section, release.live_version), 'the rollback target (live before the current one)');
    }
    for (const row of await recentlyReleased(tx, this.#retentionHours)) {
      add(row.section, row.version, `live or canary within the last ${this.#retentionHours} h (open tabs may still load it)`);
    }
    for (const row of await previewedVersions(tx)) add(row.section, row.version, `named by a preview link until ${row.until.toISOString()}`);
    return reasons;
  }
}
