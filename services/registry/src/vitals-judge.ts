/**
 * Whether a running canary makes pages slower than live, from the Core Web Vitals real browsers
 * reported (LCP and INP: loading and responsiveness). Pure: samples in, verdict and reason out;
 * `vitals-simulation.ts` measures how often it is wrong.
 *
 * The rule is distribution-free, because page timings are skewed and nothing says they are normal.
 * "The canary's p75 is worse than live's by more than the margin" is tested as a proportion:
 * 1. Live's p75 gets an upper confidence bound, the order statistic at rank
 *    0.75·n + z·√(0.1875·n) of its n samples (for quantiles every sample set gives one).
 * 2. The threshold is that bound times (1 + margin), and at least a metric's floor above it, so
 *    that a few milliseconds on a fast metric never count as a regression.
 * 3. If the canary's p75 were at or under the threshold, at most 25 % of its samples would exceed
 *    it. A one-sided z-test of the share that does against 25 % decides.
 * Both steps use the error judge's z (p < 0.0005 one-sided), since the judge looks after every
 * beacon. A vitals verdict can only roll a canary back: visitors who refuse analytics send none,
 * so their absence must never hold a release.
 */
import { Z_ROLLBACK } from './canary-judge.ts';
import type { VitalName } from '@site/contracts/registry-api';
import { networksPerCohort, networksToSetAside, type JudgedCohort } from './visitor-weighting.ts';

/** The vitals a canary is judged on: what visitors feel while loading and while using a page. */
export const JUDGED_VITALS = ['LCP', 'INP'] as const satisfies readonly VitalName[];
export type JudgedVital = (typeof JUDGED_VITALS)[number];

/** Percent the canary's p75 may exceed live's before it counts as slower, unless configured. */
export const DEFAULT_VITALS_MARGIN_PCT = 20;

/** Below these absolute differences (ms) a slower canary is not a regression, whatever the ratio. */
export const REGRESSION_FLOOR_MS: Record<JudgedVital, number> = { LCP: 100, INP: 40 };

export interface VitalsJudgeOptions {
  /** Samples of a metric needed in the canary and in live before judging it. */
  minSamples: number;
  /** Percent the canary's p75 may exceed live's and still count as no worse. */
  marginPct: number;
}

export interface VitalsJudgement {
  verdict: 'rollback' | 'no-regression' | 'insufficient-data';
  reason: string;
  /** The metric that decided a rollback. */
  metric?: JudgedVital;
}

export type VitalSamples = Record<JudgedVital, { live: readonly number[]; canary: readonly number[] }>;

const P = 0.75;

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** The 1-based rank, among n sorted samples, of the upper confidence bound of their p75. */
const boundRank = (n: number, z: number) => Math.min(n, Math.max(1, Math.ceil(P * n + z * Math.sqrt(n * P * (1 - P)))));

/** A one-sided upper confidence bound of the p75 of these sorted samples (an order statistic). */
export function upperP75Bound(sorted: readonly number[], z = Z_ROLLBACK): number {
  return sorted[boundRank(sorted.length, z) - 1] ?? Number.NaN;
}

const thresholdAbove = (metric: JudgedVital, bound: number, marginPct: number) => Math.max(bound * (1 + marginPct / 100), bound + REGRESSION_FLOOR_MS[metric]);
const shareZ = (above: number, n: number) => (above / n - (1 - P)) / Math.sqrt((P * (1 - P)) / n);
/** How many of these sorted values exceed the threshold (binary search). */
function countAbove(sorted: readonly number[], threshold: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? Number.NaN) > threshold) high = middle;
    else low = middle + 1;
  }
  return sorted.length - low;
}

const describeMs = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

function judgeMetric(metric: JudgedVital, live: readonly number[], canary: readonly number[], { marginPct }: VitalsJudgeOptions) {
  const sortedLive = live.toSorted((a, b) => a - b);
  const sortedCanary = canary.toSorted((a, b) => a - b);
  const bound = upperP75Bound(sortedLive);
  const threshold = thresholdAbove(metric, bound, marginPct);
  const n = sortedCanary.length;
  const above = countAbove(sortedCanary, threshold);
  const z = shareZ(above, n);
  const numbers =
    `${metric} p75: canary ${describeMs(quantile(sortedCanary, P))} (${n}), live ${describeMs(quantile(sortedLive, P))} (${sortedLive.length}); ` +
    `${Math.round((above / n) * 100)} % of the canary's samples exceed ${describeMs(threshold)}`;
  return { z, numbers };
}

export function judgeVitals(samples: VitalSamples, options: VitalsJudgeOptions): VitalsJudgement {
  const judged: string[] = [];
  for (const metric of JUDGED_VITALS) {
    const { live, canary } = samples[metric];
    if (live.length < options.minSamples || canary.length < options.minSamples) continue;
    const { z, numbers } = judgeMetric(metric, live, canary, options);
    const rule = `live's p75 bound + ${options.marginPct} % (at least ${REGRESSION_FLOOR_MS[metric]} ms), one-sided z-test against 25 %`;
    if (z >= Z_ROLLBACK)
      return { verdict: 'rollback', metric, reason: `${numbers}: slower than live beyond the margin (z = ${z.toFixed(2)} ≥ ${Z_ROLLBACK}, ${rule})` };
    judged.push(`${numbers} (z = ${z.toFixed(2)})`);
  }
  if (judged.length === 0) {
    return { verdict: 'insufficient-data', reason: `${options.minSamples} samples of LCP or INP are needed in each cohort before judging speed` };
  }
  return { verdict: 'no-regression', reason: judged.join('; ') };
}

/** A vital's value and the client network of the page view it was measured in. */
export interface NetworkSample {
  value: number;
  network: string;
}

export type NetworkVitalSamples = Record<JudgedVital, { live: readonly NetworkSample[]; canary: readonly NetworkSample[] }>;

/**
 * The statistic of `judgeMetric` without each network's samples, exactly, in O(n + networks·log n):
 * live's bound is an order statistic, found among the sorted samples by skipping the network's
 * positions; the canary's share above the threshold is counted by binary search, less the
 * network's own samples above it.
 */
function zWithoutEachNetwork(metric: JudgedVital, live: readonly NetworkSample[], canary: readonly NetworkSample[], marginPct: number) {
  const sortedLive = live.toSorted((a, b) => a.value - b.value);
  const canaryValues = canary.map((sample) => sample.value).toSorted((a, b) => a - b);
  const livePositions = new Map<string, number[]>();
  for (const [position, sample] of sortedLive.entries()) livePositions.set(sample.network, [...(livePositions.get(sample.network) ?? []), position]);
  const canaryOf = new Map<string, number[]>();
  for (const sample of canary) canaryOf.set(sample.network, [...(canaryOf.get(sample.network) ?? []), sample.value]);
  return (network: string): number => {
    const skipped = livePositions.get(network) ?? [];
    const own = canaryOf.get(network) ?? [];
    const nLive = sortedLive.length - skipped.length;
    const nCanary = canaryValues.length - own.length;
    if (nLive < 1 || nCanary < 1) return Number.NaN;
    // The rank-th smallest of the live samples not at the skipped (ascending) positions.
    let position = boundRank(nLive, Z_ROLLBACK) - 1;
    for (const at of skipped) {
      if (at > position) break;
      position += 1;
    }
    const threshold = thresholdAbove(metric, sortedLive[position]?.value ?? Number.NaN, marginPct);
    return shareZ(countAbove(canaryValues, threshold) - own.filter((value) => value > threshold).length, nCanary);
  };
}

/**
 * The speed judge over samples tagged with their network, weighed as the error judge weighs loads
 * (`visitor-weighting.ts`): per metric, the network whose samples pull hardest towards a rollback
 * and the one pulling hardest against are set aside, and a metric is judged only with
 * `minNetworks` networks in each cohort besides them.
 */
export function judgeVitalsByNetwork(samples: NetworkVitalSamples, options: VitalsJudgeOptions & { minNetworks: number }): VitalsJudgement {
  const judged = {} as Record<JudgedVital, { live: number[]; canary: number[] }>;
  for (const metric of JUDGED_VITALS) {
    const { live, canary } = samples[metric];
    judged[metric] = { live: [], canary: [] };
    if (live.length < options.minSamples || canary.length < options.minSamples) continue;
    const whole = judgeMetric(
      metric,
      live.map((sample) => sample.value),
      canary.map((sample) => sample.value),
      options,
    ).z;
    const networks = [...live, ...canary].map((sample) => sample.network);
    const setAside = networksToSetAside(networks, zWithoutEachNetwork(metric, live, canary, options.marginPct), whole);
    const keep = (sample: NetworkSample) => sample.network !== setAside.towardsRollback && sample.network !== setAside.towardsKeeping;
    const tagged = (cohort: JudgedCohort) => samples[metric][cohort].filter(keep).map((sample) => ({ ...sample, cohort }));
    const counted = networksPerCohort([...tagged('live'), ...tagged('canary')], () => true);
    if (counted.live < options.minNetworks || counted.canary < options.minNetworks) continue;
    judged[metric] = { live: tagged('live').map((sample) => sample.value), canary: tagged('canary').map((sample) => sample.value) };
  }
  const judgement = judgeVitals(judged, options);
  return judgement.verdict === 'insufficient-data'
    ? {
        ...judgement,
        reason: `${options.minSamples} samples of LCP or INP from ${options.minNetworks} networks, besides the one pulling hardest each way, are needed in each cohort before judging speed`,
      }
    : judgement;
}
