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
  // An inline script added to the page, as an injected one would be: Trusted Types refuse its text
  // (no policy made it), so it never runs.
  const injection = await page.evaluate((text) => {
    const script = document.createElement('script');
    let refused = '';
    try {
      script.textContent = text;
    } catch (error) {
      refused = String(error);
    }
    document.head.append(script);
    return { refused, ran: (window as unknown as Record<string, unknown>).injectedRan === true };
  }, 'window.injectedRan = true;');
  expect(injection).toEqual({ refused: expect.stringContaining("requires 'TrustedScript' assignment"), ran: false });
  await reported;

  // Nobody without a role reads them.
  expect((await page.request.get('/api/admin/csp-reports')).status()).toBe(401);
  await signIn(page, siteUrl, PEOPLE.admin);
  // Read as the admin workspace would, with the session's cookie.
  const readReports = () => page.evaluate(async () => (await fetch('/api/admin/csp-reports?limit=500', { headers: { accept: 'application/json' } })).text());
  await expect
    .poll(async () => {
      const { reports } = JSON.parse(await readReports()) as { reports: CspReport[] };
      return reports.find((report) => report.documentUrl === `${siteUrl}/partners` && report.directive === 'require-trusted-types-for');
    })
    .toMatchObject({ blocked: 'trusted-types-sink', disposition: 'enforce' });
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

test("scripts are held to Trusted Types: every section's code, an article's HTML, a lazy section and the admin's Markdown preview go through the site's policies, and nothing is refused", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const siteUrl = `http://127.0.0.1:${GLOBAL_SITE_PORT}`;
  // Recorded in the page itself: a refused write throws inside the app, where a test sees no error of its own.
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { refused: string[] }).refused = refused;
    document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  const refusedSoFar = () => page.evaluate(() => (window as unknown as { refused: string[] }).refused);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto('/');
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toContain("trusted-types site webpack 'allow-duplicates'");
  expect(await page.evaluate(() => typeof (window as unknown as { trustedTypes?: unknown }).trustedTypes)).toBe('object');
  // Lazy sections below the fold load their code once scrolled to.
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');

  // Client-side navigations load each section's remote entry and chunks (script URLs) and render an article body (HTML).
  const main = page.getByRole('main');
  for (const path of ['/solutions/agent-assisted', '/partners', '/legal/privacy-policy', '/resources/blog']) {
    await page.evaluate((to) => {
      const link = document.createElement('a');
      link.href = to;
      link.textContent = 'go';
      document.body.append(link);
      link.click();
      link.remove();
    }, path);
    await expect(page).toHaveURL(`${siteUrl}${path}`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await main.locator('a[href^="/resources/blog/"]').first().click();
  await expect(page.getByTestId('article-body')).toBeVisible();
  expect(await refusedSoFar()).toEqual([]);

  // The admin workspace: its section, and the server's rendering of Markdown shown in the editor.
  await signIn(page, siteUrl, PEOPLE.editor, '/admin/content/new?type=blog-post');
  await page.getByTestId('markdown-editor').locator('.cm-content').click();
  await page.keyboard.type('## Trusted preview\n\nA paragraph with <img src=x onerror=alert(1)> as text.');
  await page.getByRole('toolbar', { name: 'Body formatting' }).getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Trusted preview' })).toBeVisible();
  expect(await refusedSoFar()).toEqual([]);
  expect(errors).toEqual([]);
});
