import { useId, useMemo, useState, type FormEvent } from 'react';
import { TextField } from '@site/ui/form-field';
import { mediaUp, theme } from '@site/ui/theme';
import { CurrencyPicker } from '../pricing/currency-picker.tsx';
import { useCurrency } from '../pricing/use-currency.ts';
import { siteSettings } from '../settings/site-settings.ts';
import { calculatorFieldsIn, EXAMPLE_FORM } from './calculator-fields.ts';
import { parseSavingsForm, type SavingsForm } from './savings-inputs.ts';
import { SavingsResult } from './savings-result.tsx';
import { estimateSavings, type SavingsField } from './savings.ts';

/** Nothing to send: the estimate follows the fields as they change, so Enter must not reload the page. */
const stayOnPage = (event: FormEvent) => event.preventDefault();

/**
 * The calculator itself: the figures on one side, the estimate on the other, recalculated on
 * every keystroke. It opens on a worked example, so an error can only follow something the
 * visitor typed and is shown as soon as it exists.
 */
export function SavingsCalculator({ initialForm = EXAMPLE_FORM }: { initialForm?: SavingsForm }) {
  const headingId = useId();
  const [form, setForm] = useState<SavingsForm>(initialForm);
  const currency = useCurrency();
  const parsed = useMemo(() => parseSavingsForm(form, currency), [form, currency]);
  const estimate = parsed.ok ? estimateSavings(parsed.inputs, siteSettings().currencyAmounts[currency]) : undefined;
  const errors = parsed.ok ? {} : parsed.errors;
  const update = (field: SavingsField, value: string) => setForm((current) => ({ ...current, [field]: value }));

  return (
    <div css={{ display: 'grid', gap: theme.space.xl, alignItems: 'start', [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } }}>
      <form aria-labelledby={headingId} noValidate onSubmit={stayOnPage} css={{ display: 'grid', gap: theme.space.lg }}>
        <h2 id={headingId} css={{ fontSize: theme.fontSize.xl, margin: 0 }}>
          Your figures
        </h2>
        <p css={{ margin: 0, color: theme.color.muted }}>
          We have filled in a typical mid-sized contact centre. Replace the figures with your own; the estimate updates as you type. Fields marked * are needed,
          and nothing you enter leaves this page.
        </p>
        <CurrencyPicker />
        {calculatorFieldsIn(currency).map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            hint={field.hint}
            error={errors[field.name]}
            required={!field.optional}
            type="text"
            inputMode={field.inputMode}
            autoComplete="off"
            spellCheck={false}
            value={form[field.name]}
            onChange={(event) => update(field.name, event.target.value)}
          />
        ))}
      </form>
      <div css={{ [mediaUp('lg')]: { position: 'sticky', top: `calc(${theme.layout.headerHeight} + ${theme.space.lg})` } }}>
        <SavingsResult estimate={estimate} inputs={parsed.ok ? parsed.inputs : undefined} currency={currency} />
      </div>
    </div>
  );
}
