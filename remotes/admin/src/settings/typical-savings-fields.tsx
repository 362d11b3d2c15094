import { CURRENCIES } from '@site/contracts/currency';
import type { SavingsRange, SiteSettings } from '@site/contracts/site-settings';
import { muted } from '../components/admin-styles.ts';
import { Fieldset } from '../content/form-parts.tsx';
import { AmountFieldGroup } from './amount-field-group.tsx';

const ENDS: ReadonlyArray<{ key: keyof SavingsRange; label: string }> = [
  { key: 'from', label: 'Typical yearly saving from' },
  { key: 'to', label: 'Typical yearly saving up to' },
];

interface TypicalSavingsFieldsProps {
  savings: SiteSettings['typicalSavings'];
  errors: Record<string, string>;
  onChange: (savings: SiteSettings['typicalSavings']) => void;
}

/** The savings claim of the home page and the rate review ("£3K–£150K+ a year"), typed in each currency. */
export function TypicalSavingsFields({ savings, errors, onChange }: TypicalSavingsFieldsProps) {
  return (
    <Fieldset legend="Savings claim: typical yearly saving">
      <p css={[muted, { margin: 0 }]}>
        The home page and the rate review state it as “£3K–£150K+ a year”: the lower figure for a smaller organisation, the higher for a high-volume contact
        centre.
      </p>
      {/* One row a currency: its range reads from and up to, side by side. */}
      {CURRENCIES.map((currency) => (
        <AmountFieldGroup
          key={currency}
          field="typicalSavings"
          amounts={savings}
          inputs={ENDS.map(({ key, label }) => ({ currency, key, label }))}
          step="1"
          errors={errors}
          onChange={onChange}
        />
      ))}
    </Fieldset>
  );
}
