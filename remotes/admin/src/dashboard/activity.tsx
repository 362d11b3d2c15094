import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPayload } from '@site/contracts/admin-api';
import { Button } from '@site/ui/button';
import { TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { Link, useSearchParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { dashboardQuery } from '../api/dashboard-api.ts';
import { errorText, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { BarChart, type Series } from './bar-chart.tsx';
import { sectionLoads } from './section-loads.ts';

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const daysAgo = (days: number) => isoDay(Date.now() - days * 86_400_000);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Leads per day, one series per form (days without leads shown as 0). */
function leadSeries(data: DashboardPayload): { labels: string[]; series: Series[] } {
  const labels: string[] = [];
  for (let time = Date.parse(`${data.from}T00:00:00Z`); time <= Date.parse(`${data.to}T00:00:00Z`); time += 86_400_000) labels.push(isoDay(time));
  const forms = [...new Set(data.leadsPerDay.map((row) => row.form))];
  const series = forms.map((form) => ({
    label: form,
    values: labels.map((day) => data.leadsPerDay.find((row) => row.day === day && row.form === form)?.count ?? 0),
  }));
  return { labels: series.length === 0 ? [] : labels, series };
}

function Charts({ data }: { data: DashboardPayload }) {
  const leads = useMemo(() => leadSeries(data), [data]);
  const searches = useMemo(
    () => ({ labels: data.topSearches.map((row) => row.query), series: [{ label: 'searches', values: data.topSearches.map((row) => row.count) }] }),
    [data],
  );
  const empty = useMemo(
    () => ({
      labels: data.searchesWithoutResults.map((row) => row.query),
      series: [{ label: 'searches without results', values: data.searchesWithoutResults.map((row) => row.count) }],
    }),
    [data],
  );
  const { visitors, staff } = useMemo(() => sectionLoads(data.loads), [data]);
  const loads = useMemo(
    () => ({
      labels: visitors.map((row) => `${row.section} ${row.version}`),
      series: [
        { label: 'loads', values: visitors.map((row) => row.loads) },
        { label: 'errors', values: visitors.map((row) => row.errors) },
      ],
    }),
    [visitors],
  );
  const total = data.leadsPerDay.reduce((sum, row) => sum + row.count, 0);
  return (
    <div css={{ display: 'grid', gap: theme.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(26rem, 100%), 1fr))' }}>
      <section css={panel} aria-labelledby="leads-chart-title">
        <h2 id="leads-chart-title" css={sectionTitle}>
          Leads per day by form
        </h2>
        <p css={muted} data-testid="leads-in-range">
          {total} in this range
        </p>
        <BarChart title="Leads per day by form" rowLabel="Day" labels={leads.labels} series={leads.series} stacked testId="chart-leads" />
      </section>
      <section css={panel} aria-labelledby="loads-chart-title">
        <h2 id="loads-chart-title" css={sectionTitle}>
          Page loads and errors per section version
        </h2>
        <p css={muted} data-testid="staff-loads">
          The public sections and the shell (which every page loads). The admin section itself: {staff.loads} {staff.loads === 1 ? 'load' : 'loads'},{' '}
          {staff.errors} {staff.errors === 1 ? 'error' : 'errors'} by staff.
        </p>
        <BarChart
          title="Loads and errors per section version"
          rowLabel="Section version"
          labels={loads.labels}
          series={loads.series}
          horizontal
          testId="chart-loads"
        />
      </section>
      <section css={panel} aria-labelledby="searches-chart-title">
        <h2 id="searches-chart-title" css={sectionTitle}>
          Top searches
        </h2>
        <p css={muted}>Recorded only for visitors who allowed analytics; no address or cookie is kept with them.</p>
        <BarChart title="Top searches" rowLabel="Query" labels={searches.labels} series={searches.series} horizontal testId="chart-searches" />
      </section>
      <section css={panel} aria-labelledby="empty-chart-title">
        <h2 id="empty-chart-title" css={sectionTitle}>
          Searches with no results
        </h2>
        <p css={muted}>What visitors looked for and did not find: pages worth writing.</p>
        <BarChart title="Searches with no results" rowLabel="Query" labels={empty.labels} series={empty.series} horizontal testId="chart-no-results" />
      </section>
    </div>
  );
}

/** Leads, searches and loads over a range of days the reader picks (kept in the address). */
/** `inboxOpen`: whether the person may open the leads inbox (a VIEWER may not: no link that ends at "You don't have access"). */
export function Activity({ inboxOpen }: { inboxOpen: boolean }) {
  const [params, setParams] = useSearchParams();
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : daysAgo(29);
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : daysAgo(0);
  const dashboard = useQuery({ ...dashboardQuery(from, to), placeholderData: keepPreviousData }, queryClient);
  const setRange = (next: { from: string; to: string }) => setParams(next, { replace: true });
  return (
    <>
      <section css={panel} aria-labelledby="range-title">
        <h2 id="range-title" css={sectionTitle}>
          Activity
        </h2>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'end' }}>
          <TextField
            label="From"
            type="date"
            value={from}
            max={to}
            onChange={(event) => DAY.test(event.target.value) && setRange({ from: event.target.value, to })}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            min={from}
            onChange={(event) => DAY.test(event.target.value) && setRange({ from, to: event.target.value })}
          />
          {[7, 30, 90].map((days) => (
            <Button key={days} size="sm" variant="ghost" onClick={() => setRange({ from: daysAgo(days - 1), to: daysAgo(0) })}>
              Last {days} days
            </Button>
          ))}
        </div>
        {dashboard.data ? (
          <p css={{ margin: 0 }}>
            <strong data-testid="new-leads-count">{dashboard.data.newLeads}</strong> new {dashboard.data.newLeads === 1 ? 'lead' : 'leads'} waiting
            {inboxOpen ? (
              <>
                {' · '}
                <Link to="/admin/leads?status=new">open the inbox</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </section>
      {dashboard.isError ? <p css={errorText}>The activity could not be loaded: {dashboard.error.message}</p> : null}
      {dashboard.data ? <Charts data={dashboard.data} /> : <p>Loading activity…</p>}
    </>
  );
}
