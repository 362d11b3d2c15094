import type { ReactNode } from 'react';
import { Section, type SectionTone } from '@site/ui/section';
import { theme } from '@site/ui/theme';

interface ComparisonTableProps {
  title: string;
  caption: string;
  columns: readonly ReactNode[];
  /** Each row: its header cell first. Cells may hold markup (amounts in several currencies). */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** Stable keys of the columns (their text, when columns are plain text). */
  columnIds: readonly string[];
  tone?: SectionTone;
  /** Drawn above the table, inside its section: what changes how the table reads (a currency picker). */
  controls?: ReactNode;
  /** Anchors of the columns (a plan's `#slug`), on their header cells. */
  columnAnchors?: readonly (string | undefined)[];
}

const TABLE_MIN_WIDTH = '36rem';

/**
 * Shadows at an edge with more columns beyond it: the covers scroll with the content
 * (`local`) and hide a shadow once its edge is reached, so the affordance shows only when true.
 */
const scrollRegion = {
  overflowX: 'auto',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  backgroundImage: [
    `linear-gradient(to right, ${theme.color.surface} 40%, transparent)`,
    `linear-gradient(to left, ${theme.color.surface} 40%, transparent)`,
    'radial-gradient(farthest-side at 0 50%, rgba(20, 33, 61, 0.28), transparent)',
    'radial-gradient(farthest-side at 100% 50%, rgba(20, 33, 61, 0.28), transparent)',
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '48px 100%, 48px 100%, 16px 100%, 16px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
} as const;

/**
 * The caption as wide as the frame and kept in view while the table scrolls under it: on a phone
 * it reads whole, not cut off at the frame's edge.
 */
const captionText = {
  display: 'block',
  position: 'sticky',
  left: 0,
  // The frame's width where a table is wider than it: the screen less the page's gutters and the
  // frame's border (the Nu Html Checker, which every page passes, knows no container query units).
  maxWidth: `calc(100vw - 2 * ${theme.space.md} - 2px)`,
  boxSizing: 'border-box',
  padding: theme.space.md,
} as const;

/** Said only where the table is wider than the screen; a line of its own, as captions end without a full stop. */
const scrollHint = { display: 'none', ['@media (max-width: 40rem)']: { display: 'block', marginTop: theme.space.xs } } as const;

const cell = {
  padding: `${theme.space.sm} ${theme.space.md}`,
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottom: `1px solid ${theme.color.border}`,
} as const;

/**
 * A comparison or reference table. The first cell of each row is its header, so screen readers
 * announce "Row, Column" pairs; narrow screens scroll the table rather than squash it.
 */
export function ComparisonTable({ title, caption, columns, columnIds, rows, tone, controls, columnAnchors }: ComparisonTableProps) {
  return (
    <Section title={title} tone={tone}>
      {controls}
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tabIndex. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label={caption} tabIndex={0} css={scrollRegion}>
        <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: theme.fontSize.sm, minWidth: TABLE_MIN_WIDTH }}>
          <caption css={{ textAlign: 'left', padding: 0, color: theme.color.muted }}>
            <span css={captionText}>
              {caption}
              <span css={scrollHint}> Scroll sideways to see every column.</span>
            </span>
          </caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={columnIds[index]} id={columnAnchors?.[index]} scope="col" css={{ ...cell, background: theme.color.surfaceAlt }}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((value, index) =>
                  index === 0 ? (
                    <th key={columnIds[index]} scope="row" css={cell}>
                      {value}
                    </th>
                  ) : (
                    <td key={columnIds[index]} css={cell}>
                      {value}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
