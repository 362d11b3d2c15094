/**
 * The release state machine: a build is published (after the contract gate), approved by a second
 * person, promoted live or started as a canary (at a share, or through steps), and rolled back.
 * Every change is one transaction with its history row and audit entry, so none is half-made or
 * unexplained; writes to one section are serialised by its locked release row.
 */
import type { Database, Queryable } from '@site/db/database';
import { SHELL, type ReleaseUnit } from '@site/contracts/sections';
import type { Approval } from '@site/contracts/registry-api';
import { checkCompatibility, type ShellInfo } from './contract-gate.ts';
import { registryVersions, shellGateFailures, shellInfoOf } from './shell-gate.ts';
import { ConflictError, ForbiddenError, InvalidInputError, InvalidTransitionError, NotFoundError } from './domain-errors.ts';
import { filesOriginOf, type FilesOrigin } from './file-origins.ts';
import { MAX_REASON_LENGTH, requireActor, requireCanaryShare, requireReason, requireSection, requireSteps } from './input-rules.ts';
import { describeIssues } from './load-report.ts';
import type { ReleaseApproval } from './release-approval.ts';
import type { ReleaseSignatures } from './release-signatures.ts';
import { verifyBuildSignature } from './signing-keys.ts';
import { describeSeconds, toReleaseState, type ReleaseState } from './release-state.ts';
import { previousLive } from './rollback-target.ts';
import { approvalOf, insertApproval } from './repository/approvals.ts';
import { recordAudit } from '@site/db/audit-log';
import { recordHistory } from './repository/history.ts';
import { endCanary, lockRelease, returnLiveTo, setLive, startCanary, type ReleaseRow } from './repository/releases.ts';
import { insertVersion, liveAndCanaryVersions, liveMapOf, lockPublication, type LiveMapRow } from './repository/versions.ts';
import { versionInputSchema, type VersionInput, type VersionRecord } from './version-input.ts';
import { brokenLinks } from './link-gate.ts';
import { budgetsExceeded, overBudgetReason } from './budget-gate.ts';
import { sameIntegrity, selectVersion } from './version-rows.ts';

export type PublishResult = { outcome: 'created' | 'exists'; version: VersionRecord };
export interface ApproveResult {
  outcome: 'approved' | 'already-approved';
  section: ReleaseUnit;
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

export interface PromoteOptions {
  actor: string;
  ipHash?: string | undefined;
  shell: ShellInfo;
  canaryPercent?: number | undefined;
  reason?: string | undefined;
  /**
   * Refuse (conflict) unless this is the version live now (null: unless nothing is live yet): two
   * people never overwrite each other. Left out, the change is recorded as forced.
   */
  expectLive?: string | null | undefined;
  /** How long the canary may run before it is held without a verdict; the registry's default otherwise. */
  longestSeconds?: number | undefined;
  /** Go live although links between sections break (link-gate.ts): on purpose, with a reason, recorded. */
  breakLinks?: boolean | undefined;
  /** Go live (or become the canary) although over a byte budget of its section (budget-gate.ts): on purpose, with a reason, recorded. */
  overBudget?: boolean | undefined;
  /** Start this canary even though another version's canary is running (recorded as its abort). */
  replaceCanary?: boolean;
  /** Progressive delivery: the shares the canary moves through by itself while healthy (ends at 100). */
  steps?: readonly number[] | undefined;
  stepIntervalSeconds?: number | undefined;
}

/**
 * A guarded write: refused, naming what is live now, when the caller expected another version (or,
 * with null, none). Returns whether the change is forced: it named nothing it expected to replace.
 */
function requireExpectedLive(section: ReleaseUnit, release: ReleaseRow | undefined, expectLive: string | null | undefined): { forced: boolean } {
  if (expectLive === undefined) return { forced: true };
  const live = release?.live_version ?? null;
  if (live === expectLive) return { forced: false };
  throw new ConflictError(
    `${section} is live at ${live ?? 'no version'}, not ${expectLive ?? 'no version'} as expected; nothing was changed ` +
      '(someone changed it meanwhile: look at what is live now, or replace it on purpose with --force)',
  );
}

/** The fewest seconds a progressive canary takes to reach 100 %: every step but the last lasts its interval. */
const shortestRun = (plan: { steps: number[]; intervalSeconds: number }) => (plan.steps.length - 1) * plan.intervalSeconds;

function parseVersionInput(input: VersionInput): VersionInput {
  const parsed = versionInputSchema.safeParse(input);
  if (!parsed.success) throw new InvalidInputError(`invalid version: ${describeIssues(parsed.error)}`);
  const { section, contractsMajor, oldestContractsMajor } = parsed.data;
  if (oldestContractsMajor !== null && section !== SHELL) throw new InvalidInputError("invalid version: oldestContractsMajor is a shell's, not a section's");
  if (oldestContractsMajor !== null && oldestContractsMajor > contractsMajor)
    throw new InvalidInputError(`invalid version: oldestContractsMajor ${oldestContractsMajor} is above contractsMajor ${contractsMajor}`);
  return parsed.data;
}

const linksRefusal = (section: string, version: string, broken: string[]) =>
  new ConflictError(
    `${section} ${version} would break links between sections; nothing was changed. Serve or repoint them, or go ahead on purpose with a reason (--break-links, or the box in the Releases page's promote dialog)`,
    broken,
  );

const budgetRefusal = (section: string, version: string, exceeded: string[]) =>
  new ConflictError(
    `${section} ${version} is over its section's byte budget (${exceeded.join('; ')}); nothing was changed. Make it smaller, or go ahead on purpose with a reason (--over-budget)`,
    exceeded,
  );

/** The live and canary versions, read at most once for all the gates one transition runs. */
type LiveVersions = () => Promise<LiveMapRow[]>;
const liveVersionsOnce = (db: Queryable): LiveVersions => {
  let rows: Promise<LiveMapRow[]> | undefined;
  return () => (rows ??= liveAndCanaryVersions(db));
};

/**
 * Why `candidate` cannot be served: a section's version against the live shell; a shell's version
 * against every live and canary version of every section (the reverse gate), so neither side of
 * the contract can break the other.
 */
async function compatibilityFailures(candidate: VersionInput, shell: ShellInfo, live: LiveVersions): Promise<string[]> {
  if (candidate.section !== SHELL) return checkCompatibility(candidate, shell);
  return shellGateFailures(registryVersions(liveMapOf(await live())), shellInfoOf(candidate)).map((failure) =>
    failure.replace('this shell', `shell ${candidate.version}`),
  );
}

/**
 * The links between sections that `candidate` would break, against the live and canary versions
 * and the live shell's links; a shell's version replaces the live shell, so its own are checked.
 */
async function linksBrokenBy(
  candidate: Pick<VersionInput, 'section' | 'version' | 'routeTable' | 'links'>,
  shell: ShellInfo,
  live: LiveVersions,
): Promise<string[]> {
  const sections = (await live())
    .filter((row) => row.section !== SHELL)
    .map((row) => ({
      section: row.section,
      version: row.version,
      routes: row.route_table.routes,
      redirects: row.route_table.redirects,
      links: row.links,
      role: row.role,
    }));
  return brokenLinks({
    candidate: {
      section: candidate.section,
      version: candidate.version,
      routes: candidate.routeTable.routes,
      redirects: candidate.routeTable.redirects,
      links: candidate.links ?? null,
    },
    live: sections,
    shellLinks: candidate.section === SHELL ? [] : (shell.links ?? []),
  });
}

const incompatible = (section: string, version: string, failures: string[]) =>
  new ConflictError(
    section === SHELL
      ? `shell ${version} cannot serve what is live: ${failures.join('; ')}`
      : `${section} ${version} is not compatible with the live shell: ${failures.join('; ')}`,
    failures,
  );

export class ReleaseTransitions {
  readonly #db: Database;
  readonly #approval: ReleaseApproval;
  readonly #signatures: ReleaseSignatures;
  readonly #cdnOrigins: readonly string[];
  /** How long a canary may run, unless its promote says otherwise. */
  readonly #canaryLongestSeconds: number;
  /** Told once a change to what is live has committed. */
  readonly #liveMapChanged: () => void;

  constructor(
    db: Database,
    {
      approval,
      signatures,
      cdnOrigins,
      canaryLongestSeconds,
      liveMapChanged,
    }: { approval: ReleaseApproval; signatures: ReleaseSignatures; cdnOrigins: readonly string[]; canaryLongestSeconds: number; liveMapChanged: () => void },
  ) {
    this.#db = db;
    this.#approval = approval;
    this.#signatures = signatures;
    this.#cdnOrigins = cdnOrigins;
    this.#canaryLongestSeconds = canaryLongestSeconds;
    this.#liveMapChanged = liveMapChanged;
  }

  /**
   * Where a version's files come from: the registry's storage or a listed CDN origin; anything
   * else is refused, naming the origin and how to allow it (see file-origins.ts). `devServers`: a
   * loopback dev server also qualifies (a dev override).
   */
  filesOrigin(manifestUrl: string, section: string, version: string | undefined, { devServers = false }: { devServers?: boolean } = {}): FilesOrigin {
    return filesOriginOf(manifestUrl, section, version, { cdnOrigins: this.#cdnOrigins, devServers });
  }

  /**
   * Whether a build would be accepted by publish: valid, served from a place the site trusts, and
   * compatible with the live shell; and which links between sections it would break if it went live
   * now (promote refuses it for those). Nothing is recorded.
   */
  async check(input: VersionInput, shell: ShellInfo): Promise<{ compatible: boolean; failures: string[]; brokenLinks: string[] }> {
    const candidate = parseVersionInput(input);
    this.filesOrigin(candidate.manifestUrl, candidate.section, candidate.version);
    await verifyBuildSignature(this.#db, input, this.#signatures);
    const live = liveVersionsOnce(this.#db);
    const failures = await compatibilityFailures(candidate, shell, live);
    return { compatible: failures.length === 0, failures, brokenLinks: await linksBrokenBy(candidate, shell, live) };
  }

  /** Records a built version after the contract gate; it is not live until promoted. Its files must be served from a place the site trusts. */
  async publish(input: VersionInput, { actor, ipHash, shell }: { actor: string; ipHash?: string | undefined; shell: ShellInfo }): Promise<PublishResult> {
    requireActor(actor);
    const candidate = parseVersionInput(input);
    this.filesOrigin(candidate.manifestUrl, candidate.section, candidate.version);
    // What the publisher signed is the record as it came (see signing-keys.ts).
    await verifyBuildSignature(this.#db, input, this.#signatures);
    const failures = await compatibilityFailures(candidate, shell, liveVersionsOnce(this.#db));
    if (failures.length > 0) throw incompatible(candidate.section, candidate.version, failures);
    const exceeded = budgetsExceeded(candidate.budgets);
    const overBudgetWhy = candidate.overBudgetReason ?? null;
    if (exceeded.length > 0 && overBudgetWhy === null) {
      throw new InvalidInputError(
        `${candidate.section} ${candidate.version} is over its section's byte budget (${exceeded.join('; ')}): make it smaller, or publish it on purpose with a reason (--over-budget --reason)`,
      );
    }
    const publishReason = exceeded.length > 0 && overBudgetWhy !== null ? overBudgetReason(exceeded, overBudgetWhy).slice(0, MAX_REASON_LENGTH) : undefined;
    return this.#db.transaction(async (tx) => {
      if (!(await insertVersion(tx, candidate, actor))) {
        const existing = await selectVersion(tx, candidate.section, candidate.version);
        if (!existing) throw new Error('version vanished between insert and select');
        if (sameIntegrity(existing.integrity, candidate.integrity)) return { outcome: 'exists' as const, version: existing };
        throw new ConflictError(`${candidate.section} ${candidate.version} is already published with different files; publish this build under a new version`);
      }
      await recordHistory(tx, { section: candidate.section, action: 'publish', from: null, to: candidate.version, actor, ipHash, reason: publishReason });
      // Someone else has to act before it reaches visitors: those subscribed are told.
      if (this.#approval === 'required')
        await recordAudit(tx, {
          actor,
          ipHash: ipHash ?? null,
          action: 'registry.approval-needed',
          entityType: 'remote_release',
          entityId: candidate.section,
          details: { version: candidate.version },
        });
      const record = await selectVersion(tx, candidate.section, candidate.version);
      if (!record) throw new Error('published version was not stored');
      return { outcome: 'created' as const, version: record };
    });
  }

  /**
   * Approves a published version for release: the second person of a release. Refused to whoever
   * published it; approving an approved version changes nothing. History and the audit log keep
   * who approved it, and the audit log what they approved (commit, dirty flag, publisher) and what
   * was live then, which they compared it with.
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
      const record = await lockPublication(tx, section, version);
      if (!record) throw new NotFoundError(`${section} has no version ${JSON.stringify(version)}`);
      const existing = await approvalOf(tx, section, version);
      if (existing) return { outcome: 'already-approved' as const, section, version, approval: existing };
      if (record.published_by === actor) {
        throw new ForbiddenError(`${actor} published ${section} ${version}, so someone else approves it: a release needs a second person`);
      }
      await insertApproval(tx, { section, version, by: actor, reason: why });
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

  /** Makes a published version live, or (with `canaryPercent` or `steps`) the canary for that share of visitors. */
  async promote(sectionName: string, version: string, options: PromoteOptions): Promise<PromoteResult> {
    const {
      actor,
      ipHash,
      shell,
      canaryPercent,
      reason,
      expectLive,
      replaceCanary = false,
      steps,
      stepIntervalSeconds,
      breakLinks = false,
      overBudget = false,
    } = options;
    const section = requireSection(sectionName);
    requireActor(actor);
    const reasonGiven = requireReason(reason);
    const plan = requireSteps(steps, stepIntervalSeconds);
    // A progressive canary starts at its first step.
    const share = plan ? plan.steps[0] : canaryPercent;
    requireCanaryShare(share);
    if (breakLinks && !reasonGiven) throw new InvalidInputError('breaking links between sections on purpose needs a reason, for the history');
    if (overBudget && !reasonGiven) throw new InvalidInputError('going live over a byte budget on purpose needs a reason, for the history');
    const longestSeconds = options.longestSeconds ?? this.#canaryLongestSeconds;
    if (plan && shortestRun(plan) > longestSeconds) {
      throw new InvalidInputError(
        `steps ${plan.steps.join(',')} every ${describeSeconds(plan.intervalSeconds)} take at least ${describeSeconds(shortestRun(plan))}, ` +
          `longer than the canary may run (${describeSeconds(longestSeconds)}): ` +
          'give it a longer longest duration or a shorter interval',
      );
    }
    const result = await this.#db.transaction(async (tx): Promise<PromoteResult> => {
      const record = await selectVersion(tx, section, version);
      if (!record) throw new NotFoundError(`${section} has no version ${JSON.stringify(version)}`);
      const live = liveVersionsOnce(tx);
      const failures = await compatibilityFailures(record, shell, live);
      if (failures.length > 0) throw incompatible(section, version, failures);
      const broken = await linksBrokenBy(record, shell, live);
      if (broken.length > 0 && !breakLinks) throw linksRefusal(section, version, broken);
      const exceeded = budgetsExceeded(record.budgets);
      if (exceeded.length > 0 && !overBudget) throw budgetRefusal(section, version, exceeded);
      // Recorded with the change: what was broken or exceeded on purpose, and why.
      let why = reasonGiven;
      if (why !== null && exceeded.length > 0) why = overBudgetReason(exceeded, why);
      if (why !== null && broken.length > 0) why = `links broken on purpose (${broken.join('; ')}): ${why}`;
      if (why !== null) why = why.slice(0, MAX_REASON_LENGTH);
      const release = await lockRelease(tx, section);
      const { forced } = requireExpectedLive(section, release, expectLive);
      if (release?.live_version !== version && this.#approval === 'required' && !(await approvalOf(tx, section, version))) {
        throw new ConflictError(
          `${section} ${version} needs approval by someone other than its publisher (${record.publishedBy}) before it goes live or becomes a canary: ` +
            `approve it on the Releases page or with \`npm run remotes -- approve ${section} ${version}\``,
        );
      }

      if (share === undefined) {
        if (release?.live_version === version) {
          if (release.canary_version === null) return { action: 'unchanged' as const, release: toReleaseState(release) };
          throw new InvalidTransitionError(`${section} ${version} is already live; roll back to stop the canary of ${release.canary_version}`);
        }
        const action = release?.canary_version === version ? 'canary-promote' : 'promote';
        const updated = await setLive(tx, section, version);
        await recordHistory(tx, { section, action, from: release?.live_version ?? null, to: version, reason: why, actor, ipHash, forced });
        return { action, release: toReleaseState(updated) };
      }

      if (!release) throw new InvalidTransitionError(`${section} has no live version yet; promote one before starting a canary`);
      if (release.live_version === version) throw new InvalidTransitionError(`${section} ${version} is already live`);
      if (release.canary_version !== null && release.canary_version !== version) {
        if (!replaceCanary) {
          throw new ConflictError(
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
          forced,
        });
      }
      const updated = await startCanary(tx, section, { version, percent: share, plan, longestSeconds });
      const planned = plan ? `steps ${plan.steps.join(',')} every ${plan.intervalSeconds} s while healthy` : null;
      await recordHistory(tx, {
        section,
        action: 'canary',
        from: release.live_version,
        to: version,
        percent: share,
        reason: [planned, `held if undecided after ${describeSeconds(longestSeconds)}`, why].filter(Boolean).join('; '),
        actor,
        ipHash,
        forced,
      });
      return { action: 'canary' as const, release: toReleaseState(updated) };
    });
    if (result.action !== 'unchanged') this.#liveMapChanged();
    return result;
  }

  /** Stops a running canary; without one, returns live to the version that was live before. */
  async rollback(
    sectionName: string,
    { actor, ipHash, reason, expectLive }: { actor: string; ipHash?: string | undefined; reason?: string | undefined; expectLive?: string | null | undefined },
  ): Promise<RollbackResult> {
    const section = requireSection(sectionName);
    requireActor(actor);
    const why = requireReason(reason);
    const result = await this.#db.transaction(async (tx): Promise<RollbackResult> => {
      const release = await lockRelease(tx, section);
      const { forced } = requireExpectedLive(section, release, expectLive);
      if (!release) throw new InvalidTransitionError(`${section} has no live version to roll back`);
      if (release.canary_version !== null) {
        const updated = await endCanary(tx, section);
        await recordHistory(tx, {
          section,
          action: 'canary-abort',
          from: release.canary_version,
          to: release.live_version,
          reason: why,
          actor,
          ipHash,
          forced,
        });
        return { action: 'canary-abort' as const, release: toReleaseState(updated) };
      }
      const target = await previousLive(tx, section, release.live_version);
      if (target === undefined) throw new InvalidTransitionError(`${section} has no earlier live version to roll back to`);
      const updated = await returnLiveTo(tx, section, target);
      await recordHistory(tx, { section, action: 'rollback', from: release.live_version, to: target, reason: why, actor, ipHash, forced });
      return { action: 'rollback' as const, release: toReleaseState(updated) };
    });
    this.#liveMapChanged();
    return result;
  }
}
