import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@site/ui/api-client';
import { Button } from '@site/ui/button';
import { TextArea } from '@site/ui/form-field';
import { theme } from '@site/ui/theme';

export interface ConfirmRequest {
  title: string;
  /** What will happen, in words. */
  body: ReactNode;
  confirmLabel: string;
  /** The button that closes it doing nothing; "Cancel" unless said. */
  cancelLabel?: string;
  danger?: boolean;
  /** Asks for a reason (kept in the release history); the answer is passed to `onConfirm`. */
  askReason?: boolean;
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * A modal confirmation (the native `<dialog>`: focus moves in and stays, Escape cancels, focus
 * returns to the button that opened it), with a reason when the action is recorded.
 */
/** What a refusal names besides its message (the contract gate's requirements, the links a promote would break). */
function failuresOf(failure: unknown): string[] {
  const failures = failure instanceof ApiError ? (failure.body as { failures?: unknown } | null)?.failures : undefined;
  return Array.isArray(failures) ? failures.filter((item): item is string => typeof item === 'string') : [];
}

export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ message: string; failures: readonly string[] } | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (request && !dialog.open) {
      setReason('');
      setError(undefined);
      dialog.showModal();
    } else if (!request && dialog.open) dialog.close();
  }, [request]);

  const confirm = async () => {
    if (!request) return;
    if (request.askReason && reason.trim().length < 3) return setError({ message: 'Say why, in a few words: it goes into the release history.', failures: [] });
    setBusy(true);
    try {
      await request.onConfirm(reason.trim());
      onClose();
    } catch (failure) {
      setError({ message: failure instanceof Error ? failure.message : String(failure), failures: failuresOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      css={{
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.lg,
        padding: theme.space.lg,
        width: 'min(34rem, calc(100vw - 2rem))',
        '&::backdrop': { background: 'rgba(15, 23, 42, 0.55)' },
      }}
    >
      {request ? (
        <form
          method="dialog"
          noValidate
          css={{ display: 'grid', gap: theme.space.md }}
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <h2 id={`${id}-title`} css={{ margin: 0, fontSize: theme.fontSize.lg }}>
            {request.title}
          </h2>
          <div>{request.body}</div>
          {request.askReason ? (
            <TextArea
              label="Reason (kept in the history)"
              value={reason}
              rows={2}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              required
              autoFocus
            />
          ) : null}
          {error ? (
            <div role="alert" css={{ color: theme.color.danger }}>
              <p css={{ margin: 0 }}>{error.message}</p>
              {error.failures.length > 0 ? (
                <ul css={{ margin: `${theme.space.xs} 0 0`, paddingLeft: theme.space.lg }}>
                  {error.failures.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, justifyContent: 'flex-end' }}>
            <Button variant="ghost" onClick={onClose} disabled={busy}>
              {request.cancelLabel ?? 'Cancel'}
            </Button>
            <Button type="submit" variant={request.danger ? 'danger' : 'primary'} disabled={busy}>
              {busy ? 'Working…' : request.confirmLabel}
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
