import { HONEYPOT_FIELD, type LeadForm as LeadFormName } from '@site/contracts/lead-forms';
import { Button } from '@site/ui/button';
import { Link, useNavigate } from '@site/ui/router';
import { theme, visuallyHidden } from '@site/ui/theme';
import { ErrorSummary, type SummaryItem } from './error-summary.tsx';
import { fieldId } from './field-ids.ts';
import type { LeadFormDefinition } from './field-spec.ts';
import { FormControl } from './form-controls.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { SubmissionAlert } from './submission-alert.tsx';
import type { LeadRequest, SubmitResult } from './submit-lead.ts';
import { useLeadForm } from './use-lead-form.ts';

export const THANK_YOU_PATH = '/thank-you';

/** Router state on the thank-you page, so it can mention what was sent. */
export interface LeadSentState {
  leadForm: LeadFormName;
}

export interface LeadFormProps {
  definition: LeadFormDefinition;
  submitLabel: string;
  /** How the lead is sent; tests pass a fake. */
  send?: (request: LeadRequest) => Promise<SubmitResult>;
}

/** A lead form: fields from its description, inline errors, the spam trap, and sending with retry. */
export function LeadForm({ definition, submitLabel, send }: LeadFormProps) {
  const navigate = useNavigate();
  const { form } = definition;
  const controller = useLeadForm(definition, {
    send,
    onSent: () => navigate(THANK_YOU_PATH, { state: { leadForm: form } satisfies LeadSentState }),
  });
  const { values, errors, status } = controller;
  const busy = status.kind === 'sending' || status.kind === 'sent';
  const summary: SummaryItem[] = [
    ...errors.form.map((message) => ({ message })),
    ...definition.fields.flatMap((field) => {
      const message = errors.fields[field.name];
      return message ? [{ targetId: fieldId(form, field.name), message }] : [];
    }),
  ];
  const honeypot = values[HONEYPOT_FIELD];

  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void controller.submit();
      }}
      css={{ position: 'relative', display: 'grid', gap: theme.space.lg }}
    >
      <ErrorSummary items={summary} focusRequest={controller.errorSummaryFocus} />
      <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>Questions marked with an asterisk (*) must be answered.</p>
      {definition.fields.map((field) => (
        <FormControl
          key={field.name}
          field={field}
          id={fieldId(form, field.name)}
          value={values[field.name] ?? ''}
          error={errors.fields[field.name]}
          onChange={(value) => controller.setValue(field.name, value)}
          onLeave={() => controller.leaveField(field.name)}
        />
      ))}
      <HoneypotField
        id={fieldId(form, HONEYPOT_FIELD)}
        value={typeof honeypot === 'string' ? honeypot : ''}
        onChange={(value) => controller.setValue(HONEYPOT_FIELD, value)}
      />
      {status.kind === 'failed' ? <SubmissionAlert failure={status.failure} onRetry={() => void controller.submit()} /> : null}
      <p role="status" css={visuallyHidden}>
        {status.kind === 'sending' ? 'Sending your enquiry…' : ''}
      </p>
      <div css={{ display: 'grid', gap: theme.space.sm, justifyItems: 'start' }}>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? 'Sending…' : submitLabel}
        </Button>
        <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>
          We use your details only to answer this enquiry. Read how we handle them in our <Link to="/legal/privacy-policy">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
