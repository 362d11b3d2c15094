import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { LEAD_FORM_DEFINITIONS } from '../../shell/src/forms/form-definitions.ts';
import type { FieldSpec, FieldValue, FormValues } from '../../shell/src/forms/field-spec.ts';
import { SAMPLE_ANSWERS } from '../../shell/src/forms/sample-answers.ts';
import type { LeadForm } from '@site/contracts/lead-forms';
import { startSiteServer, type SiteServer } from './site-server.ts';

export const LEADS_PATH = '/api/leads';
export const isLeadPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === LEADS_PATH;

/**
 * A site server of the form journeys' own: they send more leads than the per-IP limit of a shared
 * server allows (every client here is 127.0.0.1), so its limit is raised for this server only.
 */
export async function startFormsSite(): Promise<SiteServer> {
  const previous = process.env.LEADS_RATE_LIMIT_MAX;
  process.env.LEADS_RATE_LIMIT_MAX = '200';
  try {
    return await startSiteServer();
  } finally {
    if (previous === undefined) delete process.env.LEADS_RATE_LIMIT_MAX;
    else process.env.LEADS_RATE_LIMIT_MAX = previous;
  }
}

/** The control for one question, found the way a visitor finds it: by its label or its group's legend. */
export function question(page: Page, field: FieldSpec): Locator {
  if (field.kind === 'radios' || field.kind === 'checkboxes') return page.getByRole('group', { name: field.label });
  // The label ends with a visual-only asterisk on required fields.
  return page.getByLabel(new RegExp(`^${escapeRegExp(field.label)}\\s*\\*?$`));
}

const escapeRegExp = (text: string): string => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

function optionLabel(field: FieldSpec, value: string): string {
  const option = 'options' in field ? field.options.find((candidate) => candidate.value === value) : undefined;
  if (!option) throw new Error(`${field.name} has no option ${value}`);
  return option.label;
}

/**
 * Ticks or clears a box as a visitor does, by clicking it. Before the app has taken the page over
 * the click is held and answered once the app has adopted the box, so the box changes a moment
 * later, not at once as Playwright's own check() demands.
 */
async function setBox(box: Locator, checked: boolean): Promise<void> {
  if ((await box.isChecked()) === checked) return;
  await box.click();
  await expect(box).toBeChecked({ checked });
}

async function answer(page: Page, field: FieldSpec, value: FieldValue): Promise<void> {
  const control = question(page, field);
  switch (field.kind) {
    case 'checkbox':
      return setBox(control, value === true);
    case 'select':
      return void (await control.selectOption(String(value)));
    case 'radios':
      return setBox(control.getByLabel(optionLabel(field, String(value)), { exact: true }), true);
    case 'checkboxes':
      for (const option of Array.isArray(value) ? value : []) await setBox(control.getByLabel(optionLabel(field, option), { exact: true }), true);
      return;
    default:
      return control.fill(String(value));
  }
}

/** Fills a form as a visitor would, question by question (the sample answers unless told otherwise). */
export async function fillLeadForm(page: Page, form: LeadForm, answers: FormValues = SAMPLE_ANSWERS[form]): Promise<void> {
  for (const field of LEAD_FORM_DEFINITIONS[form].fields) {
    const value = answers[field.name];
    if (value !== undefined) await answer(page, field, value);
  }
}

/** Asserts that every answer is still in the form (after a failure, a retry or a reload). */
export async function expectAnswersKept(page: Page, form: LeadForm, answers: FormValues = SAMPLE_ANSWERS[form]): Promise<void> {
  for (const field of LEAD_FORM_DEFINITIONS[form].fields) {
    const value = answers[field.name];
    const control = question(page, field);
    if (value === undefined) continue;
    if (field.kind === 'checkbox') await expect(control).toBeChecked({ checked: value === true });
    else if (field.kind === 'radios') await expect(control.getByLabel(optionLabel(field, String(value)), { exact: true })).toBeChecked();
    else if (field.kind === 'checkboxes')
      for (const option of Array.isArray(value) ? value : []) await expect(control.getByLabel(optionLabel(field, option), { exact: true })).toBeChecked();
    else await expect(control).toHaveValue(String(value));
  }
}

export interface LeadPost {
  form: LeadForm;
  fields: Record<string, unknown>;
  idempotencyKey: string;
}

/** Presses the form's submit button and returns the lead request and the server's answer. */
export async function submitAndAwaitLead(page: Page, submitLabel: string): Promise<{ request: LeadPost; response: Response }> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => isLeadPost(candidate.request())),
    page.getByRole('button', { name: submitLabel }).click(),
  ]);
  return { request: response.request().postDataJSON() as LeadPost, response };
}

export const errorSummary = (page: Page) => page.locator('[data-error-summary]');
