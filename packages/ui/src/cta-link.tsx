import { Link } from '@site/ui/router';
import { buttonStyles, type ButtonVariant } from '@site/ui/button';
import { theme } from '@site/ui/theme';

export interface CallToAction {
  label: string;
  /** An in-site path. */
  to: string;
  variant?: ButtonVariant;
}

/** A row of call-to-action links styled as buttons. */
export function CtaLinks({ actions }: { actions: readonly CallToAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Link key={action.to} to={action.to} css={buttonStyles(action.variant ?? 'primary')}>
          {action.label}
        </Link>
      ))}
    </div>
  );
}
