import { expect, test } from 'vitest';
import type { AnalyticsReport } from '@site/contracts/analytics';
import { conversionRate, countChange, formatCount, formatRate, headlineFigures, rateChange } from './figures.ts';

const report = (totals: AnalyticsReport['totals'], converted: number[]): AnalyticsReport => ({
  from: '2026-03-01',
  to: '2026-03-31',
  totals,
  days: [],
  pages: [],
  sources: converted.map((convertedVisits, index) => ({
    source: `s${index}`,
    medium: null,
    campaign: null,
    visits: 100,
    convertedVisits,
    // A visit may send more than one lead: conversion counts the visits.
    leads: convertedVisits * 2 + 1,
  })),
  forms: [],
  sections: [],
});

test('counts have thousands separators; rates one decimal and a percent sign', () => {
  expect(formatCount(1234567)).toBe('1,234,567');
  expect(formatCount(0)).toBe('0');
  expect(formatRate(12.345)).toBe('12.3 %');
  expect(formatRate(0)).toBe('0.0 %');
  expect(formatRate(null)).toBe('—');
});

test('conversion is converted visits over visits, and nothing without visits', () => {
  expect(conversionRate(25, 200)).toBe(12.5);
  expect(conversionRate(0, 10)).toBe(0);
  expect(conversionRate(0, 0)).toBeNull();
});

test('a count’s change is signed, in percent of what it was; new when it was 0', () => {
  expect(countChange(125, 100)).toEqual({ direction: 'up', text: '+25.0 %' });
  expect(countChange(90, 120)).toEqual({ direction: 'down', text: '\u221225.0 %' });
  expect(countChange(5, 0)).toEqual({ direction: 'new', text: 'new' });
  expect(countChange(7, 7)).toEqual({ direction: 'same', text: 'no change' });
  expect(countChange(0, 0)).toEqual({ direction: 'none', text: 'none in either period' });
  expect(countChange(0, 4)).toEqual({ direction: 'down', text: '\u2212100.0 %' });
  // Less than 0.05 % either way reads as no change, not as "+0.0 %".
  expect(countChange(100_001, 100_000)).toEqual({ direction: 'same', text: 'no change' });
});

test('a rate’s change is in percentage points; new when the compared period had no visits', () => {
  expect(rateChange(3, 2)).toEqual({ direction: 'up', text: '+1.0 points' });
  expect(rateChange(2, 2.5)).toEqual({ direction: 'down', text: '\u22120.5 points' });
  expect(rateChange(2, null)).toEqual({ direction: 'new', text: 'new' });
  expect(rateChange(null, 2)).toEqual({ direction: 'none', text: 'no visits in this period' });
  expect(rateChange(null, null)).toEqual({ direction: 'none', text: 'no visits in either period' });
  expect(rateChange(2.01, 2)).toEqual({ direction: 'same', text: 'no change' });
});

test('the headline figures are the totals of each period, and conversion the converted visits over the visits', () => {
  const now = report({ views: 12_000, visitors: 900, visits: 1_000, convertedVisits: 30, leads: 40 }, [20, 10]);
  const then = report({ views: 10_000, visitors: 900, visits: 800, convertedVisits: 16, leads: 0 }, [16]);
  const figures = headlineFigures(now, then);
  expect(figures.map((figure) => [figure.key, figure.current, figure.previous, figure.change.text])).toEqual([
    ['views', '12,000', '10,000', '+20.0 %'],
    ['visitors', '900', '900', 'no change'],
    ['visits', '1,000', '800', '+25.0 %'],
    ['leads', '40', '0', 'new'],
    // 30 of 1,000 visits against 16 of 800.
    ['conversion', '3.0 %', '2.0 %', '+1.0 points'],
  ]);
});
