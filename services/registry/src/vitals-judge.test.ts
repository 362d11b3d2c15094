import { describe, expect, test } from 'vitest';
import { median } from './canary-simulation.ts';
import { judgeVitals, judgeVitalsByNetwork, quantile, upperP75Bound, type VitalSamples } from './vitals-judge.ts';
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

const tagged = (values: number[], network: (index: number) => string) => values.map((value, index) => ({ value, network: network(index) }));

describe('judgeVitalsByNetwork: the speed judge weighs networks as the error judge does', () => {
  const options = { ...judge, minNetworks: 10 };
  const none = { live: [], canary: [] };

  test('one address alone decides nothing, however slow the canary pages it reports', () => {
    const forged = { live: tagged(range(500, 100, 0), () => 'forger'), canary: tagged(range(500, 10_000, 0), () => 'forger') };
    expect(judgeVitals(samples({ live: forged.live.map((s) => s.value), canary: forged.canary.map((s) => s.value) }), judge).verdict).toBe('rollback');
    expect(judgeVitalsByNetwork({ LCP: forged, INP: none }, options)).toMatchObject({
      verdict: 'insufficient-data',
      reason: expect.stringMatching(/from 10 networks, besides the one pulling hardest each way/),
    });
  });

  test('a forger beside real visitors is set aside: a slow canary stays slow, a fast one fast', () => {
    const slow = { live: tagged(range(200, 1000, 4), (index) => `live-${index}`), canary: tagged(range(200, 2500, 4), (index) => `canary-${index}`) };
    expect(judgeVitalsByNetwork({ LCP: slow, INP: none }, options)).toMatchObject({ verdict: 'rollback', metric: 'LCP' });
    // Fast canary pages and slow live ones, 1,000 of each, from one network: still a rollback.
    const hidden = {
      live: [...slow.live, ...tagged(range(1000, 9000, 0), () => 'forger')],
      canary: [...slow.canary, ...tagged(range(1000, 100, 0), () => 'forger')],
    };
    expect(judgeVitals(samples({ live: hidden.live.map((s) => s.value), canary: hidden.canary.map((s) => s.value) }), judge).verdict).toBe('no-regression');
    expect(judgeVitalsByNetwork({ LCP: hidden, INP: none }, options)).toMatchObject({ verdict: 'rollback', metric: 'LCP' });
    // As fast as live, with forged slow canary pages from one network: no rollback.
    const same = { live: slow.live, canary: [...tagged(range(200, 1000, 4), (index) => `canary-${index}`), ...tagged(range(1000, 10_000, 0), () => 'forger')] };
    expect(judgeVitalsByNetwork({ LCP: same, INP: none }, options).verdict).toBe('no-regression');
  });

  test('the statistic without each network is computed exactly: set aside, the same networks as a full recomputation finds', () => {
    const random = (() => {
      let state = 7;
      return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    })();
    const draw = (count: number, scale: number) =>
      tagged(
        Array.from({ length: count }, () => Math.round(scale * (0.5 + random()))),
        () => `n-${Math.floor(random() * 12)}`,
      );
    const lcp = { live: draw(300, 1000), canary: draw(300, 1300) };
    const judged = judgeVitalsByNetwork({ LCP: lcp, INP: none }, { ...judge, minNetworks: 1 });
    // Recompute by brute force: the networks whose removal lowers (raises) the share's z the most.
    const zWithout = (network: string) => {
      const live = lcp.live
        .filter((s) => s.network !== network)
        .map((s) => s.value)
        .toSorted((a, b) => a - b);
      const canary = lcp.canary.filter((s) => s.network !== network).map((s) => s.value);
      const bound = upperP75Bound(live);
      const threshold = Math.max(bound * 1.2, bound + 100);
      const n = canary.length;
      return (canary.filter((value) => value > threshold).length / n - 0.25) / Math.sqrt(0.1875 / n);
    };
    const networks = [...new Set([...lcp.live, ...lcp.canary].map((s) => s.network))].toSorted();
    const byZ = networks.map((network) => ({ network, z: zWithout(network) }));
    const lowest = byZ.reduce((best, next) => (next.z < best.z ? next : best));
    const highest = byZ.filter((entry) => entry !== lowest).reduce((best, next) => (next.z > best.z ? next : best));
    const kept = (cohort: 'live' | 'canary') => lcp[cohort].filter((s) => s.network !== lowest.network && s.network !== highest.network).map((s) => s.value);
    expect(judged.verdict).toBe(judgeVitals(samples({ live: kept('live'), canary: kept('canary') }), judge).verdict);
    expect(judged.reason).toBe(judgeVitals(samples({ live: kept('live'), canary: kept('canary') }), judge).reason);
  });

  test('simulated, with one address forging either way: slow canaries still caught, fast ones still kept', () => {
    const base = { canaries: 100, medianMs: 1200, sigma: 0.6, canaryShare: 0.5, horizon: 400, batch: 40, judge, seed: 31 };
    const fair = simulateVitalsCanaries({
      ...base,
      slowdown: 1,
      weighting: { minNetworks: 10, networks: 500, forger: { direction: 'slow', samplesPerBatch: 40 } },
    });
    expect(fair.rolledBack / fair.canaries).toBeLessThanOrEqual(0.01);
    const slow = simulateVitalsCanaries({
      ...base,
      slowdown: 2,
      weighting: { minNetworks: 10, networks: 500, forger: { direction: 'fast', samplesPerBatch: 40 } },
    });
    expect(slow.rolledBack / slow.canaries).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});
