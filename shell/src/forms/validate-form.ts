import { LEAD_FORM_SCHEMAS, type LeadFieldError, type LeadForm } from '@site/contracts/lead-forms';
import type { FieldSpec, FieldValue, FormValues, LeadFormDefinition } from './field-spec.ts';
import { isBlank, toSchemaInput } from './form-values.ts';

/** Messages keyed by field name, plus messages about the form as a whole. */
export interface FormErrors {
  fields: Readonly<Record<string, string>>;
  form: readonly string[];
}

export type FormValidation = { ok: true; fields: Record<string, unknown> } | { ok: false; errors: FormErrors };

export const NO_ERRORS: FormErrors = { fields: {}, form: [] };

export const hasErrors = (errors: FormErrors): boolean => errors.form.length > 0 || Object.keys(errors.fields).length > 0;

/** What a failed check says, in the parts the message wording needs (a zod issue or a server error). */
interface Problem {
  message: string;
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

// zod/mini ships no locale: checks without a message of their own say only this.
const GENERIC_MESSAGES = new Set(['Invalid input', 'Required']);

const count = (value: unknown) => Number(value).toLocaleString('en-GB');

/**
 * The message a visitor sees for one field, GOV.UK style: says what to do, names the field, and
 * reads the same in the error summary as beside the field.
 */
export function fieldMessage(field: FieldSpec, value: FieldValue | undefined, problem: Problem): string {
  if (isBlank(value)) return field.required ? field.messages.missing : (field.messages.invalid ?? field.messages.missing);
  if (problem.origin === 'string' && problem.code === 'too_small') return `${field.label} must be at least ${count(problem.minimum)} characters`;
  if (problem.origin === 'string' && problem.code === 'too_big') return `${field.label} must be ${count(problem.maximum)} characters or fewer`;
  if (field.messages.invalid) return field.messages.invalid;
  return GENERIC_MESSAGES.has(problem.message) ? `Check your answer to “${field.label}”` : problem.message;
}

const FORM_PROBLEM = 'Some of your answers could not be accepted. Check the form and try again.';

/** Files each problem under its field (first problem wins); problems with no known field go to the form. */
function collect(definition: LeadFormDefinition, values: FormValues, problems: readonly (Problem & { field: string })[]): FormErrors {
  const fields: Record<string, string> = {};
  const form = new Set<string>();
  for (const problem of problems) {
    const spec = definition.fields.find((field) => field.name === problem.field);
    if (!spec) {
      form.add(FORM_PROBLEM);
      continue;
    }
    fields[spec.name] ??= fieldMessage(spec, values[spec.name], problem);
  }
  return { fields, form: [...form] };
}

/** Checks the form with the same schema the server uses. */
export function validateForm(definition: LeadFormDefinition, values: FormValues): FormValidation {
  const input = toSchemaInput(definition, values);
  const result = LEAD_FORM_SCHEMAS[definition.form as LeadForm].safeParse(input);
  if (result.success) return { ok: true, fields: input };
  const problems = result.error.issues.map((issue) => ({ ...issue, field: String(issue.path[0] ?? '') }));
  return { ok: false, errors: collect(definition, values, problems) };
}

/** The server's 400 `fieldErrors`, worded and filed like the browser's own. */
export function serverFieldErrors(definition: LeadFormDefinition, values: FormValues, errors: readonly LeadFieldError[]): FormErrors {
  const collected = collect(definition, values, errors);
  return hasErrors(collected) ? collected : { fields: {}, form: [FORM_PROBLEM] };
}

/** Re-checks one field (on blur, after a first submit) and returns the errors with only its entry changed. */
export function revalidateField(definition: LeadFormDefinition, values: FormValues, name: string, current: FormErrors): FormErrors {
  const validation = validateForm(definition, values);
  const message = validation.ok ? undefined : validation.errors.fields[name];
  const { [name]: _previous, ...others } = current.fields;
  return { fields: message ? { ...others, [name]: message } : others, form: current.form };
}
