/**
 * The currencies prices are shown in. Every amount is typed by an ADMIN in each currency (see
 * the `pricing-plan` content type): nothing on the site converts one currency into another, so
 * a price is never an exchange rate's guess.
 *
 * Every amount is in the page's markup in every currency (so the prerendered page is the same
 * for every visitor and a search engine reads every price); `<html data-currency>` picks the one
 * shown, set before the first paint from the visitor's choice, else from the browser's
 * languages where they name one currency's regions, else the default.
 */
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'GBP';

export const CURRENCY_NAMES: Readonly<Record<Currency, string>> = {
  GBP: 'Pounds sterling (£)',
  EUR: 'Euros (€)',
  USD: 'US dollars ($)',
};

/** Each currency's sign, as amounts are written ("£0.18", "€37", "$40"). */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { GBP: '£', EUR: '€', USD: '$' };

export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** Where a visitor's choice is kept: a setting they asked for, so strictly necessary storage needing no consent. */
export const CURRENCY_STORAGE_KEY = 'keyline-currency';
/** On `<html>`: the currency shown. Absent (no script ran) every amount shows. */
export const CURRENCY_ATTRIBUTE = 'data-currency';
/** On each amount: the currency it is in. */
export const CURRENCY_AMOUNT_ATTRIBUTE = 'data-currency-amount';
/** Between two amounts: " / ", shown only where every amount shows. */
export const CURRENCY_SEPARATOR_ATTRIBUTE = 'data-currency-separator';
/** On the currency picker, hidden where no script can run it. */
export const CURRENCY_PICKER_ATTRIBUTE = 'data-currency-picker';

/** Regions whose visitors pay in one of the site's currencies (ISO 3166-1), by the region of a language tag. */
const REGION_CURRENCIES: Readonly<Record<string, Currency>> = {
  GB: 'GBP',
  IM: 'GBP',
  JE: 'GBP',
  GG: 'GBP',
  US: 'USD',
  PR: 'USD',
  ...Object.fromEntries(
    ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'].map((region) => [
      region,
      'EUR' as const,
    ]),
  ),
};

/** The region subtag of a BCP 47 language tag (`en-GB` → GB, `zh-Hant-TW` → TW), if it has one. */
function regionOf(tag: string): string | undefined {
  return tag
    .split('-')
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
    ?.toUpperCase();
}

/**
 * The currency the browser's languages name, only when they name one: `en-GB` → GBP, `de-DE` →
 * EUR; `en` (no region), `de-CH` (a currency the site has not) or `en-US` with `en-GB` say nothing.
 */
export function currencyFromLanguages(languages: readonly string[]): Currency | null {
  const named = new Set<Currency>();
  let another = false;
  for (const tag of languages) {
    const region = regionOf(tag);
    if (!region) continue;
    const currency = REGION_CURRENCIES[region];
    if (currency) named.add(currency);
    else another = true;
  }
  return !another && named.size === 1 ? ([...named][0] ?? null) : null;
}

/**
 * Runs in the page's <head> before anything is painted (part of first-paint.ts's script): the
 * same choice as `currencyFromLanguages`, in ES5 as every browser reads it.
 */
export const CURRENCY_INIT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CURRENCY_STORAGE_KEY)}),k=${JSON.stringify(CURRENCIES)},r=${JSON.stringify(REGION_CURRENCIES)};if(k.indexOf(c)<0){var l=navigator.languages||[navigator.language],n={},x=0;for(var i=0;i<l.length;i++){var p=String(l[i]).split('-');for(var j=1;j<p.length;j++)if(/^[A-Za-z]{2}$/.test(p[j])){var y=r[p[j].toUpperCase()];if(y&&!n[y]){n[y]=1;x++;c=y}else if(!y){x+=2}break}}if(x!==1)c=${JSON.stringify(DEFAULT_CURRENCY)}}document.documentElement.setAttribute(${JSON.stringify(CURRENCY_ATTRIBUTE)},c)}catch(e){}`;

/**
 * What shows the chosen currency's amounts only. Without `data-currency` (no script) every
 * amount shows, joined by " / ", and the picker that could not work is hidden.
 */
export const CURRENCY_CSS = [
  `html[${CURRENCY_ATTRIBUTE}] [${CURRENCY_AMOUNT_ATTRIBUTE}],html[${CURRENCY_ATTRIBUTE}] [${CURRENCY_SEPARATOR_ATTRIBUTE}]{display:none}`,
  ...CURRENCIES.map((currency) => `html[${CURRENCY_ATTRIBUTE}="${currency}"] [${CURRENCY_AMOUNT_ATTRIBUTE}="${currency}"]{display:inline}`),
  `html:not([${CURRENCY_ATTRIBUTE}]) [${CURRENCY_PICKER_ATTRIBUTE}]{display:none}`,
].join('\n');

/** An amount as the site writes it: `£0.18`, `€37`, `$1,200`: pence shown only when there are some. */
export function formatMoney(amount: number, currency: Currency): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * A round amount as a headline claims it: `£3K`, `€3.5K`, `$1.2M` (capital K and M, as the
 * site's copy writes thousands and millions, whatever the visitor's language).
 */
export function formatMoneyShort(amount: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
}
