import { css } from '@emotion/react';
import { theme } from '@site/ui/theme';

/** Tables of records: scroll sideways inside their frame on narrow screens, never the page. */
export const tableFrame = css({
  overflowX: 'auto',
  minWidth: 0,
  // Its width is what a row's full-width content is held to (`withinTableFrame`).
  containerType: 'inline-size',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
});

export const table = css({
  width: '100%',
  minWidth: '40rem',
  borderCollapse: 'collapse',
  fontSize: theme.fontSize.sm,
  'th, td': { padding: `${theme.space.sm} ${theme.space.md}`, textAlign: 'left', verticalAlign: 'top', borderBottom: `1px solid ${theme.color.border}` },
  'thead th': { background: theme.color.surfaceAlt, fontWeight: theme.fontWeight.semibold, whiteSpace: 'nowrap' },
  'tbody tr:last-of-type > *': { borderBottom: 'none' },
});

/**
 * Content of a cell that spans a whole row (a record opened in place), held to the visible width
 * of the table's frame and kept in view as the table scrolls sideways: on a phone it reads and
 * works like the page around it, not cut off at the frame's edge.
 */
export const withinTableFrame = css({
  position: 'sticky',
  left: theme.space.md,
  width: `calc(100cqi - 2 * ${theme.space.md})`,
  boxSizing: 'border-box',
});

export const panel = css({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  padding: theme.space.lg,
  display: 'grid',
  // minmax(0, …): a wide table scrolls inside its frame instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.md,
});

/** Cards side by side, as many as fit at 16rem each (the control panel's areas, the roles). */
export const cardGrid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  // A card as tall as its row keeps its heading and text together at the top.
  '& > li': { alignContent: 'start' },
});

export const sectionTitle = css({ fontSize: theme.fontSize.lg, margin: 0 });

export const muted = css({ color: theme.color.muted, fontSize: theme.fontSize.sm, margin: 0 });

export const formRow = css({
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  alignItems: 'end',
});

export const fieldset = css({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  padding: `${theme.space.sm} ${theme.space.md}`,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.xs} ${theme.space.md}`,
  legend: { fontWeight: theme.fontWeight.semibold, padding: `0 ${theme.space.xs}` },
  label: { display: 'inline-flex', gap: theme.space.xs, alignItems: 'center', minHeight: '32px' },
});

/** A rounded link or button in a row of them (the areas menu, the logs' switch, a fold's button). */
export const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${theme.space.md}`,
  borderRadius: theme.radius.pill,
  textDecoration: 'none',
  color: theme.color.brandStrong,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
} as const;

/** An address, path or e-mail in a table: wide enough to read on a line or two, never broken a letter per line in a narrow column. */
export const readableAddress = { minWidth: '12rem', overflowWrap: 'anywhere' } as const;

export const errorText = css({ color: theme.color.danger, margin: 0, fontWeight: theme.fontWeight.medium });
