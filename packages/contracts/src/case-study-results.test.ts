import { describe, expect, test } from 'vitest';
import { formatQuantity, formatResult, type CaseStudyResult } from './case-study-results.ts';

const result = (fields: Partial<CaseStudyResult>): CaseStudyResult => ({
  label: 'Average handling time',
  value: 41,
  unit: 'seconds',
  direction: 'decrease',
  period: 'first 3 months',
  ...fields,
});

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
    expect(
      formatResult(
        result({ label: 'Callers converting to a monthly gift', value: 23, baseline: 14, unit: 'percent', direction: 'increase', period: 'appeal night' }),
      ),
    ).toEqual({
      value: '23%',
      label: 'Callers converting to a monthly gift, up from 14% (appeal night)',
    });
  });

  test('without a baseline: the size of the change, signed by its direction', () => {
    expect(formatResult(result({}))).toEqual({ value: '\u221241 seconds', label: 'Average handling time (first 3 months)' });
    expect(
      formatResult(result({ label: 'Payment authorisation rate', value: 2.8, unit: 'points', direction: 'increase', period: 'first 6 months' })).value,
    ).toBe('+2.8 points');
  });

  test('a sum of money without a baseline is an amount saved, shown without a sign', () => {
    expect(formatResult(result({ label: 'Annual saving', value: 148_000, unit: 'gbp', direction: 'decrease', period: 'first year' })).value).toBe('£148,000');
  });
});
