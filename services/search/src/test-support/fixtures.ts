/** Test fixtures: build folders publishing page documents, on disk under the OS temp folder. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { PAGE_DOCUMENTS_FILE, type PageDocument } from '@site/contracts/page-documents';
import type { SitePage } from '../index-specs.ts';

export const page = (url: string, title: string, fields: Partial<SitePage> = {}): SitePage => ({
  url,
  title,
  description: `${title}, from Keyline.`,
  category: 'solution',
  headings: [],
  body: '',
  ...fields,
});

/** A few pages as the shell and the solutions and legal sections publish them. */
export const SHELL_PAGES: PageDocument[] = [
  page('/', 'Secure card payments for every channel', { category: 'core', description: 'Take card and bank payments by phone, chat, web and bank transfer.' }),
  page('/pricing', 'Pricing', {
    category: 'core',
    description: 'Simple per-transaction and per-agent plans.',
    headings: ['Plans at a glance'],
    body: 'Prices exclude VAT.',
  }),
  page('/pay-by-bank', 'Pay by bank', { category: 'landing', description: 'Accept instant account-to-account payments with open banking.' }),
];

export const SOLUTIONS_PAGES: PageDocument[] = [
  page('/solutions/dtmf-suppression', 'DTMF suppression', {
    description: 'Keypad tones are masked in real time.',
    headings: ['How masking works'],
    body: 'Card numbers never reach agents or recordings.',
  }),
  page('/solutions/agent-assisted', 'Agent-assisted payments', { description: 'Agents stay on the call while the customer keys their card.' }),
  page('/solutions/customised-web-checkout', 'Customised web checkout', { description: 'A hosted checkout styled to your brand.' }),
  page('/solutions/payment-ivr', 'Payment IVR', { description: 'A hosted interactive voice response that takes payments.' }),
  page('/solutions/secure-payment-links', 'Secure payment links', { description: 'Send a one-time payment link by SMS or email.' }),
  page('/solutions/recurring-payments', 'Recurring payments', { description: 'Subscriptions and instalment plans with tokenised cards.' }),
  page('/solutions/telephone-payments', 'Telephone payments', { description: 'Take card payments over the phone securely.' }),
  page('/solutions/mobile-payments', 'Mobile payments', { description: 'Wallets, links and secure forms for small screens.' }),
  page('/industries/contact-centers', 'Contact centres', { category: 'industry', description: 'Remove card data from every contact-centre channel.' }),
];

export const LEGAL_PAGES: PageDocument[] = [
  page('/legal/privacy-policy', 'Privacy policy', { category: 'legal', description: 'How we protect personal data under UK GDPR.' }),
];

export async function makeTempDir(label: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `search-${label}-`));
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/** Writes `page-documents.json` into `dir` (created if needed), as a build would. */
export async function publishPages(dir: string, pages: readonly PageDocument[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, PAGE_DOCUMENTS_FILE), `${JSON.stringify(pages, null, 2)}\n`);
}

export function expectJsonError(response: { statusCode: number; headers: Record<string, unknown>; body: string }, statusCode: number): void {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  expect(JSON.parse(response.body)).toMatchObject({ error: expect.any(String), message: expect.any(String), statusCode });
}
