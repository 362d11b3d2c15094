import { Section, type SectionTone } from '@site/ui/section';
import { theme } from '@site/ui/theme';

const cell = {
  padding: `${theme.space.sm} ${theme.space.md}`,
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottom: `1px solid ${theme.color.border}`,
} as const;

interface SupportTableProps {
  title: string;
  caption: string;
  /** Each row: what (its header cell) and the answer. */
  rows: readonly (readonly [string, string])[];
  tone?: SectionTone;
}

/**
 * A two-column table of facts, each row headed by what it answers. Unlike a comparison table it
 * has no minimum width: two columns fit a phone, so nothing has to scroll sideways.
 */
export function SupportTable({ title, caption, rows, tone }: SupportTableProps) {
  return (
    <Section title={title} tone={tone}>
      <table
        css={{
          width: '100%',
          borderCollapse: 'collapse',
          background: theme.color.surface,
          border: `1px solid ${theme.color.border}`,
          borderRadius: theme.radius.md,
        }}
      >
        <caption css={{ textAlign: 'left', paddingBottom: theme.space.sm, color: theme.color.muted }}>{caption}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              {/* As wide as its longest label, whole words ("Connecti-on" at 390 px otherwise); the answer takes the rest. */}
              <th scope="row" css={{ ...cell, width: '1%', whiteSpace: 'nowrap', background: theme.color.surfaceAlt }}>
                {label}
              </th>
              <td css={{ ...cell, overflowWrap: 'anywhere' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
