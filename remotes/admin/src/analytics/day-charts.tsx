import { useMemo } from 'react';
import type { AnalyticsReport } from '@site/contracts/analytics';
import { theme } from '@site/ui/theme';
import { muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { BarChart } from '../dashboard/bar-chart.tsx';
import { daySeries } from './day-series.ts';

/** Page views and leads per day of the period, each beside the compared period's, day for day. */
export function DayCharts({ current, previous }: { current: AnalyticsReport; previous: AnalyticsReport }) {
  const views = useMemo(() => daySeries(current, previous, 'views', 'Page views'), [current, previous]);
  const leads = useMemo(() => daySeries(current, previous, 'leads', 'Leads'), [current, previous]);
  return (
    <div css={{ display: 'grid', gap: theme.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(26rem, 100%), 1fr))' }}>
      <section css={panel} aria-labelledby="views-chart-title">
        <h2 id="views-chart-title" css={sectionTitle}>
          Page views per day
        </h2>
        <p css={muted}>Each day of the period beside the same day of the compared period (its first day beside the first, and so on).</p>
        <BarChart title="Page views per day" rowLabel="Day" labels={views.labels} series={views.series} testId="chart-views" />
      </section>
      <section css={panel} aria-labelledby="leads-chart-title">
        <h2 id="leads-chart-title" css={sectionTitle}>
          Leads per day
        </h2>
        <p css={muted}>Forms sent each day, beside the same day of the compared period.</p>
        <BarChart title="Leads per day" rowLabel="Day" labels={leads.labels} series={leads.series} testId="chart-leads" />
      </section>
    </div>
  );
}
