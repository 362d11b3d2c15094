/** How dates, durations and measured results read on the resource pages (British English, UK time). */
import type { CaseStudyResult, ResultUnit } from '../api/content-types.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const DAY_KEY_FORMAT = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });

/** "2 April 2025", on the UK calendar day of the instant (a post published at 23:30 UTC in summer is the next day here). */
export const formatDate = (iso: string): string => DATE_FORMAT.format(new Date(iso));

/** True when an update is worth showing: it happened on a later UK calendar day than publication. */
export const isUpdatedLater = (publishedAt: string, updatedAt: string): boolean =>
  DAY_KEY_FORMAT.format(new Date(updatedAt)) > DAY_KEY_FORMAT.format(new Date(publishedAt));

function durationParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** "2 min 14 s", "1 h 5 min", "45 s": short enough for a card, unambiguous when read aloud. */
export function formatDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}

/** The machine-readable form for `<time dateTime>`: ISO 8601 durations ("PT2M14S"). */
export function isoDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds || (!hours && !minutes) ? `${seconds}S` : ''}`;
  return `PT${parts}`;
}

const NUMBER_FORMAT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const GBP_FORMAT = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

const UNIT_WORDS: Record<Exclude<ResultUnit, 'percent' | 'gbp' | 'count'>, [singular: string, plural: string]> = {
  seconds: ['second', 'seconds'],
  minutes: ['minute', 'minutes'],
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
  points: ['point', 'points'],
};

/** A quantity in its unit: "62%", "£148,000", "41 seconds", "1 day", "2,400". */
export function formatQuantity(value: number, unit: ResultUnit): string {
  switch (unit) {
    case 'percent':
      return `${NUMBER_FORMAT.format(value)}%`;
    case 'gbp':
      return GBP_FORMAT.format(value);
    case 'count':
      return NUMBER_FORMAT.format(value);
    default: {
      const [singular, plural] = UNIT_WORDS[unit];
      return `${NUMBER_FORMAT.format(value)} ${value === 1 ? singular : plural}`;
    }
  }
}

/**
 * A measured result as a headline figure and its label. With a baseline the value is the level
 * reached ("0", "Agent desktops in scope, down from 180"); without one it is the size of the
 * change, so it carries its direction ("−41 seconds", "+2.8 points"). A sum of money without a
 * baseline is an amount saved or earned, which already reads as a result, so it has no sign.
 */
export function formatResult(result: CaseStudyResult): { value: string; label: string } {
  const quantity = formatQuantity(result.value, result.unit);
  if (result.baseline !== undefined) {
    const movement = result.direction === 'decrease' ? 'down from' : 'up from';
    return { value: quantity, label: `${result.label}, ${movement} ${formatQuantity(result.baseline, result.unit)} (${result.period})` };
  }
  const sign = result.unit === 'gbp' ? '' : result.direction === 'decrease' ? '\u2212' : '+';
  return { value: `${sign}${quantity}`, label: `${result.label} (${result.period})` };
}
