import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { mediaUp, theme, type Theme } from '@site/ui/theme';

interface GridProps extends ComponentPropsWithoutRef<'div'> {
  /** The narrowest a column may get before the grid wraps to fewer columns. */
  minColumnWidth?: string;
  gap?: keyof Theme['space'];
  as?: ElementType;
  /** How many items the grid holds: given, every width gets a column count that leaves no item alone on its last row. */
  items?: number;
}

const REM = 16;
/** The width content gets inside a Container at each breakpoint (its gutters taken off, capped at the layout's width). */
const CONTENT_WIDTH = { md: 768 - 2 * REM, lg: 1024 - 2 * REM, xl: Number.parseInt(theme.layout.maxWidth, 10) - 2 * REM } as const;

const pixels = (length: string) => (length.endsWith('rem') ? Number.parseFloat(length) * REM : Number.parseFloat(length));

/**
 * How many columns, at most `max`, to lay `count` items out in: full rows if one column fewer
 * than the most allows them, else the most columns that leave no item alone on the last row (a
 * lone card beside empty cells reads as a mistake); one column when no count does.
 */
export function balancedColumns(count: number, max: number): number {
  const limit = Math.max(1, Math.min(max, count));
  for (let columns = limit; columns >= Math.max(2, limit - 1); columns -= 1) if (count % columns === 0) return columns;
  for (let columns = limit; columns >= 2; columns -= 1) if (count % columns !== 1) return columns;
  return 1;
}

/** A responsive grid: as many columns as fit at `minColumnWidth`, one column on small screens. */
export function Grid({ minColumnWidth = '16rem', gap = 'lg', as: Component = 'div', items, ...rest }: GridProps) {
  const gapPx = pixels(theme.space[gap]);
  const fits = (width: number) => Math.max(1, Math.floor((width + gapPx) / (pixels(minColumnWidth) + gapPx)));
  const columns =
    items === undefined
      ? { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumnWidth}), 1fr))` }
      : {
          // One column never wider than the screen, even with an unbreakable word (an address) in a card.
          gridTemplateColumns: 'minmax(0, 1fr)',
          ...Object.fromEntries(
            (Object.keys(CONTENT_WIDTH) as (keyof typeof CONTENT_WIDTH)[]).map((breakpoint) => [
              mediaUp(breakpoint),
              { gridTemplateColumns: `repeat(${balancedColumns(items, fits(CONTENT_WIDTH[breakpoint]))}, minmax(0, 1fr))` },
            ]),
          ),
        };
  // data-grid marks card grids for the layout checks (no lone card in a last row).
  return (
    <Component
      data-grid={items === undefined ? 'auto' : 'balanced'}
      css={{ display: 'grid', gap: theme.space[gap], listStyle: 'none', margin: 0, padding: 0, ...columns }}
      {...rest}
    />
  );
}
