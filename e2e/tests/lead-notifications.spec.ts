import { expect, test } from '@playwright/test';
import { WEBHOOK_HEADERS, type NotificationPayload } from '@site/contracts/notifications';
import { COMPANY } from '@site/contracts/site-links';
import { smtpReceiver, webhookReceiver } from '@site/notifications/test-receivers';
import { verifyWebhookSignature } from '@site/notifications/webhook-signature';
import { LEAD_FORM_PAGES } from '../../shell/src/forms/form-pages.ts';
import { SAMPLE_ANSWERS } from '../../shell/src/forms/sample-answers.ts';
import { adminPageLoaded, PEOPLE, seriousViolations, signIn } from '../support/admin.ts';
import { fillLeadForm, submitAndAwaitLead } from '../support/forms.ts';
import { withStoredConsent } from '../support/header.ts';
import { screenshotsAt } from '../support/resize.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

/**
 * Leads that reach people: an ADMIN sends the Book a demo form's leads to the sales team's mailbox
 * (a real SMTP server on loopback) and chat webhook (a real HTTP server); a visitor books a demo on
 * the public site; both hear of it within seconds with what the visitor wrote, and the link they
 * carry opens that lead in the inbox.
 */
test.describe('lead notifications', { tag: '@admin' }, () => {
  test.describe.configure({ mode: 'serial' });

  let site: SiteServer;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    [receiver, smtp] = await Promise.all([webhookReceiver(), smtpReceiver()]);
    site = await startSiteServer({ serverEnv: { SMTP_URL: smtp.url } });
  });

  test.afterAll(async () => {
    await site?.stop();
    await Promise.all([receiver?.close(), smtp?.close()]);
  });

  test('a demo request reaches the sales mailbox and webhook within seconds, with the answers, and the link opens the lead', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await withStoredConsent(page);
    await signIn(page, site.adminUrl, PEOPLE.admin, '/admin/notifications');
    const form = page.getByRole('form', { name: 'Add a destination' });
    // Only this form's leads: the release events ticked by default are not the sales team's.
    const ticked = form.getByRole('checkbox', { checked: true });
    while ((await ticked.count()) > 0) await ticked.first().uncheck();
    await form
      .getByRole('group', { name: 'New leads' })
      .getByRole('checkbox', { name: /Book a demo form/ })
      .check();
    await form.getByLabel('Webhook address').fill(receiver.url);
    await form.getByLabel('Description').fill('#sales-leads');
    await form.getByRole('button', { name: 'Add destination' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    await form.getByRole('radio', { name: /^E-mail/ }).check();
    await form.getByLabel('E-mail address').fill('sales@keyline.example');
    await form.getByRole('button', { name: 'Add destination' }).click();
    await expect(page.getByTestId('notification-endpoint')).toHaveCount(2);
    await expect(page.getByTestId('notification-endpoint').first()).toContainText('a lead arrived through the Book a demo form');
    await adminPageLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsAt(page, 'admin-notifications-leads');

    const visitor = await browser.newPage();
    await withStoredConsent(visitor);
    await visitor.goto(`${site.url}/book-demo`);
    await fillLeadForm(visitor, 'book-demo');
    const sentAt = Date.now();
    const { response } = await submitAndAwaitLead(visitor, LEAD_FORM_PAGES['/book-demo'].submitLabel);
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await visitor.close();

    const answers = SAMPLE_ANSWERS['book-demo'];
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    const webhookMs = Date.now() - sentAt;
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    const mailMs = Date.now() - sentAt;
    console.log(`lead notification: webhook heard ${webhookMs} ms and the mailbox ${mailMs} ms after the visitor pressed submit`);

    const [hook] = receiver.received;
    expect(hook?.headers[WEBHOOK_HEADERS.event]).toBe('lead.book-demo');
    expect(verifyWebhookSignature(secret, hook?.headers[WEBHOOK_HEADERS.signature] as string, hook?.body ?? '')).toBe(true);
    const payload = JSON.parse(hook?.body ?? '{}') as NotificationPayload;
    expect(payload.summary).toBe(`New lead through the Book a demo form: ${answers.name}, ${answers.company}, from /book-demo`);
    expect(payload.lead?.fields).toMatchObject({ name: answers.name, email: answers.email, message: answers.message });
    expect(payload.link).toBe(`${site.adminUrl}/admin/leads?lead=${id}`);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(['sales@keyline.example']);
    expect(mail?.raw.replaceAll(/\r?\n\s+/g, ' ')).toContain(`Subject: [${COMPANY.name}] New lead through the Book a demo form: ${answers.name}`);

    // The link the sales team follows opens the lead, with what the visitor wrote.
    await page.goto(payload.link);
    const detail = page.getByTestId('lead-detail');
    await expect(detail).toContainText(answers.email as string);
    await expect(detail).toContainText(answers.message as string);
  });
  test('an ADMIN gives someone access: an invitation reaches them within seconds with where to sign in, and People says it was sent', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await withStoredConsent(page);
    await signIn(page, site.adminUrl, PEOPLE.admin, '/admin/users');
    const grant = page.getByRole('form', { name: 'Give someone access' });
    await grant.getByLabel('E-mail address').fill('new.starter@keyline.example');
    await expect(grant.getByRole('checkbox', { name: 'E-mail them an invitation' })).toBeChecked();
    const grantedAt = Date.now();
    await grant.getByRole('button', { name: 'Grant access' }).click();
    await expect(page.getByText('an invitation is on its way to them')).toBeVisible();
    const invitation = () => smtp.messages.find((message) => message.to.includes('new.starter@keyline.example'));
    await expect.poll(invitation, { timeout: 10_000 }).toBeTruthy();
    console.log(`invitation: in the mailbox ${Date.now() - grantedAt} ms after Grant access`);
    // Header lines folded, the quoted-printable body's soft line breaks joined.
    const raw =
      invitation()
        ?.raw.replaceAll(/=\r?\n/g, '')
        .replaceAll(/\r?\n\s+/g, ' ') ?? '';
    expect(raw).toContain(`Subject: [${COMPANY.name}] ${PEOPLE.admin} gave you access to the site administration of ${COMPANY.name} as VIEWER`);
    expect(raw).toContain(`Sign in: ${site.adminUrl}/admin/login`);
    await page.reload();
    await expect(page.getByTestId('user-new.starter@keyline.example').getByTestId('invitation-state')).toContainText('invited');
    await adminPageLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
