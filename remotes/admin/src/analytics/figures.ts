/**
 * The report's figures as a marketer reads them: counts with thousands separators, conversion as
 * the share of visits that sent a lead, and how a figure changed from the compared period, said in
 * words and signs (never by colour alone).
 */
import type { AnalyticsReport } from '@site/contracts/analytics';

const COUNT = new Intl.NumberFormat('en-GB');
const ONE_DECIMAL = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** The minus sign (U+2212), read as "minus" and as wide as the plus. */
const MINUS = '\u2212';

/** A count as people read it: "12,345". */
export const formatCount = (value: number): string => COUNT.format(value);

/** The share of visits that converted, in percent; null when there were no visits (no share to speak of). */
export const conversionRate = (convertedVisits: number, visits: number): number | null => (visits > 0 ? (convertedVisits / visits) * 100 : null);

/** A conversion rate: "12.5 %", "—" when there were no visits. */
export const formatRate = (rate: number | null): string => (rate === null ? '—' : `${ONE_DECIMAL.format(rate)} %`);

export type Direction = 'up' | 'down' | 'same' | 'new' | 'none';

export interface Change {
  direction: Direction;
  /** What it reads as: "+25.0 %", "−10.0 %", "+1.5 points", "no change", "new", "none in either period". */
  text: string;
}

const signed = (value: number, unit: string): string => `${value > 0 ? '+' : MINUS}${ONE_DECIMAL.format(Math.abs(value))}${unit}`;

/** How a count changed from the compared period, in percent of what it was then; "new" when it was 0 then. */
export function countChange(current: number, previous: number): Change {
  if (current === previous) return current === 0 ? { direction: 'none', text: 'none in either period' } : { direction: 'same', text: 'no change' };
  if (previous === 0) return { direction: 'new', text: 'new' };
  const percent = ((current - previous) / previous) * 100;
  // A change too small to show at one decimal is no change to the reader either.
  if (ONE_DECIMAL.format(Math.abs(percent)) === '0.0') return { direction: 'same', text: 'no change' };
  return { direction: percent > 0 ? 'up' : 'down', text: signed(percent, ' %') };
}

/**
 * How a rate (in percent) changed, in percentage points: 2.0 % to 3.0 % is "+1.0 points" (a
 * relative "+50 %" of a rate reads as if half the visits more converted). "new" when the compared
 * period had no visits to take a rate of.
 */
export function rateChange(current: number | null, previous: number | null): Change {
  if (current === null) return { direction: 'none', text: previous === null ? 'no visits in either period' : 'no visits in this period' };
  if (previous === null) return { direction: 'new', text: 'new' };
  const points = current - previous;
  if (ONE_DECIMAL.format(Math.abs(points)) === '0.0') return { direction: 'same', text: 'no change' };
  return { direction: points > 0 ? 'up' : 'down', text: signed(points, ' points') };
}

export interface HeadlineFigure {
  key: 'views' | 'visitors' | 'visits' | 'leads' | 'conversion';
  label: string;
  /** What the figure counts, in a sentence. */
  help: string;
  current: string;
  previous: string;
  change: Change;
}

/** The five figures at the top of the report, this period against the compared one. */
export function headlineFigures(current: AnalyticsReport, previous: AnalyticsReport): HeadlineFigure[] {
  const count = (key: 'views' | 'visitors' | 'visits' | 'leads', label: string, help: string): HeadlineFigure => ({
    key,
    label,
    help,
    current: formatCount(current.totals[key]),
    previous: formatCount(previous.totals[key]),
    change: countChange(current.totals[key], previous.totals[key]),
  });
  const rateNow = conversionRate(current.totals.convertedVisits, current.totals.visits);
  const rateThen = conversionRate(previous.totals.convertedVisits, previous.totals.visits);
  return [
    count('views', 'Page views', 'Every page shown.'),
    count('visitors', 'Visitors', 'Counted once a day, then added over the days.'),
    count('visits', 'Visits', 'One load of the site in a tab, however many pages.'),
    count('leads', 'Leads', 'Forms sent.'),
    {
      key: 'conversion',
      label: 'Conversion',
      help: 'Visits that sent a lead, of all visits.',
      current: formatRate(rateNow),
      previous: formatRate(rateThen),
      change: rateChange(rateNow, rateThen),
    },
  ];
}
