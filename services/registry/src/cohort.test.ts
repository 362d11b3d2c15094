import { describe, expect, test } from 'vitest';
import { bucketOf, inCanary, isValidVisitorId, newVisitorId } from './cohort.ts';

describe('visitor ids', () => {
  test('are random, URL-safe and long enough', () => {
    const ids = new Set(Array.from({ length: 1000 }, newVisitorId));
    expect(ids.size).toBe(1000);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      expect(isValidVisitorId(id)).toBe(true);
    }
  });

  test.each([['short'], ['has space in it!!!!'], ['x'.repeat(65)], [''], [42], [null]])('%j is not a visitor id', (value) => {
    expect(isValidVisitorId(value)).toBe(false);
  });
});

describe('canary cohorts', () => {
  test('a 10 % canary takes 10 ± 1.5 % of 10,000 random visitors', () => {
    let inside = 0;
    for (let index = 0; index < 10_000; index++) if (inCanary(newVisitorId(), 'legal', 10)) inside++;
    expect(inside / 100).toBeGreaterThanOrEqual(8.5);
    expect(inside / 100).toBeLessThanOrEqual(11.5);
  });

  test('a visitor always gets the same answer, and buckets are 0..99', () => {
    const ids = Array.from({ length: 200 }, newVisitorId);
    for (const id of ids) {
      const bucket = bucketOf(id, 'partners');
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(Number.isInteger(bucket)).toBe(true);
      expect(bucketOf(id, 'partners')).toBe(bucket);
      expect(inCanary(id, 'partners', 25)).toBe(inCanary(id, 'partners', 25));
      // Growing a canary keeps everyone who was already in it.
      if (inCanary(id, 'partners', 10)) expect(inCanary(id, 'partners', 50)).toBe(true);
    }
  });

  test('sections draw independent cohorts, and 0 % means nobody', () => {
    const ids = Array.from({ length: 2000 }, newVisitorId);
    const same = ids.filter((id) => bucketOf(id, 'legal') === bucketOf(id, 'partners')).length;
    expect(same).toBeLessThan(100);
    expect(ids.some((id) => inCanary(id, 'legal', 0))).toBe(false);
  });
});
