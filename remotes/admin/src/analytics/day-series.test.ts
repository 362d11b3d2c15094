import { expect, test } from 'vitest';
import type { AnalyticsDay, AnalyticsReport } from '@site/contracts/analytics';
import { daySeries } from './day-series.ts';

const report = (from: string, to: string, days: Array<Partial<AnalyticsDay> & { day: string }>): AnalyticsReport => ({
  from,
  to,
  totals: { views: 0, visitors: 0, visits: 0, convertedVisits: 0, leads: 0 },
  days: days.map((row) => ({ views: 0, visitors: 0, leads: 0, ...row })),
  pages: [],
  sources: [],
  forms: [],
  sections: [],
});

test('each day of the period beside the same day of the compared period, each series named by its dates', () => {
  const current = report('2026-03-01', '2026-03-03', [
    { day: '2026-03-01', views: 5 },
    { day: '2026-03-02', views: 0 },
    { day: '2026-03-03', views: 1200 },
  ]);
  const previous = report('2026-02-26', '2026-02-28', [
    { day: '2026-02-26', views: 2 },
    { day: '2026-02-27', views: 3 },
    { day: '2026-02-28', views: 4 },
  ]);
  expect(daySeries(current, previous, 'views', 'Page views')).toEqual({
    labels: ['1 Mar', '2 Mar', '3 Mar'],
    series: [
      { label: 'Page views, 1 Mar – 3 Mar 2026', values: [5, 0, 1200] },
      { label: 'Page views, 26 Feb – 28 Feb 2026 (compared)', values: [2, 3, 4] },
    ],
  });
});

test('a compared period of another length leaves days without a partner empty, not 0', () => {
  const current = report('2026-03-01', '2026-03-02', [
    { day: '2026-03-01', leads: 1 },
    { day: '2026-03-02', leads: 0 },
  ]);
  const previous = report('2025-03-01', '2025-03-03', [
    { day: '2025-03-01', leads: 0 },
    { day: '2025-03-02', leads: 2 },
    { day: '2025-03-03', leads: 3 },
  ]);
  const { labels, series } = daySeries(current, previous, 'leads', 'Leads');
  expect(labels).toEqual(['1 Mar', '2 Mar', 'Day 3 (compared period only)']);
  expect(series.map((item) => item.values)).toEqual([
    [1, 0, null],
    [0, 2, 3],
  ]);
  // The other way round: the compared period runs out first.
  expect(daySeries(previous, current, 'leads', 'Leads').series.map((item) => item.values)).toEqual([
    [0, 2, 3],
    [1, 0, null],
  ]);
});

test('a period across a year’s end names each day’s year; nothing to draw when neither period has any', () => {
  const current = report('2025-12-31', '2026-01-01', [
    { day: '2025-12-31', views: 1 },
    { day: '2026-01-01', views: 1 },
  ]);
  const previous = report('2025-12-29', '2025-12-30', []);
  expect(daySeries(current, previous, 'views', 'Page views').labels).toEqual(['31 Dec 2025', '1 Jan 2026']);
  expect(daySeries(current, previous, 'leads', 'Leads')).toEqual({ labels: [], series: [] });
});
