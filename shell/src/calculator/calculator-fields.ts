import { CURRENCY_SYMBOLS, type Currency } from '@site/contracts/currency';
import type { SavingsForm } from './savings-inputs.ts';
import type { SavingsField } from './savings.ts';

export interface CalculatorField {
  name: SavingsField;
  /** The label carries the unit, so it is read out with the field. */
  label: string;
  hint: string;
  inputMode: 'decimal' | 'numeric';
  optional?: boolean;
}

/** The calculator's fields in reading order, amounts labelled with the visitor's currency. */
export const calculatorFieldsIn = (currency: Currency): readonly CalculatorField[] => [
  {
    name: 'monthlyCardVolume',
    label: `Monthly card volume (${CURRENCY_SYMBOLS[currency]})`,
    hint: 'Everything you take by card in a typical month, across every channel.',
    inputMode: 'decimal',
  },
  {
    name: 'averageTransactionValue',
    label: `Average transaction value (${CURRENCY_SYMBOLS[currency]})`,
    hint: 'Your monthly card volume divided by the number of card payments.',
    inputMode: 'decimal',
  },
  {
    name: 'currentRatePercent',
    label: 'Current blended processing rate (%)',
    hint: 'All card fees on your last statement divided by the card volume; often shown as the effective rate.',
    inputMode: 'decimal',
  },
  {
    name: 'phoneSharePercent',
    label: 'Share of volume taken by phone and agents (%)',
    hint: 'Payments taken over the phone, by agents in any channel, or through an IVR.',
    inputMode: 'decimal',
  },
  {
    name: 'agents',
    label: 'Agents who take card payments',
    hint: 'Include home workers, part-timers and outsourced seats.',
    inputMode: 'numeric',
  },
  {
    name: 'annualPciSpend',
    label: `Yearly PCI DSS compliance spend (${CURRENCY_SYMBOLS[currency]}, optional)`,
    hint: 'Assessments, scans, tools and staff time. Leave it empty and we estimate it from your agent count.',
    inputMode: 'decimal',
    optional: true,
  },
];

/** A mid-sized contact centre, so the page opens with a worked example rather than an empty form. */
export const EXAMPLE_FORM: SavingsForm = {
  monthlyCardVolume: '250,000',
  averageTransactionValue: '85',
  currentRatePercent: '1.6',
  phoneSharePercent: '60',
  agents: '25',
  annualPciSpend: '',
};
