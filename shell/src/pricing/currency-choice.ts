/**
 * The currency prices show in: `<html data-currency>`, set before the first paint (see
 * @site/contracts/currency) and changed here. What shows is a matter of style, so a change
 * re-renders nothing but the picker. No React here: the page's script before the app uses it.
 */
import { CURRENCY_ATTRIBUTE, CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY, isCurrency, type Currency } from '@site/contracts/currency';

export function currentCurrency(): Currency {
  const shown = document.documentElement.getAttribute(CURRENCY_ATTRIBUTE);
  return isCurrency(shown) ? shown : DEFAULT_CURRENCY;
}

/** Shows prices in `currency` from now on, on this page and the next (stored where the colour scheme is). */
export function chooseCurrency(currency: string): void {
  if (!isCurrency(currency)) return;
  document.documentElement.setAttribute(CURRENCY_ATTRIBUTE, currency);
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Storage refused (a private window's quota, blocked site data): the choice lasts for this page.
  }
}
