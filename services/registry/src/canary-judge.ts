/**
 * Whether a running canary should be rolled back, advanced or left to gather evidence, from the
 * loads of both cohorts. Pure: loads in, decision and reason out (tested by simulation in
 * `canary-simulation.ts`).
 *
 * The rule: a one-sided two-proportion z-test of "the canary's error rate exceeds live's by more
 * than the tolerance", on Agresti–Caffo adjusted proportions (one error and one success added to
 * each cohort, so zero-error cohorts still have a spread). The judge looks after every beacon, so
 * a single look must be strict: rollback needs z ≥ 3.29 (p < 0.0005 one-sided), which keeps false
 * rollbacks under 1 % over a canary's whole life. Healthy (good enough to advance a progressive
 * canary, as Argo Rollouts' and Flagger's analyses pass) means the canary's observed error rate is
 * within the tolerance of live's; worse than that but not yet significant, the judge waits.
 * Nothing is decided before both cohorts have `minSamples` loads.
 */

export interface CohortCounts {
  loads: number;
  errors: number;
}

export interface CanaryJudgeOptions {
  /** Loads needed in the canary and in live before any verdict. */
  minSamples: number;
  /** Percentage points the canary's error rate may exceed live's and still count as no worse. */
  marginPct: number;
  /** Percent the canary's p75 LCP and INP may exceed live's (the speed judge, `vitals-judge.ts`). */
  vitalsMarginPct?: number | undefined;
  /** Client networks each cohort needs, besides the ones set aside, before any verdict (`visitor-weighting.ts`). */
  minNetworks?: number | undefined;
  /** Signed visitors one client network may weigh per hour of a canary (`visitor-weighting.ts`). */
  networkVisitorsPerHour?: number | undefined;
}

export type CanaryVerdict = 'rollback' | 'healthy' | 'insufficient-data';

export interface CanaryJudgement {
  verdict: CanaryVerdict;
  reason: string;
  /** The test statistic (undefined before enough loads). */
  z?: number;
  /** Without a verdict: what the judge needs before it can give one, for the people watching ("63 more canary page views"). */
  waitingFor?: string;
}

/** z for a one-sided p of 0.0005: strict enough for a judge that looks at every beacon. */
export const Z_ROLLBACK = 3.29;

const describe = ({ loads, errors }: CohortCounts) => `${loads > 0 ? ((errors / loads) * 100).toFixed(1) : '0.0'} % (${errors}/${loads})`;

/** Agresti–Caffo: the difference of adjusted error rates and its standard error. */
function adjustedDifference(canary: CohortCounts, live: CohortCounts): { difference: number; standardError: number } {
  const rate = ({ loads, errors }: CohortCounts) => (errors + 1) / (loads + 2);
  const pc = rate(canary);
  const pl = rate(live);
  return {
    difference: pc - pl,
    standardError: Math.sqrt((pc * (1 - pc)) / (canary.loads + 2) + (pl * (1 - pl)) / (live.loads + 2)),
  };
}

/** The judge's test statistic: how far the canary's error rate is beyond live's plus the tolerance, in standard errors. */
export function rollbackZ({ live, canary }: { live: CohortCounts; canary: CohortCounts }, marginPct: number): number {
  const { difference, standardError } = adjustedDifference(canary, live);
  return (difference - marginPct / 100) / standardError;
}

export function judgeCanary({ live, canary }: { live: CohortCounts; canary: CohortCounts }, { minSamples, marginPct }: CanaryJudgeOptions): CanaryJudgement {
  const numbers = `canary ${describe(canary)}, live ${describe(live)}`;
  if (canary.loads < minSamples || live.loads < minSamples) {
    return {
      verdict: 'insufficient-data',
      reason: `${numbers}: ${minSamples} loads are needed in each cohort before judging`,
      waitingFor: shortfall([
        [minSamples - canary.loads, 'canary page view'],
        [minSamples - live.loads, 'live page view'],
      ]),
    };
  }
  const tolerance = marginPct / 100;
  const z = rollbackZ({ live, canary }, marginPct);
  const rule = `one-sided two-proportion z-test against a tolerance of ${marginPct} points`;
  if (z >= Z_ROLLBACK) {
    return { verdict: 'rollback', z, reason: `${numbers}: worse than live beyond ${marginPct} points (z = ${z.toFixed(2)} ≥ ${Z_ROLLBACK}, ${rule})` };
  }
  const observed = canary.errors / canary.loads - live.errors / live.loads;
  if (observed <= tolerance) {
    return { verdict: 'healthy', z, reason: `${numbers}: within ${marginPct} points of live (z = ${z.toFixed(2)}, ${rule})` };
  }
  return {
    verdict: 'insufficient-data',
    z,
    reason: `${numbers}: not yet distinguishable (z = ${z.toFixed(2)}, ${rule})`,
    waitingFor: `more page views: the canary fails more often than live, not yet clearly (z = ${z.toFixed(2)} of ${Z_ROLLBACK})`,
  };
}

const LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** "63 more canary page views and 4 more live page views", from what each cohort still lacks (none: left out). */
export function shortfall(needs: readonly (readonly [missing: number, unit: string])[]): string {
  return LIST.format(needs.filter(([missing]) => missing > 0).map(([missing, unit]) => `${missing} more ${unit}${missing === 1 ? '' : 's'}`));
}
