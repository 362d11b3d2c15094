import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FACTS } from '@site/contracts/company-facts';
import { COMPANY } from '@site/contracts/site-links';
import trustCentre from '../../remotes/legal/src/content/legal/trust-centre.ts';
import { ATTESTATION_SUMMARY } from '../../remotes/legal/src/trust-centre/attestation-summary.ts';
import { withStoredConsent } from '../support/header.ts';
import { holdTheApp } from '../support/prerender.ts';
import { appTakenOver } from '../support/settle.ts';

/**
 * The trust centre (/legal/trust-centre), as a procurement or security reviewer uses it on the
 * built, prerendered site: the certificates with their assessors and dates, the attestation summary
 * to download, the sub-processors, the security team's address and the platform's status.
 */

test.beforeEach(({ page }) => withStoredConsent(page));

const summaryLink = (page: Page) => page.getByRole('link', { name: 'Download the attestation summary (PDF)' });

/** Fetches a download as the browser would follow its link, and checks it is the PDF the section built. */
async function expectPdfAt(request: APIRequestContext, href: string): Promise<void> {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()['content-type'], href).toMatch(/^application\/pdf\b/);
  expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
}

test('the trust centre lists each certificate with its assessor and dates, as the certificate pages state them', { tag: '@legal' }, async ({ page }) => {
  await page.goto('/legal/trust-centre');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trust centre');
  const certificates = page.getByRole('table', { name: /Our current certificates/ });
  const pci = certificates.getByRole('row').filter({ hasText: 'PCI DSS v4.0.1, Level 1 service provider' });
  await expect(pci).toContainText(FACTS.pciDssAssessor);
  await expect(pci).toContainText(FACTS.pciDssAssessedOn);
  await expect(pci).toContainText(FACTS.pciDssValidUntil);
  const cyberEssentials = certificates.getByRole('row').filter({ hasText: 'Cyber Essentials Plus' });
  await expect(cyberEssentials).toContainText(FACTS.cyberEssentialsPlusCertifiedBy);
  await expect(cyberEssentials).toContainText(FACTS.cyberEssentialsPlusCertifiedOn);
  await expect(cyberEssentials).toContainText(FACTS.cyberEssentialsPlusValidUntil);

  // The PCI DSS statement names the same assessor and dates.
  await page.getByRole('main').getByRole('link', { name: 'PCI DSS compliance statement' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PCI DSS compliance statement');
  await expect(page.getByRole('main')).toContainText(`by our QSA, ${FACTS.pciDssAssessor}`);
  await expect(page.getByRole('main')).toContainText(`Attestation of Compliance is valid until ${FACTS.pciDssValidUntil}`);
});

test('the attestation summary downloads as a PDF, from the prerendered page and after the app has taken over', { tag: '@legal' }, async ({ page, request }) => {
  // The server's markup first, before any of the app's code runs: its link must already lead to the file.
  const release = await holdTheApp(page);
  await page.goto('/legal/trust-centre');
  await expect(summaryLink(page)).toHaveAttribute('download', ATTESTATION_SUMMARY.file);
  await expect(summaryLink(page)).toHaveAttribute('type', 'application/pdf');
  const prerenderedHref = await summaryLink(page).getAttribute('href');
  expect(prerenderedHref, 'a path on this site, not the address the page was prerendered at').toMatch(/^\/remotes\/legal\/[^/]+\/downloads\//);
  await expectPdfAt(request, prerenderedHref ?? '');

  release();
  await appTakenOver(page);
  await expect(summaryLink(page)).toHaveAttribute('href', prerenderedHref ?? '');

  // The hero's way to it lands on the band that offers it.
  await page.getByRole('link', { name: 'Get the attestation summary' }).click();
  await expect(page).toHaveURL(new RegExp(`#${ATTESTATION_SUMMARY.anchor}$`));
  await expect(summaryLink(page)).toBeInViewport();

  const [download] = await Promise.all([page.waitForEvent('download'), summaryLink(page).click()]);
  expect(download.suggestedFilename()).toBe(ATTESTATION_SUMMARY.file);
});

test('the sub-processors, the security contact and the platform status are on the page', { tag: '@legal' }, async ({ page }) => {
  await page.goto('/legal/trust-centre');
  const subProcessors = page.getByRole('table', { name: /process our customers’ data/ });
  for (const column of ['Sub-processor', 'Purpose', 'Location', 'Data processed'])
    await expect(subProcessors.getByRole('columnheader', { name: column })).toBeVisible();
  const listed = trustCentre.blocks.find((block) => block.kind === 'table' && block.title === 'Sub-processors');
  const names = listed?.kind === 'table' ? listed.rows.map(([name = '']) => name) : [];
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) await expect(subProcessors.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'E-mail the security team' })).toHaveAttribute('href', `mailto:${COMPANY.securityEmail}`);
  await expect(main.getByText(`at ${COMPANY.securityEmail}, the address our security.txt publishes`)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Platform status', exact: true })).toHaveAttribute('href', '/resources/platform/status');
  await expect(main.getByRole('link', { name: 'Status site', exact: true })).toHaveAttribute('href', 'https://status.keyline.example/');

  await main.getByRole('link', { name: 'Platform status', exact: true }).click();
  await expect(page).toHaveURL(/\/resources\/platform\/status$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the legal index lists the trust centre beside the certificates', { tag: '@legal' }, async ({ page }) => {
  await page.goto('/legal');
  await page.getByRole('main').getByRole('link', { name: 'Learn more about Trust centre', exact: true }).click();
  await expect(page).toHaveURL(/\/legal\/trust-centre$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trust centre');
});
