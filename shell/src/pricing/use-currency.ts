import { useSyncExternalStore } from 'react';
import { CURRENCY_ATTRIBUTE, DEFAULT_CURRENCY, type Currency } from '@site/contracts/currency';
import { currentCurrency } from './currency-choice.ts';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [CURRENCY_ATTRIBUTE] });
  return () => observer.disconnect();
}

/** The currency shown; the default while a prerendered page is hydrated (its markup was rendered in it). */
export const useCurrency = (): Currency => useSyncExternalStore(subscribe, currentCurrency, () => DEFAULT_CURRENCY);
