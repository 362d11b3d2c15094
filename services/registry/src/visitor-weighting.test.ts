import { describe, expect, test } from 'vitest';
import { judgeCanary } from './canary-judge.ts';
import { median, simulateNetworkCanaries } from './canary-simulation.ts';
import { judgeCanaryByNetwork, networksToSetAside, type NetworkLoads } from './visitor-weighting.ts';

const OPTIONS = { minSamples: 100, marginPct: 0, minNetworks: 10 };

/** `count` real networks of a cohort, each with `loads` loads of which `errors` failed. */
const real = (cohort: 'live' | 'canary', count: number, loads: number, errors: number, prefix: string = cohort): NetworkLoads[] =>
  Array.from({ length: count }, (_, index) => ({ network: `${prefix}-${index}`, cohort, loads, errors }));

describe('judgeCanaryByNetwork', () => {
  test('one address alone decides nothing, however many loads it forges either way', () => {
    for (const forged of [
      [
        { network: '198.51.100.0/24', cohort: 'canary', loads: 150, errors: 150 },
        { network: '198.51.100.0/24', cohort: 'live', loads: 100, errors: 0 },
      ],
      [
        { network: '198.51.100.0/24', cohort: 'canary', loads: 10_000, errors: 0 },
        { network: '198.51.100.0/24', cohort: 'live', loads: 10_000, errors: 10_000 },
      ],
    ] satisfies NetworkLoads[][]) {
      // The auditor's attack: pooled, as the judge counted before, it was a rollback (z = 83.68) or a healthy canary.
      const pooled = judgeCanary({ live: forged[1] ?? { loads: 0, errors: 0 }, canary: forged[0] ?? { loads: 0, errors: 0 } }, OPTIONS).verdict;
      expect(pooled).not.toBe('insufficient-data');
      expect(judgeCanaryByNetwork(forged, OPTIONS)).toMatchObject({
        verdict: 'insufficient-data',
        reason: expect.stringMatching(/^canary 0\.0 % \(0\/0\), live 0\.0 % \(0\/0\), from 0 and 0 networks, 1 set aside .*: 10 networks are needed/),
      });
    }
  });

  test('the network pulling hardest each way is set aside: a forger beside real visitors moves nothing', () => {
    const healthy = [...real('live', 40, 5, 0), ...real('canary', 40, 5, 0)];
    const judged = judgeCanaryByNetwork(healthy, OPTIONS);
    expect(judged.verdict).toBe('healthy');
    // Forged failures for the canary and successes for live, from one network: set aside, the verdict stands.
    const forgingFailures = [
      ...healthy,
      { network: 'forger', cohort: 'canary', loads: 500, errors: 500 },
      { network: 'forger', cohort: 'live', loads: 500, errors: 0 },
    ] satisfies NetworkLoads[];
    expect(judgeCanary({ live: { loads: 700, errors: 0 }, canary: { loads: 700, errors: 500 } }, OPTIONS).verdict).toBe('rollback');
    expect(judgeCanaryByNetwork(forgingFailures, OPTIONS)).toMatchObject({ verdict: 'healthy', setAside: { towardsRollback: 'forger' } });

    const broken = [...real('live', 40, 5, 0), ...real('canary', 40, 5, 5)];
    expect(judgeCanaryByNetwork(broken, OPTIONS).verdict).toBe('rollback');
    // Forged successes for the canary (and failures for live) hide nothing: still a rollback, on the real visitors' numbers.
    const hiding = [
      ...broken,
      { network: 'forger', cohort: 'canary', loads: 5000, errors: 0 },
      { network: 'forger', cohort: 'live', loads: 5000, errors: 5000 },
    ] satisfies NetworkLoads[];
    const judgement = judgeCanaryByNetwork(hiding, OPTIONS);
    expect(judgement).toMatchObject({ verdict: 'rollback', setAside: { towardsKeeping: 'forger' } });
    expect(judgement.reason).toMatch(
      /^canary 100\.0 % \(195\/195\), live 0\.0 % \(0\/200\), from 39 and 40 networks, 2 set aside \(the one pulling hardest each way\): worse than live beyond 0 points/,
    );
  });

  test('nothing is decided before each cohort has enough networks besides those set aside', () => {
    // Ten networks of 50 loads in each cohort: enough loads, one network short once one of each is set aside.
    const rows = [...real('live', 10, 50, 0), ...real('canary', 10, 50, 50)];
    expect(judgeCanaryByNetwork(rows, OPTIONS)).toMatchObject({
      verdict: 'insufficient-data',
      reason:
        'canary 100.0 % (450/450), live 0.0 % (0/450), from 9 and 9 networks, 2 set aside (the one pulling hardest each way): 10 networks are needed in each cohort before judging',
    });
    // One more network in each cohort, and it judges (here one network of each cohort was set aside).
    const more = judgeCanaryByNetwork([...rows, ...real('live', 1, 50, 0, 'more-live'), ...real('canary', 1, 50, 50, 'more-canary')], OPTIONS);
    expect(more).toMatchObject({
      verdict: 'rollback',
      reason: expect.stringMatching(/^canary 100\.0 % \(500\/500\), live 0\.0 % \(0\/500\), from 10 and 10 networks, 2 set aside/),
    });
  });

  test('the networks set aside are those whose removal moves the statistic furthest each way; ties go to the first named', () => {
    const statistic = { a: 1, b: 3, c: 2, d: 3 };
    expect(networksToSetAside(Object.keys(statistic), (network) => statistic[network as keyof typeof statistic], 2)).toEqual({
      towardsRollback: 'a',
      towardsKeeping: 'b',
    });
    expect(networksToSetAside(['only'], () => Number.NaN, 2)).toEqual({ towardsRollback: 'only', towardsKeeping: undefined });
    expect(networksToSetAside([], () => 0, 0)).toEqual({ towardsRollback: undefined, towardsKeeping: undefined });
  });
});

describe('the weighed judge under attack, simulated (seeded, so this cannot flake)', { timeout: 120_000 }, () => {
  // Live errs 2 % of the time; a tenth of the loads go to the canary, from 500 networks of real visitors; the judge looks every 100 loads.
  const base = { canaries: 100, baseRate: 0.02, canaryShare: 0.1, horizon: 1000, batch: 100, networks: 500, judge: OPTIONS };
  // As many forged loads as real ones, all from one address: the pooled judge rolls back nearly every good canary.
  const failing = { direction: 'fail', loadsPerBatch: 100 } as const;
  const hiding = { direction: 'hide', loadsPerBatch: 100 } as const;

  test('as good as live: at most 1 % rolled back, with or without one address forging failures', () => {
    const quiet = simulateNetworkCanaries({ ...base, regressionPoints: 0, seed: 21 });
    expect(quiet.rolledBack / quiet.canaries).toBeLessThanOrEqual(0.01);
    const attacked = simulateNetworkCanaries({ ...base, regressionPoints: 0, seed: 21, forger: failing });
    expect(attacked.pooledRolledBack / attacked.canaries).toBeGreaterThanOrEqual(0.99);
    expect(attacked.rolledBack / attacked.canaries).toBeLessThanOrEqual(0.01);
  });

  test('5 points worse: rolled back in at least 95 % of canaries, as fast, with or without one address forging successes', () => {
    const quiet = simulateNetworkCanaries({ ...base, regressionPoints: 5, seed: 22 });
    expect(quiet.rolledBack / quiet.canaries).toBeGreaterThanOrEqual(0.95);
    const attacked = simulateNetworkCanaries({ ...base, regressionPoints: 5, seed: 22, forger: hiding });
    expect(attacked.rolledBack / attacked.canaries).toBeGreaterThanOrEqual(0.95);
    expect(median(attacked.loadsToDecide)).toBeLessThan(500);
    expect(Math.abs(median(attacked.loadsToDecide) - median(quiet.loadsToDecide))).toBeLessThanOrEqual(40);
  });

  test('a broken canary (half its loads fail) is never found healthy, however many successes one address forges', () => {
    const attacked = simulateNetworkCanaries({ ...base, regressionPoints: 50, seed: 23, forger: { direction: 'hide', loadsPerBatch: 1000 } });
    expect(attacked.rolledBack).toBe(attacked.canaries);
    expect(attacked.foundHealthy).toBe(0);
  });

  test('real visitors crowded into 60 networks (offices, carriers): still at most 1 % false rollbacks and 95 % detection', () => {
    const crowded = { ...base, networks: 60 };
    const same = simulateNetworkCanaries({ ...crowded, regressionPoints: 0, seed: 24, forger: failing });
    expect(same.rolledBack / same.canaries).toBeLessThanOrEqual(0.01);
    const worse = simulateNetworkCanaries({ ...crowded, regressionPoints: 5, seed: 25, forger: hiding });
    expect(worse.rolledBack / worse.canaries).toBeGreaterThanOrEqual(0.95);
  });
});
