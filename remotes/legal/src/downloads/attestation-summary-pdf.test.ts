import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { writeSectionDownloads } from '@site/build/section-downloads';
import { SECTION_DOWNLOADS_DIR } from '@site/contracts/sections';
import { FACTS } from '@site/contracts/company-facts';
import { COMPANY } from '@site/contracts/site-links';
import { formatDate } from '@site/ui/dates';
import trustCentre from '../content/legal/trust-centre.ts';
import { pdfPageCount, pdfText } from '../test-support/pdf-text.ts';
import { ATTESTATION_SUMMARY } from '../trust-centre/attestation-summary.ts';
import { attestationSummaryPdf } from './attestation-summary-pdf.ts';

const APP_DIR = path.resolve(import.meta.dirname, '../..');

/** The PDF's text on one line, as a reader would search it (table cells and paragraphs wrap). */
const flat = (text: string) => text.replaceAll(/\s+/g, ' ');

test('the build makes the attestation summary among the section’s downloads: a PDF of two pages at most', async () => {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'legal-downloads-'));
  try {
    expect(await writeSectionDownloads(APP_DIR, outDir)).toEqual([ATTESTATION_SUMMARY.file]);
    const bytes = await readFile(path.join(outDir, SECTION_DOWNLOADS_DIR, ATTESTATION_SUMMARY.file));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(bytes)).toBeGreaterThanOrEqual(1);
    expect(pdfPageCount(bytes)).toBeLessThanOrEqual(2);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});

test('the summary states each certificate’s assessor and dates, and every sub-processor and the security contact, as the trust centre does', async () => {
  const text = flat(pdfText(await attestationSummaryPdf()));
  for (const fact of [
    FACTS.pciDssAssessor,
    FACTS.pciDssAssessedOn,
    FACTS.pciDssValidUntil,
    FACTS.cyberEssentialsPlusCertifiedBy,
    FACTS.cyberEssentialsPlusCertifiedOn,
    FACTS.cyberEssentialsPlusValidUntil,
    COMPANY.securityEmail,
  ]) {
    expect(text).toContain(fact);
  }
  expect(text).toContain(`Our PCI DSS assessment is carried out on site by our QSA, ${FACTS.pciDssAssessor}.`);
  const subProcessors = trustCentre.blocks.find((block) => block.kind === 'table' && block.title === 'Sub-processors');
  if (subProcessors?.kind !== 'table') throw new Error('the trust centre has no sub-processors table');
  for (const [name = ''] of subProcessors.rows) expect(text).toContain(name);
});

test('the summary says when the trust centre it copies was last updated, as a date in words', async () => {
  const text = flat(pdfText(await attestationSummaryPdf()));
  expect(trustCentre.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const updated = formatDate(trustCentre.updated ?? '');
  expect(updated).toMatch(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
  expect(text).toContain(`as updated on ${updated}`);
});

test('the same copy makes the same file, so a rebuild of the section gets the same version', async () => {
  expect(Buffer.compare(Buffer.from(await attestationSummaryPdf()), Buffer.from(await attestationSummaryPdf()))).toBe(0);
});
