import type { AnalyticsReport } from '@site/contracts/analytics';
import { theme } from '@site/ui/theme';
import { muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { headlineFigures, type Change } from './figures.ts';
import { formatPeriod } from './period.ts';

/** An arrow beside the signed text, and a colour beside both: neither is needed to read the change. */
const ARROWS: Partial<Record<Change['direction'], string>> = { up: '▲', down: '▼' };
const TONES: Record<Change['direction'], string> = {
  up: theme.color.accent,
  down: theme.color.danger,
  new: theme.color.accent,
  same: theme.color.muted,
  none: theme.color.muted,
};

function ChangeText({ change }: { change: Change }) {
  const arrow = ARROWS[change.direction];
  return (
    <span css={{ color: TONES[change.direction], fontWeight: theme.fontWeight.semibold, whiteSpace: 'nowrap' }} data-testid="change">
      {arrow ? <span aria-hidden="true">{arrow} </span> : null}
      {change.text}
    </span>
  );
}

/** Page views, visitors, visits, leads and conversion of the period, each against the compared period's. */
export function HeadlineFigures({ current, previous }: { current: AnalyticsReport; previous: AnalyticsReport }) {
  const compared = formatPeriod(previous.from, previous.to);
  return (
    <section css={panel} aria-labelledby="headline-title">
      <h2 id="headline-title" css={sectionTitle}>
        {formatPeriod(current.from, current.to)}
      </h2>
      <p css={muted}>Each figure against {compared}, the compared period.</p>
      <dl
        css={{
          margin: 0,
          display: 'grid',
          gap: theme.space.md,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(11rem, 100%), 1fr))',
        }}
      >
        {headlineFigures(current, previous).map((figure) => (
          <div
            key={figure.key}
            data-testid={`figure-${figure.key}`}
            css={{
              display: 'grid',
              gap: theme.space.xs,
              alignContent: 'start',
              padding: theme.space.md,
              border: `1px solid ${theme.color.border}`,
              borderRadius: theme.radius.md,
              background: theme.color.surfaceAlt,
            }}
          >
            <dt css={{ fontWeight: theme.fontWeight.semibold }}>{figure.label}</dt>
            <dd css={{ margin: 0, fontSize: theme.fontSize.xl, fontWeight: theme.fontWeight.bold, fontVariantNumeric: 'tabular-nums' }} data-testid="current">
              {figure.current}
            </dd>
            <dd css={{ margin: 0, fontSize: theme.fontSize.sm }}>
              <ChangeText change={figure.change} /> <span css={{ color: theme.color.muted }}>against {figure.previous}</span>
            </dd>
            <dd css={muted}>{figure.help}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
