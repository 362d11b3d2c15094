import { expect, test } from '@playwright/test';
import type { CspReport } from '@site/contracts/csp-reports';
import { PEOPLE, signIn } from '../support/admin.ts';
import { GLOBAL_SITE_PORT } from '../support/global-site.ts';

test('what the policy blocks in a real browser is reported, stored without the query, and readable by an ADMIN only', async ({ page }) => {
  const siteUrl = `http://127.0.0.1:${GLOBAL_SITE_PORT}`;
  const marker = `blocked-${Date.now()}`;
  await page.goto(`/partners?campaign=${marker}`);
  const reported = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/csp-reports').catch(() => null);
  // An inline script added to the page, as an injected one would be: the policy refuses to run it.
  const ran = await page.evaluate((text) => {
    const script = document.createElement('script');
    script.textContent = text;
    document.head.append(script);
    return (window as unknown as Record<string, unknown>).injectedRan === true;
  }, 'window.injectedRan = true;');
  expect(ran).toBe(false);
  await reported;

  // Nobody without a role reads them.
  expect((await page.request.get('/api/admin/csp-reports')).status()).toBe(401);
  await signIn(page, siteUrl, PEOPLE.admin);
  // Read as the admin workspace would, with the session's cookie.
  const readReports = () => page.evaluate(async () => (await fetch('/api/admin/csp-reports?limit=500', { headers: { accept: 'application/json' } })).text());
  await expect
    .poll(async () => {
      const { reports } = JSON.parse(await readReports()) as { reports: CspReport[] };
      return reports.find((report) => report.documentUrl === `${siteUrl}/partners` && report.blocked === 'inline');
    })
    .toMatchObject({ directive: 'script-src-elem', disposition: 'enforce' });
  expect(await readReports()).not.toContain(marker);
});
