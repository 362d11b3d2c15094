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

/** A one-sided upper confidence bound of the p75 of these sorted samples (an order statistic). */
export function upperP75Bound(sorted: readonly number[], z = Z_ROLLBACK): number {
  const n = sorted.length;
  const rank = Math.ceil(P * n + z * Math.sqrt(n * P * (1 - P)));
  return sorted[Math.min(n, Math.max(1, rank)) - 1] ?? Number.NaN;
}

const describeMs = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

function judgeMetric(metric: JudgedVital, live: readonly number[], canary: readonly number[], { marginPct }: VitalsJudgeOptions) {
  const sortedLive = live.toSorted((a, b) => a - b);
  const sortedCanary = canary.toSorted((a, b) => a - b);
  const bound = upperP75Bound(sortedLive);
  const threshold = Math.max(bound * (1 + marginPct / 100), bound + REGRESSION_FLOOR_MS[metric]);
  const n = sortedCanary.length;
  const above = sortedCanary.filter((value) => value > threshold).length;
  const z = (above / n - (1 - P)) / Math.sqrt((P * (1 - P)) / n);
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
