import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { HONEYPOT_FIELD, LEAD_FORMS } from '@site/contracts/lead-forms';
import { LEAD_FORM_DEFINITIONS } from '../../shell/src/forms/form-definitions.ts';
import { LEAD_FORM_PAGES, LEAD_FORM_PATHS } from '../../shell/src/forms/form-pages.ts';
import { SAMPLE_ANSWERS } from '../../shell/src/forms/sample-answers.ts';
import shellTable from '../../shell/src/route-table.ts';
import { errorSummary, expectAnswersKept, fillLeadForm, isLeadPost, question, startFormsSite, submitAndAwaitLead, type LeadPost } from '../support/forms.ts';
import { withStoredConsent } from '../support/header.ts';
import type { SiteServer } from '../support/site-server.ts';

// One site server for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const titleOf = (path: string) => shellTable.routes.find((entry) => entry.path === path)?.title ?? path;

let site: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startFormsSite();
});

test.afterAll(async () => {
  await site?.stop();
});

test.beforeEach(({ page }) => withStoredConsent(page));

async function openForm(page: Page, path: string) {
  await page.goto(`${site.url}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(path));
}

/** Counts lead submissions leaving the browser. */
function countLeadPosts(page: Page): { count: number } {
  const posts = { count: 0 };
  page.on('request', (request) => {
    if (isLeadPost(request)) posts.count += 1;
  });
  return posts;
}

test('every lead form route has a form in this journey', () => {
  expect(LEAD_FORM_PATHS.map((path) => LEAD_FORM_PAGES[path].form).toSorted()).toEqual(LEAD_FORMS.toSorted());
});

for (const path of LEAD_FORM_PATHS) {
  const { form, submitLabel } = LEAD_FORM_PAGES[path];

  test(`${path}: a valid ${form} form is stored and the visitor reaches the thank-you page`, async ({ page }) => {
    await openForm(page, path);
    await fillLeadForm(page, form);
    const { request, response } = await submitAndAwaitLead(page, submitLabel);

    expect(request.form).toBe(form);
    expect(request.idempotencyKey).toMatch(UUID);
    expect(Object.keys(request.fields)).not.toContain(HONEYPOT_FIELD);
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(UUID);
    await expect(page).toHaveURL(`${site.url}/thank-you`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');

    // The lead is in the database: the same submission again is recognised as that lead, not stored anew.
    const replay = await page.request.post(`${site.url}/api/leads`, { data: request });
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toEqual({ id });

    // The draft went with the sent lead: coming back starts a new, empty form.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(path));
    await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('');
  });

  test(`${path}: an empty ${form} form shows its errors and sends nothing`, async ({ page }) => {
    const posts = countLeadPosts(page);
    await openForm(page, path);
    await page.getByRole('button', { name: submitLabel }).click();

    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const required = LEAD_FORM_DEFINITIONS[form].fields.filter((field) => field.required);
    await expect(summary.getByRole('link')).toHaveText(required.map((field) => field.messages.missing));
    for (const field of required) {
      const control = field.kind === 'radios' || field.kind === 'checkboxes' ? question(page, field).locator('input').first() : question(page, field);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
    }
    expect(posts.count).toBe(0);
    await expect(page).toHaveURL(`${site.url}${path}`);
  });
}

test('the error summary is focused, and its links take keyboard users to each field', async ({ page }) => {
  await openForm(page, '/book-demo');
  const name = page.getByRole('textbox', { name: 'Full name', exact: true });
  const email = page.getByRole('textbox', { name: 'Work e-mail address', exact: true });
  await email.fill('tom@');
  await page.getByRole('button', { name: 'Request a demo' }).click();

  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: 'Enter your full name' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(name).toHaveAccessibleDescription(/Error: Enter your full name/);

  await summary.getByRole('link', { name: /Enter an e-mail address in the correct format/ }).click();
  await expect(email).toBeFocused();
  await expect(page).toHaveURL(`${site.url}/book-demo`);

  // After the first submit, leaving a corrected field clears its error at once.
  await email.fill('tom.fairweather@harbour-housing.example');
  await email.blur();
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(summary.getByRole('link', { name: /e-mail address/ })).toHaveCount(0);
});

test('a form with errors shown has no serious or critical axe violations', async ({ page }) => {
  await openForm(page, '/pricing/trialapplication');
  await page.getByRole('button', { name: LEAD_FORM_PAGES['/pricing/trialapplication'].submitLabel }).click();
  await expect(errorSummary(page)).toBeFocused();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
});

test('the honeypot is not announced and cannot be reached with the keyboard', async ({ page }) => {
  await openForm(page, '/contact');
  await expect(page.locator(`input[name="${HONEYPOT_FIELD}"]`)).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  const tree = await page.getByRole('main').locator('form').ariaSnapshot();
  expect(tree).not.toMatch(/website/i);
  // From the last question, Tab goes straight to the submit button.
  await page.getByLabel(/Send me occasional updates/).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
});

test('the content API failing mid-submit: the form keeps every answer and Retry stores exactly one lead', async ({ page }) => {
  const form = 'book-demo';
  const sent: LeadPost[] = [];
  await page.route('**/api/leads', (route: Route) => {
    sent.push(route.request().postDataJSON() as LeadPost);
    return sent.length === 1 ? route.abort('connectionrefused') : route.continue();
  });
  await openForm(page, '/book-demo');
  await fillLeadForm(page, form);
  await page.getByRole('button', { name: 'Request a demo' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your enquiry has not been sent');
  await expectAnswersKept(page, form);
  await expect(page).toHaveURL(`${site.url}/book-demo`);

  const [response] = await Promise.all([
    page.waitForResponse((candidate) => isLeadPost(candidate.request())),
    alert.getByRole('button', { name: 'Retry' }).click(),
  ]);
  expect(response.status()).toBe(201);
  await expect(page).toHaveURL(`${site.url}/thank-you`);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);

  const replay = await page.request.post(`${site.url}/api/leads`, { data: sent[0] });
  expect(replay.status()).toBe(200);
  expect(await replay.json()).toEqual(await response.json());
});

test('an answer lost after the lead was stored: a reload keeps the draft and the resend returns the same lead', async ({ page }) => {
  const form = 'contact-sales';
  const answers: { status: number; id: string; idempotencyKey: string }[] = [];
  await page.route('**/api/leads', async (route: Route) => {
    if (answers.length > 0) return route.continue();
    // The server stores the lead, then the connection drops before the browser hears back.
    const response = await route.fetch();
    const { idempotencyKey } = route.request().postDataJSON() as LeadPost;
    answers.push({ status: response.status(), id: ((await response.json()) as { id: string }).id, idempotencyKey });
    return route.abort('connectionreset');
  });
  await openForm(page, '/contact-sales');
  await fillLeadForm(page, form);
  await page.getByRole('button', { name: 'Contact sales' }).click();
  await expect(page.getByRole('alert')).toContainText('Your enquiry has not been sent');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf('/contact-sales'));
  await expectAnswersKept(page, form);
  const { request, response } = await submitAndAwaitLead(page, 'Contact sales');

  expect(answers).toEqual([{ status: 201, id: expect.stringMatching(UUID), idempotencyKey: request.idempotencyKey }]);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ id: answers[0]?.id });
  await expect(page).toHaveURL(`${site.url}/thank-you`);
});

test('rate limited: the visitor is told how long to wait and keeps the answers', async ({ page }) => {
  const form = 'rate-review';
  await page.route('**/api/leads', (route: Route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '120' }, json: { error: 'Too Many Requests', message: 'Rate limit exceeded', statusCode: 429 } }),
  );
  await openForm(page, '/card-processing-rate-review');
  await fillLeadForm(page, form);
  await page.getByRole('button', { name: LEAD_FORM_PAGES['/card-processing-rate-review'].submitLabel }).click();
  await expect(page.getByRole('alert')).toContainText('Please wait 2 minutes');
  await expectAnswersKept(page, form, SAMPLE_ANSWERS[form]);
});
