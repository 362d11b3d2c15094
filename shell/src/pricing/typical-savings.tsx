import { Fragment, type ReactNode } from 'react';
import { CURRENCIES, DEFAULT_CURRENCY } from '@site/contracts/currency';
import { InEveryCurrency } from './money.tsx';
import { TYPICAL_SAVINGS, typicalSavingsIn } from './typical-savings-text.ts';

/** The typical yearly saving in every currency, the visitor's shown (see `InEveryCurrency`). */
export function TypicalSavings() {
  return <InEveryCurrency texts={Object.fromEntries(CURRENCIES.map((currency) => [currency, typicalSavingsIn(currency)]))} />;
}

/**
 * Copy that states the typical saving where it says `TYPICAL_SAVINGS`: as plain text in the
 * default currency (a link's label, a description), and as the page shows it.
 */
export function withTypicalSavings(copy: string): { text: string; shown: ReactNode } {
  const parts = copy.split(TYPICAL_SAVINGS);
  return {
    text: parts.join(typicalSavingsIn(DEFAULT_CURRENCY)),
    // One element, so that a button laying out its children as flex items keeps the sentence whole.
    shown: (
      <span>
        {parts.map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <TypicalSavings /> : null}
            {part}
          </Fragment>
        ))}
      </span>
    ),
  };
}
