/**
 * The remote registry over the database: which versions of each section exist, which one is live,
 * which one is in canary for what share of visitors, and how every change came about. Every write
 * is one transaction with its history row and its audit entry, so no change is half-made or
 * unexplained.
 */
import { listAudit, recordAudit, type AuditEntry, type AuditEntryInput } from '@site/db/audit-log';
import type { Database, Queryable } from '@site/db/database';
import { isSectionName, SECTIONS, type SectionName } from '@site/contracts/sections';
import { versionSchema } from '@site/contracts/remotes-manifest';
import type { CanaryJudgement, CanaryJudgeOptions } from './canary-judge.ts';
import { canaryLoadsByNetwork, canaryVitalsByNetwork, type RunningCanary } from './canary-evidence.ts';
import { checkCompatibility, type ShellInfo } from './contract-gate.ts';
import { describeIssues, loadReportSchema, MAX_LOADS_PER_BATCH, vitalReportSchema, type Cohort, type LoadReport, type VitalReport } from './load-report.ts';
import { attributeLoads, type AttributedVisitor, type ReleaseForAttribution } from './load-attribution.ts';
import type { IntegrityMismatch } from './integrity.ts';
import { RegistryError } from './registry-error.ts';
import { filesOriginOf, type FilesOrigin } from './file-origins.ts';
import { storeVitals, versionKey, vitalsByVersion, type VersionVitals } from './section-vitals.ts';
export type { VersionVitals, VitalSummary } from './section-vitals.ts';
import { diffVersions, type VersionDiff } from './version-diff.ts';
import { DEFAULT_VITALS_MARGIN_PCT, judgeVitalsByNetwork } from './vitals-judge.ts';
import { DEFAULT_MIN_NETWORKS, DEFAULT_NETWORK_VISITORS_PER_HOUR, judgeCanaryByNetwork, type NetworkLoads } from './visitor-weighting.ts';
import { versionInputSchema, type VersionInput, type VersionRecord } from './version-input.ts';
import { sameIntegrity, selectVersion, toVersionRecord, VERSION_COLUMNS, type VersionRow } from './version-rows.ts';
import type { Approval, HistoryAction } from '@site/contracts/registry-api';
import type { ReleaseApproval } from './release-approval.ts';

/** The SET clause that ends a release's canary, its plan included. */
const NO_CANARY =
  'canary_version = NULL, canary_percent = NULL, canary_started_at = NULL, canary_steps = NULL, canary_step_interval_s = NULL, canary_step_started_at = NULL';

/** Failure messages shown per version in status. */
const TOP_ERRORS = 3;

/** How many loads (and errors) one visitor may weigh in a canary's judgement. */
export { MAX_LOADS_PER_VISITOR } from './visitor-weighting.ts';

/** The registry's own actor, for what it decides by itself (a canary rolled back on errors). */
export const REGISTRY_ACTOR = 'registry';
const ACTOR_PATTERN = /^[\w.@:+-]{1,320}$/;
const MAX_REASON_LENGTH = 500;

export interface CanaryPlan {
  /** The shares it moves through, ending at 100 (then it is promoted). */
  steps: number[];
  /** Seconds each step must stay healthy before the next. */
  intervalSeconds: number;
  /** When the current step began. */
  stepSince: string;
}

export interface ReleaseState {
  section: SectionName;
  live: string;
  canary: { version: string; percent: number; since: string; plan?: CanaryPlan } | null;
  updatedAt: string;
}

export interface VersionSummary {
  section: SectionName;
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
}

export interface HistoryEntry {
  id: number;
  section: SectionName;
  action: HistoryAction;
  fromVersion: string | null;
  toVersion: string | null;
  percent: number | null;
  reason: string | null;
  actor: string;
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
  /** The most frequent failure messages browsers reported, grouped. */
  topErrors: { message: string; count: number; firstSeen: string; lastSeen: string }[];
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
  section: SectionName;
  live: string | null;
  /** When, how and by whom the live version became live. */
  liveSince: { at: string; by: string; action: HistoryAction } | null;
  /** The last check at rest of the live and canary versions' files (none yet: empty). */
  integrity: IntegrityState[];
  canary: ReleaseState['canary'];
  versions: VersionLoadStats[];
  recentVisitors: VisitorLoad[];
}

export interface LiveSectionState {
  live: VersionRecord;
  canary?: { version: VersionRecord; percent: number };
  /** When the release last changed (a promote, rollback or canary). */
  updatedAt: string;
}

export interface LiveState {
  sections: Partial<Record<SectionName, LiveSectionState>>;
}

export type PublishResult = { outcome: 'created' | 'exists'; version: VersionRecord };
export interface ApproveResult {
  outcome: 'approved' | 'already-approved';
  section: SectionName;
  version: string;
  approval: Approval;
}
export interface PromoteResult {
  action: 'promote' | 'canary' | 'canary-promote' | 'unchanged';
  release: ReleaseState;
}
export interface RollbackResult {
  action: 'rollback' | 'canary-abort';
  release: ReleaseState;
}
export interface CanaryEvaluation extends CanaryJudgement {
  section: SectionName;
  version: string;
  rolledBack: boolean;
}

interface ReleaseRow {
  section: SectionName;
  live_version: string;
  canary_version: string | null;
  canary_percent: number | null;
  canary_started_at: Date | null;
  canary_steps: number[] | null;
  canary_step_interval_s: number | null;
  canary_step_started_at: Date | null;
  updated_at: Date;
}

const toReleaseState = (row: ReleaseRow): ReleaseState => ({
  section: row.section,
  live: row.live_version,
  canary:
    row.canary_version !== null && row.canary_percent !== null && row.canary_started_at !== null
      ? {
          version: row.canary_version,
          percent: row.canary_percent,
          since: row.canary_started_at.toISOString(),
          ...(row.canary_steps && row.canary_step_interval_s !== null && row.canary_step_started_at
            ? { plan: { steps: row.canary_steps, intervalSeconds: row.canary_step_interval_s, stepSince: row.canary_step_started_at.toISOString() } }
            : {}),
        }
      : null,
  updatedAt: row.updated_at.toISOString(),
});

/** Canary steps: strictly increasing shares from 1 to 100, ending at 100. */
function requireSteps(steps: readonly number[] | undefined, intervalSeconds: number | undefined): { steps: number[]; intervalSeconds: number } | undefined {
  if (steps === undefined) return undefined;
  const valid =
    steps.length >= 2 && steps.every((step, index) => Number.isInteger(step) && step >= 1 && step <= 100 && (index === 0 || step > (steps[index - 1] ?? 0)));
  if (!valid || steps.at(-1) !== 100) throw new RegistryError(400, 'steps are at least two whole percentages, increasing, ending at 100 (e.g. 10,25,50,100)');
  if (intervalSeconds === undefined || !Number.isInteger(intervalSeconds) || intervalSeconds < 1 || intervalSeconds > 604_800) {
    throw new RegistryError(400, 'steps need an interval: whole seconds from 1 to 604800');
  }
  return { steps: [...steps], intervalSeconds };
}

function requireSection(section: string): SectionName {
  if (!isSectionName(section)) throw new RegistryError(404, `there is no section ${JSON.stringify(section)} (sections: ${SECTIONS.join(', ')})`);
  return section;
}

function requireActor(actor: string): string {
  if (!ACTOR_PATTERN.test(actor)) throw new RegistryError(400, 'an actor is 1-320 characters of letters, digits, _ . @ : + -');
  return actor;
}

function requireReason(reason: string | undefined): string | null {
  if (reason === undefined) return null;
  if (reason.length > MAX_REASON_LENGTH) throw new RegistryError(400, `a reason holds at most ${MAX_REASON_LENGTH} characters`);
  return reason;
}

/** A guarded write: refused, naming what is live now, when the caller expected another version. */
function requireExpectedLive(section: SectionName, release: ReleaseRow | undefined, expectLive: string | undefined): void {
  if (expectLive === undefined || release?.live_version === expectLive) return;
  throw new RegistryError(409, `${section} is live at ${release?.live_version ?? 'no version'}, not ${expectLive} as expected; nothing was changed`);
}

/**
 * The section's release row, locked for the rest of the transaction: writes to one section are
 * serialised, on one server or many (an instance that has no row yet takes the insert's lock).
 */
async function lockRelease(tx: Queryable, section: SectionName): Promise<ReleaseRow | undefined> {
  const result = await tx.query<ReleaseRow>('SELECT * FROM releases WHERE section = $1 FOR UPDATE', [section]);
  return result.rows[0];
}

async function recordHistory(
  tx: Queryable,
  entry: {
    section: SectionName;
    action: HistoryAction;
    from: string | null;
    to: string | null;
    percent?: number | null;
    reason?: string | null;
    actor: string;
    ipHash?: string | undefined;
    /** More for the audit log than history's columns hold (what an approver saw). */
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.query('INSERT INTO release_history (section, action, from_version, to_version, percent, reason, actor) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    entry.section,
    entry.action,
    entry.from,
    entry.to,
    entry.percent ?? null,
    entry.reason ?? null,
    entry.actor,
  ]);
  await recordAudit(tx, {
    actor: entry.actor,
    ipHash: entry.ipHash ?? null,
    action: `registry.${entry.action}`,
    entityType: 'remote_release',
    entityId: entry.section,
    details: {
      from: entry.from,
      to: entry.to,
      ...(entry.percent ? { percent: entry.percent } : {}),
      ...(entry.reason ? { reason: entry.reason } : {}),
      ...entry.details,
    },
  });
}

/**
 * The live version a rollback returns to: history replayed as a stack (a promote pushes, a
 * rollback pops), skipping versions that have since been forgotten.
 */
async function previousLive(tx: Queryable, section: SectionName, live: string): Promise<string | undefined> {
  const history = await tx.query<{ action: HistoryAction; to_version: string }>(
    "SELECT action, to_version FROM release_history WHERE section = $1 AND action IN ('promote', 'canary-promote', 'rollback') AND to_version IS NOT NULL ORDER BY id",
    [section],
  );
  const stack: string[] = [];
  for (const { action, to_version: to } of history.rows) {
    if (action !== 'rollback') {
      stack.push(to);
      continue;
    }
    stack.pop();
    // A rollback lands on `to`; if history was tampered with or truncated, trust the row.
    if (stack.at(-1) !== to) stack.push(to);
  }
  const existing = await tx.query<{ version: string }>('SELECT version FROM remote_versions WHERE section = $1', [section]);
  const known = new Set(existing.rows.map((row) => row.version));
  const liveIndex = stack.lastIndexOf(live);
  const below = liveIndex === -1 ? stack : stack.slice(0, liveIndex);
  return below.toReversed().find((version) => version !== live && known.has(version));
}

interface ApprovalRow {
  approved_by: string | null;
  approved_at: Date | null;
  reason: string | null;
}

const toApproval = (row: ApprovalRow): Approval | null =>
  row.approved_by !== null && row.approved_at !== null ? { by: row.approved_by, at: row.approved_at.toISOString(), reason: row.reason } : null;

/** The version's approval, if it has one. */
async function approvalOf(tx: Queryable, section: SectionName, version: string): Promise<Approval | null> {
  const result = await tx.query<ApprovalRow>('SELECT approved_by, approved_at, reason FROM release_approvals WHERE section = $1 AND version = $2', [
    section,
    version,
  ]);
  const row = result.rows[0];
  return row ? toApproval(row) : null;
}

export interface GcResult {
  forgotten: { section: SectionName; version: string }[];
  /** Old enough to go, but kept, and why. */
  protected: { section: SectionName; version: string; reasons: string[] }[];
  dryRun: boolean;
}

const bySectionAndVersion = <T extends { section: string; version: string }>(list: T[]): T[] =>
  list.toSorted((x, y) => x.section.localeCompare(y.section) || x.version.localeCompare(y.version));

/** How long a version stays after it was last live or canary, unless configured. */
export const DEFAULT_RETENTION_HOURS = 24;

export class Registry {
  readonly #db: Database;
  readonly #retentionHours: number;
  /** Whether a promote (live or canary) needs an approval by someone other than the publisher. */
  readonly approval: ReleaseApproval;
  /** The CDN origins (besides its own storage) a version's files may be served from: REMOTE_CDN_ORIGINS. */
  readonly cdnOrigins: readonly string[];

  constructor(
    db: Database,
    {
      retentionHours = DEFAULT_RETENTION_HOURS,
      approval = 'off',
      cdnOrigins = [],
    }: { retentionHours?: number; approval?: ReleaseApproval; cdnOrigins?: readonly string[] | undefined } = {},
  ) {
    this.#db = db;
    this.#retentionHours = retentionHours;
    this.approval = approval;
    this.cdnOrigins = cdnOrigins;
  }

  /**
   * Where a version's files come from: the registry's storage or a listed CDN origin; anything
   * else is a 400 naming the origin and how to allow it (see file-origins.ts). `devServers`: a
   * loopback dev server also qualifies (a dev override).
   */
  filesOrigin(manifestUrl: string, section: string, version: string | undefined, { devServers = false }: { devServers?: boolean } = {}): FilesOrigin {
    return filesOriginOf(manifestUrl, section, version, { cdnOrigins: this.cdnOrigins, devServers });
  }

  /** Whether a build would be accepted by publish: valid, served from a place the site trusts, and compatible with the live shell (nothing is recorded). */
  check(input: VersionInput, shell: ShellInfo): { compatible: boolean; failures: string[] } {
    const parsed = versionInputSchema.safeParse(input);
    if (!parsed.success) throw new RegistryError(400, `invalid version: ${describeIssues(parsed.error)}`);
    this.filesOrigin(parsed.data.manifestUrl, parsed.data.section, parsed.data.version);
    const failures = checkCompatibility(parsed.data, shell);
    return { compatible: failures.length === 0, failures };
  }

  /** Records a built version after the contract gate; it is not live until promoted. Its files must be served from a place the site trusts. */
  async publish(input: VersionInput, { actor, ipHash, shell }: { actor: string; ipHash?: string | undefined; shell: ShellInfo }): Promise<PublishResult> {
    requireActor(actor);
    const parsed = versionInputSchema.safeParse(input);
    if (!parsed.success) throw new RegistryError(400, `invalid version: ${describeIssues(parsed.error)}`);
    const candidate = parsed.data;
    this.filesOrigin(candidate.manifestUrl, candidate.section, candidate.version);
    const failures = checkCompatibility(candidate, shell);
    if (failures.length > 0)
      throw new RegistryError(409, `${candidate.section} ${candidate.version} is not compatible with the live shell: ${failures.join('; ')}`, failures);
    return this.#db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO remote_versions (section, version, manifest_url, integrity, exposes, shared, contracts_major, route_table, bytes, git_commit, built_at, published_by, dirty, node_version, file_sizes)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15::jsonb)
         ON CONFLICT (section, version) DO NOTHING RETURNING version`,
        [
          candidate.section,
          candidate.version,
          candidate.manifestUrl,
          JSON.stringify(candidate.integrity),
          JSON.stringify(candidate.exposes),
          JSON.stringify(candidate.shared),
          candidate.contractsMajor,
          JSON.stringify(candidate.routeTable),
          candidate.bytes,
          candidate.commit,
          candidate.builtAt,
          actor,
          candidate.dirty,
          candidate.nodeVersion,
          candidate.sizes === null ? null : JSON.stringify(candidate.sizes),
        ],
      );
      if (inserted.rows.length === 0) {
        const existing = await selectVersion(tx, candidate.section, candidate.version);
        if (!existing) throw new Error('version vanished between insert and select');
        if (sameIntegrity(existing.integrity, candidate.integrity)) return { outcome: 'exists' as const, version: existing };
        throw new RegistryError(
          409,
          `${candidate.section} ${candidate.version} is already published with different files; publish this build under a new version`,
        );
      }
      await recordHistory(tx, { section: candidate.section, action: 'publish', from: null, to: candidate.version, actor, ipHash });
      const record = await selectVersion(tx, candidate.section, candidate.version);
      if (!record) throw new Error('published version was not stored');
      return { outcome: 'created' as const, version: record };
    });
  }

  /**
   * Approves a published version for release: the second person of a release. Refused (403) to
   * whoever published it; approving an approved version changes nothing. History and the audit log
   * keep who approved it, and the audit log what they approved (commit, dirty flag, publisher) and
   * what was live then, which they compared it with.
   */
  async approve(
    sectionName: string,
    version: string,
    { actor, ipHash, reason }: { actor: string; ipHash?: string | undefined; reason?: string | undefined },
  ): Promise<ApproveResult> {
    const section = requireSection(sectionName);
    requireActor(actor);
    const why = requireReason(reason);
    return this.#db.transaction(async (tx) => {
      const release = await lockRelease(tx, section);
      // Locks the version too: gc cannot forget it while it is being approved.
      const found = await tx.query<{ published_by: string; git_commit: string | null; dirty: boolean | null }>(
        'SELECT published_by, git_commit, dirty FROM remote_versions WHERE section = $1 AND version = $2 FOR UPDATE',
        [section, version],
      );
      const record = found.rows[0];
      if (!record) throw new RegistryError(404, `${section} has no version ${JSON.stringify(version)}`);
      const existing = await approvalOf(tx, section, version);
      if (existing) return { outcome: 'already-approved' as const, section, version, approval: existing };
      if (record.published_by === actor) {
        throw new RegistryError(403, `${actor} published ${section} ${version}, so someone else approves it: a release needs a second person`);
      }
      await tx.query('INSERT INTO release_approvals (section, version, approved_by, reason) VALUES ($1, $2, $3, $4)', [section, version, actor, why]);
      await recordHistory(tx, {
        section,
        action: 'approve',
        from: release?.live_version ?? null,
        to: version,
        reason: why,
        actor,
        ipHash,
        details: { publishedBy: record.published_by, commit: record.git_commit, dirty: record.dirty },
      });
      const approval = await approvalOf(tx, section, version);
      if (!approval) throw new Error('the approval was not stored');
      return { outcome: 'approved' as const, section, version, approval };
    });
  }

  /** Makes a published version live, or (with `canaryPercent`) the canary for that share of visitors. */
  async promote(
    sectionName: string,
    version: string,
    {
      actor,
      ipHash,
      shell,
      canaryPercent,
      reason,
      expectLive,
      replaceCanary = false,
      steps,
      stepIntervalSeconds,
    }: {
      actor: string;
      ipHash?: string | undefined;
      shell: ShellInfo;
      canaryPercent?: number | undefined;
      reason?: string | undefined;
      /** Refuse (409) unless this is the version live now: two people never overwrite each other. */
      expectLive?: string | undefined;
      /** Start this canary even though another version's canary is running (recorded as its abort). */
      replaceCanary?: boolean;
      /** Progressive delivery: the shares the canary moves through by itself while healthy (ends at 100). */
      steps?: readonly number[] | undefined;
      stepIntervalSeconds?: number | undefined;
    },
  ): Promise<PromoteResult> {
    const section = requireSection(sectionName);
    requireActor(actor);
    const why = requireReason(reason);
    const plan = requireSteps(steps, stepIntervalSeconds);
    // A progressive canary starts at its first step.
    const share = plan ? plan.steps[0] : canaryPercent;
    if (share !== undefined && !(Number.isInteger(share) && share >= 1 && share <= 99)) {
      throw new RegistryError(400, 'canaryPercent is a whole number from 1 to 99');
    }
    return this.#db.transaction(async (tx) => {
      const record = await selectVersion(tx, section, version);
      if (!record) throw new RegistryError(404, `${section} has no version ${JSON.stringify(version)}`);
      const failures = checkCompatibility(record, shell);
      if (failures.length > 0) throw new RegistryError(409, `${section} ${version} is not compatible with the live shell: ${failures.join('; ')}`, failures);
      const release = await lockRelease(tx, section);
      requireExpectedLive(section, release, expectLive);
      if (release?.live_version !== version && this.approval === 'required' && !(await approvalOf(tx, section, version))) {
        throw new RegistryError(
          409,
          `${section} ${version} needs approval by someone other than its publisher (${record.publishedBy}) before it goes live or becomes a canary: ` +
            `approve it on the Releases page or with \`npm run remotes -- approve ${section} ${version}\``,
        );
      }

      if (share === undefined) {
        if (release?.live_version === version) {
          if (release.canary_version === null) return { action: 'unchanged' as const, release: toReleaseState(release) };
          throw new RegistryError(409, `${section} ${version} is already live; roll back to stop the canary of ${release.canary_version}`);
        }
        const action = release?.canary_version === version ? 'canary-promote' : 'promote';
        const updated = await tx.query<ReleaseRow>(
          `INSERT INTO releases (section, live_version) VALUES ($1, $2)
           ON CONFLICT (section) DO UPDATE SET live_version = excluded.live_version, ${NO_CANARY}, updated_at = now()
           RETURNING *`,
          [section, version],
        );
        await recordHistory(tx, { section, action, from: release?.live_version ?? null, to: version, reason: why, actor, ipHash });
        return { action, release: toReleaseState(updated.rows[0] as ReleaseRow) };
      }

      if (!release) throw new RegistryError(409, `${section} has no live version yet; promote one before starting a canary`);
      if (release.live_version === version) throw new RegistryError(409, `${section} ${version} is already live`);
      if (release.canary_version !== null && release.canary_version !== version) {
        if (!replaceCanary) {
          throw new RegistryError(
            409,
            `${section} already has a canary: ${release.canary_version} for ${release.canary_percent} % of visitors; replace it explicitly (--replace) or roll it back first`,
          );
        }
        await recordHistory(tx, {
          section,
          action: 'canary-abort',
          from: release.canary_version,
          to: release.live_version,
          reason: `replaced by the canary of ${version}${why ? `: ${why}` : ''}`,
          actor,
          ipHash,
        });
      }
      // The same canary at another share keeps its start (its loads so far still count); a new one starts afresh.
      const updated = await tx.query<ReleaseRow>(
        `UPDATE releases SET canary_version = $2, canary_percent = $3,
           canary_started_at = CASE WHEN canary_version = $2 THEN canary_started_at ELSE now() END,
           canary_steps = $4, canary_step_interval_s = $5, canary_step_started_at = CASE WHEN $4::int[] IS NULL THEN NULL ELSE now() END,
           updated_at = now()
         WHERE section = $1 RETURNING *`,
        [section, version, share, plan?.steps ?? null, plan?.intervalSeconds ?? null],
      );
      const planned = plan ? `steps ${plan.steps.join(',')} every ${plan.intervalSeconds} s while healthy` : null;
      await recordHistory(tx, {
        section,
        action: 'canary',
        from: release.live_version,
        to: version,
        percent: share,
        reason: [planned, why].filter(Boolean).join('; ') || null,
        actor,
        ipHash,
      });
      return { action: 'canary' as const, release: toReleaseState(updated.rows[0] as ReleaseRow) };
    });
  }

  /** Stops a running canary; without one, returns live to the version that was live before. */
  async rollback(
    sectionName: string,
    { actor, ipHash, reason, expectLive }: { actor: string; ipHash?: string | undefined; reason?: string | undefined; expectLive?: string | undefined },
  ): Promise<RollbackResult> {
    const section = requireSection(sectionName);
    requireActor(actor);
    const why = requireReason(reason);
    return this.#db.transaction(async (tx) => {
      const release = await lockRelease(tx, section);
      requireExpectedLive(section, release, expectLive);
      if (!release) throw new RegistryError(409, `${section} has no live version to roll back`);
      if (release.canary_version !== null) {
        const updated = await tx.query<ReleaseRow>(`UPDATE releases SET ${NO_CANARY}, updated_at = now() WHERE section = $1 RETURNING *`, [section]);
        await recordHistory(tx, { section, action: 'canary-abort', from: release.canary_version, to: release.live_version, reason: why, actor, ipHash });
        return { action: 'canary-abort' as const, release: toReleaseState(updated.rows[0] as ReleaseRow) };
      }
      const target = await previousLive(tx, section, release.live_version);
      if (target === undefined) throw new RegistryError(409, `${section} has no earlier live version to roll back to`);
      const updated = await tx.query<ReleaseRow>('UPDATE releases SET live_version = $2, updated_at = now() WHERE section = $1 RETURNING *', [section, target]);
      await recordHistory(tx, { section, action: 'rollback', from: release.live_version, to: target, reason: why, actor, ipHash });
      return { action: 'rollback' as const, release: toReleaseState(updated.rows[0] as ReleaseRow) };
    });
  }

  /**
   * Stores browser load reports; reports about versions the registry does not know are dropped
   * (the beacon is public). Returns how many were stored.
   */
  /**
   * Stores the loads a beacon reported that the server can attribute (see `attributeLoads`): the
   * rest are accepted and counted nowhere. A page view counts once. Returns how many were stored.
   */
  async recordLoads(loads: readonly LoadReport[], visitor: AttributedVisitor): Promise<number> {
    if (loads.length > MAX_LOADS_PER_BATCH) throw new RegistryError(400, `at most ${MAX_LOADS_PER_BATCH} loads per batch`);
    const parsed = loadReportSchema.array().safeParse(loads);
    if (!parsed.success) throw new RegistryError(400, `invalid load report: ${describeIssues(parsed.error)}`);
    if (parsed.data.length === 0) return 0;
    const attributed = attributeLoads(parsed.data, visitor, await this.#releasesFor(parsed.data));
    if (attributed.length === 0) return 0;
    const rows = attributed.map((load) => ({
      section: load.section,
      version: load.version,
      cohort: load.cohort,
      ok: load.ok,
      load_ms: load.loadMs ?? null,
      error: load.error ?? null,
      visitor: load.visitor,
      network: load.network,
      page_view: load.pageView ?? null,
    }));
    const result = await this.#db.query(
      `INSERT INTO remote_loads (section, version, cohort, ok, load_ms, error, visitor, network, page_view)
       SELECT l.section, l.version, l.cohort, l.ok, l.load_ms, l.error, l.visitor, l.network, l.page_view
       FROM jsonb_to_recordset($1::jsonb) AS l(section text, version text, cohort text, ok boolean, load_ms integer, error text, visitor text, network text, page_view text)
       WHERE EXISTS (SELECT 1 FROM remote_versions v WHERE v.section = l.section AND v.version = l.version)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows)],
    );
    return result.rowCount;
  }

  /**
   * Stores the Core Web Vitals a beacon reported that the server can attribute, like loads (see
   * `storeVitals` for what else a vital needs to count). Returns how many were stored.
   */
  async recordVitals(vitals: readonly VitalReport[], visitor: AttributedVisitor): Promise<number> {
    if (vitals.length > MAX_LOADS_PER_BATCH) throw new RegistryError(400, `at most ${MAX_LOADS_PER_BATCH} vitals per batch`);
    const parsed = vitalReportSchema.array().safeParse(vitals);
    if (!parsed.success) throw new RegistryError(400, `invalid vital: ${describeIssues(parsed.error)}`);
    if (parsed.data.length === 0) return 0;
    return storeVitals(this.#db, attributeLoads(parsed.data, visitor, await this.#releasesFor(parsed.data)));
  }

  /** The releases of the sections these reports are about, as attribution needs them. */
  async #releasesFor(reports: readonly { section: string }[]): Promise<ReleaseForAttribution[]> {
    const sections = [...new Set(reports.map((report) => report.section))];
    const releases = await this.#db.query<ReleaseRow>('SELECT * FROM releases WHERE section = ANY($1::text[])', [sections]);
    return releases.rows.map((row) => ({
      section: row.section,
      live: row.live_version,
      canary: row.canary_version ? { version: row.canary_version, percent: row.canary_percent ?? 0 } : null,
    }));
  }

  /**
   * Judges the section's running canary on the loads and vitals reported since it started, and
   * rolls it back when it does clearly worse than live. Null when no canary is running.
   */
  async evaluateCanary(sectionName: string, options: CanaryJudgeOptions): Promise<CanaryEvaluation | null> {
    const section = requireSection(sectionName);
    // What counts as a visitor, and how much one network weighs: visitor-weighting.ts.
    const evidence = await canaryLoadsByNetwork(this.#db, section, options.networkVisitorsPerHour ?? DEFAULT_NETWORK_VISITORS_PER_HOUR);
    if (evidence === null) return null;
    const canaryVersion = evidence.release.canary;
    const judgement = await this.#judgeErrorsThenSpeed(evidence.release, evidence.loads, options);
    if (judgement.verdict !== 'rollback') return { ...judgement, section, version: canaryVersion, rolledBack: false };
    const rolledBack = await this.#db.transaction(async (tx) => {
      const release = await lockRelease(tx, section);
      // Another beacon (or a person) may have ended this canary meanwhile.
      if (release?.canary_version !== canaryVersion) return false;
      await tx.query(`UPDATE releases SET ${NO_CANARY}, updated_at = now() WHERE section = $1`, [section]);
      await recordHistory(tx, {
        section,
        action: 'canary-rollback',
        from: canaryVersion,
        to: release.live_version,
        reason: judgement.reason,
        actor: REGISTRY_ACTOR,
      });
      return true;
    });
    return { ...judgement, section, version: canaryVersion, rolledBack };
  }

  /**
   * Moves every progressive canary on: one whose current step has been healthy for its interval
   * goes to the next share, or at 100 % becomes live; one the judge finds worse is rolled back.
   * Called on a timer by whoever mounts the registry. Returns what changed.
   */
  async advanceCanaries(
    options: CanaryJudgeOptions,
  ): Promise<{ section: SectionName; action: 'canary-step' | 'canary-promote' | 'canary-rollback'; version: string; percent?: number }[]> {
    const planned = await this.#db.query<{ section: SectionName }>('SELECT section FROM releases WHERE canary_steps IS NOT NULL');
    const changes: { section: SectionName; action: 'canary-step' | 'canary-promote' | 'canary-rollback'; version: string; percent?: number }[] = [];
    for (const { section } of planned.rows) {
      const evaluation = await this.evaluateCanary(section, options);
      if (!evaluation) continue;
      if (evaluation.rolledBack) {
        changes.push({ section, action: 'canary-rollback', version: evaluation.version });
        continue;
      }
      if (evaluation.verdict !== 'healthy') continue;
      const change = await this.#db.transaction(async (tx) => {
        const release = await lockRelease(tx, section);
        const steps = release?.canary_steps;
        if (!release || !steps || release.canary_version !== evaluation.version || release.canary_percent === null || !release.canary_step_started_at)
          return undefined;
        if (Date.now() - release.canary_step_started_at.getTime() < (release.canary_step_interval_s ?? 0) * 1000) return undefined;
        const next = steps.find((step) => step > (release.canary_percent ?? 0)) ?? 100;
        const why = `${evaluation.reason}; step ${steps.indexOf(next) + 1} of ${steps.length}`;
        if (next >= 100) {
          await tx.query(`UPDATE releases SET live_version = canary_version, ${NO_CANARY}, updated_at = now() WHERE section = $1`, [section]);
          await recordHistory(tx, {
            section,
            action: 'canary-promote',
            from: release.live_version,
            to: release.canary_version,
            reason: `steps ${steps.join(',')} done: ${why}`.slice(0, MAX_REASON_LENGTH),
            actor: REGISTRY_ACTOR,
          });
          return { section, action: 'canary-promote' as const, version: release.canary_version };
        }
        await tx.query('UPDATE releases SET canary_percent = $2, canary_step_started_at = now(), updated_at = now() WHERE section = $1', [section, next]);
        await recordHistory(tx, {
          section,
          action: 'canary-step',
          from: release.live_version,
          to: release.canary_version,
          percent: next,
          reason: why.slice(0, MAX_REASON_LENGTH),
          actor: REGISTRY_ACTOR,
        });
        return { section, action: 'canary-step' as const, version: release.canary_version, percent: next };
      });
      if (change) changes.push(change);
    }
    return changes;
  }

  /**
   * Errors first (a canary that fails is rolled back whatever its speed), then speed: a canary whose
   * pages are clearly slower than live's is rolled back too. Speed never holds a canary back, since
   * only visitors who allow analytics report it.
   */
  async #judgeErrorsThenSpeed(release: RunningCanary, loads: readonly NetworkLoads[], options: CanaryJudgeOptions): Promise<CanaryJudgement> {
    const minNetworks = options.minNetworks ?? DEFAULT_MIN_NETWORKS;
    const { setAside: _setAside, ...errors } = judgeCanaryByNetwork(loads, { ...options, minNetworks });
    if (errors.verdict === 'rollback') return errors;
    const samples = await canaryVitalsByNetwork(this.#db, release.section, options.networkVisitorsPerHour ?? DEFAULT_NETWORK_VISITORS_PER_HOUR);
    const speed = judgeVitalsByNetwork(samples, {
      minSamples: options.minSamples,
      marginPct: options.vitalsMarginPct ?? DEFAULT_VITALS_MARGIN_PCT,
      minNetworks,
    });
    if (speed.verdict === 'rollback') return { verdict: 'rollback', reason: speed.reason };
    return speed.verdict === 'no-regression' ? { ...errors, reason: `${errors.reason}; speed: ${speed.reason}` } : errors;
  }

  async getVersion(section: string, version: string): Promise<VersionRecord | null> {
    if (!isSectionName(section) || !versionSchema.safeParse(version).success) return null;
    return selectVersion(this.#db, section, version);
  }

  /** Published versions, newest first, each flagged live or canary. */
  async list(sectionName?: string): Promise<VersionSummary[]> {
    const section = sectionName === undefined ? null : requireSection(sectionName);
    const result = await this.#db.query<VersionRow & ApprovalRow & { live: boolean; canary: boolean }>(
      `SELECT ${VERSION_COLUMNS}, coalesce(r.live_version = v.version, false) AS live, coalesce(r.canary_version = v.version, false) AS canary,
         a.approved_by, a.approved_at, a.reason
       FROM remote_versions v LEFT JOIN releases r ON r.section = v.section
       LEFT JOIN release_approvals a ON a.section = v.section AND a.version = v.version
       WHERE $1::text IS NULL OR v.section = $1
       ORDER BY v.section, v.published_at DESC, v.version DESC`,
      [section],
    );
    return result.rows.map((row) => {
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
      };
    });
  }

  /** Every section: what is live and in canary, and how each version loaded (and how fast its pages were) over the window. */
  async status({ windowMs = 24 * 3_600_000, recentVisitors = 20 }: { windowMs?: number; recentVisitors?: number } = {}): Promise<SectionStatus[]> {
    const windowSeconds = Math.max(1, Math.round(windowMs / 1000));
    const [releases, stats, visitors, failures, promotions, checks, vitals] = await Promise.all([
      this.#db.query<ReleaseRow>('SELECT * FROM releases'),
      this.#db.query<{ section: SectionName; version: string; loads: number; errors: number; p50: number | null; p75: number | null }>(
        `SELECT section, version, count(*)::int AS loads, count(*) FILTER (WHERE NOT ok)::int AS errors,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY load_ms) AS p50, percentile_cont(0.75) WITHIN GROUP (ORDER BY load_ms) AS p75
         FROM remote_loads WHERE created_at >= now() - $1::int * interval '1 second'
         GROUP BY section, version ORDER BY section, max(created_at) DESC`,
        [windowSeconds],
      ),
      this.#db.query<{ section: SectionName; visitor: string; version: string; cohort: Cohort; ok: boolean; created_at: Date }>(
        `SELECT section, visitor, version, cohort, ok, created_at FROM (
           SELECT *, row_number() OVER (PARTITION BY section ORDER BY created_at DESC, id DESC) AS n
           FROM remote_loads WHERE visitor IS NOT NULL AND created_at >= now() - $1::int * interval '1 second'
         ) recent WHERE n <= $2 ORDER BY section, created_at DESC, id DESC`,
        [windowSeconds, recentVisitors],
      ),
      this.#db.query<{ section: SectionName; version: string; error: string; count: number; first_seen: Date; last_seen: Date }>(
        `SELECT section, version, error, count, first_seen, last_seen FROM (
           SELECT section, version, error, count(*)::int AS count, min(created_at) AS first_seen, max(created_at) AS last_seen,
             row_number() OVER (PARTITION BY section, version ORDER BY count(*) DESC, max(created_at) DESC) AS n
           FROM remote_loads WHERE NOT ok AND error IS NOT NULL AND created_at >= now() - $1::int * interval '1 second'
           GROUP BY section, version, error
         ) grouped WHERE n <= $2`,
        [windowSeconds, TOP_ERRORS],
      ),
      this.#db.query<{ section: SectionName; action: HistoryAction; actor: string; created_at: Date }>(
        `SELECT DISTINCT ON (h.section) h.section, h.action, h.actor, h.created_at
         FROM release_history h JOIN releases r ON r.section = h.section AND r.live_version = h.to_version
         WHERE h.action IN ('promote', 'canary-promote', 'rollback')
         ORDER BY h.section, h.id DESC`,
      ),
      this.#db.query<{ section: SectionName; version: string; checked_at: Date; mismatches: IntegrityMismatch[] }>(
        `SELECT c.section, c.version, c.checked_at, c.mismatches FROM integrity_checks c
         JOIN releases r ON r.section = c.section AND (r.live_version = c.version OR r.canary_version = c.version)`,
      ),
      vitalsByVersion(this.#db, windowSeconds),
    ]);
    return SECTIONS.map((section) => {
      const release = releases.rows.find((row) => row.section === section);
      const state = release ? toReleaseState(release) : null;
      const promotion = promotions.rows.find((row) => row.section === section);
      return {
        section,
        live: state?.live ?? null,
        liveSince: promotion ? { at: promotion.created_at.toISOString(), by: promotion.actor, action: promotion.action } : null,
        integrity: checks.rows
          .filter((check) => check.section === section)
          .map((check) => ({ version: check.version, checkedAt: check.checked_at.toISOString(), mismatches: check.mismatches })),
        canary: state?.canary ?? null,
        versions: stats.rows
          .filter((row) => row.section === section)
          .map((row) => ({
            version: row.version,
            loads: row.loads,
            errors: row.errors,
            errorRate: row.loads > 0 ? Math.round((row.errors / row.loads) * 1000) / 10 : 0,
            p50Ms: row.p50 === null ? null : Math.round(row.p50),
            p75Ms: row.p75 === null ? null : Math.round(row.p75),
            topErrors: failures.rows
              .filter((failure) => failure.section === section && failure.version === row.version)
              .map((failure) => ({
                message: failure.error,
                count: failure.count,
                firstSeen: failure.first_seen.toISOString(),
                lastSeen: failure.last_seen.toISOString(),
              })),
            vitals: vitals.get(versionKey(section, row.version)) ?? {},
          })),
        recentVisitors: visitors.rows
          .filter((row) => row.section === section)
          .map((row) => ({ visitor: row.visitor, version: row.version, cohort: row.cohort, ok: row.ok, at: row.created_at.toISOString() })),
      };
    });
  }

  async diff(sectionName: string, a: string, b: string): Promise<VersionDiff> {
    const section = requireSection(sectionName);
    const [before, after] = await Promise.all([this.getVersion(section, a), this.getVersion(section, b)]);
    if (!before) throw new RegistryError(404, `${section} has no version ${JSON.stringify(a)}`);
    if (!after) throw new RegistryError(404, `${section} has no version ${JSON.stringify(b)}`);
    return diffVersions(before, after);
  }

  /**
   * Forgets old versions: all but the newest `keep` of each section (or of `section`), except those
   * open tabs or a rollback may still need (see `GcResult.protected`). Returns what it forgot, so
   * the caller can delete their folders; with `dryRun`, what it would forget, and changes nothing.
   * History rows stay.
   */
  async gc(
    sectionName: string | undefined,
    keep = 5,
    {
      actor = REGISTRY_ACTOR,
      ipHash,
      dryRun = false,
      reason,
    }: { actor?: string; ipHash?: string | undefined; dryRun?: boolean; reason?: string | undefined } = {},
  ): Promise<GcResult> {
    const section = sectionName === undefined ? null : requireSection(sectionName);
    requireActor(actor);
    if (!Number.isInteger(keep) || keep < 0 || keep > 1000) throw new RegistryError(400, 'keep is a whole number from 0 to 1000');
    return this.#db.transaction(async (tx) => {
      // Serialises with promotions: a version cannot become live while it is being forgotten.
      const releases = await tx.query<ReleaseRow>('SELECT * FROM releases WHERE $1::text IS NULL OR section = $1 FOR UPDATE', [section]);
      const candidates = await tx.query<{ section: SectionName; version: string }>(
        `SELECT section, version FROM (
           SELECT section, version, row_number() OVER (PARTITION BY section ORDER BY published_at DESC, version DESC) AS n
           FROM remote_versions WHERE $1::text IS NULL OR section = $1
         ) ranked WHERE n > $2`,
        [section, keep],
      );
      const reasons = await this.#retentionReasons(tx, releases.rows);
      const forgotten: { section: SectionName; version: string }[] = [];
      const kept: { section: SectionName; version: string; reasons: string[] }[] = [];
      for (const candidate of candidates.rows) {
        const why = reasons.get(`${candidate.section}/${candidate.version}`);
        if (why) kept.push({ ...candidate, reasons: why });
        else forgotten.push(candidate);
      }
      if (!dryRun && forgotten.length > 0) {
        await tx.query(
          'DELETE FROM remote_versions d USING jsonb_to_recordset($1::jsonb) AS f(section text, version text) WHERE d.section = f.section AND d.version = f.version',
          [JSON.stringify(forgotten)],
        );
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
    const recent = await tx.query<{ section: string; version: string }>(
      `SELECT DISTINCT h.section, v.version FROM release_history h, LATERAL (VALUES (h.from_version), (h.to_version)) AS v(version)
       WHERE h.action NOT IN ('publish', 'approve') AND v.version IS NOT NULL AND h.created_at >= now() - make_interval(hours => $1)`,
      [this.#retentionHours],
    );
    for (const row of recent.rows) add(row.section, row.version, `live or canary within the last ${this.#retentionHours} h (open tabs may still load it)`);
    const previews = await tx.query<{ section: string; version: string; until: Date }>(
      'SELECT section, version, max(expires_at) AS until FROM preview_links WHERE expires_at > now() GROUP BY section, version',
    );
    for (const row of previews.rows) add(row.section, row.version, `named by a preview link until ${row.until.toISOString()}`);
    return reasons;
  }

  /** Records what a check at rest found wrong with a version's files (nothing: an empty list). */
  async recordIntegrityCheck(section: SectionName, version: string, mismatches: readonly IntegrityMismatch[]): Promise<void> {
    await this.#db.query(
      `INSERT INTO integrity_checks (section, version, mismatches) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (section, version) DO UPDATE SET mismatches = EXCLUDED.mismatches, checked_at = now()`,
      [section, version, JSON.stringify(mismatches)],
    );
  }

  /** Remembers a minted preview link, so gc keeps its version until it expires. */
  async recordPreviewLink(section: SectionName, version: string, expiresAt: Date, mintedBy: string): Promise<void> {
    await this.#db.query('INSERT INTO preview_links (section, version, expires_at, minted_by) VALUES ($1, $2, $3, $4)', [
      section,
      version,
      expiresAt,
      mintedBy,
    ]);
  }

  /** The newest audit entries (releases, previews, gc), for platform engineers. */
  async auditLog({ limit = 100, actor, action }: { limit?: number; actor?: string | undefined; action?: string | undefined } = {}): Promise<AuditEntry[]> {
    return listAudit(this.#db, { limit, actor, action });
  }

  /** An entry in the audit log for something done outside a release change (a preview minted or opened). */
  async audit(entry: AuditEntryInput): Promise<void> {
    await recordAudit(this.#db, entry);
  }

  /**
   * Which version of each section is live and in canary, and since when: one small query, for
   * callers that check often whether anything changed before reading the full `liveState()`.
   */
  async releases(): Promise<ReleaseState[]> {
    const result = await this.#db.query<ReleaseRow>(
      'SELECT section, live_version, canary_version, canary_percent, canary_started_at, updated_at FROM releases ORDER BY section',
    );
    return result.rows.map(toReleaseState);
  }

  /** What is live (and in canary) in every section that has a release: the source of `/remotes.json`. */
  async liveState(): Promise<LiveState> {
    const result = await this.#db.query<VersionRow & { role: 'live' | 'canary'; canary_percent: number | null; release_updated_at: Date }>(
      `SELECT ${VERSION_COLUMNS}, 'live' AS role, NULL::int AS canary_percent, r.updated_at AS release_updated_at
       FROM releases r JOIN remote_versions v ON v.section = r.section AND v.version = r.live_version
       UNION ALL
       SELECT ${VERSION_COLUMNS}, 'canary' AS role, r.canary_percent, r.updated_at AS release_updated_at
       FROM releases r JOIN remote_versions v ON v.section = r.section AND v.version = r.canary_version`,
    );
    const sections: LiveState['sections'] = {};
    for (const row of result.rows.filter((candidate) => candidate.role === 'live')) {
      sections[row.section] = { live: toVersionRecord(row), updatedAt: new Date(row.release_updated_at).toISOString() };
    }
    for (const row of result.rows.filter((candidate) => candidate.role === 'canary')) {
      const state = sections[row.section];
      if (state && row.canary_percent !== null) state.canary = { version: toVersionRecord(row), percent: row.canary_percent };
    }
    return { sections };
  }

  /** Newest first; `among`: of these sections only (a caller that may read no others). */
  async history(sectionName?: string, limit = 50, among?: readonly string[]): Promise<HistoryEntry[]> {
    const section = sectionName === undefined ? null : requireSection(sectionName);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new RegistryError(400, 'limit is a whole number from 1 to 500');
    const result = await this.#db.query<{
      id: number;
      section: SectionName;
      action: HistoryAction;
      from_version: string | null;
      to_version: string | null;
      percent: number | null;
      reason: string | null;
      actor: string;
      created_at: Date;
    }>(
      `SELECT id::int AS id, section, action, from_version, to_version, percent, reason, actor, created_at FROM release_history
       WHERE ($1::text IS NULL OR section = $1) AND ($3::text[] IS NULL OR section = ANY($3::text[])) ORDER BY id DESC LIMIT $2`,
      [section, limit, among === undefined ? null : [...among]],
    );
    return result.rows.map((row) => ({
      id: row.id,
      section: row.section,
      action: row.action,
      fromVersion: row.from_version,
      toVersion: row.to_version,
      percent: row.percent,
      reason: row.reason,
      actor: row.actor,
      createdAt: row.created_at.toISOString(),
    }));
  }
}
