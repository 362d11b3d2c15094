import type { ReactNode } from 'react';
import { CURRENCIES, CURRENCY_NAMES } from '@site/contracts/currency';
import { CURRENCY_AMOUNT_KEYS, type CurrencyAmounts, type SiteSettings } from '@site/contracts/site-settings';
import { theme } from '@site/ui/theme';
import { muted, sectionTitle } from '../components/admin-styles.ts';
import { Fieldset } from '../content/form-parts.tsx';
import { AmountFieldGroup } from './amount-field-group.tsx';

/** Each amount as an ADMIN reads it; the field of one currency adds its code ("…, EUR"). */
export const CURRENCY_AMOUNT_LABELS: Readonly<Record<keyof CurrencyAmounts, string>> = {
  partnerFeePerTransaction: 'Calculator: partner fee per transaction',
  pciBaseCost: 'Calculator: yearly PCI DSS cost, fixed part',
  pciCostPerAgent: 'Calculator: yearly PCI DSS cost per agent',
  chargebackFee: 'Calculator: fee per chargeback',
};

const HINTS: Partial<Record<keyof CurrencyAmounts, string>> = {
  pciBaseCost: 'Used when a visitor leaves their compliance spend empty.',
};

interface CurrencyAmountsFieldsProps {
  amounts: SiteSettings['currencyAmounts'];
  errors: Record<string, string>;
  onChange: (amounts: SiteSettings['currencyAmounts']) => void;
  /** More amounts typed in each currency, after the calculator's. */
  children?: ReactNode;
}

/**
 * The amounts the public pages state in the visitor's currency, typed in each: nothing converts one currency into another, so each is the company's own figure.
 */
export function CurrencyAmountsFields({ amounts, errors, onChange, children }: CurrencyAmountsFieldsProps) {
  return (
    <fieldset id="currencies" css={{ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: theme.space.md }}>
      <legend css={[sectionTitle, { marginBottom: theme.space.sm }]}>Amounts in each currency</legend>
      <p css={[muted, { margin: 0 }]}>
        Visitors see the currency they choose, or the one their browser names ({CURRENCIES.map((currency) => CURRENCY_NAMES[currency]).join(', ')}). Type each
        amount in every currency: none is worked out from another.
      </p>
      {CURRENCY_AMOUNT_KEYS.map((key) => (
        <Fieldset key={key} legend={CURRENCY_AMOUNT_LABELS[key]}>
          {HINTS[key] ? <p css={[muted, { margin: 0 }]}>{HINTS[key]}</p> : null}
          <AmountFieldGroup
            field="currencyAmounts"
            amounts={amounts}
            inputs={CURRENCIES.map((currency) => ({ currency, key, label: CURRENCY_AMOUNT_LABELS[key] }))}
            step="0.01"
            errors={errors}
            onChange={onChange}
          />
        </Fieldset>
      ))}
      {children}
    </fieldset>
  );
}
