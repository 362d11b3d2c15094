import { Button } from '@site/ui/button';
import { Icon } from '@site/ui/icons';
import { theme } from '@site/ui/theme';
import { failureNotice, type AlertFailure } from './submission-failure.ts';

/**
 * Why the enquiry was not sent, announced as it appears (role="alert"), with a Retry that sends
 * the same answers under the same idempotency key.
 */
export function SubmissionAlert({ failure, onRetry }: { failure: AlertFailure; onRetry: () => void }) {
  const notice = failureNotice(failure);
  return (
    <div
      role="alert"
      css={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: theme.space.sm,
        padding: theme.space.md,
        borderRadius: theme.radius.md,
        border: `1px solid ${theme.color.danger}`,
        background: theme.color.dangerSoft,
        color: theme.color.text,
      }}
    >
      <Icon name="alert" size={22} css={{ color: theme.color.danger, marginTop: '2px' }} />
      <div css={{ display: 'grid', gap: theme.space.sm, justifyItems: 'start' }}>
        <p css={{ margin: 0, fontWeight: theme.fontWeight.bold }}>{notice.title}</p>
        <p css={{ margin: 0 }}>{notice.message}</p>
        {notice.canRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    </div>
  );
}
