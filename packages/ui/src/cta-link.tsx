import type { ReactNode } from 'react';
import { isExternalUrl, leavesPageRouter } from '@site/contracts/site-links';
import { Link } from '@site/ui/router';
import { buttonStyles, type ButtonVariant } from '@site/ui/button';
import { theme } from '@site/ui/theme';

export interface CallToAction {
  label: string;
  /** An in-site path, or the address of another site or a server page (a plain link then). */
  to: string;
  variant?: ButtonVariant;
  /** What the button shows where that is more than text (an amount in each currency); `label` is the same in plain text. */
  shown?: ReactNode;
}

/** A row of call-to-action links styled as buttons. */
export function CtaLinks({ actions }: { actions: readonly CallToAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap' }}>
      {actions.map((action) =>
        leavesPageRouter(action.to) ? (
          <a
            key={action.to}
            href={action.to}
            rel={isExternalUrl(action.to) ? 'noopener noreferrer' : undefined}
            css={buttonStyles(action.variant ?? 'primary')}
          >
            {action.shown ?? action.label}
          </a>
        ) : (
          <Link key={action.to} to={action.to} css={buttonStyles(action.variant ?? 'primary')}>
            {action.shown ?? action.label}
          </Link>
        ),
      )}
    </div>
  );
}
