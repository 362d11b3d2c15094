/**
 * The formula's assumptions as the page shows them: each value read from the constant the
 * formula uses (so the page cannot drift from the code) and the reason in a sentence.
 */
import { formatPence, formatPercent, formatPounds } from './format.ts';
import {
  CHARGEBACK_FEE,
  CNP_CHARGEBACK_RATE,
  ESTIMATE_ROUNDING,
  PARTNER_FEE_PER_TRANSACTION,
  PARTNER_PERCENTAGE_RATE,
  PCI_BASE_COST,
  PCI_COST_PER_AGENT,
  PCI_DESCOPING_REDUCTION,
  PREVENTABLE_CHARGEBACK_SHARE,
} from './savings.ts';

export interface Assumption {
  label: string;
  value: string;
  reason: string;
}

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    label: 'Partner processing rate',
    value: `${formatPercent(PARTNER_PERCENTAGE_RATE)} + ${formatPence(PARTNER_FEE_PER_TRANSACTION)} per transaction`,
    reason:
      'UK consumer interchange is capped at 0.2% for debit and 0.3% for credit cards; scheme fees, commercial and overseas cards and a negotiated acquirer margin bring a typical card-not-present mix to this all-in rate.',
  },
  {
    label: 'Compliance cost when you leave it blank',
    value: `${formatPounds(PCI_BASE_COST)} a year + ${formatPounds(PCI_COST_PER_AGENT)} per agent`,
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
    value: `${formatPounds(CHARGEBACK_FEE)} fee + the transaction value`,
    reason: 'UK acquirers commonly charge £15 to £25 per chargeback, and the merchant usually loses the value of the disputed payment as well.',
  },
  {
    label: 'Rounding',
    value: `To the nearest ${formatPounds(ESTIMATE_ROUNDING)}`,
    reason: 'Each part of the saving is rounded and the total is their sum, so the breakdown always adds up to the headline figure.',
  },
];
