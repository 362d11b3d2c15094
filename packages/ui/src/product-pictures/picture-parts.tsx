import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Icon } from '@site/ui/icons';
import { TextField } from '@site/ui/form-field';
import { theme } from '@site/ui/theme';

/** A tinted tile beside a product screen's main panel saying what is happening (a status, a result); give it its tint and flex. */
export const calloutStyles = css({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  gap: theme.space.xs,
  padding: theme.space.md,
  borderRadius: theme.radius.md,
  textAlign: 'center',
  fontSize: theme.fontSize.sm,
  '& p': { margin: 0 },
});

const windowStyles = css({
  display: 'grid',
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.md,
  overflow: 'hidden',
});

const titleBarStyles = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  paddingBlock: theme.space.sm,
  paddingInline: theme.space.md,
  background: theme.color.surfaceAlt,
  borderBottom: `1px solid ${theme.color.border}`,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.muted,
});

const liveDotStyles = css({ inlineSize: '0.625rem', blockSize: '0.625rem', borderRadius: theme.radius.pill, background: theme.color.accent, flex: 'none' });

const windowBodyStyles = css({ display: 'grid', gap: theme.space.md, padding: theme.space.md });

/** A window of the product: its title bar (with a live dot while something is happening) over its content. */
export function PictureWindow({ title, live = false, children }: { title: string; live?: boolean; children: ReactNode }) {
  return (
    <div css={windowStyles}>
      <div css={titleBarStyles}>
        <span>{title}</span>
        {live ? <span css={liveDotStyles} /> : null}
      </div>
      <div css={windowBodyStyles}>{children}</div>
    </div>
  );
}

const fieldStyles = css({ position: 'relative', '& input': { fontSize: theme.fontSize.sm, letterSpacing: '0.06em' } });
const activeFieldStyles = css(fieldStyles, { '& input': { borderColor: theme.color.brand, boxShadow: `0 0 0 2px ${theme.color.brand}` } });
const tickStyles = css({ position: 'absolute', insetInlineEnd: theme.space.sm, insetBlockEnd: '12px', color: theme.color.accent });

/**
 * One of the product's card fields as it looks mid-capture: the site's own text field, read-only,
 * with a tick once the digits are in (`done`) or the focus ring while they are being keyed (`active`).
 */
export function CapturedField({ label, value, state }: { label: string; value: string; state: 'done' | 'active' }) {
  return (
    <div css={state === 'active' ? activeFieldStyles : fieldStyles}>
      <TextField label={label} value={value} readOnly tabIndex={-1} />
      {state === 'done' ? <Icon name="check" css={tickStyles} /> : null}
    </div>
  );
}

const figuresStyles = css({
  display: 'grid',
  // One row, however narrow: a report's figures are read side by side.
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: theme.space.sm,
  margin: 0,
  '& dt': { fontSize: theme.fontSize.xs, color: theme.color.muted },
  '& dd': { margin: 0, fontSize: theme.fontSize.lg, fontWeight: theme.fontWeight.bold, fontVariantNumeric: 'tabular-nums' },
});
const tiledFigureStyles = css({ padding: theme.space.sm, borderRadius: theme.radius.md, background: theme.color.surfaceAlt });

/** Headline figures of a product screen, each a name over its value; `tiled` sets each on a tile, as a report does. */
export function PictureFigures({ figures, tiled = false }: { figures: readonly { name: string; value: string }[]; tiled?: boolean }) {
  return (
    <dl css={figuresStyles}>
      {figures.map(({ name, value }) => (
        <div key={name} css={tiled ? tiledFigureStyles : undefined}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
