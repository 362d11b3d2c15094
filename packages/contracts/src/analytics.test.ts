import { expect, test } from 'vitest';
import { addDays, daysIn, isDay, periodBefore } from './analytics.ts';
import { analyticsQuerySchema } from './analytics-schema.ts';

test('only real days written YYYY-MM-DD are days', () => {
  expect(isDay('2024-02-29')).toBe(true);
  expect(['2026-02-29', '2026-13-01', '2026-3-1', '15/03/2026', '', null, undefined].map(isDay)).toEqual([false, false, false, false, false, false, false]);
});

test('days are counted with both ends included, across months, years and leap days', () => {
  expect(daysIn('2026-03-15', '2026-03-15')).toBe(1);
  expect(daysIn('2024-02-01', '2024-03-01')).toBe(30);
  expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
});

test('the period just before has as many days and ends the day before', () => {
  expect(periodBefore('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
  expect(periodBefore('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  expect(periodBefore('2026-03-01', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
});

test('a query is refused for a day that does not exist or a period longer than a year', () => {
  const problems = (query: Record<string, string>) =>
    analyticsQuerySchema.safeParse(query).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  expect(problems({ from: '2026-02-29', to: '2026-03-01' })).toEqual(['from: a real day']);
  expect(problems({ from: '2025-03-01', to: '2026-03-02' })).toBeUndefined();
  expect(problems({ from: '2025-03-01', to: '2026-03-03' })).toEqual(['from: at most a year at a time']);
});
