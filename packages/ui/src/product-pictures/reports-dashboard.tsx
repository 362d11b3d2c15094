import { css } from '@emotion/react';
import { PRODUCT_SAMPLES } from '@site/contracts/site-visuals';
import { Badge } from '@site/ui/badge';
import { Icon } from '@site/ui/icons';
import { theme } from '@site/ui/theme';
import { PictureFigures, PictureWindow, calloutStyles } from './picture-parts.tsx';

const { period, payments, authorised, declined, byChannel } = PRODUCT_SAMPLES['reports-dashboard'];
const busiest = Math.max(...byChannel.map((entry) => entry.payments));

const panelsStyles = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md });
const chartStyles = css({
  flex: '2 1 14rem',
  display: 'grid',
  gap: theme.space.sm,
  padding: theme.space.md,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  '& > p': { margin: 0, fontWeight: theme.fontWeight.bold, fontSize: theme.fontSize.sm },
});
const barsStyles = css({
  display: 'grid',
  gridTemplateColumns: `repeat(${byChannel.length}, 1fr)`,
  alignItems: 'end',
  gap: theme.space.sm,
  blockSize: '7.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const barStyles = css({
  display: 'grid',
  gridTemplateRows: '1fr auto',
  blockSize: '100%',
  gap: theme.space.xs,
  fontSize: theme.fontSize.xs,
  textAlign: 'center',
});
const barFillStyles = css({
  alignSelf: 'end',
  borderRadius: `${theme.radius.sm} ${theme.radius.sm} 0 0`,
  background: `color-mix(in srgb, ${theme.color.brand} 55%, ${theme.color.surface})`,
});
// Built once here, not per render: each bar's height is its share of the busiest channel's, which alone is in the full brand colour (in both schemes).
const fillStyles = byChannel.map(({ payments: count }) =>
  css(barFillStyles, { blockSize: `${Math.round((100 * count) / busiest)}%` }, count === busiest && { background: theme.color.brand }),
);
const fileStyles = css(calloutStyles, {
  flex: '1 1 8rem',
  background: theme.color.accentSoft,
  color: theme.color.text,
  '& svg': { color: theme.color.accent },
});

/** The payments report: the period's headline figures, payments by channel, and the daily file matched to settlement. */
export function ReportsDashboard() {
  return (
    <PictureWindow title={`Payments · ${period}`}>
      <PictureFigures
        tiled
        figures={[
          { name: 'Payments', value: payments },
          { name: 'Authorised', value: authorised },
          { name: 'Declined', value: declined },
        ]}
      />
      <div css={panelsStyles}>
        <div css={chartStyles}>
          <p>By channel</p>
          <ul css={barsStyles}>
            {byChannel.map(({ channel }, index) => (
              <li key={channel} css={barStyles}>
                <span css={fillStyles[index]} />
                {channel}
              </li>
            ))}
          </ul>
        </div>
        <div css={fileStyles}>
          <Icon name="check" size={32} />
          <p>
            <strong>Daily file</strong>
          </p>
          <Badge tone="accent">Matched to settlement</Badge>
        </div>
      </div>
    </PictureWindow>
  );
}
