import { expect, test } from '@playwright/test';
import { WEBHOOK_HEADERS, type NotificationPayload } from '@site/contracts/notifications';
import { smtpReceiver, webhookReceiver } from '@site/notifications/test-receivers';
import { verifyWebhookSignature } from '@site/notifications/webhook-signature';
import { adminPageLoaded, PEOPLE, seriousViolations, signIn } from '../support/admin.ts';
import { candidateBuild } from '../support/fleet.ts';
import { withStoredConsent } from '../support/header.ts';
import { screenshotsAt } from '../support/resize.ts';
import { servedVersion, startSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * Release notifications as a platform team sets them up: an ADMIN adds the team's webhook and
 * e-mail address at /admin/notifications and sends a test; then legal publishes from the CLI, an
 * approver approves, legal promotes, and the webhook (a real HTTP server here) and the mailbox (a
 * real SMTP server) hear of each step, signed, within seconds; the page's log shows them delivered.
 */
test.describe('release notifications', { tag: '@admin' }, () => {
  test.describe.configure({ mode: 'serial' });

  let site: SiteServer;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let candidate: Awaited<ReturnType<typeof candidateBuild>>;
  let secret = '';

  const events = () => receiver.received.map((request) => request.headers[WEBHOOK_HEADERS.event]);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    [receiver, smtp, candidate] = await Promise.all([webhookReceiver(), smtpReceiver(), candidateBuild('legal')]);
    site = await startSiteServer({ serverEnv: { RELEASE_APPROVAL: 'required', SMTP_URL: smtp.url } });
  });

  test.afterAll(async () => {
    await site?.stop();
    await Promise.all([receiver?.close(), smtp?.close(), candidate?.remove()]);
  });

  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page);
  });

  test('an ADMIN adds a webhook and an e-mail address, copies the secret shown once, and a test arrives signed', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, site.adminUrl, PEOPLE.admin, '/admin/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByText('No destinations yet')).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a destination' });
    await form.getByLabel('Webhook address').fill(receiver.url);
    await form.getByLabel('Description').fill('#platform-releases');
    await form.getByRole('checkbox', { name: /a version was published/ }).check();
    await form.getByRole('button', { name: 'Add destination' }).click();
    const shown = page.getByTestId('webhook-secret');
    await expect(shown).toHaveText(/^whsec_/);
    secret = (await shown.textContent()) ?? '';
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    await form.getByRole('radio', { name: /^E-mail/ }).check();
    await form.getByLabel('E-mail address').fill('platform@keyline.example');
    await form.getByRole('button', { name: 'Add destination' }).click();
    const destinations = page.getByTestId('notification-endpoint');
    await expect(destinations).toHaveCount(2);
    await expect(destinations.first()).toContainText('#platform-releases');

    await page.getByRole('button', { name: /^Send a test to http:/ }).click();
    await expect.poll(events, { timeout: 10_000 }).toEqual(['notification.test']);
    const testRequest = receiver.received[0];
    expect(verifyWebhookSignature(secret, testRequest?.headers[WEBHOOK_HEADERS.signature] as string, testRequest?.body ?? '')).toBe(true);
    const log = page.getByTestId('notification-delivery');
    await expect(log.first()).toContainText(`A test notification, sent by ${PEOPLE.admin}`);
    await expect(log.first()).toContainText('delivered', { timeout: 10_000 });

    await adminPageLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsAt(page, 'admin-notifications');
  });

  test('a publish that needs approval, the approval and the promote reach the webhook and the mailbox; the log shows each delivered', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    receiver.received.length = 0;
    const published = await site.remotes('publish', 'legal', '--build-dir', candidate.dir, '--allow-dirty', '--reason', 'e2e: notified');
    expect(published.code, published.stderr).toBe(0);
    const version = /version\s+(\S+)/.exec(published.stdout)?.[1] ?? '';
    await expect.poll(events, { timeout: 10_000 }).toEqual(['registry.publish', 'registry.approval-needed']);
    const waiting = JSON.parse(receiver.received[1]?.body ?? '{}') as NotificationPayload;
    expect(waiting.summary).toBe(`legal ${version} waits for approval by someone other than its publisher, break-glass:PLATFORM_TOKEN`);
    expect(waiting.link).toBe(`${site.adminUrl}/admin/releases`);

    await signIn(page, site.adminUrl, PEOPLE.legalTeam, '/admin/releases');
    const approved = await page.request.post(`${site.adminUrl}/api/registry/sections/legal/versions/${version}/approve`, {
      headers: { origin: site.adminUrl },
      data: { reason: 'e2e: read the diff' },
    });
    expect(approved.status()).toBe(200);
    const promoted = await site.remotes('promote', 'legal', version, '--no-wait', '--reason', 'e2e: approved');
    expect(promoted.code, promoted.stderr).toBe(0);
    await expect.poll(() => servedVersion(site.url, 'legal')).toBe(version);
    // Subscribed to by default: the approval needed and the promote (publish was ticked for the webhook).
    await expect.poll(events, { timeout: 10_000 }).toEqual(['registry.publish', 'registry.approval-needed', 'registry.promote']);
    for (const request of receiver.received)
      expect(verifyWebhookSignature(secret, request.headers[WEBHOOK_HEADERS.signature] as string, request.body)).toBe(true);
    // The e-mail address was added with the form's events as the webhook left them: publish too.
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(3);
    const mail = smtp.messages.map((message) => message.raw.replaceAll(/\r?\n\s+/g, ' ')).join('\n');
    expect(mail).toContain(`legal ${version} waits for approval`);
    expect(mail).toContain(`legal ${version} was made live by break-glass:PLATFORM_TOKEN`);

    const admin = await browser.newPage();
    await withStoredConsent(admin);
    await signIn(admin, site.adminUrl, PEOPLE.admin, '/admin/notifications');
    const log = admin.getByTestId('notification-delivery');
    await expect(log.filter({ hasText: `legal ${version} was made live` })).toHaveCount(2);
    await expect(log.filter({ hasText: 'delivered' })).toHaveCount(7, { timeout: 10_000 });
    await admin.close();
  });
});
