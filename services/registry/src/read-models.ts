/**
 * What the registry answers about itself, read-only: versions, the live map, each section's status
 * (how its versions load, and how fast their pages are), the difference between two versions, and
 * history. Nothing here changes a release.
 */
import { budgetsExceeded } from './budget-gate.ts';
import type { LoadStage } from '@site/contracts/registry-api';
import type { Database } from '@site/db/database';
import { isReleaseUnit, RELEASE_UNITS, type ReleaseUnit } from '@site/contracts/sections';
import { versionSchema } from '@site/contracts/remotes-manifest';
import type { Approval, HistoryAction } from '@site/contracts/registry-api';
import { NotFoundError } from './domain-errors.ts';
import type { IntegrityMismatch } from './integrity.ts';
import { requireHistoryLimit, requireSection } from './input-rules.ts';
import type { LiveMap } from './live-map.ts';
import type { Cohort } from './load-report.ts';
import { toReleaseState, type ReleaseState } from './release-state.ts';
import { toApproval } from './repository/approvals.ts';
import { checksOfReleasedVersions } from './repository/checks-and-previews.ts';
import { listSigningKeys } from './repository/signing-keys.ts';
import { listHistory, liveSince } from './repository/history.ts';
import { previousLive } from './rollback-target.ts';
import { loadStats, recentVisitorLoads, topFailures } from './repository/loads.ts';
import { allReleases, releaseVersions } from './repository/releases.ts';
import { liveAndCanaryVersions, listVersions, liveMapOf } from './repository/versions.ts';
import { versionKey, vitalsByVersion, type VersionVitals } from './section-vitals.ts';
import { diffVersions, type VersionDiff } from './version-diff.ts';
import type { VersionRecord } from './version-input.ts';
import { selectVersion, toVersionRecord } from './version-rows.ts';

/** Failure messages shown per version in status. */
const TOP_ERRORS = 3;

export interface VersionSummary {
  section: ReleaseUnit;
  version: string;
  manifestUrl: string;
  contractsMajor: number;
  bytes: number;
  routes: number;
  commit: string | null;
  /** Built from uncommitted changes (null: not recorded). */
  dirty: boolean | null;
  nodeVersion: string | null;
  builtAt: string | null;
  publishedBy: string;
  publishedAt: string;
  /** Who approved it for release (null: nobody yet). */
  approval: Approval | null;
  live: boolean;
  canary: boolean;
  /** When the canary judge last rolled it back, and why (null: never): worth a look before promoting it again. */
  judgeRollback: { at: string; reason: string | null } | null;
  /** Which checks its publish ran and which it skipped (null: not recorded). */
  checks: VersionRecord['checks'];
  /** The trusted key whose signature the registry verified at publish (null: unsigned). */
  signedBy: { keyId: string; name: string } | null;
  /** Each byte budget of its section it is over, in words (empty: within them, or not measured). */
  overBudget: string[];
}

export interface HistoryEntry {
  id: number;
  section: ReleaseUnit;
  action: HistoryAction;
  fromVersion: string | null;
  toVersion: string | null;
  percent: number | null;
  reason: string | null;
  actor: string;
  /** It did not name the version it replaced. */
  forced: boolean;
  createdAt: string;
}

export interface VersionLoadStats {
  version: string;
  loads: number;
  errors: number;
  /** Percent, 0-100. */
  errorRate: number;
  p50Ms: number | null;
  p75Ms: number | null;
  /** Page views through preview links: not in the figures above, which are the version's own visitors'. */
  previews: number;
  /** The most frequent failures browsers reported, grouped by message and where they happened. */
  topErrors: {
    message: string;
    count: number;
    firstSeen: string;
    lastSeen: string;
    stage: LoadStage;
    route: string | null;
    fingerprint: string | null;
  }[];
  /** p75 of each Core Web Vital of the pages this version drew (from visitors who allow analytics). */
  vitals: VersionVitals;
}

export interface IntegrityState {
  version: string;
  checkedAt: string;
  mismatches: IntegrityMismatch[];
}

export interface VisitorLoad {
  visitor: string;
  version: string;
  cohort: Cohort;
  ok: boolean;
  at: string;
}

export interface SectionStatus {
  section: ReleaseUnit;
  live: string | null;
  /** When, how and by whom the live version became live. */
  liveSince: { at: string; by: string; action: HistoryAction } | null;
  /** The last check at rest of the live and canary versions' files (none yet: empty). */
  integrity: IntegrityState[];
  canary: ReleaseState['canary'];
  /** What a rollback returns everyone to now: live, while a canary runs (it is aborted); else the version live before (null: none). */
  rollbackTo: string | null;
  versions: VersionLoadStats[];
  recentVisitors: VisitorLoad[];
}

export class ReadModels {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async getVersion(section: string, version: string): Promise<VersionRecord | null> {
    if (!isReleaseUnit(section) || !versionSchema.safeParse(version).success) return null;
    return selectVersion(this.#db, section, version);
  }

  /** Published versions, newest first, each flagged live or canary. */
  async list(sectionName?: string): Promise<VersionSummary[]> {
    const section = sectionName === undefined ? null : requireSection(sectionName);
    const [rows, keys] = await Promise.all([listVersions(this.#db, section), listSigningKeys(this.#db)]);
    const keyNames = new Map(keys.map((key) => [key.keyId, key.name]));
    return rows.map((row) => {
      const record = toVersionRecord(row);
      return {
        section: record.section,
        version: record.version,
        manifestUrl: record.manifestUrl,
        contractsMajor: record.contractsMajor,
        bytes: record.bytes,
        routes: record.routeTable.routes.length,
        commit: record.commit,
        dirty: record.dirty,
        nodeVersion: record.nodeVersion,
        builtAt: record.builtAt,
        publishedBy: record.publishedBy,
        publishedAt: record.publishedAt,
        approval: toApproval(row),
        live: row.live,
        canary: row.canary,
        checks: record.checks,
        signedBy: record.signature ? { keyId: record.signature.keyId, name: keyNames.get(record.signature.keyId) ?? record.signature.keyId } : null,
        judgeRollback: row.judge_rollback_at ? { at: row.judge_rollback_at.toISOString(), reason: row.judge_rollback_reason } : null,
        overBudget: budgetsExceeded(record.budgets),
      };
    });
  }

  /** Every section: what is live and in canary, and how each version loaded (and how fast its pages were) over the window. */
  async status({ windowMs = 24 * 3_600_000, recentVisitors = 20 }: { windowMs?: number; recentVisitors?: number } = {}): Promise<SectionStatus[]> {
    const windowSeconds = Math.max(1, Math.round(windowMs / 1000));
    const [releases, stats, visitors, failures, promotions, checks, vitals] = await Promise.all([
      allReleases(this.#db),
      loadStats(this.#db, windowSeconds),
      recentVisitorLoads(this.#db, windowSeconds, recentVisitors),
      topFailures(this.#db, windowSeconds, TOP_ERRORS),
      liveSince(this.#db),
      checksOfReleasedVersions(this.#db),
      vitalsByVersion(this.#db, windowSeconds),
    ]);
    const rollbackTargets = new Map(
      await Promise.all(
        releases.map(
          async (row) =>
            [row.section, row.canary_version ? row.live_version : ((await previousLive(this.#db, row.section, row.live_version)) ?? null)] as const,
        ),
      ),
    );
    return RELEASE_UNITS.map((section) => {
      const release = releases.find((row) => row.section === section);
      const state = release ? toReleaseState(release) : null;
      const promotion = promotions.find((row) => row.section === section);
      return {
        section,
        live: state?.live ?? null,
        liveSince: promotion ? { at: promotion.created_at.toISOString(), by: promotion.actor, action: promotion.action } : null,
        integrity: checks
          .filter((check) => check.section === section)
          .map((check) => ({ version: check.version, checkedAt: check.checked_at.toISOString(), mismatches: check.mismatches })),
        canary: state?.canary ?? null,
        rollbackTo: rollbackTargets.get(section) ?? null,
        versions: stats
          .filter((row) => row.section === section)
          .map((row) => ({
            version: row.version,
            loads: row.loads,
            errors: row.errors,
            errorRate: row.loads > 0 ? Math.round((row.errors / row.loads) * 1000) / 10 : 0,
            p50Ms: row.p50 === null ? null : Math.round(row.p50),
            p75Ms: row.p75 === null ? null : Math.round(row.p75),
            previews: row.previews,
            topErrors: failures
              .filter((failure) => failure.section === section && failure.version === row.version)
              .map((failure) => ({
                message: failure.error,
                count: failure.count,
                firstSeen: failure.first_seen.toISOString(),
                lastSeen: failure.last_seen.toISOString(),
                stage: failure.stage,
                route: failure.route,
                fingerprint: failure.fingerprint,
              })),
            vitals: vitals.get(versionKey(section, row.version)) ?? {},
          })),
        recentVisitors: visitors
          .filter((row) => row.section === section)
          .map((row) => ({ visitor: row.visitor, version: row.version, cohort: row.cohort, ok: row.ok, at: row.created_at.toISOString() })),
      };
    });
  }

  async diff(sectionName: string, a: string, b: string): Promise<VersionDiff> {
    const section = requireSection(sectionName);
    const [before, after] = await Promise.all([this.getVersion(section, a), this.getVersion(section, b)]);
    if (!before) throw new NotFoundError(`${section} has no version ${JSON.stringify(a)}`);
    if (!after) throw new NotFoundError(`${section} has no version ${JSON.stringify(b)}`);
    return diffVersions(before, after);
  }

  /**
   * Which version of each section is live and in canary, and since when: one small query, for
   * callers that check often whether anything changed before reading the whole `liveMap()`.
   */
  async releases(): Promise<ReleaseState[]> {
    return (await releaseVersions(this.#db)).map(toReleaseState);
  }

  /** What is live (and in canary) in every section that has a release: the source of every visitor's map. */
  async liveMap(): Promise<LiveMap> {
    return liveMapOf(await liveAndCanaryVersions(this.#db));
  }

  /** Newest first; `among`: of these sections only (a caller that may read no others). */
  async history(sectionName?: string, limit = 50, among?: readonly string[]): Promise<HistoryEntry[]> {
    const section = sectionName === undefined ? null : requireSection(sectionName);
    requireHistoryLimit(limit);
    return (await listHistory(this.#db, { section, limit, among })).map((row) => ({
      id: row.id,
      section: row.section,
      action: row.action,
      fromVersion: row.from_version,
      toVersion: row.to_version,
      percent: row.percent,
      reason: row.reason,
      actor: row.actor,
      forced: row.forced,
      createdAt: row.created_at.toISOString(),
    }));
  }
}
