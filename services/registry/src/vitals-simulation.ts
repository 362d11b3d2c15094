/**
 * The vitals judge, simulated: canaries whose LCP is distributed as live's (any rollback is a
 * false one) and canaries slower by a factor (a rollback is a detection). Page timings are drawn
 * log-normal, as field LCP is; the judge looks after every batch of page views, as it does after
 * every beacon, until it rolls back or the canary reaches its horizon. Seeded, so reproducible.
 */
import { seededRandom } from './canary-simulation.ts';
import { judgeVitals, judgeVitalsByNetwork, type NetworkSample, type VitalsJudgeOptions } from './vitals-judge.ts';

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
  /**
   * Weigh client networks as the registry does (`judgeVitalsByNetwork`): real page views come from
   * `networks` networks at random, and a forger may add `samplesPerBatch` of its own from one
   * network, 10 s paints for the canary and 100 ms ones for live (`slow`) or the reverse (`fast`).
   */
  weighting?: { minNetworks: number; networks: number; forger?: { direction: 'slow' | 'fast'; samplesPerBatch: number } } | undefined;
}

const values = (samples: readonly NetworkSample[]) => samples.map((sample) => sample.value);

export function simulateVitalsCanaries(options: VitalsSimulationOptions): { canaries: number; rolledBack: number; samplesToDecide: number[] } {
  const random = seededRandom(options.seed);
  // Box–Muller: one standard normal draw from two uniform ones.
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const lcp = (factor: number) => options.medianMs * factor * Math.exp(options.sigma * normal());
  let rolledBack = 0;
  const samplesToDecide: number[] = [];
  for (let run = 0; run < options.canaries; run++) {
    const live: NetworkSample[] = [];
    const canary: NetworkSample[] = [];
    const weighting = options.weighting;
    let realCanary = 0;
    while (realCanary < options.horizon) {
      for (let view = 0; view < options.batch; view++) {
        const network = `real-${Math.floor(random() * (weighting?.networks ?? 1))}`;
        if (random() < options.canaryShare) {
          canary.push({ value: lcp(options.slowdown), network });
          realCanary += 1;
        } else live.push({ value: lcp(1), network });
      }
      for (let view = 0; view < (weighting?.forger?.samplesPerBatch ?? 0); view++) {
        const slow = weighting?.forger?.direction === 'slow';
        if (random() < options.canaryShare) canary.push({ value: slow ? 10_000 : 100, network: 'forger' });
        else live.push({ value: slow ? 100 : 10_000, network: 'forger' });
      }
      const empty = { live: [], canary: [] };
      const verdict = weighting
        ? judgeVitalsByNetwork({ LCP: { live, canary }, INP: empty }, { ...options.judge, minNetworks: weighting.minNetworks }).verdict
        : judgeVitals({ LCP: { live: values(live), canary: values(canary) }, INP: empty }, options.judge).verdict;
      if (verdict === 'rollback') {
        rolledBack += 1;
        samplesToDecide.push(realCanary);
        break;
      }
    }
  }
  return { canaries: options.canaries, rolledBack, samplesToDecide };
}
