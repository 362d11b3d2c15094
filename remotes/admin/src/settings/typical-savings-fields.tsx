import { CURRENCIES } from '@site/contracts/currency';
import type { SavingsRange, SiteSettings } from '@site/contracts/site-settings';
import { muted } from '../components/admin-styles.ts';
import { Fieldset, group, NumberField } from '../content/form-parts.tsx';

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
      {CURRENCIES.map((currency) => (
        <div key={currency} css={group}>
          {ENDS.map(({ key, label }) => {
            const path = `typicalSavings.${currency}.${key}`;
            const amount = savings[currency][key];
            return (
              <NumberField
                key={key}
                label={`${label}, ${currency}`}
                name={path}
                value={Number.isNaN(amount) ? null : amount}
                empty={null}
                min={0}
                step="1"
                required
                error={errors[path]}
                // An emptied field is NaN until something is typed: the schema then names it.
                onChange={(value) => onChange({ ...savings, [currency]: { ...savings[currency], [key]: value ?? Number.NaN } })}
              />
            );
          })}
        </div>
      ))}
    </Fieldset>
  );
}
