import type { FocusEvent, ReactNode } from 'react';
import { theme, visuallyHidden } from '@site/ui/theme';
import { errorId, hintId, optionId } from './field-ids.ts';
import type { CheckboxFieldSpec, ChoiceGroupSpec, FieldSpec, FieldValue, SelectFieldSpec, TextFieldSpec } from './field-spec.ts';
import { choiceRowStyles, controlStyles, errorTextStyles, fieldBlockStyles, hintStyles, labelStyles } from './field-styles.ts';

export interface ControlProps<Spec extends FieldSpec = FieldSpec> {
  field: Spec;
  id: string;
  value: FieldValue;
  error: string | undefined;
  onChange: (value: FieldValue) => void;
  onLeave: () => void;
}

/** The asterisk is visual only: controls carry `required`, which screen readers announce. */
function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" css={{ color: theme.color.danger }}>
      {' '}
      *
    </span>
  ) : null;
}

function Hint({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={hintId(id)} css={hintStyles}>
      {text}
    </p>
  ) : null;
}

/** Between the label and the control (GOV.UK order), prefixed "Error:" for screen readers. */
function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={errorId(id)} css={errorTextStyles}>
      <span css={visuallyHidden}>Error: </span>
      {error}
    </p>
  ) : null;
}

const describedBy = (id: string, field: FieldSpec, error: string | undefined): string | undefined =>
  [field.hint ? hintId(id) : undefined, error ? errorId(id) : undefined].filter(Boolean).join(' ') || undefined;

const text = (value: FieldValue): string => (typeof value === 'string' ? value : '');

const INPUT_TYPES = { text: 'text', email: 'email', tel: 'tel', date: 'date', amount: 'text' } as const;

function TextControl({ field, id, value, error, onChange, onLeave }: ControlProps<TextFieldSpec>) {
  const common = {
    id,
    name: field.name,
    value: text(value),
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, field, error),
    onBlur: onLeave,
  } as const;
  return (
    <div css={fieldBlockStyles(Boolean(error))} data-field={field.name}>
      <label htmlFor={id} css={labelStyles}>
        {field.label}
        <RequiredMark required={field.required} />
      </label>
      <Hint id={id} text={field.hint} />
      <ErrorText id={id} error={error} />
      {field.kind === 'textarea' ? (
        <textarea
          {...common}
          rows={6}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.target.value)}
          css={[controlStyles(Boolean(error)), { resize: 'vertical' }]}
        />
      ) : (
        <input
          {...common}
          type={INPUT_TYPES[field.kind]}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          inputMode={field.kind === 'amount' ? 'decimal' : undefined}
          spellCheck={field.kind === 'email' || field.kind === 'tel' ? false : undefined}
          onChange={(event) => onChange(event.target.value)}
          css={controlStyles(Boolean(error), field.width)}
        />
      )}
    </div>
  );
}

function SelectControl({ field, id, value, error, onChange, onLeave }: ControlProps<SelectFieldSpec>) {
  return (
    <div css={fieldBlockStyles(Boolean(error))} data-field={field.name}>
      <label htmlFor={id} css={labelStyles}>
        {field.label}
        <RequiredMark required={field.required} />
      </label>
      <Hint id={id} text={field.hint} />
      <ErrorText id={id} error={error} />
      <select
        id={id}
        name={field.name}
        value={text(value)}
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, field, error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onLeave}
        css={controlStyles(Boolean(error), 'short')}
      >
        <option value="">{field.placeholder}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Radios or checkboxes in a fieldset; the legend is the question, each option its own label. */
function ChoiceGroup({ field, id, value, error, onChange, onLeave }: ControlProps<ChoiceGroupSpec>) {
  const multiple = field.kind === 'checkboxes';
  const chosen = multiple ? (Array.isArray(value) ? value : []) : [text(value)];
  const toggle = (optionValue: string, checked: boolean) => {
    if (!multiple) return onChange(optionValue);
    const next = field.options.map((option) => option.value).filter((candidate) => (candidate === optionValue ? checked : chosen.includes(candidate)));
    return onChange(next);
  };
  // Moving between options of the group is not leaving the question.
  const leaveOption = (event: FocusEvent<HTMLInputElement>) => {
    const group = event.currentTarget.closest('fieldset');
    if (!group?.contains(event.relatedTarget as Node | null)) onLeave();
  };
  return (
    <fieldset css={fieldBlockStyles(Boolean(error))} data-field={field.name} aria-describedby={describedBy(id, field, error)}>
      <legend css={[labelStyles, { padding: 0, marginBottom: theme.space.xs }]}>
        {field.label}
        <RequiredMark required={field.required} />
      </legend>
      <Hint id={id} text={field.hint} />
      <ErrorText id={id} error={error} />
      <div css={{ display: 'grid', gap: theme.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' }}>
        {field.options.map((option, index) => (
          <div key={option.value} css={choiceRowStyles}>
            <input
              id={optionId(id, index)}
              type={multiple ? 'checkbox' : 'radio'}
              name={field.name}
              value={option.value}
              checked={chosen.includes(option.value)}
              required={!multiple && field.required}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={leaveOption}
            />
            <label htmlFor={optionId(id, index)}>{option.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function CheckboxControl({ field, id, value, error, onChange, onLeave }: ControlProps<CheckboxFieldSpec>) {
  return (
    <div css={fieldBlockStyles(Boolean(error))} data-field={field.name}>
      <ErrorText id={id} error={error} />
      <div css={choiceRowStyles}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={value === true}
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, field, error)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onLeave}
        />
        <label htmlFor={id}>
          <span>
            {field.label}
            <RequiredMark required={field.required} />
          </span>
        </label>
      </div>
      <Hint id={id} text={field.hint} />
    </div>
  );
}

/** One question of a lead form, drawn from its field description. */
export function FormControl(props: ControlProps): ReactNode {
  const { field } = props;
  switch (field.kind) {
    case 'select':
      return <SelectControl {...props} field={field} />;
    case 'radios':
    case 'checkboxes':
      return <ChoiceGroup {...props} field={field} />;
    case 'checkbox':
      return <CheckboxControl {...props} field={field} />;
    default:
      return <TextControl {...props} field={field} />;
  }
}
