/**
 * A per-day figure of the period beside the compared period's, day for day: the first day of one
 * against the first of the other, and so on. A compared period of another length leaves days of
 * one without a partner (shown as no value, never as 0).
 */
import type { AnalyticsDay, AnalyticsReport } from '@site/contracts/analytics';
import type { Series } from '../dashboard/bar-chart.tsx';
import { formatDay, formatPeriod } from './period.ts';

export interface DaySeries {
  labels: string[];
  series: Series[];
}

/** Each day of a report, every day of its period (the server answers days without views as 0). */
const byDay = (report: AnalyticsReport) => new Map(report.days.map((row) => [row.day, row]));

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/**
 * `figure` per day in the period (labelled by its days) and in the compared period, each series
 * named by its dates. Empty when neither period has any.
 */
export function daySeries(current: AnalyticsReport, previous: AnalyticsReport, figure: Exclude<keyof AnalyticsDay, 'day'>, name: string): DaySeries {
  const now = daysOf(current.from, current.to);
  const then = daysOf(previous.from, previous.to);
  const nowRows = byDay(current);
  const thenRows = byDay(previous);
  const total = [...current.days, ...previous.days].reduce((sum, row) => sum + row[figure], 0);
  if (total === 0) return { labels: [], series: [] };
  const rows = Math.max(now.length, then.length);
  // A period across two years names the year of each day, so no two rows read the same.
  const withYear = current.from.slice(0, 4) !== current.to.slice(0, 4);
  const labels = Array.from({ length: rows }, (_, index) => {
    const day = now[index];
    return day ? formatDay(day, withYear) : `Day ${index + 1} (compared period only)`;
  });
  const valueOf = (days: string[], rowsOf: Map<string, AnalyticsDay>) => (index: number) => {
    const day = days[index];
    return day === undefined ? null : (rowsOf.get(day)?.[figure] ?? 0);
  };
  return {
    labels,
    series: [
      { label: `${name}, ${formatPeriod(current.from, current.to)}`, values: labels.map((_, index) => valueOf(now, nowRows)(index)) },
      { label: `${name}, ${formatPeriod(previous.from, previous.to)} (compared)`, values: labels.map((_, index) => valueOf(then, thenRows)(index)) },
    ],
  };
}
