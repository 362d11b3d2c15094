import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from '@site/ui/theme';

const buildControlStyles = (invalid: boolean) => css`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${invalid ? theme.color.danger : theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  &:hover {
    border-color: ${invalid ? theme.color.danger : theme.color.text};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 1px;
  }
`;

/** Built once, not per render (emotion hashes styles it is handed anew): every form renders these. */
const CONTROL_STYLES = { valid: buildControlStyles(false), invalid: buildControlStyles(true) };
const controlStyles = (invalid: boolean) => (invalid ? CONTROL_STYLES.invalid : CONTROL_STYLES.valid);

const shellStyles = {
  field: css({ display: 'grid', gap: theme.space.xs }),
  label: css({ fontWeight: theme.fontWeight.semibold }),
  required: css({ color: theme.color.danger }),
  hint: css({ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }),
  error: css({ margin: 0, color: theme.color.danger, fontSize: theme.fontSize.sm, fontWeight: theme.fontWeight.medium }),
};

interface FieldShellProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, hint and error around one control, wired with for/id and aria-describedby. */
function FieldShell({ label, hint, error, required, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div css={shellStyles.field}>
      <label htmlFor={id} css={shellStyles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" css={shellStyles.required}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} css={shellStyles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} css={shellStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface CommonProps {
  label: string;
  hint?: string;
  error?: string;
}

export function TextField({ label, hint, error, required, ...rest }: CommonProps & ComponentPropsWithoutRef<'input'>) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} required={required} css={controlStyles(invalid)} {...rest} />
      )}
    </FieldShell>
  );
}

export function TextArea({ label, hint, error, required, ...rest }: CommonProps & ComponentPropsWithoutRef<'textarea'>) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          rows={5}
          css={[controlStyles(invalid), { resize: 'vertical' }]}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({ label, hint, error, required, children, ...rest }: CommonProps & ComponentPropsWithoutRef<'select'>) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} required={required} css={controlStyles(invalid)} {...rest}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A checkbox with its label beside it; the whole row is the 24 px+ target. */
export function CheckboxField({ label, hint, ...rest }: Omit<CommonProps, 'error'> & Omit<ComponentPropsWithoutRef<'input'>, 'type'>) {
  const id = useId();
  return (
    <div css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: theme.space.sm, alignItems: 'start' }}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        css={{ width: '24px', height: '24px', margin: 0, accentColor: theme.color.brand }}
        {...rest}
      />
      <label htmlFor={id} css={{ minHeight: '24px', display: 'flex', alignItems: 'center' }}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} css={{ gridColumn: 2, margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
