import { formatMoneyShort, type Currency } from '@site/contracts/currency';
import type { SavingsRange } from '@site/contracts/site-settings';
import { siteSettings } from '../settings/site-settings.ts';

/** Where copy states the typical yearly saving, which each visitor reads in their currency (see `withTypicalSavings`). */
export const TYPICAL_SAVINGS = '{typicalSavings}';

/** "£3K–£150K+": the typical yearly saving as an ADMIN set it for one currency (never converted from another). */
export function typicalSavingsIn(currency: Currency, range: SavingsRange = siteSettings().typicalSavings[currency]): string {
  return `${formatMoneyShort(range.from, currency)}–${formatMoneyShort(range.to, currency)}+`;
}
