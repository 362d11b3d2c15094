import { Section, type SectionTone } from '@site/ui/section';
import { theme } from '@site/ui/theme';

interface DataTableProps {
  title: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  tone?: SectionTone;
}

const cell = { padding: `${theme.space.sm} ${theme.space.md}`, textAlign: 'left', verticalAlign: 'top', borderBottom: `1px solid ${theme.color.border}` } as const;

/**
 * A comparison or reference table. The first cell of each row is its header, so screen readers
 * announce "Row, Column" pairs; narrow screens scroll the table rather than squash it.
 */
export function DataTable({ title, caption, columns, rows, tone }: DataTableProps) {
  return (
    <Section title={title} tone={tone}>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tabIndex. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label={caption} tabIndex={0} css={{ overflowX: 'auto', background: theme.color.surface, borderRadius: theme.radius.md, border: `1px solid ${theme.color.border}` }}>
        <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: theme.fontSize.sm, minWidth: '36rem' }}>
          <caption css={{ textAlign: 'left', padding: theme.space.md, color: theme.color.muted }}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" css={{ ...cell, background: theme.color.surfaceAlt }}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((value, index) =>
                  index === 0 ? (
                    <th key={columns[index]} scope="row" css={cell}>
                      {value}
                    </th>
                  ) : (
                    <td key={columns[index]} css={cell}>
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
