import { Fragment } from 'react';
import { CURRENCIES, CURRENCY_AMOUNT_ATTRIBUTE, CURRENCY_SEPARATOR_ATTRIBUTE, formatMoney, type Currency } from '@site/contracts/currency';

/**
 * An amount in every currency it is set in: the page's style shows the visitor's one (all of them,
 * " / " between, where no script ran), so the markup is the same for every visitor and search engine.
 */
export function Money({ amounts }: { amounts: Readonly<Record<Currency, number | null>> }) {
  const set = CURRENCIES.flatMap((currency) => {
    const amount = amounts[currency];
    return amount === null ? [] : [{ currency, amount }];
  });
  return (
    <span>
      {set.map(({ currency, amount }, index) => (
        <Fragment key={currency}>
          {index > 0 ? <span {...{ [CURRENCY_SEPARATOR_ATTRIBUTE]: '' }}> / </span> : null}
          <span {...{ [CURRENCY_AMOUNT_ATTRIBUTE]: currency }}>{formatMoney(amount, currency)}</span>
        </Fragment>
      ))}
    </span>
  );
}
