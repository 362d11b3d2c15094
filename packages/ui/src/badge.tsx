import type { ReactNode } from 'react';
import { theme } from '@site/ui/theme';

export type BadgeTone = 'brand' | 'accent' | 'neutral' | 'danger';

const TONES: Record<BadgeTone, { background: string; color: string }> = {
  brand: { background: theme.color.brandSoft, color: theme.color.brandStrong },
  accent: { background: theme.color.accentSoft, color: theme.color.accent },
  neutral: { background: theme.color.surfaceAlt, color: theme.color.text },
  danger: { background: theme.color.dangerSoft, color: theme.color.danger },
};

/** A short status or category label. */
export function Badge({ tone = 'brand', children }: { tone?: BadgeTone; children: ReactNode }) {
  const colours = TONES[tone];
  return (
    <span
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space.xs,
        padding: `2px ${theme.space.sm}`,
        borderRadius: theme.radius.pill,
        fontSize: theme.fontSize.xs,
        fontWeight: theme.fontWeight.semibold,
        letterSpacing: '0.02em',
        ...colours,
      }}
    >
      {children}
    </span>
  );
}
