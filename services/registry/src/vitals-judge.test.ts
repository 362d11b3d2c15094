import { describe, expect, test } from 'vitest';
import { median } from './canary-simulation.ts';
import { judgeVitals, quantile, upperP75Bound, type VitalSamples } from './vitals-judge.ts';
import { simulateVitalsCanaries } from './vitals-simulation.ts';

const judge = { minSamples: 50, marginPct: 20 };
const range = (count: number, from: number, step: number) => Array.from({ length: count }, (_, index) => from + index * step);
const samples = (lcp: { live: number[]; canary: number[] }, inp = { live: [] as number[], canary: [] as number[] }): VitalSamples => ({ LCP: lcp, INP: inp });

describe('judgeVitals', () => {
  test('nothing is judged before both cohorts have enough samples of a metric, however slow', () => {
    const judgement = judgeVitals(samples({ live: range(200, 1000, 1), canary: range(49, 9000, 1) }), judge);
    expect(judgement.verdict).toBe('insufficient-data');
  });

  test('a canary whose pages paint far later than live is rolled back, naming the metric and the numbers', () => {
    const judgement = judgeVitals(samples({ live: range(200, 1000, 4), canary: range(200, 2500, 4) }), judge);
    expect(judgement).toMatchObject({ verdict: 'rollback', metric: 'LCP' });
    expect(judgement.reason).toMatch(/^LCP p75: canary 3\.10 s \(200\), live 1\.60 s \(200\)/);
  });

  test('slower responses to input roll a canary back as well', () => {
    const fast = range(100, 40, 1);
    const judgement = judgeVitals(samples({ live: fast, canary: fast }, { live: range(100, 50, 1), canary: range(100, 400, 2) }), judge);
    expect(judgement).toMatchObject({ verdict: 'rollback', metric: 'INP' });
  });

  test('within the margin, or within the floor on a fast metric, is no regression', () => {
    expect(judgeVitals(samples({ live: range(300, 1000, 5), canary: range(300, 1100, 5) }), judge).verdict).toBe('no-regression');
    // Twice as slow, but 30 ms: nobody feels it.
    const inp = { live: range(100, 20, 0.1), canary: range(100, 50, 0.1) };
    expect(judgeVitals(samples({ live: [], canary: [] }, inp), judge).verdict).toBe('no-regression');
  });
});

describe('the p75 bound', () => {
  test('is the nearest-rank quantile plus a distribution-free margin that shrinks with more samples', () => {
    expect(quantile(range(100, 1, 1), 0.75)).toBe(75);
    expect(upperP75Bound(range(100, 1, 1))).toBe(90);
    expect(upperP75Bound(range(10_000, 1, 1))).toBe(7643);
    expect(upperP75Bound(range(3, 1, 1))).toBe(3);
  });
});

describe('simulated canaries (log-normal LCP, median 1.2 s, half the visitors, judged every 40 page views)', () => {
  const base = { canaries: 200, medianMs: 1200, sigma: 0.6, canaryShare: 0.5, horizon: 600, batch: 40, judge, seed: 18 };

  test('as fast as live: rolled back in at most 1 % of canaries', () => {
    const { rolledBack, canaries } = simulateVitalsCanaries({ ...base, slowdown: 1 });
    expect(rolledBack / canaries).toBeLessThanOrEqual(0.01);
  });

  test('1.1 times slower, within the 20 % margin: rolled back in at most 1 % of canaries', () => {
    const { rolledBack, canaries } = simulateVitalsCanaries({ ...base, slowdown: 1.1 });
    expect(rolledBack / canaries).toBeLessThanOrEqual(0.01);
  });

  test('twice as slow: rolled back in at least 95 % of canaries, within a few hundred canary page views', () => {
    const { rolledBack, canaries, samplesToDecide } = simulateVitalsCanaries({ ...base, slowdown: 2 });
    expect(rolledBack / canaries).toBeGreaterThanOrEqual(0.95);
    expect(median(samplesToDecide)).toBeLessThanOrEqual(300);
  });
});
