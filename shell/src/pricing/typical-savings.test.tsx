import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_ELEMENT_ID } from '@site/contracts/site-settings';
import { resetSiteSettings } from '../settings/site-settings.ts';
import { TYPICAL_SAVINGS, typicalSavingsIn } from './typical-savings-text.ts';
import { withTypicalSavings } from './typical-savings.tsx';

/** The settings a page's HTML hands the shell, as the server writes them. */
function handSettings(settings: unknown): void {
  document.getElementById(SITE_SETTINGS_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SITE_SETTINGS_ELEMENT_ID;
  element.textContent = JSON.stringify(settings);
  document.body.append(element);
  resetSiteSettings();
}

afterEach(() => {
  document.getElementById(SITE_SETTINGS_ELEMENT_ID)?.remove();
  resetSiteSettings();
});

describe('the typical yearly saving the landing page claims', () => {
  it('is written from the amounts set for each currency, never one converted from another', () => {
    handSettings({
      ...DEFAULT_SITE_SETTINGS,
      typicalSavings: { ...DEFAULT_SITE_SETTINGS.typicalSavings, USD: { from: 4000, to: 1_250_000 } },
    });
    expect(typicalSavingsIn('GBP')).toBe('£3K–£150K+');
    expect(typicalSavingsIn('EUR')).toBe('€3.5K–€175K+');
    expect(typicalSavingsIn('USD')).toBe('$4K–$1.3M+');
  });

  it('reads as plain text in pounds, and is shown in every currency for the page’s style to pick the visitor’s', () => {
    handSettings(DEFAULT_SITE_SETTINGS);
    const offer = withTypicalSavings(`Save ${TYPICAL_SAVINGS} a year: get a rate review`);
    expect(offer.text).toBe('Save £3K–£150K+ a year: get a rate review');
    expect(renderToStaticMarkup(<>{offer.shown}</>)).toBe(
      '<span>Save <span><span data-currency-amount="GBP">£3K–£150K+</span><span data-currency-separator=""> / </span>' +
        '<span data-currency-amount="EUR">€3.5K–€175K+</span><span data-currency-separator=""> / </span>' +
        '<span data-currency-amount="USD">$4K–$190K+</span></span> a year: get a rate review</span>',
    );
  });

  it('leaves copy without the claim as it is', () => {
    const plain = withTypicalSavings('Free and without obligation');
    expect(plain.text).toBe('Free and without obligation');
    expect(renderToStaticMarkup(<>{plain.shown}</>)).toBe('<span>Free and without obligation</span>');
  });
});
