import { useId, type ReactNode } from 'react';
import { Button } from '@site/ui/button';
import { openCookieSettings, useConsentGranted, type ConsentCategory } from '@site/ui/consent';
import { theme } from '@site/ui/theme';

interface ConsentGateProps {
  /** The category the content needs; functional for embedded players. */
  category?: ConsentCategory;
  /** What the visitor would do with the content, completing "Enable functional cookies to …". */
  action?: string;
  /** Names the placeholder, e.g. the video's title. */
  title: string;
  /** Rendered only once the category is granted (so nothing third-party loads before). */
  children: ReactNode;
}

/**
 * Holds back content that sets non-essential cookies (an embedded video, a map) until the visitor
 * grants its category, showing an accessible placeholder that opens the cookie settings.
 */
export function ConsentGate({ category = 'functional', action = 'watch', title, children }: ConsentGateProps) {
  const granted = useConsentGranted(category);
  const headingId = useId();
  if (granted) return <>{children}</>;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="consent-gate"
      css={{
        display: 'grid',
        placeItems: 'center',
        gap: theme.space.sm,
        minHeight: '12rem',
        padding: theme.space.lg,
        textAlign: 'center',
        background: theme.color.surfaceAlt,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
      }}
    >
      <h3 id={headingId} css={{ fontSize: theme.fontSize.md, margin: 0 }}>
        {title}
      </h3>
      <p css={{ margin: 0, color: theme.color.muted }}>
        Enable {category} cookies to {action}.
      </p>
      <Button variant="secondary" onClick={openCookieSettings}>
        Cookie Settings
      </Button>
    </section>
  );
}
