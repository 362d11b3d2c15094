/** How the calculator writes money and rates: British English, whole units of the visitor's currency, at most two decimals for rates. */
import { CURRENCIES, type Currency } from '@site/contracts/currency';

const formatters = (minimumFractionDigits: number, maximumFractionDigits: number) =>
  new Map<Currency, Intl.NumberFormat>(
    CURRENCIES.map((currency) => [
      currency,
      new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits, maximumFractionDigits }),
    ]),
  );
const WHOLE = formatters(0, 0);
const CENTS = formatters(2, 2);
const PERCENT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "£12,340", "€12,340" */
export const formatWhole = (amount: number, currency: Currency): string => WHOLE.get(currency)?.format(amount) ?? String(amount);

/** "£0.04", "$0.05" */
export const formatCents = (amount: number, currency: Currency): string => CENTS.get(currency)?.format(amount) ?? String(amount);

/** "1.05%" for 1.0466…, "0.25%" for 0.25 */
export const formatPercent = (percent: number): string => `${PERCENT.format(percent)}%`;
