import { CURRENCIES } from '@site/contracts/currency';
import {
  CURRENCY_AMOUNT_KEYS,
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_ELEMENT_ID,
  telHref,
  type CurrencyAmounts,
  type SavingsRange,
  type SiteSettings,
} from '@site/contracts/site-settings';

export interface ShownSettings extends SiteSettings {
  phones: (SiteSettings['phones'][number] & { href: string })[];
}

let current: ShownSettings | null = null;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

const isAmounts = (value: unknown): value is CurrencyAmounts =>
  typeof value === 'object' &&
  value !== null &&
  CURRENCY_AMOUNT_KEYS.every((key) => {
    const amount = (value as Record<string, unknown>)[key];
    return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0;
  });

/** Each currency's amounts as handed, or that currency's defaults (never another currency's). */
const currencyAmountsOf = (read: Partial<SiteSettings>): SiteSettings['currencyAmounts'] =>
  Object.fromEntries(
    CURRENCIES.map((currency) => {
      const handed = read.currencyAmounts?.[currency];
      return [currency, isAmounts(handed) ? handed : DEFAULT_SITE_SETTINGS.currencyAmounts[currency]];
    }),
  ) as SiteSettings['currencyAmounts'];

const isRange = (value: unknown): value is SavingsRange =>
  typeof value === 'object' &&
  value !== null &&
  [(value as SavingsRange).from, (value as SavingsRange).to].every((amount) => typeof amount === 'number' && Number.isFinite(amount) && amount >= 0);

/** Each currency's typical saving as handed, or that currency's default. */
const typicalSavingsOf = (read: Partial<SiteSettings>): SiteSettings['typicalSavings'] =>
  Object.fromEntries(
    CURRENCIES.map((currency) => {
      const handed = read.typicalSavings?.[currency];
      return [currency, isRange(handed) ? handed : DEFAULT_SITE_SETTINGS.typicalSavings[currency]];
    }),
  ) as SiteSettings['typicalSavings'];

/**
 * The settings the server handed this page with its HTML (contact details, support and login
 * addresses, tag manager container): read once per page load; the defaults when the page has none
 * (a dev server). The server validated them before storing; here only their shape is checked, so
 * no schema library is shipped to every visitor.
 */
export function siteSettings(): ShownSettings {
  if (current) return current;
  let read: Partial<SiteSettings> = {};
  try {
    read = JSON.parse(document.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent ?? '{}') as Partial<SiteSettings>;
  } catch {
    read = {};
  }
  const phones =
    Array.isArray(read.phones) && read.phones.every((phone) => isText(phone?.label) && isText(phone?.display)) && read.phones.length > 0
      ? read.phones
      : DEFAULT_SITE_SETTINGS.phones;
  current = {
    phones: phones.map((phone) => ({ ...phone, href: telHref(phone.display) })),
    email: isText(read.email) ? read.email : DEFAULT_SITE_SETTINGS.email,
    supportUrl: isText(read.supportUrl) && read.supportUrl.startsWith('https://') ? read.supportUrl : DEFAULT_SITE_SETTINGS.supportUrl,
    loginUrl: isText(read.loginUrl) && read.loginUrl.startsWith('https://') ? read.loginUrl : DEFAULT_SITE_SETTINGS.loginUrl,
    // The server puts the deployment's container (GTM_CONTAINER_ID) in the settings; none without them.
    tagManagerId: typeof read.tagManagerId === 'string' ? read.tagManagerId : '',
    currencyAmounts: currencyAmountsOf(read),
    typicalSavings: typicalSavingsOf(read),
  };
  return current;
}

/** For tests: forget what was read. */
export function resetSiteSettings(): void {
  current = null;
}
