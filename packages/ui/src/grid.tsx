import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { theme, type Theme } from '@site/ui/theme';

interface GridProps extends ComponentPropsWithoutRef<'div'> {
  /** The narrowest a column may get before the grid wraps to fewer columns. */
  minColumnWidth?: string;
  gap?: keyof Theme['space'];
  as?: ElementType;
}

/** A responsive grid: as many columns as fit at `minColumnWidth`, one column on small screens. */
export function Grid({ minColumnWidth = '16rem', gap = 'lg', as: Component = 'div', ...rest }: GridProps) {
  return (
    <Component
      css={{
        display: 'grid',
        gap: theme.space[gap],
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumnWidth}), 1fr))`,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
      {...rest}
    />
  );
}
