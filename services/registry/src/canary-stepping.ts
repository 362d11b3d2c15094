/**
 * Canaries judged and moved on by the registry itself: a canary clearly worse than live (errors
 * first, then speed) is rolled back; a progressive one whose step has stayed healthy for its
 * interval moves to its next share, and at 100 % becomes live; one that has run its longest
 * duration without getting there is held at its share, with what the judge still waits for, until
 * a person promotes or rolls it back.
 */
import { recordAudit } from '@site/db/audit-log';
import type { Database } from '@site/db/database';
import type { ReleaseUnit } from '@site/contracts/sections';
import { canaryLoadsByNetwork, canaryVitalsByNetwork, type RunningCanary } from './canary-evidence.ts';
import type { CanaryJudgement, CanaryJudgeOptions } from './canary-judge.ts';
import { MAX_REASON_LENGTH, REGISTRY_ACTOR, requireSection } from './input-rules.ts';
import { describeSeconds, toReleaseState, type ReleaseState } from './release-state.ts';
import { recordHistory } from './repository/history.ts';
import { endCanary, holdCanary, lockRelease, promoteCanary, releasesWithCanaries, stepCanary } from './repository/releases.ts';
import { DEFAULT_MIN_NETWORKS, DEFAULT_NETWORK_VISITORS_PER_HOUR, judgeCanaryByNetwork, type NetworkLoads } from './visitor-weighting.ts';
import { DEFAULT_VITALS_MARGIN_PCT, judgeVitalsByNetwork } from './vitals-judge.ts';

export interface CanaryEvaluation extends CanaryJudgement {
  section: ReleaseUnit;
  version: string;
  rolledBack: boolean;
}

export interface CanaryChange {
  section: ReleaseUnit;
  action: 'canary-step' | 'canary-promote' | 'canary-rollback' | 'canary-hold';
  version: string;
  percent?: number;
  /** Why, as the history records it. */
  reason: string;
}

/** A running canary as a release's state names it. */
type RunningCanaryState = NonNullable<ReleaseState['canary']>;

/** The judge's view of a running canary for the people watching it: its verdict, and what it waits for. */
export interface CanaryAssessment {
  verdict: CanaryJudgement['verdict'];
  reason: string;
  waitingFor: string | null;
}

/**
 * What a canary waits for besides evidence: a healthy progressive one, the rest of its step's
 * interval; a held or hand-run healthy one, a person.
 */
function waitingBeyondEvidence(canary: RunningCanaryState, judgement: CanaryJudgement, now: number): string | null {
  if (judgement.waitingFor) return judgement.waitingFor;
  if (judgement.verdict !== 'healthy') return null;
  if (canary.heldSince) return 'someone to promote it or roll it back: it is held';
  if (!canary.plan) return 'someone to promote it or roll it back';
  const { steps, intervalSeconds, stepSince } = canary.plan;
  const next = steps.find((step) => step > canary.percent) ?? 100;
  const left = Date.parse(stepSince) + intervalSeconds * 1000 - now;
  return `the step's interval: ${describeSeconds(left / 1000)} more healthy, then ${next === 100 ? 'live for everyone' : `${next} %`}`;
}

export class CanaryStepping {
  readonly #db: Database;
  /** Told once a change to what is live has committed. */
  readonly #liveMapChanged: () => void;

  constructor(db: Database, liveMapChanged: () => void) {
    this.#db = db;
    this.#liveMapChanged = liveMapChanged;
  }

  /**
   * Judges the section's running canary on the loads and vitals reported since it started, and
   * rolls it back when it does clearly worse than live. Null when no canary is running.
   */
  async evaluateCanary(sectionName: string, options: CanaryJudgeOptions): Promise<CanaryEvaluation | null> {
    const section = requireSection(sectionName);
    const judged = await this.#judge(section, options);
    if (judged === null) return null;
    const { judgement } = judged;
    const canaryVersion = judged.release.canary;
    if (judgement.verdict !== 'rollback') return { ...judgement, section, version: canaryVersion, rolledBack: false };
    const rolledBack = await this.#db.transaction(async (tx) => {
      const release = await lockRelease(tx, section);
      // Another beacon (or a person) may have ended this canary meanwhile.
      if (release?.canary_version !== canaryVersion) return false;
      await endCanary(tx, section);
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
    if (rolledBack) this.#liveMapChanged();
    return { ...judgement, section, version: canaryVersion, rolledBack };
  }

  /**
   * The judge's verdict on the section's running `canary` (as a read of its release found it) and
   * what it waits for, changing nothing. Null when that canary is no longer running.
   */
  async assessCanary(sectionName: string, canary: RunningCanaryState, options: CanaryJudgeOptions): Promise<CanaryAssessment | null> {
    const judged = await this.#judge(requireSection(sectionName), options);
    if (judged === null || judged.release.canary !== canary.version) return null;
    const { verdict, reason } = judged.judgement;
    return { verdict, reason, waitingFor: waitingBeyondEvidence(canary, judged.judgement, Date.now()) };
  }

  /**
   * Moves every progressive canary on: one whose current step has been healthy for its interval
   * goes to the next share, or at 100 % becomes live; one the judge finds worse is rolled back.
   * Any canary past its longest duration is held. Called on a timer by whoever mounts the
   * registry. Returns what changed.
   */
  async advanceCanaries(options: CanaryJudgeOptions): Promise<CanaryChange[]> {
    const changes: CanaryChange[] = [];
    for (const release of await releasesWithCanaries(this.#db)) {
      const overdue = release.canary_held_at === null && release.canary_deadline !== null && release.canary_deadline.getTime() <= Date.now();
      // A hand-run canary is judged on every beacon already: here only once it is overdue.
      if (!release.canary_steps && !overdue) continue;
      const { section } = release;
      const evaluation = await this.evaluateCanary(section, options);
      if (!evaluation) continue;
      if (evaluation.rolledBack) {
        changes.push({ section, action: 'canary-rollback', version: evaluation.version, reason: evaluation.reason });
        continue;
      }
      const step = evaluation.verdict === 'healthy' ? await this.#stepIfDue(section, evaluation) : undefined;
      if (step) {
        this.#liveMapChanged();
        changes.push(step);
        continue;
      }
      const hold = overdue ? await this.#holdIfOverdue(section, evaluation) : undefined;
      if (hold) changes.push(hold);
    }
    return changes;
  }

  /** Holds a canary past its longest duration at its share, saying what the judge still waits for. */
  async #holdIfOverdue(section: ReleaseUnit, evaluation: CanaryEvaluation): Promise<CanaryChange | undefined> {
    return this.#db.transaction(async (tx) => {
      const release = await lockRelease(tx, section);
      if (!release || release.canary_version !== evaluation.version || release.canary_held_at !== null) return undefined;
      if (release.canary_deadline === null || release.canary_deadline.getTime() > Date.now() || release.canary_started_at === null) return undefined;
      await holdCanary(tx, section);
      const ran = describeSeconds((release.canary_deadline.getTime() - release.canary_started_at.getTime()) / 1000);
      const state = toReleaseState(release).canary;
      const waiting = state && waitingBeyondEvidence({ ...state, heldSince: new Date().toISOString() }, evaluation, Date.now());
      const reason =
        `longest duration (${ran}) reached at ${release.canary_percent} %; the judge: ${evaluation.verdict}${waiting ? `, waiting for ${waiting}` : ''}`.slice(
          0,
          MAX_REASON_LENGTH,
        );
      // Not a change of who gets which version, so not history's: the audit log keeps it.
      await recordAudit(tx, {
        actor: REGISTRY_ACTOR,
        ipHash: null,
        action: 'registry.canary-hold',
        entityType: 'remote_release',
        entityId: section,
        details: { live: release.live_version, canary: release.canary_version, percent: release.canary_percent, reason },
      });
      return {
        section,
        action: 'canary-hold' as const,
        version: release.canary_version,
        ...(release.canary_percent ? { percent: release.canary_percent } : {}),
        reason,
      };
    });
  }

  /** The next step of a healthy canary whose current step has lasted its interval. */
  async #stepIfDue(section: ReleaseUnit, evaluation: CanaryEvaluation): Promise<CanaryChange | undefined> {
    return this.#db.transaction(async (tx) => {
      const release = await lockRelease(tx, section);
      const steps = release?.canary_steps;
      if (
        !release ||
        !steps ||
        release.canary_version !== evaluation.version ||
        release.canary_percent === null ||
        !release.canary_step_started_at ||
        release.canary_held_at !== null
      )
        return undefined;
      if (Date.now() - release.canary_step_started_at.getTime() < (release.canary_step_interval_s ?? 0) * 1000) return undefined;
      const next = steps.find((step) => step > (release.canary_percent ?? 0)) ?? 100;
      const why = `${evaluation.reason}; step ${steps.indexOf(next) + 1} of ${steps.length}`;
      if (next >= 100) {
        const reason = `steps ${steps.join(',')} done: ${why}`.slice(0, MAX_REASON_LENGTH);
        await promoteCanary(tx, section);
        await recordHistory(tx, { section, action: 'canary-promote', from: release.live_version, to: release.canary_version, reason, actor: REGISTRY_ACTOR });
        return { section, action: 'canary-promote' as const, version: release.canary_version, reason };
      }
      const reason = why.slice(0, MAX_REASON_LENGTH);
      await stepCanary(tx, section, next);
      await recordHistory(tx, {
        section,
        action: 'canary-step',
        from: release.live_version,
        to: release.canary_version,
        percent: next,
        reason,
        actor: REGISTRY_ACTOR,
      });
      return { section, action: 'canary-step' as const, version: release.canary_version, percent: next, reason };
    });
  }

  /** The running canary of a section, judged on its evidence so far; null when none runs. */
  async #judge(section: ReleaseUnit, options: CanaryJudgeOptions): Promise<{ release: RunningCanary; judgement: CanaryJudgement } | null> {
    // What counts as a visitor, and how much one network weighs: visitor-weighting.ts.
    const evidence = await canaryLoadsByNetwork(this.#db, section, options.networkVisitorsPerHour ?? DEFAULT_NETWORK_VISITORS_PER_HOUR);
    if (evidence === null) return null;
    return { release: evidence.release, judgement: await this.#judgeErrorsThenSpeed(evidence.release, evidence.loads, options) };
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
}
