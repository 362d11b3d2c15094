import { describe, expect, it } from 'vitest';
import { COMPANY_SIZES, HONEYPOT_FIELD, LEAD_FORMS, LEAD_FORM_SCHEMAS, LEAD_INDUSTRIES, PAYMENT_CHANNELS } from '@site/contracts/lead-forms';
import { LEAD_FORM_DEFINITIONS } from './form-definitions.ts';
import { emptyValue, toSchemaInput } from './form-values.ts';
import { SAMPLE_ANSWERS } from './sample-answers.ts';
import { validateForm } from './validate-form.ts';

const SHARED_ENUMS = [LEAD_INDUSTRIES, PAYMENT_CHANNELS, COMPANY_SIZES].map((values) => values.toSorted().join(','));

describe.each(LEAD_FORMS)('the %s form', (form) => {
  const definition = LEAD_FORM_DEFINITIONS[form];
  const schema = LEAD_FORM_SCHEMAS[form];

  it('asks exactly the questions of its shared schema, plus the honeypot', () => {
    expect(definition.form).toBe(form);
    const asked = definition.fields.map((field) => field.name);
    expect(new Set(asked).size).toBe(asked.length);
    expect([...asked, HONEYPOT_FIELD].toSorted()).toEqual(Object.keys(schema.shape).toSorted());
  });

  it('accepts its sample answers, in the browser and by the schema the server uses', () => {
    const validation = validateForm(definition, SAMPLE_ANSWERS[form]);
    expect(validation).toMatchObject({ ok: true });
    expect(schema.safeParse(toSchemaInput(definition, SAMPLE_ANSWERS[form])).success).toBe(true);
  });

  it.each(definition.fields.map((field) => [field.name, field] as const))('marks %s required exactly when the schema requires it', (_name, field) => {
    const withoutField = { ...SAMPLE_ANSWERS[form], [field.name]: emptyValue(field) };
    const validation = validateForm(definition, withoutField);
    expect(validation.ok).toBe(!field.required);
    if (!validation.ok) expect(validation.errors.fields).toEqual({ [field.name]: field.messages.missing });
    // The schema alone agrees, so the marker cannot drift from what the server enforces.
    const { [field.name]: _removed, ...schemaInput } = toSchemaInput(definition, SAMPLE_ANSWERS[form]);
    expect(schema.safeParse(schemaInput).success).toBe(!field.required);
  });

  const withOptions = definition.fields.flatMap((field) => ('options' in field ? [field] : []));
  it.each(withOptions.map((field) => [field.name, field] as const))('offers every value the schema allows for %s, and only those', (_name, field) => {
    expect(SHARED_ENUMS).toContain(
      field.options
        .map((option) => option.value)
        .toSorted()
        .join(','),
    );
    for (const option of field.options) {
      const value = field.kind === 'checkboxes' ? [option.value] : option.value;
      expect(validateForm(definition, { ...SAMPLE_ANSWERS[form], [field.name]: value }).ok, option.value).toBe(true);
    }
    expect(field.options.every((option) => option.label.trim().length > 0)).toBe(true);
  });

  const limited = definition.fields.flatMap((field) => ((field.kind === 'text' || field.kind === 'textarea') && field.maxLength ? [field] : []));
  it.each(limited.map((field) => [field.name, field] as const))('caps %s at the schema’s own limit', (_name, field) => {
    const max = field.maxLength ?? 0;
    const at = { ...toSchemaInput(definition, SAMPLE_ANSWERS[form]), [field.name]: 'a'.repeat(max) };
    const over = { ...at, [field.name]: 'a'.repeat(max + 1) };
    expect(schema.safeParse(at).success).toBe(true);
    expect(schema.safeParse(over).success).toBe(false);
  });
});
