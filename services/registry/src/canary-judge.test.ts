import { describe, expect, test } from 'vitest';
import { judgeCanary } from './canary-judge.ts';

const OPTIONS = { minSamples: 50, marginPct: 10 };

describe('judgeCanary', () => {
  test('too few canary loads: no verdict yet, whatever the errors', () => {
    expect(judgeCanary({ live: { loads: 500, errors: 0 }, canary: { loads: 49, errors: 49 } }, OPTIONS)).toEqual({
      verdict: 'insufficient-data',
      reason: 'canary has 49 loads; 50 are needed before judging it',
    });
  });

  test('a canary clearly worse than live is rolled back, with both rates in the reason', () => {
    expect(judgeCanary({ live: { loads: 50, errors: 1 }, canary: { loads: 50, errors: 20 } }, OPTIONS)).toEqual({
      verdict: 'rollback',
      reason: 'canary error rate 40.0 % (20/50) exceeds live 2.0 % (1/50) by more than 10 points',
    });
  });

  test('within the margin, or exactly on it, is healthy', () => {
    expect(judgeCanary({ live: { loads: 100, errors: 2 }, canary: { loads: 50, errors: 6 } }, OPTIONS)).toMatchObject({ verdict: 'healthy' });
    expect(judgeCanary({ live: { loads: 100, errors: 0 }, canary: { loads: 50, errors: 5 } }, OPTIONS)).toMatchObject({ verdict: 'healthy' });
    expect(judgeCanary({ live: { loads: 100, errors: 0 }, canary: { loads: 50, errors: 6 } }, OPTIONS)).toMatchObject({ verdict: 'rollback' });
  });

  test('no live loads counts as a live error rate of zero', () => {
    expect(judgeCanary({ live: { loads: 0, errors: 0 }, canary: { loads: 60, errors: 3 } }, { minSamples: 50, marginPct: 5 })).toEqual({
      verdict: 'healthy',
      reason: 'canary error rate 5.0 % (3/60) is within 5 points of live 0.0 % (0/0)',
    });
  });
});
