import { Fragment } from 'react';
import { CURRENCIES, CURRENCY_AMOUNT_ATTRIBUTE, CURRENCY_SEPARATOR_ATTRIBUTE, formatMoney, type Currency } from '@site/contracts/currency';

/**
 * A text written in each currency it is set in: the page's style shows the visitor's one (all of
 * them, " / " between, where no script ran), so the markup is the same for every visitor and
 * search engine.
 */
export function InEveryCurrency({ texts }: { texts: Readonly<Partial<Record<Currency, string>>> }) {
  const set = CURRENCIES.flatMap((currency) => {
    const text = texts[currency];
    return text === undefined ? [] : [{ currency, text }];
  });
  return (
    <span>
      {set.map(({ currency, text }, index) => (
        <Fragment key={currency}>
          {index > 0 ? <span {...{ [CURRENCY_SEPARATOR_ATTRIBUTE]: '' }}> / </span> : null}
          <span {...{ [CURRENCY_AMOUNT_ATTRIBUTE]: currency }}>{text}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** An amount in every currency it is set in (see `InEveryCurrency`). */
export function Money({ amounts }: { amounts: Readonly<Record<Currency, number | null>> }) {
  const texts: Partial<Record<Currency, string>> = {};
  for (const currency of CURRENCIES) {
    const amount = amounts[currency];
    if (amount !== null) texts[currency] = formatMoney(amount, currency);
  }
  return <InEveryCurrency texts={texts} />;
}
