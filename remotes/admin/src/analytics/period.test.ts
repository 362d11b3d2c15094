import { expect, test } from 'vitest';
import { comparedPeriod, defaultPeriod, firstKeptDay, formatPeriod, lastDays, periodProblems, quickChoiceOf, readPeriod, writePeriod } from './period.ts';

const TODAY = '2026-03-15';
const read = (query: string) => readPeriod(new URLSearchParams(query), TODAY);

test('the default period is the last 30 days ending today, both included', () => {
  expect(defaultPeriod(TODAY)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  expect(lastDays(7, TODAY)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  // Across a year's end and a leap day.
  expect(lastDays(90, '2024-03-01')).toEqual({ from: '2023-12-03', to: '2024-03-01' });
});

test('without a comparison the period just before is compared with', () => {
  expect(comparedPeriod({ from: '2026-03-01', to: '2026-03-07' })).toEqual({ from: '2026-02-22', to: '2026-02-28' });
  expect(comparedPeriod({ from: '2026-03-01', to: '2026-03-07', compareFrom: '2025-03-01', compareTo: '2025-03-31' })).toEqual({
    from: '2025-03-01',
    to: '2025-03-31',
  });
});

test('an address without a period shows the last 30 days against the 30 before', () => {
  expect(read('')).toEqual({ period: { from: '2026-02-14', to: '2026-03-15' }, refused: null });
});

test('the address’s period and comparison are read as given', () => {
  expect(read('from=2026-01-01&to=2026-01-31')).toEqual({ period: { from: '2026-01-01', to: '2026-01-31' }, refused: null });
  expect(read('from=2026-01-01&to=2026-01-31&compareFrom=2025-01-01&compareTo=2025-01-31')).toEqual({
    period: { from: '2026-01-01', to: '2026-01-31', compareFrom: '2025-01-01', compareTo: '2025-01-31' },
    refused: null,
  });
  // A year is the most: 366 days after the first (a leap year's days, both ends included).
  expect(read('from=2024-01-01&to=2025-01-01').refused).toBeNull();
});

test('a period the server would refuse is not asked for: the default is shown, and the page says why', () => {
  expect(read('from=2026-02-30&to=2026-03-01')).toEqual({ period: defaultPeriod(TODAY), refused: 'from: not a real day' });
  expect(read('from=2026-03-10&to=2026-03-01')).toEqual({ period: defaultPeriod(TODAY), refused: 'to: before the first day' });
  expect(read('from=2024-01-01&to=2025-01-02')).toEqual({ period: defaultPeriod(TODAY), refused: 'to: more than a year after the first day' });
  expect(read('to=2026-03-01')).toEqual({ period: defaultPeriod(TODAY), refused: 'from: missing' });
});

test('a comparison the server would refuse falls back to the period just before, the period itself kept', () => {
  const period = { from: '2026-01-01', to: '2026-01-31' };
  expect(read('from=2026-01-01&to=2026-01-31&compareFrom=2025-01-01')).toEqual({ period, refused: 'compare to: missing' });
  expect(read('from=2026-01-01&to=2026-01-31&compareFrom=2025-02-01&compareTo=2025-01-01')).toEqual({
    period,
    refused: 'compare to: before the comparison’s first day',
  });
  expect(read('from=2026-01-01&to=2026-01-31&compareFrom=x&compareTo=2025-01-01')).toEqual({ period, refused: 'compare from: not a real day' });
});

test('a period written to the address is read back the same, other parameters kept and a dropped comparison taken out', () => {
  const custom = { from: '2026-01-01', to: '2026-01-31', compareFrom: '2025-01-01', compareTo: '2025-01-31' };
  const written = writePeriod(custom, new URLSearchParams('tab=x&from=2020-01-01'));
  expect(written.toString()).toBe('tab=x&from=2026-01-01&to=2026-01-31&compareFrom=2025-01-01&compareTo=2025-01-31');
  expect(readPeriod(written, TODAY)).toEqual({ period: custom, refused: null });
  const before = writePeriod({ from: '2026-02-01', to: '2026-02-07' }, written);
  expect(before.toString()).toBe('tab=x&from=2026-02-01&to=2026-02-07');
});

test('a form’s period is checked as the server checks it, field by field', () => {
  expect(periodProblems({ from: '2026-01-01', to: '2026-01-31' })).toEqual({});
  expect(periodProblems({ from: '', to: '2025-12-31' })).toEqual({ from: 'missing' });
  expect(periodProblems({ from: '2026-01-01', to: '2025-12-31' })).toEqual({ to: 'before the first day' });
  expect(periodProblems({ from: '2026-01-01', to: '2026-01-31', compareFrom: '2025-01-31', compareTo: '2025-01-01' })).toEqual({
    compareTo: 'before the comparison’s first day',
  });
  expect(periodProblems({ from: '2026-01-01', to: '2026-01-31', compareFrom: '2025-01-01', compareTo: '' })).toEqual({ compareTo: 'missing' });
});

test('a quick choice is recognised only as its last days up to today against the days before', () => {
  expect(quickChoiceOf(lastDays(7, TODAY), TODAY)).toBe(7);
  expect(quickChoiceOf(defaultPeriod(TODAY), TODAY)).toBe(30);
  expect(quickChoiceOf({ ...lastDays(7, TODAY), compareFrom: '2025-03-09', compareTo: '2025-03-15' }, TODAY)).toBeUndefined();
  expect(quickChoiceOf(lastDays(7, '2026-03-14'), TODAY)).toBeUndefined();
  expect(quickChoiceOf(lastDays(14, TODAY), TODAY)).toBeUndefined();
});

test('periods read as people write them, the year once when both ends share it', () => {
  expect(formatPeriod('2026-03-01', '2026-03-31')).toBe('1 Mar – 31 Mar 2026');
  expect(formatPeriod('2025-12-28', '2026-01-03')).toBe('28 Dec 2025 – 3 Jan 2026');
  expect(formatPeriod('2026-03-15', '2026-03-15')).toBe('15 Mar 2026');
});

test('the first day still kept is the retention’s days back, today included', () => {
  expect(firstKeptDay(TODAY, 1)).toBe(TODAY);
  expect(firstKeptDay(TODAY, 395)).toBe('2025-02-14');
});
