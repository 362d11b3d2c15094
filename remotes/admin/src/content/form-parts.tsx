/** Pieces the entry form and its per-type field files share, kept here so neither imports the other. */
import { useState, type ReactNode } from 'react';
import { Button } from '@site/ui/button';
import { TextField } from '@site/ui/form-field';
import { theme } from '@site/ui/theme';

export const group = { display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(18rem, 100%), 1fr))' } as const;

const box = { border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: theme.space.md, margin: 0, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.sm } as const;
const heading = { padding: `0 ${theme.space.xs}`, fontWeight: theme.fontWeight.semibold } as const;

export interface TextFieldOptions {
  multiline?: boolean;
  required?: boolean;
  hint?: string;
}
/** The form's text field of a path: its label, limit, counter and error. */
export type FieldOf = (path: string, max: number, options?: TextFieldOptions) => ReactNode;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={{ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'minmax(0, 1fr)' }} aria-label={title}>
      <h2 css={{ fontSize: theme.fontSize.lg, margin: 0 }}>{title}</h2>
      {children}
    </section>
  );
}

export const FormError = ({ error }: { error: string | undefined }) => (error ? <p css={{ color: theme.color.danger, margin: 0 }}>{error}</p> : null);

/** A bordered group of fields under a legend (one result, one discount, one price). */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset css={box}>
      <legend css={heading}>{legend}</legend>
      {children}
    </fieldset>
  );
}

interface RowListProps<Row> {
  rows: readonly Row[];
  /** What one row is, lower case: "result" gives "Result 2", "Remove result 2", "Add a result". */
  noun: string;
  max: number;
  /** What is wrong with the list as a whole ("at least one result"). */
  error: string | undefined;
  newRow: () => Row;
  onChange: (rows: Row[]) => void;
  children: (index: number) => ReactNode;
}

/** Rows of a list field, each in its own fieldset, added at the end and removed in place, up to `max`. */
export function RowList<Row>({ rows, noun, max, error, newRow, onChange, children }: RowListProps<Row>) {
  const name = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <>
      <FormError error={error} />
      {rows.map((_row, index) => (
        <Fieldset key={index} legend={`${name} ${index + 1}`}>
          {children(index)}
          <div>
            <Button size="sm" variant="ghost" onClick={() => onChange(rows.filter((_other, other) => other !== index))}>
              Remove {noun} {index + 1}
            </Button>
          </div>
        </Fieldset>
      ))}
      {rows.length < max ? (
        <div>
          <Button size="sm" variant="secondary" onClick={() => onChange([...rows, newRow()])}>
            Add a {noun}
          </Button>
        </div>
      ) : null}
    </>
  );
}

interface NumberFieldProps {
  label: string;
  name: string;
  value: number | null;
  /** What an emptied field stores: null (an amount not charged) or 0 (a number the schema then asks for). */
  empty: null | 0;
  error: string | undefined;
  onChange: (value: number | null) => void;
  hint?: string;
  min?: number;
  max?: number;
  step?: string;
  required?: boolean;
}

const parsed = (typed: string, empty: null | 0): number | null => {
  const value = typed.trim() === '' ? Number.NaN : Number(typed);
  return Number.isFinite(value) ? value : empty;
};

/**
 * A number input that keeps what is typed ("0.10", "12.") while it is typed, storing the number it
 * reads as; a value changed from elsewhere (a restored revision) replaces the typed text.
 */
export function NumberField({ value, empty, onChange, ...props }: NumberFieldProps) {
  const [typed, setTyped] = useState(() => (value === null || value === empty ? '' : String(value)));
  const shown = parsed(typed, empty) === value ? typed : value === null ? '' : String(value);
  return (
    <TextField
      {...props}
      type="number"
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(parsed(event.target.value, empty));
      }}
    />
  );
}
