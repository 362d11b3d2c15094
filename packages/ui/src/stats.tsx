import type { ReactNode } from 'react';
import { Container } from '@site/ui/container';
import { theme } from '@site/ui/theme';

export interface Stat {
  value: string;
  label: string;
  /** What the band shows where that is more than text (an amount in each currency); `value` is the same in plain text. */
  shown?: ReactNode;
}

/** A band of headline figures, as a description list so each value keeps its label. */
export function Stats({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label} css={{ background: theme.color.band, color: theme.color.onBand, paddingBlock: theme.space.xl }}>
      <Container>
        <dl css={{ margin: 0, display: 'grid', gap: theme.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))' }}>
          {stats.map((stat) => (
            // The label follows the value in the markup (dt before dd) but is shown under it; in a row whose
            // labels wrap differently, each value still starts at the top of its cell.
            <div key={stat.label} css={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', gap: theme.space.xs }}>
              <dt css={{ color: `color-mix(in srgb, ${theme.color.onBand} 85%, ${theme.color.band})`, fontSize: theme.fontSize.sm }}>{stat.label}</dt>
              <dd css={{ margin: 0, fontSize: theme.fontSize.xl, fontWeight: theme.fontWeight.bold, letterSpacing: '-0.01em' }}>{stat.shown ?? stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
