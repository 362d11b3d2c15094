/**
 * The canary judge, simulated: canaries whose error rate equals live's (any rollback is a false
 * one) and canaries worse by a given number of points (a rollback is a detection). Each canary
 * takes a share of page loads; the judge looks after every batch, as it does after every beacon,
 * until it rolls back or the canary reaches its horizon. Seeded, so a run is reproducible.
 */
import { judgeCanary, type CanaryJudgeOptions, type CohortCounts } from './canary-judge.ts';

export interface SimulationOptions {
  canaries: number;
  /** Live's error rate, 0..1. */
  baseRate: number;
  /** How much worse the canary is, in points (0 = the same as live). */
  regressionPoints: number;
  /** Share of loads that go to the canary, 0..1. */
  canaryShare: number;
  /** Canary loads after which a canary that was never rolled back counts as kept. */
  horizon: number;
  /** Loads (both cohorts) between two looks of the judge. */
  batch: number;
  judge: CanaryJudgeOptions;
  seed: number;
}

export interface SimulationResult {
  canaries: number;
  rolledBack: number;
  /** Canary loads seen when each rollback was decided. */
  loadsToDecide: number[];
}

/** mulberry32: a small, fast, seedable PRNG (uniform 0..1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function simulateCanaries(options: SimulationOptions): SimulationResult {
  const random = seededRandom(options.seed);
  const canaryRate = options.baseRate + options.regressionPoints / 100;
  let rolledBack = 0;
  const loadsToDecide: number[] = [];
  for (let run = 0; run < options.canaries; run++) {
    const canary: CohortCounts = { loads: 0, errors: 0 };
    const live: CohortCounts = { loads: 0, errors: 0 };
    while (canary.loads < options.horizon) {
      for (let load = 0; load < options.batch; load++) {
        const cohort = random() < options.canaryShare ? canary : live;
        cohort.loads += 1;
        if (random() < (cohort === canary ? canaryRate : options.baseRate)) cohort.errors += 1;
      }
      if (judgeCanary({ live, canary }, options.judge).verdict === 'rollback') {
        rolledBack += 1;
        loadsToDecide.push(canary.loads);
        break;
      }
    }
  }
  return { canaries: options.canaries, rolledBack, loadsToDecide };
}

export const median = (values: readonly number[]): number => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
