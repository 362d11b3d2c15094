/** A case study's measured results (what the content API answers) and how they read, wherever they are shown. */
export type ResultUnit = 'percent' | 'gbp' | 'seconds' | 'minutes' | 'hours' | 'days' | 'count' | 'points';

export interface CaseStudyResult {
  label: string;
  value: number;
  unit: ResultUnit;
  direction: 'increase' | 'decrease';
  /** The value before, in the same unit, when it was measured. */
  baseline?: number;
  period: string;
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
