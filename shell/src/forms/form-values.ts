import { HONEYPOT_FIELD } from '@site/contracts/lead-forms';
import type { FieldSpec, FieldValue, FormValues, LeadFormDefinition } from './field-spec.ts';

/** An empty form: text fields blank, no choices ticked, the honeypot empty. */
export function initialValues(definition: LeadFormDefinition): FormValues {
  const values: Record<string, FieldValue> = { [HONEYPOT_FIELD]: '' };
  for (const field of definition.fields) values[field.name] = emptyValue(field);
  return values;
}

export function emptyValue(field: FieldSpec): FieldValue {
  if (field.kind === 'checkboxes') return [];
  if (field.kind === 'checkbox') return false;
  return '';
}

/** True when the visitor has not answered: blank text, nothing ticked, box unticked. */
export function isBlank(value: FieldValue | undefined): boolean {
  if (value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Reads an amount in pounds the way people type it ("£250,000", "85.50", "1 200") as a number.
 * Anything else stays text, so the schema reports it as not a number.
 */
export function parseAmount(raw: string): number | string {
  const compact = raw.replaceAll(/[£,\s_]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(compact)) return raw;
  return Number(compact);
}

function schemaValue(field: FieldSpec, value: FieldValue): unknown {
  if (field.kind === 'checkbox') return value === true;
  if (field.kind === 'checkboxes') return Array.isArray(value) ? [...value] : [];
  const text = typeof value === 'string' ? value : '';
  return field.kind === 'amount' ? parseAmount(text) : text;
}

/**
 * The object the shared schema validates and the server receives. Unanswered optional fields are
 * left out (an empty optional phone number is no phone number, not an invalid one); unanswered
 * required ones are sent as they are so the schema names them. The honeypot goes only if filled.
 */
export function toSchemaInput(definition: LeadFormDefinition, values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const value = values[field.name] ?? emptyValue(field);
    if (isBlank(value) && !field.required) continue;
    input[field.name] = isBlank(value) && field.kind === 'amount' ? undefined : schemaValue(field, value);
  }
  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot !== '') input[HONEYPOT_FIELD] = honeypot;
  return input;
}
