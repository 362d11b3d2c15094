import { expect, test } from 'vitest';
import { INDUSTRIES, industryLabel, tagLabel } from './labels.ts';

test.each([
  ['pci-dss', 'PCI DSS'],
  ['contact-centres', 'Contact centres'],
  ['pay-by-bank', 'Pay by bank'],
  ['ai', 'AI'],
  ['gdpr', 'GDPR'],
  ['dtmf', 'DTMF'],
  ['ivr', 'IVR'],
  ['open-banking', 'Open banking'],
])('tag %s reads "%s"', (tag, label) => {
  expect(tagLabel(tag)).toBe(label);
});

test('industries read in British English; one the list does not know yet still reads as words', () => {
  expect(industryLabel('contact-centers')).toBe('Contact centres');
  expect(industryLabel('housing-rentals')).toBe('Housing and rentals');
  expect(industryLabel('public-sector')).toBe('Public sector');
});

test('every industry the content API accepts has a label', () => {
  expect(INDUSTRIES).toEqual([
    'banking',
    'insurance',
    'retail',
    'healthcare',
    'travel',
    'utilities',
    'housing-rentals',
    'contact-centers',
    'legal',
    'non-profit',
    'education',
    'charity-events',
  ]);
});
