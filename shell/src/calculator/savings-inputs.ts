/**
 * Turns what a visitor typed into the calculator's inputs, or into one message per field that
 * says what to enter instead. Separate from the formula so the formula only ever sees numbers.
 */
import { INPUT_BOUNDS, isWithinBounds, type SavingsField, type SavingsInputs } from './savings.ts';

export type SavingsForm = Record<SavingsField, string>;
export type SavingsFormErrors = Partial<Record<SavingsField, string>>;

export type ParsedSavingsForm = { ok: true; inputs: SavingsInputs } | { ok: false; errors: SavingsFormErrors };

interface FieldMessages {
  empty?: string;
  notNumber: string;
  outOfRange: string;
}

const pounds = (value: number) => `£${value.toLocaleString('en-GB')}`;
const count = (value: number) => value.toLocaleString('en-GB');
const bounds = INPUT_BOUNDS;

const MESSAGES: Record<SavingsField, FieldMessages> = {
  monthlyCardVolume: {
    empty: 'Enter your monthly card volume in pounds, for example 250,000',
    notNumber: 'Enter the monthly card volume as an amount in pounds, like 250,000',
    outOfRange: `Enter a monthly card volume from ${pounds(bounds.monthlyCardVolume.min)} to ${pounds(bounds.monthlyCardVolume.max)}`,
  },
  averageTransactionValue: {
    empty: 'Enter your average transaction value in pounds, for example 85',
    notNumber: 'Enter the average transaction value as an amount in pounds, like 85',
    outOfRange: `Enter an average transaction value from ${pounds(bounds.averageTransactionValue.min)} to ${pounds(bounds.averageTransactionValue.max)}`,
  },
  currentRatePercent: {
    empty: 'Enter your current blended rate as a percentage, for example 1.6',
    notNumber: 'Enter the blended rate as a percentage, like 1.6',
    outOfRange: `Enter a blended rate from ${bounds.currentRatePercent.min}% to ${bounds.currentRatePercent.max}%`,
  },
  phoneSharePercent: {
    empty: 'Enter the share of your card volume taken by phone and agents, from 0 to 100',
    notNumber: 'Enter the phone and agent share as a percentage, like 60',
    outOfRange: `Enter a share from ${bounds.phoneSharePercent.min}% to ${bounds.phoneSharePercent.max}%`,
  },
  agents: {
    empty: 'Enter how many agents take card payments, or 0 if none do',
    notNumber: 'Enter the number of agents as a whole number, like 25',
    outOfRange: `Enter a whole number of agents from ${count(bounds.agents.min)} to ${count(bounds.agents.max)}`,
  },
  annualPciSpend: {
    notNumber: 'Enter your yearly PCI DSS compliance spend as an amount in pounds, or leave it empty',
    outOfRange: `Enter a yearly compliance spend from ${pounds(bounds.annualPciSpend.min)} to ${pounds(bounds.annualPciSpend.max)}, or leave it empty`,
  },
};

const ATV_ABOVE_VOLUME = 'The average transaction value cannot be more than your monthly card volume';

/** Digits with an optional decimal part and sign, once thousands separators, £ and % are removed. */
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** A typed amount as a number: "£1,250,000" and "1.6%" read as people mean them; undefined when blank; NaN when not a number. */
export function readNumber(raw: string): number | undefined {
  const cleaned = raw.replace(/[\s,£%]/g, '');
  if (cleaned === '') return undefined;
  return NUMBER.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function readField(field: SavingsField, raw: string): { value?: number; error?: string } {
  const value = readNumber(raw);
  const messages = MESSAGES[field];
  if (value === undefined) return messages.empty ? { error: messages.empty } : {};
  if (Number.isNaN(value)) return { error: messages.notNumber };
  if (!isWithinBounds(field, value)) return { error: messages.outOfRange };
  return { value };
}

/** The calculator's inputs when every field is valid, otherwise a message for each field that is not. */
export function parseSavingsForm(form: SavingsForm): ParsedSavingsForm {
  const values: Partial<Record<SavingsField, number>> = {};
  const errors: SavingsFormErrors = {};
  for (const field of Object.keys(MESSAGES) as SavingsField[]) {
    const { value, error } = readField(field, form[field]);
    if (error) errors[field] = error;
    else if (value !== undefined) values[field] = value;
  }
  const { monthlyCardVolume, averageTransactionValue } = values;
  if (monthlyCardVolume !== undefined && averageTransactionValue !== undefined && monthlyCardVolume > 0 && averageTransactionValue > monthlyCardVolume) {
    errors.averageTransactionValue = ATV_ABOVE_VOLUME;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Every field but the compliance spend reports an error when blank, so here each one has a value.
  return { ok: true, inputs: values as SavingsInputs };
}
