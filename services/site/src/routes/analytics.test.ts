/**
 * The site's own analytics through the real site server: a scripted visit (page views the shell
 * would beacon, a lead sent from the contact form with the visit's id) reads back in the report an
 * ADMIN or VIEWER asks for, with the numbers matching what was done; robots, staff pages and bad
 * input are not counted; the report refuses bad periods with a 400.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANALYTICS_VIEW_PATH, ANALYTICS_VISIT_HEADER, periodBefore, type AnalyticsPayload, type PageViewReport } from '@site/contracts/analytics';
import { TestAgent } from '@site/identity/test-sign-in';
import { createSite, type SiteFixture } from '../test-support/fixtures.ts';
import { freePort } from '../test-support/free-port.ts';

const PASSWORD = 'keyline-local-only';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

describe('/api/analytics/views and /api/admin/analytics', () => {
  let site: SiteFixture;
  let base: string;
  let publicBase: string;
  const admin = new TestAgent();
  const viewer = new TestAgent();
  const editor = new TestAgent();

  const beacon = (report: Partial<PageViewReport> | string, userAgent = BROWSER) =>
    fetch(`${publicBase}${ANALYTICS_VIEW_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
      body: typeof report === 'string' ? report : JSON.stringify(report),
    });
  const report = async (agent: TestAgent, query: string) => agent.request(`${base}/api/admin/analytics?${query}`, { headers: { accept: 'application/json' } });

  beforeAll(async () => {
    const port = await freePort();
    site = await createSite({ siteOrigin: `http://127.0.0.1:${port}` });
    base = site.app.origins.admin;
    publicBase = site.app.origins.public;
    await site.app.listen({ port, host: '127.0.0.1' });
    await admin.signIn(base, 'admin@keyline.example', PASSWORD);
    await viewer.signIn(base, 'viewer@keyline.example', PASSWORD);
    await editor.signIn(base, 'editor@keyline.example', PASSWORD);
  }, 60_000);
  afterAll(() => site?.close());

  test('a scripted visit from a campaign to a lead reads back as it happened, and a robot’s or a staff page’s view is not counted', async () => {
    const visit = randomUUID().replaceAll('-', '');
    const views: PageViewReport[] = [
      {
        visit,
        path: '/',
        section: 'shell',
        entry: true,
        referrer: 'https://www.google.com/',
        campaign: { source: 'newsletter', medium: 'email', name: 'winter' },
      },
      { visit, path: '/solutions/agent-assisted', section: 'solutions', entry: false },
      { visit, path: '/contact', section: 'shell', entry: false },
    ];
    for (const view of views) expect(await (await beacon(view)).json()).toEqual({ recorded: true });
    const lead = await fetch(`${publicBase}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ANALYTICS_VISIT_HEADER]: visit, referer: `${publicBase}/contact`, 'user-agent': BROWSER },
      body: JSON.stringify({
        form: 'contact',
        fields: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me back about phone payments.' },
        idempotencyKey: randomUUID(),
      }),
    });
    expect(lead.status).toBe(201);
    // The thank-you page comes after the lead, within the same second's batch: it did not lead to it.
    expect(await (await beacon({ visit, path: '/thank-you', section: 'shell', entry: false })).json()).toEqual({ recorded: true });
    // Not visitors: a crawler, and a page of the admin workspace.
    expect(
      await (await beacon({ ...views[0], visit: 'r'.repeat(32) }, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).json(),
    ).toEqual({
      recorded: false,
    });
    expect(await (await beacon({ visit: 's'.repeat(32), path: '/admin/leads', section: 'admin', entry: true })).json()).toEqual({ recorded: false });

    const day = today();
    await expect
      .poll(async () => ((await (await report(admin, `from=${day}&to=${day}`)).json()) as AnalyticsPayload).current.totals, { timeout: 5000 })
      .toEqual({ views: 4, visitors: 1, visits: 1, convertedVisits: 1, leads: 1 });
    const payload = (await (await report(viewer, `from=${day}&to=${day}`)).json()) as AnalyticsPayload;
    expect(payload.retentionDays).toBe(395);
    expect(payload.current.sources).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'winter', visits: 1, convertedVisits: 1, leads: 1 }]);
    expect(payload.current.forms).toEqual([{ form: 'contact', leads: 1 }]);
    expect(payload.current.pages.map((page) => [page.path, page.views, page.entries, page.convertedVisits])).toEqual([
      ['/', 1, 1, 1],
      ['/contact', 1, 0, 1],
      ['/solutions/agent-assisted', 1, 0, 1],
      ['/thank-you', 1, 0, 0],
    ]);
    expect(payload.current.sections).toEqual([
      { section: 'shell', views: 3, visits: 1, convertedVisits: 1 },
      { section: 'solutions', views: 1, visits: 1, convertedVisits: 1 },
    ]);
    // The day before is the comparison period, and it is empty.
    expect(payload.previous).toMatchObject({ ...periodBefore(day, day), totals: { views: 0, visitors: 0, visits: 0, convertedVisits: 0, leads: 0 } });
    // Nothing stored names the person: no address, browser or e-mail.
    const stored = await site.app.database?.query('SELECT * FROM analytics_events');
    expect(JSON.stringify(stored?.rows)).not.toMatch(/127\.0\.0\.1|Chrome|ada@example\.com|Lovelace/);
  });

  test('only ADMINs and VIEWERs read the report', async () => {
    expect((await report(editor, `from=${today()}&to=${today()}`)).status).toBe(403);
    expect((await fetch(`${base}/api/admin/analytics?from=${today()}&to=${today()}`, { headers: { accept: 'application/json' } })).status).toBe(401);
  });

  test('a malformed view or period is a 400 with a JSON error, and nothing is stored', async () => {
    const before = Number((await site.app.database?.query<{ count: string }>('SELECT count(*) AS count FROM analytics_events'))?.rows[0]?.count);
    const visit = 'v'.repeat(32);
    for (const body of [
      'not json',
      JSON.stringify({ visit: 'short', path: '/', section: 'shell', entry: true }),
      JSON.stringify({ visit, path: '/pricing?q=secret', section: 'shell', entry: true }),
      JSON.stringify({ visit, path: 'https://elsewhere.example/', section: 'shell', entry: true }),
      JSON.stringify({ visit, path: '/', section: 'marketing', entry: true }),
      JSON.stringify({ visit, path: '/', section: 'shell', entry: 'yes' }),
      JSON.stringify({ visit, path: '/', section: 'shell', entry: true, cookie: 'x' }),
    ]) {
      const response = await beacon(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { message: string }).message, body).toBeTruthy();
    }
    for (const query of [
      'from=2026-11-10&to=2026-11-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-11-01',
      'from=2026-11-01&to=2026-11-02&compareFrom=2026-10-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-11-01&to=2026-11-02&extra=1',
    ]) {
      const response = await report(admin, query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type'), query).toMatch(/application\/json/);
    }
    const after = Number((await site.app.database?.query<{ count: string }>('SELECT count(*) AS count FROM analytics_events'))?.rows[0]?.count);
    expect(after).toBe(before);
  });

  test('the comparison period is the one asked for, else the same number of days just before', async () => {
    const justBefore = (await (await report(admin, 'from=2026-11-01&to=2026-11-30')).json()) as AnalyticsPayload;
    expect([justBefore.previous.from, justBefore.previous.to, justBefore.previous.days.length]).toEqual(['2026-10-02', '2026-10-31', 30]);
    const payload = (await (await report(admin, 'from=2026-11-01&to=2026-11-07&compareFrom=2025-11-01&compareTo=2025-11-07')).json()) as AnalyticsPayload;
    expect([payload.previous.from, payload.previous.to, payload.previous.days.length]).toEqual(['2025-11-01', '2025-11-07', 7]);
  });
});
