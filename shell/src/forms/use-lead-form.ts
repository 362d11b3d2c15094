import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValue, FormValues, LeadFormDefinition } from './field-spec.ts';
import { clearDraft, loadDraft, saveDraft } from './draft-storage.ts';
import { initialValues } from './form-values.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import type { AlertFailure } from './submission-failure.ts';
import { submitLead, type LeadRequest, type SubmitResult } from './submit-lead.ts';
import { NO_ERRORS, revalidateField, serverFieldErrors, validateForm, type FormErrors } from './validate-form.ts';

export type SubmissionStatus = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; id: string } | { kind: 'failed'; failure: AlertFailure };

export interface LeadFormOptions {
  /** How the lead is sent; tests pass a fake. */
  send?: (request: LeadRequest) => Promise<SubmitResult>;
  /** Called once the server has stored the lead. */
  onSent: (id: string) => void;
  makeKey?: () => string;
}

export interface LeadFormController {
  values: FormValues;
  errors: FormErrors;
  status: SubmissionStatus;
  /** Goes up by one on every submit that ends in field errors: the error summary takes focus then. */
  errorSummaryFocus: number;
  setValue: (name: string, value: FieldValue) => void;
  /** After the first submit, a field is re-checked when the visitor leaves it. */
  leaveField: (name: string) => void;
  /** Checks every field, then sends; also the retry after a failure (same key, same answers). */
  submit: () => Promise<void>;
}

/**
 * The state of one lead form fill. Answers are never cleared on failure; the idempotency key is
 * made on the first send and reused by every retry, so however often the visitor retries (or
 * reloads, thanks to the draft) the server stores one lead.
 */
export function useLeadForm(definition: LeadFormDefinition, { send = submitLead, onSent, makeKey = newIdempotencyKey }: LeadFormOptions): LeadFormController {
  const [draft] = useState(() => loadDraft(definition));
  const [values, setValues] = useState<FormValues>(() => draft?.values ?? initialValues(definition));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [status, setStatus] = useState<SubmissionStatus>({ kind: 'editing' });
  const [errorSummaryFocus, setErrorSummaryFocus] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const keyRef = useRef<string | undefined>(draft?.idempotencyKey);
  const sendingRef = useRef(false);
  const touchedRef = useRef(draft !== undefined);

  useEffect(() => {
    if (touchedRef.current) saveDraft(definition, { values, idempotencyKey: keyRef.current });
  }, [definition, values]);

  const setValue = useCallback((name: string, value: FieldValue) => {
    touchedRef.current = true;
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const leaveField = useCallback(
    (name: string) => {
      if (attempted) setErrors((current) => revalidateField(definition, values, name, current));
    },
    [attempted, definition, values],
  );

  const showFieldErrors = (next: FormErrors) => {
    setErrors(next);
    setStatus({ kind: 'editing' });
    setErrorSummaryFocus((count) => count + 1);
  };

  const submit = async () => {
    if (sendingRef.current || status.kind === 'sent') return;
    setAttempted(true);
    const validation = validateForm(definition, values);
    if (!validation.ok) return showFieldErrors(validation.errors);
    setErrors(NO_ERRORS);
    keyRef.current ??= makeKey();
    saveDraft(definition, { values, idempotencyKey: keyRef.current });
    sendingRef.current = true;
    setStatus({ kind: 'sending' });
    const result = await send({ form: definition.form, fields: validation.fields, idempotencyKey: keyRef.current }).finally(() => {
      sendingRef.current = false;
    });
    if (result.ok) {
      clearDraft(definition.form);
      setStatus({ kind: 'sent', id: result.id });
      onSent(result.id);
      return;
    }
    if (result.kind === 'invalid') return showFieldErrors(serverFieldErrors(definition, values, result.fieldErrors));
    if (result.kind === 'rejected' && result.status === 409) {
      // The key belongs to another form's lead (a draft copied across forms): this fill needs its own.
      keyRef.current = makeKey();
      saveDraft(definition, { values, idempotencyKey: keyRef.current });
    }
    setStatus({ kind: 'failed', failure: result });
  };

  return { values, errors, status, errorSummaryFocus, setValue, leaveField, submit };
}
