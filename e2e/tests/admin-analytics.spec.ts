import { expect, test, type Request } from '@playwright/test';
import { ANALYTICS_VIEW_PATH, type AnalyticsPayload, type PageViewReport } from '@site/contracts/analytics';
import { LEAD_FORM_PAGES } from '../../shell/src/forms/form-pages.ts';
import { expectAccessibleOnPhoneAndDesktop, PEOPLE, signIn } from '../support/admin.ts';
import { fillLeadForm, submitAndAwaitLead } from '../support/forms.ts';
import { appTakenOver } from '../support/settle.ts';
import { startPrerenderedSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * The site's own analytics, end to end: a visitor who never answers the cookie banner lands from a
 * campaign, reads two pages and sends the contact form; the landing is reported by the page before
 * the app runs, the rest by the app, the lead with the visit's id. Nothing is stored in their
 * browser. An ADMIN's report counts exactly that path: the numbers on the page match what was done.
 */
test.describe('analytics', { tag: '@admin' }, () => {
  let site: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startPrerenderedSiteServer();
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  const isView = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === ANALYTICS_VIEW_PATH;

  test('a scripted visit from a campaign to a lead is counted as it happened, without a cookie, and the report shows it', async ({ browser, page }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const visitor = await context.newPage();
    const views: PageViewReport[] = [];
    visitor.on('request', (request) => {
      if (isView(request)) views.push(JSON.parse(request.postData() ?? '{}') as PageViewReport);
    });

    // The landing is reported in idle time once it is shown, before the visitor touches anything (the app has not run).
    const landed = visitor.waitForRequest(isView);
    await visitor.goto(`${site.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=winter`);
    await landed;
    // Then the app takes the page over and the visit goes on from page to page without a reload.
    await appTakenOver(visitor);
    await visitor.getByRole('main').getByRole('link', { name: 'Book a demo' }).first().click();
    await expect(visitor).toHaveURL(`${site.url}/book-demo`);
    await visitor.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(visitor).toHaveURL(`${site.url}/contact`);
    await fillLeadForm(visitor, 'contact');
    const { response } = await submitAndAwaitLead(visitor, LEAD_FORM_PAGES['/contact'].submitLabel);
    expect(response.status()).toBe(201);
    await expect(visitor).toHaveURL(`${site.url}/thank-you`);
    await expect.poll(() => views.map((view) => view.path)).toEqual(['/', '/book-demo', '/contact', '/thank-you']);

    // One visit; the landing alone says where it came from.
    expect(views.map((view) => view.entry)).toEqual([true, false, false, false]);
    expect(views[0]?.campaign).toEqual({ source: 'newsletter', medium: 'email', name: 'winter' });
    expect(new Set(views.map((view) => view.visit)).size).toBe(1);
    expect(await context.cookies()).toEqual([]);
    expect(await visitor.evaluate(() => Object.keys(localStorage).filter((key) => !key.startsWith('keyline-form-draft')))).toEqual([]);
    await context.close();

    await signIn(page, site.url, PEOPLE.admin, '/admin/analytics');
    const day = new Date().toISOString().slice(0, 10);
    const report = async () =>
      ((await (await page.request.get(`${new URL(page.url()).origin}/api/admin/analytics?from=${day}&to=${day}`)).json()) as AnalyticsPayload).current;
    await expect.poll(async () => (await report()).totals).toEqual({ views: 4, visitors: 1, visits: 1, convertedVisits: 1, leads: 1 });
    const current = await report();
    expect(current.sources).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'winter', visits: 1, convertedVisits: 1, leads: 1 }]);
    // Every page before the lead led to it; the thank-you page came after.
    expect(current.pages.map((row) => [row.path, row.views, row.entries, row.convertedVisits])).toEqual([
      ['/', 1, 1, 1],
      ['/book-demo', 1, 0, 1],
      ['/contact', 1, 0, 1],
      ['/thank-you', 1, 0, 0],
    ]);
    expect(current.forms).toEqual([{ form: 'contact', leads: 1 }]);

    // The page shows the same numbers (the last 30 days, today included).
    await page.reload();
    const figure = (key: string) => page.getByTestId(`figure-${key}`).getByTestId('current');
    await expect(figure('views')).toHaveText('4');
    await expect(figure('visits')).toHaveText('1');
    await expect(figure('leads')).toHaveText('1');
    await expect(figure('conversion')).toHaveText('100.0 %');
    const pages = page.getByRole('table', { name: /^Pages viewed/ });
    await expect(pages.getByRole('row', { name: /^\/contact\b/ })).toContainText('100.0 %');
    await expect(page.getByRole('table', { name: /^Visits by source and campaign/ }).getByRole('row', { name: /newsletter/ })).toContainText('winter');
    await expectAccessibleOnPhoneAndDesktop(page, 'the analytics page');
  });
});
