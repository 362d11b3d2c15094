/**
 * The formula's assumptions as the page shows them: each value read from what the formula uses
 * (its constants, and the money assumptions of the visitor's currency), so the page cannot drift
 * from the code, and the reason in a sentence.
 */
import type { Currency } from '@site/contracts/currency';
import { formatCents, formatPercent, formatWhole } from './format.ts';
import {
  CNP_CHARGEBACK_RATE,
  ESTIMATE_ROUNDING,
  PARTNER_PERCENTAGE_RATE,
  PCI_DESCOPING_REDUCTION,
  PREVENTABLE_CHARGEBACK_SHARE,
  type MoneyAssumptions,
} from './savings.ts';

export interface Assumption {
  label: string;
  value: string;
  reason: string;
}

export const assumptionsIn = (currency: Currency, money: MoneyAssumptions): readonly Assumption[] => [
  {
    label: 'Partner processing rate',
    value: `${formatPercent(PARTNER_PERCENTAGE_RATE)} + ${formatCents(money.partnerFeePerTransaction, currency)} per transaction`,
    reason:
      'UK consumer interchange is capped at 0.2% for debit and 0.3% for credit cards; scheme fees, commercial and overseas cards and a negotiated acquirer margin bring a typical card-not-present mix to this all-in rate.',
  },
  {
    label: 'Compliance cost when you leave it blank',
    value: `${formatWhole(money.pciBaseCost, currency)} a year + ${formatWhole(money.pciCostPerAgent, currency)} per agent`,
    reason:
      'The fixed part covers the self-assessment or a share of the QSA’s assessment, policies and quarterly scans; the per-agent part covers training, recording pause-and-resume licences, desktop controls and clean-desk audits.',
  },
  {
    label: 'Compliance cost removed by descoping',
    value: formatPercent(PCI_DESCOPING_REDUCTION * 100),
    reason:
      'Agents, desktops, telephony and recordings leave your cardholder data environment, but policy, training, incident response and managing us as a service provider stay with you, so we do not credit the whole cost.',
  },
  {
    label: 'Phone and agent transactions that become chargebacks',
    value: formatPercent(CNP_CHARGEBACK_RATE * 100),
    reason:
      'A middling card-not-present dispute ratio: typical ratios run from 0.1% to 0.5%, well below the levels at which the card schemes’ monitoring programmes step in.',
  },
  {
    label: 'Chargebacks that secure capture prevents',
    value: formatPercent(PREVENTABLE_CHARGEBACK_SHARE * 100),
    reason:
      'Card details no longer reach agents, screens or recordings, and security-code and address checks run on every payment; friendly fraud and service disputes are unaffected, so only a minority is credited.',
  },
  {
    label: 'Cost of each chargeback',
    value: `${formatWhole(money.chargebackFee, currency)} fee + the transaction value`,
    reason:
      'Acquirers charge a fee for each chargeback (£15 to £25 is common in the UK), and the merchant usually loses the value of the disputed payment as well.',
  },
  {
    label: 'Rounding',
    value: `To the nearest ${formatWhole(ESTIMATE_ROUNDING, currency)}`,
    reason: 'Each part of the saving is rounded and the total is their sum, so the breakdown always adds up to the headline figure.',
  },
];
