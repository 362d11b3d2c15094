import { describe, expect, test } from 'vitest';
import type { CaseStudyResult } from '../api/content-types.ts';
import { formatDate, formatDuration, formatQuantity, formatResult, isoDuration, isUpdatedLater } from './format.ts';

describe('dates', () => {
  test('day, month in words and year, in British order', () => {
    expect(formatDate('2025-04-02T09:00:00Z')).toBe('2 April 2025');
  });

  test('the calendar day in the UK, not in UTC: late on a summer evening is already the next day', () => {
    expect(formatDate('2025-06-30T23:30:00Z')).toBe('1 July 2025');
    expect(formatDate('2025-01-31T23:30:00Z')).toBe('31 January 2025');
  });

  test('an update is shown only when it happened on a later day than publication', () => {
    expect(isUpdatedLater('2025-03-11T09:00:00Z', '2025-03-11T09:00:00Z')).toBe(false);
    expect(isUpdatedLater('2025-03-11T09:00:00Z', '2025-03-11T17:45:00Z')).toBe(false);
    expect(isUpdatedLater('2025-04-02T09:00:00Z', '2025-06-18T10:30:00Z')).toBe(true);
    expect(isUpdatedLater('2025-12-31T09:00:00Z', '2026-01-01T09:00:00Z')).toBe(true);
  });
});

describe('durations', () => {
  test.each([
    [0, '0 s', 'PT0S'],
    [45, '45 s', 'PT45S'],
    [60, '1 min', 'PT1M'],
    [134, '2 min 14 s', 'PT2M14S'],
    [412, '6 min 52 s', 'PT6M52S'],
    [3600, '1 h', 'PT1H'],
    [3725, '1 h 2 min', 'PT1H2M5S'],
    [59.6, '1 min', 'PT1M'],
    [-5, '0 s', 'PT0S'],
  ])('%d seconds reads "%s" and is written %s', (seconds, readable, iso) => {
    expect(formatDuration(seconds)).toBe(readable);
    expect(isoDuration(seconds)).toBe(iso);
  });
});

const result = (fields: Partial<CaseStudyResult>): CaseStudyResult => ({ label: 'Average handling time', value: 41, unit: 'seconds', direction: 'decrease', period: 'first 3 months', ...fields });

describe('measured results', () => {
  test.each([
    [62, 'percent', '62%'],
    [2.8, 'points', '2.8 points'],
    [1, 'days', '1 day'],
    [148_000, 'gbp', '£148,000'],
    [2400, 'count', '2,400'],
    [6.5, 'minutes', '6.5 minutes'],
  ] as const)('%d %s reads %s', (value, unit, expected) => {
    expect(formatQuantity(value, unit)).toBe(expected);
  });

  test('with a baseline: the level reached, and where it came from', () => {
    expect(formatResult(result({ label: 'Agent desktops in PCI DSS scope', value: 0, baseline: 180, unit: 'count', period: 'at go-live' }))).toEqual({
      value: '0',
      label: 'Agent desktops in PCI DSS scope, down from 180 (at go-live)',
    });
    expect(formatResult(result({ label: 'Callers converting to a monthly gift', value: 23, baseline: 14, unit: 'percent', direction: 'increase', period: 'appeal night' }))).toEqual({
      value: '23%',
      label: 'Callers converting to a monthly gift, up from 14% (appeal night)',
    });
  });

  test('without a baseline: the size of the change, signed by its direction', () => {
    expect(formatResult(result({}))).toEqual({ value: '\u221241 seconds', label: 'Average handling time (first 3 months)' });
    expect(formatResult(result({ label: 'Payment authorisation rate', value: 2.8, unit: 'points', direction: 'increase', period: 'first 6 months' })).value).toBe('+2.8 points');
  });

  test('a sum of money without a baseline is an amount saved, shown without a sign', () => {
    expect(formatResult(result({ label: 'Annual saving', value: 148_000, unit: 'gbp', direction: 'decrease', period: 'first year' })).value).toBe('£148,000');
  });
});
