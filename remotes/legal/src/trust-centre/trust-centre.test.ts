import { expect, test } from 'vitest';
import { FACTS, type FactName } from '@site/contracts/company-facts';
import { factStatements } from '@site/contracts/company-fact-statements';
import type { PageContent } from '@site/contracts/page-content';
import cyberEssentialsPlus from '../content/legal/cyber-essentials-plus.ts';
import pciDssCompliance from '../content/legal/pci-dss-compliance.ts';
import trustCentre from '../content/legal/trust-centre.ts';
import table from '../route-table.ts';
import { ATTESTATION_SUMMARY } from './attestation-summary.ts';

/** Every piece of text a page's copy holds. */
const texts = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  return value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
};

/** What a page's copy states of each company fact, by the wordings the site-wide check reads (company-fact-statements). */
const stated = (content: PageContent) => {
  const found = new Map<FactName, Set<string>>();
  for (const statement of texts(content).flatMap(factStatements)) found.set(statement.fact, (found.get(statement.fact) ?? new Set()).add(statement.stated));
  return (fact: FactName) => [...(found.get(fact) ?? [])];
};

const certificateRow = (name: string) => {
  const certificates = trustCentre.blocks.find((block) => block.kind === 'table' && block.title === 'Certificates and attestations');
  if (certificates?.kind !== 'table') throw new Error('the trust centre has no certificates table');
  const row = certificates.rows.find((cells) => cells[0]?.startsWith(name));
  if (!row) throw new Error(`the certificates table has no row for ${name}`);
  return Object.fromEntries(certificates.columns.map((column, index) => [column, row[index] ?? ''])) as Record<string, string>;
};

test('the trust centre states the PCI DSS assessor and dates that the PCI DSS compliance statement states', () => {
  const pci = certificateRow('PCI DSS v4.0.1, Level 1 service provider');
  expect(pci['Assessed by']).toContain(FACTS.pciDssAssessor);
  expect([pci.Issued, pci['Valid until']]).toEqual([FACTS.pciDssAssessedOn, FACTS.pciDssValidUntil]);
  const onStatement = stated(pciDssCompliance);
  const onTrustCentre = stated(trustCentre);
  for (const fact of ['pciDssAssessor', 'pciDssAssessedOn', 'pciDssValidUntil'] as const) {
    expect(onStatement(fact), `the PCI DSS statement's ${fact}`).toEqual([FACTS[fact]]);
    expect(onTrustCentre(fact), `the trust centre's ${fact}`).toEqual([FACTS[fact]]);
  }
});

test('the trust centre states the Cyber Essentials Plus certification body and dates that the Cyber Essentials Plus page states', () => {
  const certificate = certificateRow('Cyber Essentials Plus');
  expect(certificate['Assessed by']).toContain(FACTS.cyberEssentialsPlusCertifiedBy);
  expect([certificate.Issued, certificate['Valid until']]).toEqual([FACTS.cyberEssentialsPlusCertifiedOn, FACTS.cyberEssentialsPlusValidUntil]);
  const onCertificationPage = stated(cyberEssentialsPlus);
  const onTrustCentre = stated(trustCentre);
  for (const fact of ['cyberEssentialsPlusCertifiedBy', 'cyberEssentialsPlusCertifiedOn', 'cyberEssentialsPlusValidUntil'] as const) {
    expect(onCertificationPage(fact), `the Cyber Essentials Plus page's ${fact}`).toEqual([FACTS[fact]]);
    expect(onTrustCentre(fact), `the trust centre's ${fact}`).toEqual([FACTS[fact]]);
  }
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
