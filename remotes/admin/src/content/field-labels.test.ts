import { expect, test } from 'vitest';
import { CONTENT_TYPES, PLAN_PRICE_KEYS, checkPublishable } from '@site/contracts/content-editing';
import { CURRENCIES } from '@site/contracts/currency';
import { emptyDraft, withField } from './draft-data.ts';
import { fieldLabel } from './field-labels.ts';

test.each(CONTENT_TYPES)('every field a %s cannot be published without is named as the form labels it, never by its path', (type) => {
  const draft = emptyDraft(type);
  // An empty draft, and one with rows and prices half set, so their inner fields are checked too.
  const drafts =
    type === 'case-study'
      ? [draft, { ...draft, results: [{ label: '', value: 0, unit: 'percent', direction: 'increase', period: '' }], quote: { text: '', name: '', role: '' } }]
      : type === 'pricing-plan'
        ? [draft, withField(withField(draft, 'prices.perSeatMonthly.GBP', 32), 'discounts', [{ label: '', percentOff: 0 }])]
        : [draft];
  for (const data of drafts) {
    const checked = checkPublishable(type, data);
    expect(checked.ok).toBe(false);
    const paths = checked.ok ? [] : Object.keys(checked.errors);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(fieldLabel(type, path), path).not.toBe(path);
  }
});

test('nested fields read as a person would say them', () => {
  expect(fieldLabel('blog-post', 'author.name')).toBe('Author');
  expect(fieldLabel('blog-post', 'bodyMarkdown')).toBe('Body');
  expect(fieldLabel('blog-post', 'heroImage.url')).toBe('Cover image');
  expect(fieldLabel('video', 'thumbnail.alt')).toBe('Poster image: Text alternative (what the image shows)');
  expect(fieldLabel('case-study', 'results.1.period')).toBe('Result 2: Over what period');
});

test('a plan’s prices name their price and currency, its discounts their number', () => {
  expect(fieldLabel('pricing-plan', 'prices.perSeatMonthly.EUR')).toBe('Per agent seat a month, EUR');
  expect(fieldLabel('pricing-plan', 'prices.perTransaction.GBP')).toBe('Per secure transaction, GBP');
  expect(fieldLabel('pricing-plan', 'prices.platformFeeMonthly')).toBe('Platform fee a month');
  expect(fieldLabel('pricing-plan', 'discounts.0.percentOff')).toBe('Discount 1: Percent off');
  expect(fieldLabel('pricing-plan', 'discounts.2.label')).toBe('Discount 3: Who or what it is for');
  expect(fieldLabel('pricing-plan', 'discounts.1')).toBe('Discount 2: the discount');
  expect(fieldLabel('pricing-plan', 'bestFor')).toBe('Best for');
  expect(fieldLabel('pricing-plan', 'setupFee')).toBe('Set-up fee');
  expect(fieldLabel('pricing-plan', 'priceNote')).toBe('Price note (optional)');
});

test('every amount of a plan has a label of its own', () => {
  const paths = PLAN_PRICE_KEYS.flatMap((key) => CURRENCIES.map((currency) => `prices.${key}.${currency}`));
  const labels = paths.map((path) => fieldLabel('pricing-plan', path));
  for (const [index, path] of paths.entries()) expect(labels[index], path).not.toBe(path);
  expect(new Set(labels).size).toBe(paths.length);
});

test('what stops a half-priced plan from being published is named as its inputs are labelled', () => {
  const draft = withField(withField(emptyDraft('pricing-plan'), 'prices.perSeatMonthly.GBP', 32), 'discounts', [{ label: '', percentOff: 0 }]);
  const checked = checkPublishable('pricing-plan', draft);
  const named = checked.ok ? [] : Object.keys(checked.errors).map((path) => fieldLabel('pricing-plan', path));
  expect(named).toEqual(expect.arrayContaining(['Per agent seat a month, EUR', 'Per agent seat a month, USD', 'Discount 1: Who or what it is for', 'Discount 1: Percent off', 'Best for']));
});
