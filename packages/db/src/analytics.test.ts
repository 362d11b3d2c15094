import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { analyticsReport, recordAnalyticsEvents, trimAnalytics, visitorSaltOf, type AnalyticsEventInput } from './analytics.ts';
import type { Database } from './database.ts';
import { describeOnEachDatabase, openMigratedTestDatabase } from './test-databases.ts';

const DAY = '2026-11-20';
let minute = 0;
/** Events a minute apart on DAY, in the order given. */
const at = () => new Date(Date.parse(`${DAY}T10:00:00Z`) + minute++ * 60_000);
const view = (visit: string, visitor: string, path: string, more: Partial<AnalyticsEventInput> = {}): AnalyticsEventInput => ({
  kind: 'view',
  visit,
  visitor,
  path,
  section: path.startsWith('/solutions/') ? 'solutions' : 'shell',
  at: at(),
  ...more,
});
const lead = (visit: string, visitor: string, path: string, form: string): AnalyticsEventInput => ({
  kind: 'lead',
  visit,
  visitor,
  path,
  section: 'shell',
  form,
  at: at(),
});

describeOnEachDatabase('analytics', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(target);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    minute = 0;
    await db.query('DELETE FROM analytics_events');
    await db.query('DELETE FROM analytics_salts');
  });

  test('a scripted day of visits reads back as the report adds it up: pages, sources, campaigns, forms and sections, each lead after the pages that led to it', async () => {
    const events = [
      // One person in two tabs (one visitor, two visits): from a search engine to a lead, and from a newsletter to no lead.
      view('visit-a-0000000001', 'person-1', '/', { entry: true, source: 'google.com' }),
      view('visit-b-0000000002', 'person-1', '/pricing', { entry: true, source: 'newsletter', medium: 'email', campaign: 'spring' }),
      view('visit-a-0000000001', 'person-1', '/pricing'),
      view('visit-a-0000000001', 'person-1', '/contact'),
      lead('visit-a-0000000001', 'person-1', '/contact', 'contact'),
      // Another person typed the address: a solution page, the demo form, then the thank-you page after the lead.
      view('visit-c-0000000003', 'person-2', '/solutions/agent-assisted', { entry: true }),
      view('visit-c-0000000003', 'person-2', '/book-demo'),
      lead('visit-c-0000000003', 'person-2', '/book-demo', 'book-demo'),
      view('visit-c-0000000003', 'person-2', '/thank-you'),
    ];
    // Before and after the day: never counted in it.
    events.push(view('visit-d-0000000004', 'person-3', '/', { entry: true, at: new Date(`2026-11-19T23:59:59Z`) }));
    events.push(view('visit-e-0000000005', 'person-3', '/', { entry: true, at: new Date(`2026-11-21T00:00:00Z`) }));
    await recordAnalyticsEvents(db, events);

    const report = await analyticsReport(db, DAY, DAY);
    expect(report.totals).toEqual({ views: 7, visitors: 2, visits: 3, convertedVisits: 2, leads: 2 });
    expect(report.days).toEqual([{ day: DAY, views: 7, visitors: 2, leads: 2 }]);
    expect(report.pages).toEqual([
      { path: '/pricing', section: 'shell', views: 2, visits: 2, entries: 1, convertedVisits: 1 },
      { path: '/', section: 'shell', views: 1, visits: 1, entries: 1, convertedVisits: 1 },
      { path: '/book-demo', section: 'shell', views: 1, visits: 1, entries: 0, convertedVisits: 1 },
      { path: '/contact', section: 'shell', views: 1, visits: 1, entries: 0, convertedVisits: 1 },
      { path: '/solutions/agent-assisted', section: 'solutions', views: 1, visits: 1, entries: 1, convertedVisits: 1 },
      { path: '/thank-you', section: 'shell', views: 1, visits: 1, entries: 0, convertedVisits: 0 },
    ]);
    expect(report.sources).toEqual([
      { source: '(direct)', medium: null, campaign: null, visits: 1, convertedVisits: 1, leads: 1 },
      { source: 'google.com', medium: null, campaign: null, visits: 1, convertedVisits: 1, leads: 1 },
      { source: 'newsletter', medium: 'email', campaign: 'spring', visits: 1, convertedVisits: 0, leads: 0 },
    ]);
    expect(report.forms).toEqual([
      { form: 'book-demo', leads: 1 },
      { form: 'contact', leads: 1 },
    ]);
    expect(report.sections).toEqual([
      { section: 'shell', views: 6, visits: 3, convertedVisits: 2 },
      { section: 'solutions', views: 1, visits: 1, convertedVisits: 1 },
    ]);
    // The per-day rows and the totals agree with each other, and every day of a longer period is listed.
    const week = await analyticsReport(db, '2026-11-16', '2026-11-22');
    expect(week.days.map((day) => day.day)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(week.days.reduce((sum, day) => sum + day.views, 0)).toBe(week.totals.views);
    expect(week.totals).toEqual({ views: 9, visitors: 4, visits: 5, convertedVisits: 2, leads: 2 });
  });

  test('a day’s visitor salt is the same for every server that asks, and an earlier day’s is gone once a later day’s is made', async () => {
    const first = await visitorSaltOf(db, '2026-11-20');
    expect(await visitorSaltOf(db, '2026-11-20')).toBe(first);
    const next = await visitorSaltOf(db, '2026-11-21');
    expect(next).not.toBe(first);
    const { rows } = await db.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_salts");
    expect(rows.map((row) => row.day)).toEqual(['2026-11-21']);
  });

  test('a batch is stored in one write, each event with its own fields; one without a time is stored at the time of writing', async () => {
    const before = Date.now();
    await recordAnalyticsEvents(db, [
      { kind: 'view', visit: 'visit-f-0000000006', visitor: 'person-4', path: '/pricing', section: 'shell', entry: true, campaign: 'winter' },
      { kind: 'lead', visit: 'visit-f-0000000006', visitor: 'person-4', path: '/contact', section: 'shell', form: 'contact' },
    ]);
    const { rows } = await db.query<{ kind: string; path: string; entry: boolean; campaign: string | null; form: string | null; at: Date | string }>(
      'SELECT kind, path, entry, campaign, form, at FROM analytics_events ORDER BY kind DESC',
    );
    expect(rows.map(({ kind, path, entry, campaign, form }) => ({ kind, path, entry, campaign, form }))).toEqual([
      { kind: 'view', path: '/pricing', entry: true, campaign: 'winter', form: null },
      { kind: 'lead', path: '/contact', entry: false, campaign: null, form: 'contact' },
    ]);
    for (const row of rows) expect(new Date(row.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  test('events past the retention are deleted; younger ones stay', async () => {
    await recordAnalyticsEvents(db, [
      view('visit-old-000000001', 'old', '/', { at: new Date(Date.now() - 31 * 86_400_000) }),
      view('visit-new-000000001', 'new', '/', { at: new Date(Date.now() - 29 * 86_400_000) }),
    ]);
    await trimAnalytics(db, 30);
    const { rows } = await db.query<{ visit: string }>('SELECT visit FROM analytics_events');
    expect(rows.map((row) => row.visit)).toEqual(['visit-new-000000001']);
  });
});
