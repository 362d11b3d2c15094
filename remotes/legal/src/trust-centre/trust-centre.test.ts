import { expect, test } from 'vitest';
import { FACTS } from '@site/contracts/company-facts';
import cyberEssentialsPlus from '../content/legal/cyber-essentials-plus.ts';
import pciDssCompliance from '../content/legal/pci-dss-compliance.ts';
import trustCentre from '../content/legal/trust-centre.ts';
import table from '../route-table.ts';
import { ATTESTATION_SUMMARY } from './attestation-summary.ts';

// That every statement of a company fact on the site (this page's and the certificate pages' included)
// gives the value in FACTS is checked site-wide: services/site/src/company-facts-consistency.test.ts.

const tableOf = (title: string) => {
  const block = trustCentre.blocks.find((candidate) => candidate.kind === 'table' && candidate.title === title);
  if (block?.kind !== 'table') throw new Error(`the trust centre has no ${title} table`);
  return block;
};

const certificateRow = (name: string) => {
  const certificates = tableOf('Certificates and attestations');
  const row = certificates.rows.find((cells) => cells[0]?.startsWith(name));
  if (!row) throw new Error(`the certificates table has no row for ${name}`);
  return Object.fromEntries(certificates.columns.map((column, index) => [column, row[index] ?? ''])) as Record<string, string>;
};

test('the certificates table gives the PCI DSS assessor and the dates of its assessment', () => {
  const pci = certificateRow('PCI DSS v4.0.1, Level 1 service provider');
  expect(pci['Assessed by']).toContain(FACTS.pciDssAssessor);
  expect([pci.Issued, pci['Valid until']]).toEqual([FACTS.pciDssAssessedOn, FACTS.pciDssValidUntil]);
});

test('the certificates table gives the Cyber Essentials Plus certification body and the dates of its certificate', () => {
  const certificate = certificateRow('Cyber Essentials Plus');
  expect(certificate['Assessed by']).toContain(FACTS.cyberEssentialsPlusCertifiedBy);
  expect([certificate.Issued, certificate['Valid until']]).toEqual([FACTS.cyberEssentialsPlusCertifiedOn, FACTS.cyberEssentialsPlusValidUntil]);
});

test('the sub-processors table names each sub-processor with what it does, where, and which data', () => {
  const subProcessors = tableOf('Sub-processors');
  expect(subProcessors.columns).toEqual(['Sub-processor', 'Purpose', 'Location', 'Data processed']);
  expect(subProcessors.rows.length).toBeGreaterThan(0);
  for (const row of subProcessors.rows)
    expect(
      row.every((cell) => cell.trim() !== ''),
      row[0],
    ).toBe(true);
});

test('the hero’s way to the attestation summary leads to the band that offers it, and the pages that speak of the AoC link the trust centre', () => {
  expect(trustCentre.hero.actions?.map((action) => action.to)).toContain(`/legal/trust-centre#${ATTESTATION_SUMMARY.anchor}`);
  expect(table.routes.find((route) => route.path === '/legal/trust-centre')).toMatchObject({
    title: 'Trust centre',
    category: 'legal',
    component: 'ContentPage',
  });
  for (const content of [pciDssCompliance, cyberEssentialsPlus]) {
    const related = content.blocks.flatMap((block) => (block.kind === 'links' ? block.items.map((item) => item.to) : []));
    expect(related).toContain('/legal/trust-centre');
  }
});
