/**
 * What counts as a visitor for the canary judges, and how much one client network may weigh.
 * Browsers' beacons are claims (DESIGN, trust boundaries): anyone can fetch a page for a signed
 * cohort cookie, as many times as they like, and report loads with it. So the judges weigh
 * networks, not cookies:
 *
 * 1. A visitor is a signed cohort id seen from a client network (IPv4 /24, IPv6 /48:
 *    `client-network.ts`). It weighs at most `MAX_LOADS_PER_VISITOR` loads per cohort, and one
 *    network weighs at most `networkVisitorsPerHour` visitors in each hour of the canary (the
 *    first to arrive; `canary-evidence.ts` applies both when it reads the loads).
 * 2. Of what remains, the judge sets aside the one network whose evidence pulls hardest towards a
 *    rollback and the one that pulls hardest towards keeping the canary: each is the network whose
 *    removal moves the judge's statistic furthest that way. One address, forging failures or
 *    successes in any number, is always one of them, so it moves nothing; real visitors of many
 *    networks lose one network's worth of evidence each way.
 * 3. Nothing is decided before each cohort has `minNetworks` networks besides those set aside.
 *
 * Pure: per-network counts (or samples) in, verdict and reason out; `canary-simulation.ts` and
 * `vitals-simulation.ts` measure it under attack.
 */
import { judgeCanary, rollbackZ, shortfall, type CanaryJudgement, type CanaryJudgeOptions, type CohortCounts } from './canary-judge.ts';

/** How many loads (and errors) one visitor may weigh in a canary's judgement, per cohort. */
export const MAX_LOADS_PER_VISITOR = 5;
/** Networks each cohort needs besides the two set aside, unless configured (CANARY_MIN_NETWORKS). */
export const DEFAULT_MIN_NETWORKS = 10;
/** Visitors one network may weigh per hour of a canary, unless configured (CANARY_NETWORK_VISITORS_PER_HOUR). */
export const DEFAULT_NETWORK_VISITORS_PER_HOUR = 10;

export type JudgedCohort = 'live' | 'canary';

/** The counted loads of one cohort from one client network. */
export interface NetworkLoads extends CohortCounts {
  network: string;
  cohort: JudgedCohort;
}

export interface SetAside {
  /** The network whose removal lowers the statistic most: it pushed hardest towards a rollback. */
  towardsRollback?: string | undefined;
  /** The network whose removal raises the statistic most: it pushed hardest towards keeping the canary. */
  towardsKeeping?: string | undefined;
}

/**
 * The two networks to set aside, from the judge's statistic (higher: nearer a rollback) without
 * each network. Ties go to the network named first, so the choice is reproducible; a statistic
 * that cannot be computed without a network (NaN) counts as unmoved.
 */
/** Whether `a` moved the statistic further (down for sign 1, up for -1) than `b`; ties to the name first in order. */
const movedFurther = (a: { network: string; without: number }, b: { network: string; without: number } | undefined, sign: 1 | -1) =>
  !b || sign * (a.without - b.without) < 0 || (a.without === b.without && a.network < b.network);

export function networksToSetAside(networks: Iterable<string>, statisticWithout: (network: string) => number, statistic: number): SetAside {
  const moved: { network: string; without: number }[] = [];
  for (const network of new Set(networks)) {
    const without = statisticWithout(network);
    moved.push({ network, without: Number.isNaN(without) ? statistic : without });
  }
  let towardsRollback: (typeof moved)[number] | undefined;
  for (const candidate of moved) if (movedFurther(candidate, towardsRollback, 1)) towardsRollback = candidate;
  let towardsKeeping: (typeof moved)[number] | undefined;
  for (const candidate of moved) if (candidate !== towardsRollback && movedFurther(candidate, towardsKeeping, -1)) towardsKeeping = candidate;
  return { towardsRollback: towardsRollback?.network, towardsKeeping: towardsKeeping?.network };
}

const setAsideList = ({ towardsRollback, towardsKeeping }: SetAside) => [towardsRollback, towardsKeeping].filter((network) => network !== undefined);

/** Distinct networks with evidence in each cohort. */
export function networksPerCohort<Row extends { network: string; cohort: JudgedCohort }>(rows: readonly Row[], has: (row: Row) => boolean) {
  const seen = { live: new Set<string>(), canary: new Set<string>() };
  for (const row of rows) if (has(row)) seen[row.cohort].add(row.network);
  return { live: seen.live.size, canary: seen.canary.size };
}

const minus = (total: CohortCounts, part: CohortCounts) => ({ loads: total.loads - part.loads, errors: total.errors - part.errors });

const sum = (rows: readonly NetworkLoads[], cohort: JudgedCohort): CohortCounts =>
  rows.reduce((total, row) => (row.cohort === cohort ? { loads: total.loads + row.loads, errors: total.errors + row.errors } : total), { loads: 0, errors: 0 });

/**
 * The error judge over counted loads per network: sets aside the two networks that pull hardest
 * either way, requires `minNetworks` in each cohort besides them, and judges the rest with
 * `judgeCanary`. The reason's numbers are those of the loads judged.
 */
export function judgeCanaryByNetwork(
  rows: readonly NetworkLoads[],
  options: CanaryJudgeOptions & { minNetworks: number },
): CanaryJudgement & { setAside: SetAside } {
  const totals = { live: sum(rows, 'live'), canary: sum(rows, 'canary') };
  const byNetwork = new Map<string, { live: CohortCounts; canary: CohortCounts }>();
  for (const row of rows) {
    const own = byNetwork.get(row.network) ?? { live: { loads: 0, errors: 0 }, canary: { loads: 0, errors: 0 } };
    own[row.cohort] = { loads: own[row.cohort].loads + row.loads, errors: own[row.cohort].errors + row.errors };
    byNetwork.set(row.network, own);
  }
  const setAside = networksToSetAside(
    byNetwork.keys(),
    (network) => {
      const own = byNetwork.get(network);
      return own ? rollbackZ({ live: minus(totals.live, own.live), canary: minus(totals.canary, own.canary) }, options.marginPct) : Number.NaN;
    },
    rollbackZ(totals, options.marginPct),
  );
  const excluded = setAsideList(setAside);
  const kept = rows.filter((row) => !excluded.includes(row.network));
  const networks = networksPerCohort(kept, (row) => row.loads > 0);
  const counts = { live: sum(kept, 'live'), canary: sum(kept, 'canary') };
  const judgement = judgeCanary(counts, options);
  const from = `from ${networks.canary} and ${networks.live} networks, ${excluded.length} set aside (the one pulling hardest each way)`;
  if (networks.canary < options.minNetworks || networks.live < options.minNetworks) {
    const numbers = judgement.reason.slice(0, judgement.reason.indexOf(':'));
    return {
      verdict: 'insufficient-data',
      reason: `${numbers}, ${from}: ${options.minNetworks} networks are needed in each cohort before judging`,
      // Page views the judge also lacks are named too: more visitors bring both.
      waitingFor: shortfall([
        [options.minNetworks - networks.canary, 'canary client network'],
        [options.minNetworks - networks.live, 'live client network'],
        [options.minSamples - counts.canary.loads, 'canary page view'],
        [options.minSamples - counts.live.loads, 'live page view'],
      ]),
      setAside,
    };
  }
  const colon = judgement.reason.indexOf(':');
  return { ...judgement, reason: `${judgement.reason.slice(0, colon)}, ${from}${judgement.reason.slice(colon)}`, setAside };
}
