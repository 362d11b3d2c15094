import { describe, expect, test } from 'vitest';
import { industryOf, pageCategoryLabel } from './index-specs.ts';
import { page } from './test-support/fixtures.ts';

describe('the industry a page is about', () => {
  test('an industry page’s own, from its address; a case study’s, from its record; none for any other page', () => {
    expect(industryOf(page('/industries/housing-rentals', 'Housing and rentals', { category: 'industry' }))).toBe('housing-rentals');
    expect(industryOf(page('/resources/case-studies/heartwell', 'Heartwell', { category: 'resource', industry: 'non-profit' }))).toBe('non-profit');
    expect(industryOf(page('/industries', 'Industries we serve', { category: 'industry' }))).toBeUndefined();
    expect(industryOf(page('/charity-solutions', 'Payment solutions for charities', { category: 'landing' }))).toBeUndefined();
  });
});

test('a case study’s page is shown as a case study; the list of them as a resource', () => {
  expect(pageCategoryLabel('/resources/case-studies/motor-insurer-claims-excess-payments', 'resource')).toBe('Case studies');
  expect(pageCategoryLabel('/resources/case-studies', 'resource')).toBe('Resources');
  expect(pageCategoryLabel('/industries/insurance', 'industry')).toBe('Industries');
});
