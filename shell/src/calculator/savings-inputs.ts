/**
 * Turns what a visitor typed into the calculator's inputs, or into one message per field that
 * says what to enter instead. Separate from the formula so the formula only ever sees numbers.
 */
import type { Currency } from '@site/contracts/currency';
import { formatWhole } from './format.ts';
import { INPUT_BOUNDS, isWithinBounds, type SavingsField, type SavingsInputs } from './savings.ts';

export type SavingsForm = Record<SavingsField, string>;
export type SavingsFormErrors = Partial<Record<SavingsField, string>>;

export type ParsedSavingsForm = { ok: true; inputs: SavingsInputs } | { ok: false; errors: SavingsFormErrors };

interface FieldMessages {
  empty?: string;
  notNumber: string;
  outOfRange: string;
}

/** What an amount is in, in words: "an amount in euros". */
const CURRENCY_WORDS: Readonly<Record<Currency, string>> = { GBP: 'pounds', EUR: 'euros', USD: 'dollars' };
const count = (value: number) => value.toLocaleString('en-GB');
const bounds = INPUT_BOUNDS;

const messagesIn = (currency: Currency): Record<SavingsField, FieldMessages> => {
  const money = (value: number) => formatWhole(value, currency);
  const words = CURRENCY_WORDS[currency];
  return {
    monthlyCardVolume: {
      empty: `Enter your monthly card volume in ${words}, for example 250,000`,
      notNumber: `Enter the monthly card volume as an amount in ${words}, like 250,000`,
      outOfRange: `Enter a monthly card volume from ${money(bounds.monthlyCardVolume.min)} to ${money(bounds.monthlyCardVolume.max)}`,
    },
    averageTransactionValue: {
      empty: `Enter your average transaction value in ${words}, for example 85`,
      notNumber: `Enter the average transaction value as an amount in ${words}, like 85`,
      outOfRange: `Enter an average transaction value from ${money(bounds.averageTransactionValue.min)} to ${money(bounds.averageTransactionValue.max)}`,
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
      notNumber: `Enter your yearly PCI DSS compliance spend as an amount in ${words}, or leave it empty`,
      outOfRange: `Enter a yearly compliance spend from ${money(bounds.annualPciSpend.min)} to ${money(bounds.annualPciSpend.max)}, or leave it empty`,
    },
  };
};

const ATV_ABOVE_VOLUME = 'The average transaction value cannot be more than your monthly card volume';

/** Digits with an optional decimal part and sign, once thousands separators, currency signs and % are removed. */
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** A typed amount as a number: "£1,250,000", "€85" and "1.6%" read as people mean them; undefined when blank; NaN when not a number. */
export function readNumber(raw: string): number | undefined {
  const cleaned = raw.replace(/[\s,£€$%]/g, '');
  if (cleaned === '') return undefined;
  return NUMBER.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function readField(field: SavingsField, raw: string, messages: FieldMessages): { value?: number; error?: string } {
  const value = readNumber(raw);
  if (value === undefined) return messages.empty ? { error: messages.empty } : {};
  if (Number.isNaN(value)) return { error: messages.notNumber };
  if (!isWithinBounds(field, value)) return { error: messages.outOfRange };
  return { value };
}

/** The calculator's inputs when every field is valid, otherwise a message for each field that is not, in words of the form's currency. */
export function parseSavingsForm(form: SavingsForm, currency: Currency): ParsedSavingsForm {
  const values: Partial<Record<SavingsField, number>> = {};
  const errors: SavingsFormErrors = {};
  const messages = messagesIn(currency);
  for (const field of Object.keys(messages) as SavingsField[]) {
    const { value, error } = readField(field, form[field], messages[field]);
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
