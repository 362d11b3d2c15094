import type { ComponentPropsWithoutRef } from 'react';
import { theme, type Theme } from '@site/ui/theme';

interface StackProps extends ComponentPropsWithoutRef<'div'> {
  gap?: keyof Theme['space'];
  direction?: 'row' | 'column';
  wrap?: boolean;
  align?: 'start' | 'center' | 'end' | 'stretch';
}

/** Lays children out in a row or column with a token gap between them. */
export function Stack({ gap = 'md', direction = 'column', wrap = false, align = 'stretch', ...rest }: StackProps) {
  return (
    <div
      css={{
        display: 'flex',
        flexDirection: direction,
        flexWrap: wrap ? 'wrap' : 'nowrap',
        alignItems: align === 'start' || align === 'end' ? `flex-${align}` : align,
        gap: theme.space[gap],
      }}
      {...rest}
    />
  );
}
