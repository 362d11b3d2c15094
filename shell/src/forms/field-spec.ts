import type { HONEYPOT_FIELD, LeadForm, LeadFormFields } from '@site/contracts/lead-forms';

/** The fields a visitor fills in for a form: every schema key except the honeypot. */
export type LeadFieldName<Form extends LeadForm> = Exclude<keyof LeadFormFields<Form> & string, typeof HONEYPOT_FIELD>;

export interface FieldChoice {
  value: string;
  label: string;
}

export interface FieldMessages {
  /** Shown when a required field is left empty ("Enter your e-mail address"). */
  missing: string;
  /** Shown when the value has the wrong shape and the schema's own message is not specific. */
  invalid?: string;
}

interface FieldBase<Name extends string> {
  name: Name;
  label: string;
  hint?: string;
  required: boolean;
  messages: FieldMessages;
}

/** Single values typed as text. `amount` is a sum in pounds, sent to the server as a number. */
export type TextKind = 'text' | 'email' | 'tel' | 'textarea' | 'date' | 'amount';

export interface TextFieldSpec<Name extends string = string> extends FieldBase<Name> {
  kind: TextKind;
  autoComplete?: string;
  /** Caps what can be typed at the schema's limit. */
  maxLength?: number;
  /** Narrow inputs for short answers (phone numbers, amounts, dates). */
  width?: 'short' | 'full';
}

export interface SelectFieldSpec<Name extends string = string> extends FieldBase<Name> {
  kind: 'select';
  options: readonly FieldChoice[];
  /** The first, empty option ("Choose your industry"). */
  placeholder: string;
}

/** One answer (`radios`) or several (`checkboxes`) out of a short list, in a fieldset. */
export interface ChoiceGroupSpec<Name extends string = string> extends FieldBase<Name> {
  kind: 'radios' | 'checkboxes';
  options: readonly FieldChoice[];
}

/** A single yes/no box (consent, terms). */
export interface CheckboxFieldSpec<Name extends string = string> extends FieldBase<Name> {
  kind: 'checkbox';
}

export type FieldSpec<Name extends string = string> = TextFieldSpec<Name> | SelectFieldSpec<Name> | ChoiceGroupSpec<Name> | CheckboxFieldSpec<Name>;

/** What a form shows, field by field, in order. */
export interface LeadFormDefinition<Form extends LeadForm = LeadForm> {
  form: Form;
  fields: readonly FieldSpec<LeadFieldName<Form>>[];
}

/** A field's value while the visitor types: text for most, a list for checkboxes, a flag for a checkbox. */
export type FieldValue = string | readonly string[] | boolean;
export type FormValues = Readonly<Record<string, FieldValue>>;
