/** Whether a running canary should be rolled back, from the error rates of both cohorts. Pure. */

export interface CohortCounts {
  loads: number;
  errors: number;
}

export interface CanaryJudgeOptions {
  /** Canary loads needed before any verdict: a handful of errors in a few loads is noise. */
  minSamples: number;
  /** How many percentage points worse than live the canary may be. */
  marginPct: number;
}

export type CanaryVerdict = 'rollback' | 'healthy' | 'insufficient-data';

export interface CanaryJudgement {
  verdict: CanaryVerdict;
  reason: string;
}

const ratePct = ({ loads, errors }: CohortCounts) => (loads > 0 ? (errors / loads) * 100 : 0);
const describe = (counts: CohortCounts) => `${ratePct(counts).toFixed(1)} % (${counts.errors}/${counts.loads})`;

export function judgeCanary({ live, canary }: { live: CohortCounts; canary: CohortCounts }, { minSamples, marginPct }: CanaryJudgeOptions): CanaryJudgement {
  if (canary.loads < minSamples) {
    return { verdict: 'insufficient-data', reason: `canary has ${canary.loads} load${canary.loads === 1 ? '' : 's'}; ${minSamples} are needed before judging it` };
  }
  const canaryRate = ratePct(canary);
  const liveRate = ratePct(live);
  if (canaryRate > liveRate + marginPct) {
    return { verdict: 'rollback', reason: `canary error rate ${describe(canary)} exceeds live ${describe(live)} by more than ${marginPct} points` };
  }
  return { verdict: 'healthy', reason: `canary error rate ${describe(canary)} is within ${marginPct} points of live ${describe(live)}` };
}
