import { expect, test } from '@playwright/test';
import { expectAccessibleOnPhoneAndDesktop, PEOPLE, signIn } from '../support/admin.ts';
import { withStoredConsent } from '../support/header.ts';
import { resizeTo } from '../support/resize.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * An ADMIN follows a visitor's failed request and an attack through the logs in the browser: the
 * request log filtered by path and status, one request by its id with the warning it caused, and
 * the CSP reports, on a server of its own (the sign-in's rate limit is the other journeys').
 */
test.describe('server logs in the browser', { tag: '@admin' }, () => {
  let site: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSiteServer();
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('a missing page and a cross-origin request are found by path, status and request id, with the warning the refusal logged; CSP reports are listed', async ({
    page,
    browser,
  }) => {
    // Twelve accessibility checks and the log's once-a-second writes: a minute is too little beside other journeys.
    test.setTimeout(180_000);
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await withStoredConsent(visitor);
    const missing = await visitor.goto(`${site.url}/no-such-page-for-the-logs?ref=newsletter`);
    expect(missing?.status()).toBe(404);
    const report = await visitor.request.post(`${site.url}/api/csp-reports`, {
      headers: { 'content-type': 'application/csp-report' },
      data: JSON.stringify({
        'csp-report': { 'document-uri': `${site.url}/pricing`, 'blocked-uri': 'https://tracker.example/pixel.js', 'effective-directive': 'script-src-elem' },
      }),
    });
    expect(report.status()).toBe(204);
    await visitorContext.close();

    await withStoredConsent(page);
    await signIn(page, site.adminUrl, PEOPLE.admin);
    // A write carried by the ADMIN's session cookie from another site: refused, and logged as a warning.
    const forged = await page.request.post(`${site.adminUrl}/api/admin/tokens`, {
      headers: { origin: 'https://attacker.example', 'content-type': 'application/json' },
      data: '{}',
    });
    expect(forged.status()).toBe(403);
    const forgedId = forged.headers()['x-request-id'] ?? '';
    expect(forgedId).not.toBe('');

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Logs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');

    // Written once a second: the list follows by itself within ten.
    await page.getByLabel('Path contains').fill('no-such-page-for-the-logs');
    const requests = page.getByTestId('request-entry');
    await expect(requests).toHaveCount(1, { timeout: 15_000 });
    await expect(requests.first()).toContainText('404');
    await expect(requests.first()).toContainText('GET /no-such-page-for-the-logs?ref=…');
    await page.getByLabel('Status').selectOption('2xx');
    await expect(page.getByText('No requests match these filters.')).toBeVisible();
    await page.getByLabel('Status').selectOption('4xx');
    await expect(requests).toHaveCount(1);
    await page.getByLabel('Requests for').selectOption('files');
    await expect(page.getByText('No requests match these filters.')).toBeVisible();
    await page.getByLabel('Requests for').selectOption('pages');
    await expect(requests).toHaveCount(1);

    // One request by the id its answer carried, and the warning it caused.
    await page.getByLabel('Path contains').fill('');
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Requests for').selectOption('');
    await page.getByLabel('Request id').fill(forgedId);
    await expect(requests).toHaveCount(1, { timeout: 15_000 });
    await expect(requests.first()).toContainText('403');
    await expect(requests.first()).toContainText('POST /api/admin/tokens');
    await page.getByRole('link', { name: 'Its errors and warnings' }).click();
    await expect(page.getByRole('link', { name: 'Errors and warnings' })).toHaveAttribute('aria-current', 'page');
    const warnings = page.getByTestId('error-entry');
    await expect(warnings).toHaveCount(1, { timeout: 15_000 });
    await expect(warnings.first()).toContainText('Warning');
    await expect(warnings.first()).toContainText('refused a request from another origin carried by a session cookie');
    await expect(page).toHaveURL(new RegExp(`requestId=${forgedId}`));
    await page.getByRole('button', { name: 'Show every request' }).click();
    await expect(page).not.toHaveURL(/requestId=/);

    await page.getByRole('link', { name: 'CSP reports' }).click();
    await expect(page.getByTestId('csp-report').filter({ hasText: 'https://tracker.example/pixel.js' })).toHaveCount(1);

    // On a phone the filters fold behind one button that says how many are set.
    await page.goto(`${site.adminUrl}/admin/logs?log=requests&status=4xx`);
    await resizeTo(page, 390);
    const filters = page.getByRole('button', { name: 'Filters (1 set)' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Path contains')).toBeHidden();
    await filters.click();
    await expect(page.getByLabel('Status')).toHaveValue('4xx');
    await resizeTo(page, 1440);
    await expect(filters).toBeHidden();
    await expect(page.getByLabel('Path contains')).toBeVisible();

    for (const log of ['requests', 'errors', 'csp']) {
      await page.goto(`${site.adminUrl}/admin/logs?log=${log}`);
      await expectAccessibleOnPhoneAndDesktop(page, `the ${log} log`);
    }
  });
});
