import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { CURRENCY_INIT_SCRIPT, CURRENCY_STORAGE_KEY, currencyFromLanguages, DEFAULT_CURRENCY, formatMoney } from './currency.ts';

const LANGUAGE_CASES: [string[], string | null][] = [
  [['en-GB', 'en'], 'GBP'],
  [['de-DE', 'de', 'en'], 'EUR'],
  [['fr-FR', 'en-IE'], 'EUR'],
  [['en-US'], 'USD'],
  [['zh-Hant-TW'], null],
  [['en'], null],
  [['en-US', 'en-GB'], null],
  [['de-CH', 'de-DE'], null],
  [[], null],
];

/** The inline script, run as a page would: its `<html>` attribute after it ran. */
function runInitScript(languages: string[], stored: string | null): string | undefined {
  const attributes: Record<string, string> = {};
  runInNewContext(CURRENCY_INIT_SCRIPT, {
    localStorage: { getItem: (key: string) => (key === CURRENCY_STORAGE_KEY ? stored : null) },
    navigator: { languages, language: languages[0] },
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
  });
  return attributes['data-currency'];
}

describe('the visitor’s currency', () => {
  test.each(LANGUAGE_CASES)('languages %j name %s', (languages, currency) => {
    expect(currencyFromLanguages(languages)).toBe(currency);
  });

  test.each(LANGUAGE_CASES)('the first-paint script agrees for %j', (languages, currency) => {
    expect(runInitScript(languages, null)).toBe(currency ?? DEFAULT_CURRENCY);
  });

  test('a stored choice wins over the languages; a stored value that is no currency does not', () => {
    expect(runInitScript(['en-GB'], 'USD')).toBe('USD');
    expect(runInitScript(['de-DE'], 'XYZ')).toBe('EUR');
  });

  test('a storage that throws (blocked cookies) leaves every amount showing rather than breaking the page', () => {
    const attributes: Record<string, string> = {};
    runInNewContext(CURRENCY_INIT_SCRIPT, {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
      navigator: { languages: ['en-GB'] },
      document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
    });
    expect(attributes).toEqual({});
  });

  test('amounts are written with pence only when there are some', () => {
    expect(formatMoney(0.18, 'GBP')).toBe('£0.18');
    expect(formatMoney(37, 'EUR')).toBe('€37');
    expect(formatMoney(1200, 'USD')).toBe('$1,200');
  });
});
