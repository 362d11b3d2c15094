/**
 * Canaries judged and moved on by the registry itself: a canary clearly worse than live (errors
 * first, then speed) is rolled back; a progressive one whose step has stayed healthy for its
 * interval moves to its next share, and at 100 % becomes live.
 */
import type { Database } from '@site/db/database';
import type { SectionName } from '@site/contracts/sections';
import { canaryLoadsByNetwork, canaryVitalsByNetwork, type RunningCanary } from './canary-evidence.ts';
import type { CanaryJudgement, CanaryJudgeOptions } from './canary-judge.ts';
import { MAX_REASON_LENGTH, REGISTRY_ACTOR, requireSection } from './input-rules.ts';
import { recordHistory } from './repository/history.ts';
import { endCanary, lockRelease, promoteCanary, sectionsWithCanaryPlans, stepCanary } from './repository/releases.ts';
import { DEFAULT_MIN_NETWORKS, DEFAULT_NETWORK_VISITORS_PER_HOUR, judgeCanaryByNetwork, type NetworkLoads } from './visitor-weighting.ts';
import { DEFAULT_VITALS_MARGIN_PCT, judgeVitalsByNetwork } from './vitals-judge.ts';

export interface CanaryEvaluation extends CanaryJudgement {
  section: SectionName;
  version: string;
  rolledBack: boolean;
}

export interface CanaryChange {
  section: SectionName;
  action: 'canary-step' | 'canary-promote' | 'canary-rollback';
  version: string;
  percent?: number;
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
   * Moves every progressive canary on: one whose current step has been healthy for its interval
   * goes to the next share, or at 100 % becomes live; one the judge finds worse is rolled back.
   * Called on a timer by whoever mounts the registry. Returns what changed.
   */
  async advanceCanaries(options: CanaryJudgeOptions): Promise<CanaryChange[]> {
    const changes: CanaryChange[] = [];
    for (const section of await sectionsWithCanaryPlans(this.#db)) {
      const evaluation = await this.evaluateCanary(section, options);
      if (!evaluation) continue;
      if (evaluation.rolledBack) {
        changes.push({ section, action: 'canary-rollback', version: evaluation.version });
        continue;
      }
      if (evaluation.verdict !== 'healthy') continue;
      const change = await this.#stepIfDue(section, evaluation);
      if (!change) continue;
      this.#liveMapChanged();
      changes.push(change);
    }
    return changes;
  }

  /** The next step of a healthy canary whose current step has lasted its interval. */
  async #stepIfDue(section: SectionName, evaluation: CanaryEvaluation): Promise<CanaryChange | undefined> {
    return this.#db.transaction(async (tx) => {
      const release = await lockRelease(tx, section);
      const steps = release?.canary_steps;
      if (!release || !steps || release.canary_version !== evaluation.version || release.canary_percent === null || !release.canary_step_started_at)
        return undefined;
      if (Date.now() - release.canary_step_started_at.getTime() < (release.canary_step_interval_s ?? 0) * 1000) return undefined;
      const next = steps.find((step) => step > (release.canary_percent ?? 0)) ?? 100;
      const why = `${evaluation.reason}; step ${steps.indexOf(next) + 1} of ${steps.length}`;
      if (next >= 100) {
        await promoteCanary(tx, section);
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
      await stepCanary(tx, section, next);
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
