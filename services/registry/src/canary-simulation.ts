/**
 * The canary judge, simulated: canaries whose error rate equals live's (any rollback is a false
 * one) and canaries worse by a given number of points (a rollback is a detection). Each canary
 * takes a share of page loads; the judge looks after every batch, as it does after every beacon,
 * until it rolls back or the canary reaches its horizon. Seeded, so a run is reproducible.
 */
import { judgeCanary, type CanaryJudgeOptions, type CohortCounts } from './canary-judge.ts';
import { judgeCanaryByNetwork, type NetworkLoads } from './visitor-weighting.ts';

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

/** One address forging beacons: failures for the canary and successes for live, or the reverse. */
export interface Forger {
  /** `fail`: the canary's loads fail and live's succeed (to roll back a good canary); `hide`: the reverse (to keep a bad one). */
  direction: 'fail' | 'hide';
  /** Loads it adds between two looks of the judge, all from its one network, split between the cohorts as its cookies fell. */
  loadsPerBatch: number;
}

export interface NetworkSimulationOptions extends SimulationOptions {
  judge: CanaryJudgeOptions & { minNetworks: number };
  /** Real visitors' networks: each load comes from one of them at random. */
  networks: number;
  forger?: Forger | undefined;
}

export interface NetworkSimulationResult extends SimulationResult {
  /** Canaries the judge found healthy (a progressive canary would step on) before it rolled them back or they reached the horizon. */
  foundHealthy: number;
  /** The same loads judged as one pool, as the judge did before networks were weighed: how many it would have rolled back. */
  pooledRolledBack: number;
}

/**
 * The network-weighed judge (`judgeCanaryByNetwork`), simulated with real visitors spread over
 * `networks` networks and, optionally, one forger. Each look also judges the same loads pooled
 * (every load counted, whoever sent it), to show what the forger would have done without weighting.
 */
export function simulateNetworkCanaries(options: NetworkSimulationOptions): NetworkSimulationResult {
  const random = seededRandom(options.seed);
  const canaryRate = options.baseRate + options.regressionPoints / 100;
  const result: NetworkSimulationResult = { canaries: options.canaries, rolledBack: 0, loadsToDecide: [], foundHealthy: 0, pooledRolledBack: 0 };
  for (let run = 0; run < options.canaries; run++) {
    const rows = new Map<string, NetworkLoads>();
    const add = (network: string, cohort: 'live' | 'canary', failed: boolean) => {
      const key = `${network}\u0000${cohort}`;
      const row = rows.get(key) ?? { network, cohort, loads: 0, errors: 0 };
      row.loads += 1;
      if (failed) row.errors += 1;
      rows.set(key, row);
    };
    let realCanaryLoads = 0;
    let healthy = false;
    let pooledRollback = false;
    while (realCanaryLoads < options.horizon) {
      for (let load = 0; load < options.batch; load++) {
        const cohort = random() < options.canaryShare ? 'canary' : 'live';
        if (cohort === 'canary') realCanaryLoads += 1;
        add(`real-${Math.floor(random() * options.networks)}`, cohort, random() < (cohort === 'canary' ? canaryRate : options.baseRate));
      }
      for (let load = 0; load < (options.forger?.loadsPerBatch ?? 0); load++) {
        const cohort = random() < options.canaryShare ? 'canary' : 'live';
        add('forger', cohort, (cohort === 'canary') === (options.forger?.direction === 'fail'));
      }
      const all = [...rows.values()];
      if (!pooledRollback) {
        const pooled = (cohort: 'live' | 'canary') =>
          all
            .filter((row) => row.cohort === cohort)
            .reduce((sum, row) => ({ loads: sum.loads + row.loads, errors: sum.errors + row.errors }), { loads: 0, errors: 0 });
        pooledRollback = judgeCanary({ live: pooled('live'), canary: pooled('canary') }, options.judge).verdict === 'rollback';
      }
      const verdict = judgeCanaryByNetwork(all, options.judge).verdict;
      if (verdict === 'healthy') healthy = true;
      if (verdict === 'rollback') {
        result.rolledBack += 1;
        result.loadsToDecide.push(realCanaryLoads);
        break;
      }
    }
    if (healthy) result.foundHealthy += 1;
    if (pooledRollback) result.pooledRolledBack += 1;
  }
  return result;
}
