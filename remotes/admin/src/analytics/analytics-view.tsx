import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPayload } from '@site/contracts/analytics';
import { queryClient } from '@site/ui/query-client';
import { useSearchParams } from '@site/ui/router';
import { analyticsQuery } from '../api/analytics-api.ts';
import { errorText, muted } from '../components/admin-styles.ts';
import { DayCharts } from './day-charts.tsx';
import { HeadlineFigures } from './headline-figures.tsx';
import { comparedPeriod, firstKeptDay, formatDay, formatPeriod, readPeriod, todayUtc, writePeriod, type AnalyticsPeriod } from './period.ts';
import { PeriodPicker } from './period-picker.tsx';
import { ReportTables } from './report-tables.tsx';

/** How the numbers are made and how long they are kept, in the reader's words. */
function HowCounted({ retentionDays }: { retentionDays: number }) {
  return (
    <p css={muted} data-testid="how-counted">
      Counted without cookies and without asking for consent, so every visitor counts and the leads agree with the inbox; nothing that could single out a person
      is kept. A visit is one load of the site in a browser tab (a reload or a second tab is a new visit). Visitors are counted per day and added over the days,
      so one person on three days is three visitors. Conversion is the share of visits that sent a lead. Days are UTC days. Everything is kept for{' '}
      {retentionDays} days, then deleted.
    </p>
  );
}

/** What the figures miss: the days of either period that are past the retention and deleted. */
function DeletedDays({ payload, today }: { payload: AnalyticsPayload; today: string }) {
  const firstKept = firstKeptDay(today, payload.retentionDays);
  const earliest = payload.current.from < payload.previous.from ? payload.current.from : payload.previous.from;
  if (earliest >= firstKept) return null;
  return (
    <p css={{ margin: 0 }} data-testid="deleted-days">
      Days before {formatDay(firstKept)} are past the {payload.retentionDays} days analytics are kept and have been deleted: the figures for them are missing,
      not zero.
    </p>
  );
}

function Report({ payload, today }: { payload: AnalyticsPayload; today: string }) {
  const { current, previous } = payload;
  return (
    <>
      <DeletedDays payload={payload} today={today} />
      <HeadlineFigures current={current} previous={previous} />
      <DayCharts current={current} previous={previous} />
      <ReportTables report={current} />
      <HowCounted retentionDays={payload.retentionDays} />
    </>
  );
}

/**
 * The report of the period the address asks for (the last 30 days when none, or one the server
 * would refuse) against the one just before it or another: the page's body below its title.
 */
export function AnalyticsView({ today = todayUtc() }: { today?: string }) {
  const [params, setParams] = useSearchParams();
  const { period, refused } = readPeriod(params, today);
  const analytics = useQuery({ ...analyticsQuery(period), placeholderData: keepPreviousData }, queryClient);
  const show = (next: AnalyticsPeriod) => setParams(writePeriod(next, params), { replace: true });
  const compared = comparedPeriod(period);
  return (
    <>
      <PeriodPicker key={writePeriod(period).toString()} period={period} today={today} onChange={show} />
      {refused ? (
        <p css={errorText} role="alert" data-testid="period-refused">
          The address asks for days the report cannot show ({refused}): showing {formatPeriod(period.from, period.to)} against{' '}
          {formatPeriod(compared.from, compared.to)} instead.
        </p>
      ) : null}
      {analytics.isError ? (
        <p css={errorText} role="alert">
          The analytics could not be loaded: {analytics.error.message}
        </p>
      ) : analytics.data ? (
        <>
          {analytics.isPlaceholderData ? (
            <p role="status" css={muted}>
              Loading {formatPeriod(period.from, period.to)}…
            </p>
          ) : null}
          <Report payload={analytics.data} today={today} />
        </>
      ) : (
        <p role="status">Loading analytics…</p>
      )}
    </>
  );
}
