import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PricingPlan } from '@site/contracts/content-api';
import { planRows } from './plan-rows.tsx';

const none = { GBP: null, EUR: null, USD: null };
const plan = (overrides: Partial<PricingPlan>): PricingPlan => ({
  slug: 'transaction',
  title: 'Transaction',
  bestFor: 'Payment IVRs',
  prices: { perTransaction: none, platformFeeMonthly: none, perSeatMonthly: none, agentAssistedCall: none, payByBankPayment: none },
  priceNote: '',
  channels: 'IVR',
  term: 'Monthly',
  setupFee: 'None',
  gateways: 'One',
  support: 'Business hours',
  fairUse: '',
  discounts: [],
  ...overrides,
});

const cellText = (plans: PricingPlan[], row: string) => {
  const found = planRows(plans).find((candidate) => candidate.key === row);
  return found?.cells.map((cell) => (typeof cell === 'string' ? cell : renderToStaticMarkup(<>{cell}</>).replace(/ class="css-[a-z0-9]+"/g, '')));
};

describe('the rows of /pricing', () => {
  it('each price in every currency it is typed in, each amount marked with its currency for the page’s style to pick', () => {
    const [, price] =
      cellText(
        [
          plan({
            prices: { ...plan({}).prices, perTransaction: { GBP: 0.18, EUR: 0.21, USD: 0.23 }, platformFeeMonthly: { GBP: 95, EUR: 110, USD: 120 } },
          }),
        ],
        'price',
      ) ?? [];
    expect(price).toBe(
      '<ul><li><span><span data-currency-amount="GBP">£0.18</span><span data-currency-separator=""> / </span><span data-currency-amount="EUR">€0.21</span><span data-currency-separator=""> / </span><span data-currency-amount="USD">$0.23</span></span> per secure transaction</li>' +
        '<li><span><span data-currency-amount="GBP">£95</span><span data-currency-separator=""> / </span><span data-currency-amount="EUR">€110</span><span data-currency-separator=""> / </span><span data-currency-amount="USD">$120</span></span> a month platform fee</li></ul>',
    );
  });

  it('a plan priced by agreement shows its note; empty terms read as none; discounts in words', () => {
    const plans = [plan({ slug: 'enterprise', priceNote: 'Agreed with you', discounts: [{ label: 'Registered charities', percentOff: 15 }] })];
    expect(cellText(plans, 'price')?.[1]).toBe('<ul><li>Agreed with you</li></ul>');
    expect(cellText(plans, 'fair-use')).toEqual(['Fair use', 'None']);
    expect(cellText(plans, 'discounts')).toEqual(['Discounts', 'Registered charities: 15% off']);
  });

  it('one cell per plan, in the plans’ order, after the row’s name', () => {
    const rows = planRows([plan({ title: 'A', bestFor: 'a' }), plan({ slug: 'b', title: 'B', bestFor: 'b' })]);
    expect(rows.every((row) => row.cells.length === 3)).toBe(true);
    expect(rows[0]?.cells).toEqual(['Best for', 'a', 'b']);
  });
});
