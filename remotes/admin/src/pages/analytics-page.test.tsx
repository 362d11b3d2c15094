// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { SessionInfo } from '@site/contracts/access';
import type { AnalyticsDay, AnalyticsPayload, AnalyticsReport } from '@site/contracts/analytics';
import { queryClient } from '@site/ui/query-client';
import { createBrowserRouter, RouterProvider } from '@site/ui/router';
import table from '../route-table.ts';
import AnalyticsPage from './analytics-page.tsx';

const ENTRY = table.routes.find((route) => route.path === '/admin/analytics');

const SESSION: SessionInfo = {
  user: { id: 'u1', email: 'viewer@example.test', name: 'Vera Viewer', role: 'VIEWER', sections: [] },
  permissions: ['dashboard:read'],
  expiresAt: '2026-03-16T00:00:00Z',
  idleTimeoutSeconds: 1800,
  provider: 'Local',
};

const days = (from: string, views: number[], leads: number[]): AnalyticsDay[] =>
  views.map((count, index) => ({
    day: new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
    views: count,
    visitors: 0,
    leads: leads[index] ?? 0,
  }));

const CURRENT: AnalyticsReport = {
  from: '2026-03-09',
  to: '2026-03-15',
  totals: { views: 12_480, visitors: 3_010, visits: 4_000, convertedVisits: 100, leads: 96 },
  days: days('2026-03-09', [1000, 1500, 2000, 1780, 2200, 2000, 2000], [10, 12, 14, 16, 14, 15, 15]),
  pages: [
    { path: '/', section: 'shell', views: 5_000, visits: 3_000, entries: 2_500, convertedVisits: 90 },
    { path: '/pricing', section: 'shell', views: 2_000, visits: 1_600, entries: 400, convertedVisits: 40 },
  ],
  sources: [
    { source: '(direct)', medium: null, campaign: null, visits: 2_500, convertedVisits: 30, leads: 31 },
    { source: 'newsletter', medium: 'email', campaign: 'winter', visits: 1_000, convertedVisits: 60, leads: 55 },
    { source: 'www.google.com', medium: null, campaign: null, visits: 500, convertedVisits: 10, leads: 10 },
  ],
  forms: [
    { form: 'book-demo', leads: 60 },
    { form: 'contact', leads: 36 },
  ],
  sections: [
    { section: 'shell', views: 9_000, visits: 3_500, convertedVisits: 95 },
    { section: 'resources', views: 3_480, visits: 900, convertedVisits: 9 },
  ],
};

const PREVIOUS: AnalyticsReport = {
  ...CURRENT,
  from: '2026-03-02',
  to: '2026-03-08',
  totals: { views: 10_400, visitors: 2_800, visits: 3_200, convertedVisits: 64, leads: 80 },
  days: days('2026-03-02', [1400, 1500, 1500, 1500, 1500, 1500, 1500], [10, 10, 10, 10, 10, 15, 15]),
  sources: [{ source: '(direct)', medium: null, campaign: null, visits: 3_200, convertedVisits: 64, leads: 80 }],
};

const PAYLOAD: AnalyticsPayload = { current: CURRENT, previous: PREVIOUS, retentionDays: 395 };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
/** The report's answer to each request (the session is always signed in). */
let analyticsAnswer: (url: URL) => Response;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
  analyticsAnswer = () => json(PAYLOAD);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'https://admin.example.test');
    if (url.pathname === '/api/auth/session') return json(SESSION);
    if (url.pathname === '/api/admin/analytics') return analyticsAnswer(url);
    return json({ error: 'Not Found', message: `no ${url.pathname} here`, statusCode: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  // Chart.js finds no canvas to draw on here and says so; the numbers are in the tables beside the charts.
  const logError = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Failed to create chart')) logError(...args);
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderPage(address: string) {
  if (!ENTRY) throw new Error('the route table has no /admin/analytics');
  window.history.replaceState(null, '', address);
  const router = createBrowserRouter([{ path: '/admin/analytics', element: <AnalyticsPage entry={ENTRY} /> }]);
  render(<RouterProvider router={router} />);
}

/** The query of each report asked for, in order. */
const reportsAsked = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'https://admin.example.test'))
    .filter((url) => url.pathname === '/api/admin/analytics')
    .map((url) => url.search);

const figure = (key: string) => screen.getByTestId(`figure-${key}`);

test('the headline figures are the period’s totals, each against the compared period’s with its change in words', async () => {
  renderPage('/admin/analytics?from=2026-03-09&to=2026-03-15');
  await screen.findByTestId('figure-views');
  expect(reportsAsked()).toEqual(['?from=2026-03-09&to=2026-03-15']);
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Analytics']);
  expect(screen.getByRole('heading', { level: 2, name: '9 Mar – 15 Mar 2026' })).toBeTruthy();

  const shown = ['views', 'visitors', 'visits', 'leads', 'conversion'].map((key) => [
    key,
    within(figure(key)).getByTestId('current').textContent,
    within(figure(key)).getByTestId('change').textContent,
  ]);
  expect(shown).toEqual([
    ['views', '12,480', '▲ +20.0 %'],
    ['visitors', '3,010', '▲ +7.5 %'],
    ['visits', '4,000', '▲ +25.0 %'],
    ['leads', '96', '▲ +20.0 %'],
    // 100 of 4,000 visits sent a lead (the sources' converted visits), against 64 of 3,200.
    ['conversion', '2.5 %', '▲ +0.5 points'],
  ]);
  expect(figure('views').textContent).toContain('against 10,400');
  expect(figure('conversion').textContent).toContain('against 2.0 %');
  // The totals shown are the payload's, not sums the page made of its rows.
  for (const key of ['views', 'visitors', 'visits', 'leads'] as const) {
    expect(within(figure(key)).getByTestId('current').textContent?.replaceAll(',', '')).toBe(String(CURRENT.totals[key]));
  }
  // The arrow is decoration: the signed text says the same.
  expect(within(figure('views')).getByText('▲').getAttribute('aria-hidden')).toBe('true');
});

test('each table has a caption and a labelled scrolling frame; a page’s row shows its counts and conversion', async () => {
  renderPage('/admin/analytics?from=2026-03-09&to=2026-03-15');
  const pages = await screen.findByRole('region', { name: 'Pages table' });
  const pagesTable = within(pages).getByRole('table');
  expect(pagesTable.querySelector('caption')?.textContent).toBe('Pages viewed 9 Mar – 15 Mar 2026, most viewed first');
  const pricing = within(pagesTable).getByRole('rowheader', { name: '/pricing' }).closest('tr');
  expect([...(pricing?.children ?? [])].map((cell) => cell.textContent)).toEqual(['/pricing', 'shell', '2,000', '1,600', '400', '40', '2.5 %']);

  const sources = within(screen.getByRole('region', { name: 'Sources and campaigns table' })).getByRole('table');
  const newsletter = within(sources).getByRole('rowheader', { name: 'newsletter' }).closest('tr');
  expect([...(newsletter?.children ?? [])].map((cell) => cell.textContent)).toEqual(['newsletter', 'email', 'winter', '1,000', '55', '6.0 %']);
  const direct = within(sources).getByRole('rowheader', { name: '(direct)' }).closest('tr');
  expect([...(direct?.children ?? [])].map((cell) => cell.textContent)).toEqual(['(direct)', '—', '—', '2,500', '31', '1.2 %']);

  const forms = within(screen.getByRole('region', { name: 'Forms table' })).getByRole('table');
  expect(
    within(forms)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['FormLeads', 'Book a demo60', 'Contact us36']);

  const sections = within(screen.getByRole('region', { name: 'Sections table' })).getByRole('table');
  expect(within(sections).getByRole('rowheader', { name: 'resources' }).closest('tr')?.textContent).toBe('resources3,4809001.0 %');

  for (const region of ['Pages', 'Sources and campaigns', 'Forms', 'Sections']) {
    expect(screen.getByRole('heading', { level: 2, name: region })).toBeTruthy();
    const frame = screen.getByRole('region', { name: `${region} table` });
    expect(frame.getAttribute('tabindex')).toBe('0');
    expect(within(frame).getByRole('table').querySelector('caption')?.textContent).toMatch(/ 9 Mar – 15 Mar 2026, most/);
  }
  expect(screen.queryByTestId('deleted-days')).toBeNull();
  expect(screen.getByTestId('how-counted').textContent).toMatch(/^Counted without cookies.*Visitors are counted per day.*kept for 395 days, then deleted\.$/);
});

test('the charts show each day of the period beside the compared period’s, as a table too', async () => {
  renderPage('/admin/analytics?from=2026-03-09&to=2026-03-15');
  const chart = await screen.findByTestId('chart-views');
  const numbers = within(chart).getByRole('table', { name: 'Page views per day' });
  expect(
    within(numbers)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Day', 'Page views, 9 Mar – 15 Mar 2026', 'Page views, 2 Mar – 8 Mar 2026 (compared)']);
  expect(within(numbers).getByRole('rowheader', { name: '13 Mar' }).closest('tr')?.textContent).toBe('13 Mar2,2001,500');
  expect(within(screen.getByTestId('chart-leads')).getByRole('rowheader', { name: '9 Mar' }).closest('tr')?.textContent).toBe('9 Mar1010');
});

test('a period without data says so in every table, its figures 0 and nothing to compare', async () => {
  const empty: AnalyticsReport = {
    from: '2026-03-09',
    to: '2026-03-15',
    totals: { views: 0, visitors: 0, visits: 0, convertedVisits: 0, leads: 0 },
    days: days('2026-03-09', [0, 0, 0, 0, 0, 0, 0], []),
    pages: [],
    sources: [],
    forms: [],
    sections: [],
  };
  analyticsAnswer = () =>
    json({
      current: empty,
      previous: { ...empty, from: '2026-03-02', to: '2026-03-08', days: days('2026-03-02', [0, 0, 0, 0, 0, 0, 0], []) },
      // Kept 10 days: from 6 Mar on, so the compared period's first days are gone.
      retentionDays: 10,
    });
  renderPage('/admin/analytics?from=2026-03-09&to=2026-03-15');
  await screen.findByTestId('figure-views');
  expect(within(figure('views')).getByTestId('change').textContent).toBe('none in either period');
  expect(within(figure('conversion')).getByTestId('current').textContent).toBe('—');
  expect(screen.getAllByText('No page views in this period.')).toHaveLength(2);
  expect(screen.getByText('No visits in this period.')).toBeTruthy();
  expect(screen.getByText('No leads in this period.')).toBeTruthy();
  expect(screen.queryAllByRole('table').filter((element) => element.closest('[role="region"]'))).toEqual([]);
  expect(screen.getByTestId('how-counted').textContent).toContain('kept for 10 days');
  expect(screen.getByTestId('deleted-days').textContent).toBe(
    'Days before 6 Mar 2026 are past the 10 days analytics are kept and have been deleted: the figures for them are missing, not zero.',
  );
});

test('the server’s reason is shown when it refuses the report', async () => {
  analyticsAnswer = () => json({ error: 'Bad Request', message: 'querystring/from: at most a year at a time', statusCode: 400 }, 400);
  renderPage('/admin/analytics?from=2026-03-09&to=2026-03-15');
  expect((await screen.findByRole('alert')).textContent).toBe('The analytics could not be loaded: querystring/from: at most a year at a time');
  // A refusal is not asked again.
  expect(reportsAsked()).toHaveLength(1);
});

test('without a period the last 30 days are shown; a quick choice and another comparison are kept in the address', async () => {
  renderPage('/admin/analytics');
  await screen.findByTestId('figure-views');
  expect(reportsAsked()).toEqual(['?from=2026-02-14&to=2026-03-15']);
  expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');

  fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
  await waitFor(() => expect(window.location.search).toBe('?from=2026-03-09&to=2026-03-15'));
  await waitFor(() => expect(reportsAsked().at(-1)).toBe('?from=2026-03-09&to=2026-03-15'));
  expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');

  fireEvent.click(screen.getByRole('radio', { name: 'Other days' }));
  // It starts from the period just before, and is then moved.
  expect((screen.getByLabelText('Compare from') as HTMLInputElement).value).toBe('2026-03-02');
  fireEvent.change(screen.getByLabelText('Compare from'), { target: { value: '2025-03-09' } });
  fireEvent.change(screen.getByLabelText('Compare to'), { target: { value: '2025-03-15' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show this period' }));
  const custom = '?from=2026-03-09&to=2026-03-15&compareFrom=2025-03-09&compareTo=2025-03-15';
  await waitFor(() => expect(window.location.search).toBe(custom));
  await waitFor(() => expect(reportsAsked().at(-1)).toBe(custom));
  expect(screen.getByRole('radio', { name: 'Other days' })).toHaveProperty('checked', true);
});

test('days out of order are refused in the form, and a bad address is not sent to the server', async () => {
  renderPage('/admin/analytics?from=2026-03-20&to=2026-03-01');
  await screen.findByTestId('figure-views');
  expect(screen.getByTestId('period-refused').textContent).toBe(
    'The address asks for days the report cannot show (to: before the first day): showing 14 Feb – 15 Mar 2026 against 15 Jan – 13 Feb 2026 instead.',
  );
  expect(reportsAsked()).toEqual(['?from=2026-02-14&to=2026-03-15']);

  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show this period' }));
  const to = screen.getByLabelText('To');
  expect(to.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(to.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Before the first day.');
  expect(reportsAsked()).toHaveLength(1);
});
