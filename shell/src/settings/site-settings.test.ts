import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@site/contracts/site-settings';
import { resetSiteSettings, siteSettings } from './site-settings.ts';

function pageCarries(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'site-settings';
  element.textContent = text;
  document.head.append(element);
}

const EUROS = { partnerFeePerTransaction: 0.06, pciBaseCost: 2400, pciCostPerAgent: 420, chargebackFee: 30 };

describe('siteSettings', () => {
  afterEach(() => {
    document.getElementById('site-settings')?.remove();
    resetSiteSettings();
  });

  test('reads what the page carries, with tel: links made from the numbers', () => {
    pageCarries(
      JSON.stringify({
        phones: [{ label: 'UK sales', display: '+44 (0)20 7946-0123' }],
        email: 'sales@keyline.example',
        supportUrl: 'https://help.keyline.example/',
        loginUrl: 'https://login.keyline.example/',
        tagManagerId: 'GTM-ABC1234',
        currencyAmounts: { ...DEFAULT_SITE_SETTINGS.currencyAmounts, EUR: EUROS },
        typicalSavings: { ...DEFAULT_SITE_SETTINGS.typicalSavings, USD: { from: 5000, to: 250_000 } },
      }),
    );
    expect(siteSettings()).toEqual({
      phones: [{ label: 'UK sales', display: '+44 (0)20 7946-0123', href: 'tel:+4402079460123' }],
      email: 'sales@keyline.example',
      supportUrl: 'https://help.keyline.example/',
      loginUrl: 'https://login.keyline.example/',
      tagManagerId: 'GTM-ABC1234',
      currencyAmounts: { ...DEFAULT_SITE_SETTINGS.currencyAmounts, EUR: EUROS },
      typicalSavings: { ...DEFAULT_SITE_SETTINGS.typicalSavings, USD: { from: 5000, to: 250_000 } },
    });
  });

  test('a currency whose amounts are missing or broken gets its own defaults, never another currency’s', () => {
    pageCarries(JSON.stringify({ currencyAmounts: { GBP: { ...DEFAULT_SITE_SETTINGS.currencyAmounts.GBP, chargebackFee: 'lots' }, EUR: EUROS } }));
    expect(siteSettings().currencyAmounts).toEqual({
      GBP: DEFAULT_SITE_SETTINGS.currencyAmounts.GBP,
      EUR: EUROS,
      USD: DEFAULT_SITE_SETTINGS.currencyAmounts.USD,
    });
  });

  test('so does a currency whose typical saving is missing or broken', () => {
    pageCarries(JSON.stringify({ typicalSavings: { GBP: { from: 3000 }, EUR: { from: 4000, to: 200_000 } } }));
    expect(siteSettings().typicalSavings).toEqual({
      GBP: DEFAULT_SITE_SETTINGS.typicalSavings.GBP,
      EUR: { from: 4000, to: 200_000 },
      USD: DEFAULT_SITE_SETTINGS.typicalSavings.USD,
    });
  });

  test('without settings, or with broken ones, the defaults: never a javascript: link or an empty footer', () => {
    expect(siteSettings().email).toBe(DEFAULT_SITE_SETTINGS.email);
    resetSiteSettings();
    pageCarries('{not json');
    expect(siteSettings().phones.map((phone) => phone.display)).toEqual(DEFAULT_SITE_SETTINGS.phones.map((phone) => phone.display));
    resetSiteSettings();
    document.getElementById('site-settings')?.remove();
    pageCarries(JSON.stringify({ phones: [], supportUrl: 'javascript:alert(1)', loginUrl: 'http://plain.example/' }));
    const settings = siteSettings();
    expect(settings.phones.length).toBeGreaterThan(0);
    expect(settings.supportUrl).toBe(DEFAULT_SITE_SETTINGS.supportUrl);
    expect(settings.loginUrl).toBe(DEFAULT_SITE_SETTINGS.loginUrl);
  });
});
