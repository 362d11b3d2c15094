/**
 * The vitals judge, simulated: canaries whose LCP is distributed as live's (any rollback is a
 * false one) and canaries slower by a factor (a rollback is a detection). Page timings are drawn
 * log-normal, as field LCP is; the judge looks after every batch of page views, as it does after
 * every beacon, until it rolls back or the canary reaches its horizon. Seeded, so reproducible.
 */
import { seededRandom } from './canary-simulation.ts';
import { judgeVitals, type VitalsJudgeOptions } from './vitals-judge.ts';

export interface VitalsSimulationOptions {
  canaries: number;
  /** Live's median LCP in ms, and the spread of its logarithm. */
  medianMs: number;
  sigma: number;
  /** The canary's timings are live's times this (1 = as fast as live). */
  slowdown: number;
  canaryShare: number;
  /** Canary samples after which a canary never rolled back counts as kept. */
  horizon: number;
  batch: number;
  judge: VitalsJudgeOptions;
  seed: number;
}

export function simulateVitalsCanaries(options: VitalsSimulationOptions): { canaries: number; rolledBack: number; samplesToDecide: number[] } {
  const random = seededRandom(options.seed);
  // Box–Muller: one standard normal draw from two uniform ones.
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const lcp = (factor: number) => options.medianMs * factor * Math.exp(options.sigma * normal());
  let rolledBack = 0;
  const samplesToDecide: number[] = [];
  for (let run = 0; run < options.canaries; run++) {
    const live: number[] = [];
    const canary: number[] = [];
    while (canary.length < options.horizon) {
      for (let view = 0; view < options.batch; view++) {
        if (random() < options.canaryShare) canary.push(lcp(options.slowdown));
        else live.push(lcp(1));
      }
      if (judgeVitals({ LCP: { live, canary }, INP: { live: [], canary: [] } }, options.judge).verdict === 'rollback') {
        rolledBack += 1;
        samplesToDecide.push(canary.length);
        break;
      }
    }
  }
  return { canaries: options.canaries, rolledBack, samplesToDecide };
}
