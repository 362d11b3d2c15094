import { useState, type ReactNode } from 'react';
import { Button } from '@site/ui/button';
import { theme } from '@site/ui/theme';
import { muted } from './admin-styles.ts';

/**
 * A secret shown the one time it exists in the clear (an API token, a webhook's signing key): what
 * it is, the secret to copy, where it goes, and Done.
 */
export function OneTimeSecret({
  title,
  secret,
  testId,
  copyLabel,
  children,
  onDismiss,
}: {
  title: ReactNode;
  secret: string;
  testId: string;
  copyLabel: string;
  /** Where the secret goes, and what the receiving end does with it (a line of text). */
  children: ReactNode;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div
      role="status"
      css={{
        border: `2px solid ${theme.color.accent}`,
        borderRadius: theme.radius.md,
        padding: theme.space.md,
        background: theme.color.accentSoft,
        display: 'grid',
        gap: theme.space.sm,
      }}
    >
      <strong>{title}</strong>
      <code
        data-testid={testId}
        css={{ overflowWrap: 'anywhere', fontSize: theme.fontSize.sm, background: theme.color.surface, padding: theme.space.sm, borderRadius: theme.radius.sm }}
      >
        {secret}
      </code>
      <p css={muted}>{children}</p>
      <div css={{ display: 'flex', gap: theme.space.sm }}>
        <Button size="sm" onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
          {copied ? 'Copied' : copyLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </div>
  );
}
