import { expect, test } from 'vitest';
import { SEARCH_RESULT_CUT } from '@site/contracts/admin-api';
import { needsWork, searchResultFit, titleCountHint } from './search-result-fit.ts';

test('a title past what search engines show, and a description missing or past it, each need work; one that fits does not', () => {
  const fits = { title: 'x'.repeat(SEARCH_RESULT_CUT.title), description: 'y'.repeat(SEARCH_RESULT_CUT.description) };
  expect(searchResultFit(fits)).toEqual({ titleCut: false, descriptionMissing: false, descriptionCut: false });
  expect(needsWork(searchResultFit(fits))).toBe(false);
  expect(searchResultFit({ ...fits, title: `${fits.title}!` }).titleCut).toBe(true);
  expect(searchResultFit({ ...fits, description: '   ' }).descriptionMissing).toBe(true);
  expect(searchResultFit({ ...fits, description: `${fits.description}!` }).descriptionCut).toBe(true);
  expect(needsWork(searchResultFit({ ...fits, description: '' }))).toBe(true);
});

test('the title counter counts the site’s name and says how far past the cut a title goes', () => {
  expect(titleCountHint('Pricing | Keyline Secure Payments')).toBe('Shown as 33 characters with the site’s name, of the 60 search engines usually show.');
  expect(titleCountHint(`${'x'.repeat(40)} | Keyline Secure Payments`)).toBe(
    'Shown as 66 characters with the site’s name: 6 past the 60 search engines usually show.',
  );
});
