/**
 * What the public site shows that the team changes without a release: contact numbers and
 * e-mail, the support and platform-login addresses, and the tag manager container. Stored in the
 * database (seeded from the defaults below), edited by an ADMIN at /admin/settings, and handed to
 * every page with its HTML, so the shell renders them at once and prerendered pages carry them.
 * The schema that checks them is `./site-settings-schema.ts`, kept apart so that the shell, which
 * only reads what the server already checked, ships no schema library to visitors.
 */
import type { Currency } from './currency.ts';
import { COMPANY, EXTERNAL_LINKS } from './site-links.ts';

/**
 * Amounts the public pages state in the visitor's currency, each typed by an ADMIN in every
 * currency (never converted): the savings calculator's money assumptions (the reasons for each
 * are on the calculator's page).
 */
export interface CurrencyAmounts {
  /** The fixed part of the partner processing rate, per transaction (authorisation and gateway fee). */
  partnerFeePerTransaction: number;
  /** A phone channel's yearly PCI DSS cost when the visitor enters none: the fixed part… */
  pciBaseCost: number;
  /** …and the part per agent who takes payments. */
  pciCostPerAgent: number;
  /** What an acquirer charges per chargeback. */
  chargebackFee: number;
}

/**
 * The typical yearly saving a rate review and secure capture bring, in one currency, as the home
 * page and the rate review claim it ("£3K–£150K+ a year"): from a smaller organisation's to a
 * high-volume contact centre's, which some exceed.
 */
export interface SavingsRange {
  from: number;
  to: number;
}

export const CURRENCY_AMOUNT_KEYS = [
  'partnerFeePerTransaction',
  'pciBaseCost',
  'pciCostPerAgent',
  'chargebackFee',
] as const satisfies readonly (keyof CurrencyAmounts)[];

export interface SiteSettings {
  phones: { label: string; display: string }[];
  email: string;
  supportUrl: string;
  loginUrl: string;
  /** Google Tag Manager container (GTM-…), or empty for none. */
  tagManagerId: string;
  currencyAmounts: Record<Currency, CurrencyAmounts>;
  /** Typed in every currency too: what the company's reviews found in each market, not a conversion. */
  typicalSavings: Record<Currency, SavingsRange>;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  phones: COMPANY.phones.map((phone) => ({ label: phone.label, display: phone.display })),
  email: COMPANY.email,
  supportUrl: EXTERNAL_LINKS.supportCenter,
  loginUrl: EXTERNAL_LINKS.platformLogin,
  tagManagerId: '',
  // Each the company's own figure in that currency: UK acquirers charge 2p–10p per authorisation and
  // £15–£25 per chargeback; euro and US acquirers' usual fees are a little higher.
  currencyAmounts: {
    GBP: { partnerFeePerTransaction: 0.04, pciBaseCost: 2000, pciCostPerAgent: 350, chargebackFee: 20 },
    EUR: { partnerFeePerTransaction: 0.05, pciBaseCost: 2300, pciCostPerAgent: 400, chargebackFee: 25 },
    USD: { partnerFeePerTransaction: 0.05, pciBaseCost: 2500, pciCostPerAgent: 450, chargebackFee: 25 },
  },
  typicalSavings: { GBP: { from: 3000, to: 150_000 }, EUR: { from: 3500, to: 175_000 }, USD: { from: 4000, to: 190_000 } },
};

/** A phone number as a `tel:` link. */
export const telHref = (display: string): string => `tel:${display.replaceAll(/[^0-9+]/g, '')}`;

/** Where the HTML carries the settings for the shell. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** Site paths that always lead to the current support and login addresses (route-table redirects point here). */
export const SETTINGS_DESTINATIONS = { '/go/support': 'supportUrl', '/go/login': 'loginUrl' } as const;
