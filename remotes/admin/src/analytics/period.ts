/**
 * The period an analytics report covers and the one it is compared with, as the page's address
 * carries them (`?from=&to=&compareFrom=&compareTo=`, UTC days, both ends included): a view is a
 * link. What the address asks for is checked as the server checks it (`analyticsQuerySchema`);
 * what it would refuse is not sent, and the page says what it shows instead.
 */
import { addDays, daysIn, isDay, MAX_SPAN_DAYS, periodBefore } from '@site/contracts/analytics';

/** The quick choices, and the default (the last 30 days). */
export const QUICK_PERIODS = [7, 30, 90] as const;
export const DEFAULT_DAYS = 30;

export interface AnalyticsPeriod {
  from: string;
  to: string;
  /** Both or neither: without them the server compares with the same number of days just before. */
  compareFrom?: string | undefined;
  compareTo?: string | undefined;
}

const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today in UTC, the days the server counts in. */
export const todayUtc = (now: number = Date.now()): string => new Date(now).toISOString().slice(0, 10);

/** The last `days` days ending with `today`. */
export const lastDays = (days: number, today: string): AnalyticsPeriod => ({ from: addDays(today, 1 - days), to: today });

export const defaultPeriod = (today: string): AnalyticsPeriod => lastDays(DEFAULT_DAYS, today);

/** The comparison period a report is against: the one given, else the one just before. */
export const comparedPeriod = (period: AnalyticsPeriod): { from: string; to: string } =>
  period.compareFrom && period.compareTo ? { from: period.compareFrom, to: period.compareTo } : periodBefore(period.from, period.to);

/** Which quick choice `period` is (its last days up to today, compared with the days before), if any. */
export const quickChoiceOf = (period: AnalyticsPeriod, today: string): number | undefined =>
  period.to === today && period.compareFrom === undefined ? QUICK_PERIODS.find((days) => daysIn(period.from, period.to) === days) : undefined;

export type PeriodField = 'from' | 'to' | 'compareFrom' | 'compareTo';

const dayProblem = (value: string | undefined): string => (value ? 'not a real day' : 'missing');

/** What is wrong with a period the server would refuse, by field, in a few words (none: it may be asked for). */
export function periodProblems(period: AnalyticsPeriod): Partial<Record<PeriodField, string>> {
  const problems: Partial<Record<PeriodField, string>> = {};
  if (!isDay(period.from)) problems.from = dayProblem(period.from);
  if (!isDay(period.to)) problems.to = dayProblem(period.to);
  else if (isDay(period.from) && period.from > period.to) problems.to = 'before the first day';
  else if (isDay(period.from) && daysIn(period.from, period.to) - 1 > MAX_SPAN_DAYS) problems.to = 'more than a year after the first day';
  if (period.compareFrom === undefined && period.compareTo === undefined) return problems;
  if (!isDay(period.compareFrom)) problems.compareFrom = dayProblem(period.compareFrom);
  if (!isDay(period.compareTo)) problems.compareTo = dayProblem(period.compareTo);
  else if (isDay(period.compareFrom) && period.compareFrom > period.compareTo) problems.compareTo = 'before the comparison’s first day';
  return problems;
}

export interface ReadPeriod {
  period: AnalyticsPeriod;
  /** What the address asks for that is not shown, and why (null: all of it is). */
  refused: string | null;
}

const FIELD_NAMES: Record<PeriodField, string> = { from: 'from', to: 'to', compareFrom: 'compare from', compareTo: 'compare to' };

/** A period's problems in a line: "to: before the first day". */
export const describeProblems = (problems: Partial<Record<PeriodField, string>>): string =>
  (Object.keys(FIELD_NAMES) as PeriodField[]).flatMap((field) => (problems[field] ? [`${FIELD_NAMES[field]}: ${problems[field]}`] : [])).join('; ');

/**
 * The period the address asks for: the last 30 days when it asks for none, or for one the server
 * would refuse; the period just before as the comparison when the one it asks for would be refused.
 */
export function readPeriod(params: URLSearchParams, today: string): ReadPeriod {
  const refused: string[] = [];
  let period = defaultPeriod(today);
  if (params.has('from') || params.has('to')) {
    const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
    const problems = periodProblems(asked);
    if (problems.from || problems.to) refused.push(describeProblems(problems));
    else period = asked;
  }
  if (params.has('compareFrom') || params.has('compareTo')) {
    const asked = { ...period, compareFrom: params.get('compareFrom') ?? '', compareTo: params.get('compareTo') ?? '' };
    const problems = periodProblems(asked);
    if (problems.compareFrom || problems.compareTo) refused.push(describeProblems({ compareFrom: problems.compareFrom, compareTo: problems.compareTo }));
    else period = asked;
  }
  return { period, refused: refused.length > 0 ? refused.join('; ') : null };
}

/** The address's parameters for `period`, the others kept (a comparison not given is taken out). */
export function writePeriod(period: AnalyticsPeriod, params: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('from', period.from);
  next.set('to', period.to);
  if (period.compareFrom && period.compareTo) {
    next.set('compareFrom', period.compareFrom);
    next.set('compareTo', period.compareTo);
  } else {
    next.delete('compareFrom');
    next.delete('compareTo');
  }
  return next;
}

const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A day as people read it: "3 Jun 2026" (or "3 Jun" without the year). */
export const formatDay = (day: string, withYear = true): string => (withYear ? LONG : SHORT).format(new Date(timeOf(day)));

/** A period as people read it: "3 Jun – 2 Jul 2026", "28 Dec 2025 – 3 Jan 2026", "3 Jun 2026". */
export function formatPeriod(from: string, to: string): string {
  if (from === to) return formatDay(from);
  return `${formatDay(from, from.slice(0, 4) !== to.slice(0, 4))} – ${formatDay(to)}`;
}

/**
 * The first day whose events are all still kept, `retentionDays` being how long the server keeps
 * them (it deletes what is older than that, a day at a time): before it, a period's figures miss
 * what was deleted.
 */
export const firstKeptDay = (today: string, retentionDays: number): string => addDays(today, 1 - retentionDays);
