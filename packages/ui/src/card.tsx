import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { theme } from '@site/ui/theme';

interface CardProps extends ComponentPropsWithoutRef<'div'> {
  as?: ElementType;
  /** Lifts the card on hover; use when the whole card is one link target. */
  interactive?: boolean;
}

/** A bordered surface for a unit of content. */
export function Card({ as: Component = 'div', interactive = false, ...rest }: CardProps) {
  return (
    <Component
      css={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.sm,
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.lg,
        padding: theme.space.lg,
        boxShadow: theme.shadow.sm,
        transition: `box-shadow ${theme.motion.base} ease, border-color ${theme.motion.base} ease`,
        '& > :last-child': { marginBottom: 0 },
        ...(interactive ? { '&:hover, &:focus-within': { boxShadow: theme.shadow.md, borderColor: theme.color.brand } } : {}),
      }}
      {...rest}
    />
  );
}
