/**
 * The savings calculator's formula. An estimate, not a quote: it is meant to tell a visitor
 * whether a rate review is worth their time, so every assumption leans conservative and is named
 * here, documented, and shown on the page beside the result.
 *
 * Annual saving = processing-rate saving + compliance saving + chargeback saving, where
 *
 *   processing  = annual card volume × max(0, current rate − partner effective rate)
 *                 partner effective rate = PARTNER_PERCENTAGE_RATE + partnerFeePerTransaction ÷ average transaction value
 *   compliance  = (entered PCI DSS spend, or pciBaseCost + pciCostPerAgent × agents) × PCI_DESCOPING_REDUCTION,
 *                 only when some volume is taken by phone or agents (that is the channel descoping removes)
 *   chargebacks = phone-channel transactions a year × CNP_CHARGEBACK_RATE × PREVENTABLE_CHARGEBACK_SHARE
 *                 × (chargebackFee + average transaction value)
 *
 * Amounts are in the visitor's currency, and so are the money assumptions (`MoneyAssumptions`):
 * an ADMIN types each in every currency (the site settings' `currencyAmounts`), so nothing here
 * converts one currency into another. Each part is rounded to the nearest ESTIMATE_ROUNDING units
 * and the total is the sum of the rounded parts, so the breakdown always adds up to the headline.
 */
import type { CurrencyAmounts } from '@site/contracts/site-settings';

/**
 * Percentage part of the all-in rate our acquiring partners typically offer a UK merchant with a
 * card-not-present mix, in per cent. UK consumer interchange is capped at 0.2% (debit) and 0.3%
 * (credit) by the retained Interchange Fee Regulation; scheme fees add roughly 0.1–0.3%, and
 * commercial and overseas cards lift a phone-heavy mix's cost to about 0.6–0.8%. A negotiated
 * acquirer margin of 0.15–0.25% on top gives 0.95%.
 */
export const PARTNER_PERCENTAGE_RATE = 0.95;

/**
 * Share of phone-channel compliance cost that descoping removes. With card data never entering
 * the contact centre, agents, desktops, telephony and recordings leave the cardholder data
 * environment and most technical requirements stop applying to them. Policy, training, incident
 * response and managing Keyline as a service provider (requirement 12.8) stay with you, and
 * other channels may still be in scope, so 60% is credited rather than the whole cost.
 */
export const PCI_DESCOPING_REDUCTION = 0.6;

/**
 * Share of phone and agent (card-not-present) transactions that end in a chargeback. Typical
 * card-not-present dispute ratios sit between 0.1% and 0.5%, well below the 0.9% to 1.5% at
 * which the card schemes' dispute-monitoring programmes step in; 0.25% is a middling figure.
 */
export const CNP_CHARGEBACK_RATE = 0.0025;

/**
 * Share of those chargebacks that secure capture prevents. Fraud-coded disputes are the largest
 * group for remote purchases (UK Finance reports remote purchase fraud as the biggest category of
 * card fraud); secure capture removes card details from agents, screens and recordings, so insider
 * misuse and overheard numbers stop, and CVV and address checks run on every payment. Only 30% is
 * credited because friendly fraud and service disputes are unaffected.
 */
export const PREVENTABLE_CHARGEBACK_SHARE = 0.3;

/** The assumptions that are amounts of money, in the currency of the figures they meet. */
export type MoneyAssumptions = Pick<CurrencyAmounts, 'partnerFeePerTransaction' | 'pciBaseCost' | 'pciCostPerAgent' | 'chargebackFee'>;

/** Results are rounded to this many units of the currency (pounds, euros, dollars): an estimate shown to the penny would claim a precision it does not have. */
export const ESTIMATE_ROUNDING = 10;

/** The ranges the calculator accepts; the form explains them and the formula refuses anything else. */
export const INPUT_BOUNDS = {
  monthlyCardVolume: { min: 0, max: 100_000_000 },
  averageTransactionValue: { min: 1, max: 100_000 },
  currentRatePercent: { min: 0, max: 10 },
  phoneSharePercent: { min: 0, max: 100 },
  agents: { min: 0, max: 20_000 },
  annualPciSpend: { min: 0, max: 10_000_000 },
} as const;

export interface SavingsInputs {
  /** Card volume across every channel, a month. */
  monthlyCardVolume: number;
  averageTransactionValue: number;
  /** All-in processing fees divided by card volume, in per cent (the "effective rate" on a statement). */
  currentRatePercent: number;
  /** Share of card volume taken by phone and agent channels, in per cent. */
  phoneSharePercent: number;
  /** Agents who take card payments (a whole number). */
  agents: number;
  /** What PCI DSS compliance costs today, a year; estimated from the agent count when absent. */
  annualPciSpend?: number | undefined;
}

export interface SavingsEstimate {
  annualCardVolume: number;
  /** Partner percentage rate plus the per-transaction fee at this average value, in per cent. */
  partnerEffectiveRatePercent: number;
  phoneTransactionsPerYear: number;
  /** The compliance cost the saving is a share of, and where it came from. */
  complianceSpend: { amount: number; source: 'entered' | 'estimated' };
  processingSaving: number;
  complianceSaving: number;
  chargebackSaving: number;
  totalSaving: number;
}

export type SavingsField = keyof SavingsInputs;

/** True when a value lies within a field's bounds (integers only for the agent count). */
export function isWithinBounds(field: SavingsField, value: number): boolean {
  const { min, max } = INPUT_BOUNDS[field];
  if (!Number.isFinite(value) || value < min || value > max) return false;
  return field !== 'agents' || Number.isInteger(value);
}

function assertInputs(inputs: SavingsInputs): void {
  for (const field of Object.keys(INPUT_BOUNDS) as SavingsField[]) {
    const value = inputs[field];
    if (value === undefined && field === 'annualPciSpend') continue;
    if (value === undefined || !isWithinBounds(field, value)) {
      throw new RangeError(`${field} must be between ${INPUT_BOUNDS[field].min} and ${INPUT_BOUNDS[field].max}, got ${String(value)}`);
    }
  }
}

export const roundEstimate = (amount: number): number => Math.round(amount / ESTIMATE_ROUNDING) * ESTIMATE_ROUNDING;

/** The estimated annual saving and its parts, in the inputs' currency; throws a RangeError for inputs outside `INPUT_BOUNDS`. */
export function estimateSavings(inputs: SavingsInputs, money: MoneyAssumptions): SavingsEstimate {
  assertInputs(inputs);
  const { monthlyCardVolume, averageTransactionValue, currentRatePercent, phoneSharePercent, agents, annualPciSpend } = inputs;

  const annualCardVolume = monthlyCardVolume * 12;
  const partnerEffectiveRatePercent = PARTNER_PERCENTAGE_RATE + (money.partnerFeePerTransaction / averageTransactionValue) * 100;
  // A merchant already paying less than our partners would charge saves nothing here, never a negative amount.
  const rateDifferencePercent = Math.max(0, currentRatePercent - partnerEffectiveRatePercent);
  const processingSaving = roundEstimate((annualCardVolume * rateDifferencePercent) / 100);

  const phoneChannelVolume = (annualCardVolume * phoneSharePercent) / 100;
  const phoneTransactionsPerYear = phoneChannelVolume / averageTransactionValue;

  const complianceSpend =
    annualPciSpend === undefined
      ? { amount: money.pciBaseCost + money.pciCostPerAgent * agents, source: 'estimated' as const }
      : { amount: annualPciSpend, source: 'entered' as const };
  const complianceSaving = phoneChannelVolume > 0 ? roundEstimate(complianceSpend.amount * PCI_DESCOPING_REDUCTION) : 0;

  const costPerChargeback = money.chargebackFee + averageTransactionValue;
  const chargebackSaving = roundEstimate(phoneTransactionsPerYear * CNP_CHARGEBACK_RATE * PREVENTABLE_CHARGEBACK_SHARE * costPerChargeback);

  return {
    annualCardVolume,
    partnerEffectiveRatePercent,
    phoneTransactionsPerYear,
    complianceSpend,
    processingSaving,
    complianceSaving,
    chargebackSaving,
    totalSaving: processingSaving + complianceSaving + chargebackSaving,
  };
}
