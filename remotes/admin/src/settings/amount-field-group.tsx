import type { Currency } from '@site/contracts/currency';
import { group, NumberField } from '../content/form-parts.tsx';

/** A settings field's amounts, each typed in every currency (`currencyAmounts`, `typicalSavings`). */
export type AmountsByCurrency<Key extends string> = Record<Currency, Record<Key, number>>;

/** One input of a group: which amount, in which currency. */
export interface AmountInCurrency<Key extends string> {
  currency: Currency;
  key: Key;
  /** What the amount is; the input adds its currency's code ("…, EUR"). */
  label: string;
}

interface AmountFieldGroupProps<Key extends string> {
  /** The settings field the amounts are in ("currencyAmounts"): each input is named, and its error keyed, `<field>.<currency>.<key>`. */
  field: string;
  amounts: AmountsByCurrency<Key>;
  /** The inputs, in the order shown. */
  inputs: readonly AmountInCurrency<Key>[];
  /** The step of the spin buttons: "0.01" for amounts in pence or cents, "1" for whole ones. */
  step: string;
  errors: Record<string, string>;
  onChange: (amounts: AmountsByCurrency<Key>) => void;
}

/** One row of required amounts of a settings field, each typed in its currency (nothing is converted from another). */
export function AmountFieldGroup<Key extends string>({ field, amounts, inputs, step, errors, onChange }: AmountFieldGroupProps<Key>) {
  return (
    <div css={group}>
      {inputs.map(({ currency, key, label }) => {
        const path = `${field}.${currency}.${key}`;
        const amount = amounts[currency][key];
        return (
          <NumberField
            key={path}
            label={`${label}, ${currency}`}
            name={path}
            value={Number.isNaN(amount) ? null : amount}
            empty={null}
            min={0}
            step={step}
            required
            error={errors[path]}
            // An emptied field is NaN until something is typed: the schema then names it.
            onChange={(value) => onChange({ ...amounts, [currency]: { ...amounts[currency], [key]: value ?? Number.NaN } })}
          />
        );
      })}
    </div>
  );
}
