import { CURRENCIES, CURRENCY_NAMES, CURRENCY_PICKER_ATTRIBUTE } from '@site/contracts/currency';
import { SelectField } from '@site/ui/form-field';
import { theme } from '@site/ui/theme';
import { chooseCurrency } from './currency-choice.ts';
import { useCurrency } from './use-currency.ts';

/** Where a visitor picks the currency prices show in; hidden where no script could act on it. */
export function CurrencyPicker() {
  const currency = useCurrency();
  return (
    <div {...{ [CURRENCY_PICKER_ATTRIBUTE]: '' }} css={{ maxWidth: '18rem', marginBottom: theme.space.md }}>
      <SelectField label="Show prices in" name="currency" value={currency} onChange={(event) => chooseCurrency(event.target.value)}>
        {CURRENCIES.map((option) => (
          <option key={option} value={option}>
            {CURRENCY_NAMES[option]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
