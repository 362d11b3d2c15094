/** How the calculator writes money and rates: British English, whole pounds, at most two decimals for rates. */

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const PENCE = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "£12,340" */
export const formatPounds = (amount: number): string => POUNDS.format(amount);

/** "£0.04" */
export const formatPence = (amount: number): string => PENCE.format(amount);

/** "1.05%" for 1.0466…, "0.25%" for 0.25 */
export const formatPercent = (percent: number): string => `${PERCENT.format(percent)}%`;
