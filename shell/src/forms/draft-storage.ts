import type { LeadForm } from '@site/contracts/lead-forms';
import type { FieldSpec, FieldValue, FormValues, LeadFormDefinition } from './field-spec.ts';
import { initialValues } from './form-values.ts';

/**
 * A form fill kept in sessionStorage (this tab only, gone when it closes), so a reload or a
 * browser crash mid-enquiry loses nothing, and the idempotency key survives with it: a retry after
 * a reload still stores one lead. The honeypot is never kept. Cleared once the lead is stored.
 */
export interface LeadDraft {
  values: FormValues;
  idempotencyKey: string | undefined;
}

export const draftStorageKey = (form: LeadForm) => `keyline.lead-draft.${form}`;

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): DraftStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's privacy settings: the form still works without drafts.
    return undefined;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A stored value only when it has the type the field needs (old or tampered drafts are ignored field by field). */
function restoredValue(field: FieldSpec, stored: unknown): FieldValue | undefined {
  if (field.kind === 'checkbox') return typeof stored === 'boolean' ? stored : undefined;
  if (field.kind === 'checkboxes') return isStringList(stored) ? stored.filter((value) => field.options.some((option) => option.value === value)) : undefined;
  if (typeof stored !== 'string') return undefined;
  if ((field.kind === 'select' || field.kind === 'radios') && stored !== '' && !field.options.some((option) => option.value === stored)) return undefined;
  return stored;
}

export function loadDraft(definition: LeadFormDefinition, store: DraftStore | undefined = sessionStore()): LeadDraft | undefined {
  let parsed: unknown;
  try {
    const raw = store?.getItem(draftStorageKey(definition.form));
    if (!raw) return undefined;
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { values, idempotencyKey } = parsed as { values?: unknown; idempotencyKey?: unknown };
  const storedValues = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const restored: Record<string, FieldValue> = { ...initialValues(definition) };
  for (const field of definition.fields) {
    const value = restoredValue(field, storedValues[field.name]);
    if (value !== undefined) restored[field.name] = value;
  }
  return { values: restored, idempotencyKey: typeof idempotencyKey === 'string' && UUID.test(idempotencyKey) ? idempotencyKey : undefined };
}

export function saveDraft(definition: LeadFormDefinition, draft: LeadDraft, store: DraftStore | undefined = sessionStore()): void {
  const values = Object.fromEntries(definition.fields.map((field) => [field.name, draft.values[field.name]]));
  try {
    store?.setItem(draftStorageKey(definition.form), JSON.stringify({ values, idempotencyKey: draft.idempotencyKey }));
  } catch {
    // Quota full or storage blocked: the draft is a convenience, the form carries on.
  }
}

export function clearDraft(form: LeadForm, store: DraftStore | undefined = sessionStore()): void {
  try {
    store?.removeItem(draftStorageKey(form));
  } catch {
    // Nothing stored to clear.
  }
}
