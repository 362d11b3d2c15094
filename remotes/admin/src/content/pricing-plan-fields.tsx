import type { ReactNode } from 'react';
import { LIMITS, PLAN_PRICE_KEYS, type FieldErrors } from '@site/contracts/content-editing';
import { CURRENCIES, CURRENCY_NAMES } from '@site/contracts/currency';
import { TextField } from '@site/ui/form-field';
import { theme } from '@site/ui/theme';
import { fieldAt, type DraftData } from './draft-data.ts';
import { fieldLabel, PRICE_LABELS } from './field-labels.ts';
import { Fieldset, FormError, group, NumberField, RowList, Section, type FieldOf } from './form-parts.tsx';

interface PricingPlanFieldsProps {
  data: DraftData;
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
  field: FieldOf;
  slug: ReactNode;
}

const label = (path: string) => fieldLabel('pricing-plan', path);
const amountAt = (data: DraftData, path: string) => {
  const value = fieldAt(data, path);
  return typeof value === 'number' ? value : null;
};

/** A plan's column of /pricing: what it is for, its prices in every currency, its terms and discounts. */
export function PricingPlanFields({ data, errors, set, field, slug }: PricingPlanFieldsProps) {
  const discounts = (fieldAt(data, 'discounts') as { label: string; percentOff: number }[] | undefined) ?? [];
  return (
    <>
      <Section title="Pricing plan">
        {field('title', LIMITS.name)}
        {slug}
        {field('bestFor', LIMITS.summary, { multiline: true })}
        <TextField label={label('sortOrder')} type="number" min={0} name="sortOrder" value={String(fieldAt(data, 'sortOrder') ?? 0)} error={errors.sortOrder} hint="Plans are shown lowest first." onChange={(event) => set('sortOrder', Math.max(0, Math.round(Number(event.target.value) || 0)))} />
      </Section>
      <Section title="Prices">
        <p css={{ margin: 0, color: theme.color.muted }}>
          Each amount is typed in its own currency ({CURRENCIES.map((currency) => `${currency}: ${CURRENCY_NAMES[currency]}`).join(', ')}), never converted: set a price in every currency, or leave it empty in all of them where the plan does not charge it.
        </p>
        <FormError error={errors.prices} />
        {PLAN_PRICE_KEYS.map((key) => (
          <Fieldset key={key} legend={PRICE_LABELS[key]}>
            <FormError error={errors[`prices.${key}`]} />
            <div css={group}>
              {CURRENCIES.map((currency) => {
                const path = `prices.${key}.${currency}`;
                return (
                  <NumberField key={currency} label={label(path)} name={path} value={amountAt(data, path)} empty={null} min={0} max={LIMITS.price} step="0.01" error={errors[path]} onChange={(value) => set(path, value)} />
                );
              })}
            </div>
          </Fieldset>
        ))}
        {field('priceNote', LIMITS.summary, { required: false, hint: 'Said after the prices, or instead of them, e.g. “Volume pricing, agreed with you”.' })}
      </Section>
      <Section title="Terms">
        <div css={group}>
          {field('channels', LIMITS.summary)}
          {field('term', LIMITS.summary)}
          {field('setupFee', LIMITS.summary)}
          {field('gateways', LIMITS.summary)}
          {field('support', LIMITS.summary)}
        </div>
        {field('fairUse', LIMITS.summary, { multiline: true, required: false, hint: 'Empty: the page says “None”.' })}
      </Section>
      <Section title="Discounts">
        <RowList rows={discounts} noun="discount" max={LIMITS.discounts} error={errors.discounts} newRow={() => ({ label: '', percentOff: 0 })} onChange={(rows) => set('discounts', rows)}>
          {(index) => (
            <div css={group}>
              {field(`discounts.${index}.label`, LIMITS.name)}
              <NumberField
                label={label(`discounts.${index}.percentOff`)}
                name={`discounts.${index}.percentOff`}
                value={amountAt(data, `discounts.${index}.percentOff`)}
                empty={0}
                min={1}
                max={100}
                step="1"
                required
                hint="A whole number from 1 to 100."
                error={errors[`discounts.${index}.percentOff`]}
                onChange={(value) => set(`discounts.${index}.percentOff`, value)}
              />
            </div>
          )}
        </RowList>
      </Section>
    </>
  );
}
