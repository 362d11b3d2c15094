import { createHash } from 'node:crypto';
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

test('styles are held to the policy too: a prerendered page names its one style block by hash, and no page of the main templates is refused anything', async ({
  page,
}) => {
  const refused: string[] = [];
  let prerendered = 0;
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of [
    '/',
    '/partners',
    '/industries/banking',
    '/resources/blog',
    '/resources/blog/dtmf-masking-explained',
    '/pricing',
    '/search?q=ivr',
    '/no-such-page',
  ]) {
    const response = await page.goto(path);
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    const styles = policy.split('; ').find((directive) => directive.startsWith('style-src')) ?? '';
    expect(styles).not.toContain('unsafe-inline');
    const block = /<style data-emotion="[^"]*">([\s\S]*?)<\/style>/.exec((await response?.text()) ?? '')?.[1];
    if (block !== undefined) {
      prerendered += 1;
      expect(styles).toContain(`'sha256-${createHash('sha256').update(block).digest('base64')}'`);
    }
    // The app running and a client-side navigation add emotion's own sheets.
    await page.waitForLoadState('load');
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(prerendered).toBeGreaterThanOrEqual(7);
  expect(refused).toEqual([]);
});
