import { describe, expect, test } from 'vitest';
import { judgeCanary, Z_ROLLBACK } from './canary-judge.ts';
import { median, simulateCanaries } from './canary-simulation.ts';

const OPTIONS = { minSamples: 100, marginPct: 0 };

describe('judgeCanary', () => {
  test('nothing is decided before both cohorts have enough loads, whatever the errors', () => {
    expect(judgeCanary({ live: { loads: 5000, errors: 0 }, canary: { loads: 99, errors: 99 } }, OPTIONS)).toEqual({
      verdict: 'insufficient-data',
      reason: 'canary 100.0 % (99/99), live 0.0 % (0/5000): 100 loads are needed in each cohort before judging',
      waitingFor: '1 more canary page view',
    });
    expect(judgeCanary({ live: { loads: 40, errors: 0 }, canary: { loads: 37, errors: 0 } }, OPTIONS).waitingFor).toBe(
      '63 more canary page views and 60 more live page views',
    );
    // Live with no loads is no evidence at all: the canary is not compared with an imagined 0 %.
    expect(judgeCanary({ live: { loads: 0, errors: 0 }, canary: { loads: 500, errors: 500 } }, OPTIONS).verdict).toBe('insufficient-data');
  });

  test('a canary clearly worse than live is rolled back, with the numbers and the rule in the reason', () => {
    const judgement = judgeCanary({ live: { loads: 900, errors: 18 }, canary: { loads: 300, errors: 21 } }, OPTIONS);
    expect(judgement.verdict).toBe('rollback');
    expect(judgement.z).toBeGreaterThanOrEqual(Z_ROLLBACK);
    expect(judgement.reason).toMatch(
      /^canary 7\.0 % \(21\/300\), live 2\.0 % \(18\/900\): worse than live beyond 0 points \(z = \d\.\d\d ≥ 3\.29, one-sided two-proportion z-test against a tolerance of 0 points\)$/,
    );
  });

  test('a little worse on little evidence waits; as good as live is healthy', () => {
    expect(judgeCanary({ live: { loads: 900, errors: 18 }, canary: { loads: 100, errors: 4 } }, OPTIONS)).toMatchObject({
      verdict: 'insufficient-data',
      reason: expect.stringMatching(/not yet distinguishable/),
      waitingFor: expect.stringMatching(/^more page views: the canary fails more often than live, not yet clearly \(z = \d\.\d\d of 3\.29\)$/),
    });
    expect(judgeCanary({ live: { loads: 900, errors: 18 }, canary: { loads: 100, errors: 2 } }, OPTIONS)).toMatchObject({
      verdict: 'healthy',
      reason: expect.stringMatching(/within 0 points of live/),
    });
    expect(judgeCanary({ live: { loads: 100, errors: 0 }, canary: { loads: 100, errors: 0 } }, OPTIONS).verdict).toBe('healthy');
  });

  test('the tolerance lets a canary be that many points worse before it counts against it', () => {
    const counts = { live: { loads: 2000, errors: 40 }, canary: { loads: 1000, errors: 40 } };
    expect(judgeCanary(counts, { minSamples: 100, marginPct: 0 }).verdict).toBe('insufficient-data');
    expect(judgeCanary(counts, { minSamples: 100, marginPct: 2 }).verdict).toBe('healthy');
  });
});

describe('the judge, simulated (seeded, so this cannot flake)', () => {
  const base = { canaries: 300, baseRate: 0.02, canaryShare: 0.1, horizon: 2000, batch: 20, judge: OPTIONS };

  test('as good as live: rolled back in at most 1 % of canaries', () => {
    const same = simulateCanaries({ ...base, regressionPoints: 0, seed: 11 });
    expect(same.rolledBack / same.canaries).toBeLessThanOrEqual(0.01);
  });

  test('5 points worse than live: rolled back in at least 95 % of canaries, within a few hundred canary loads', () => {
    const worse = simulateCanaries({ ...base, regressionPoints: 5, seed: 12 });
    expect(worse.rolledBack / worse.canaries).toBeGreaterThanOrEqual(0.95);
    expect(median(worse.loadsToDecide)).toBeLessThan(500);
  });
});
