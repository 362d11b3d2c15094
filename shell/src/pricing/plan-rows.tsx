import type { ReactNode } from 'react';
import type { PricingPlan } from '@site/contracts/content-api';
import { PLAN_PRICE_KEYS, PLAN_PRICE_PHRASES } from '@site/contracts/content-editing';
import { CURRENCIES } from '@site/contracts/currency';
import { Money } from './money.tsx';

const charged = (amounts: PricingPlan['prices'][keyof PricingPlan['prices']]) => CURRENCIES.some((currency) => amounts[currency] !== null);

/** Every price the plan charges, amount first ("£0.18 per secure transaction"), then its note. */
function PlanPrice({ plan }: { plan: PricingPlan }) {
  const lines = PLAN_PRICE_KEYS.filter((key) => charged(plan.prices[key]));
  return (
    <ul css={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {lines.map((key) => (
        <li key={key}>
          <Money amounts={plan.prices[key]} /> {PLAN_PRICE_PHRASES[key]}
        </li>
      ))}
      {plan.priceNote ? <li>{plan.priceNote}</li> : null}
    </ul>
  );
}

const orNone = (text: string) => text || 'None';

const discountsOf = (plan: PricingPlan) =>
  plan.discounts.length === 0 ? 'None' : plan.discounts.map((discount) => `${discount.label}: ${discount.percentOff}% off`).join('; ');

/** The rows of /pricing's comparison, one cell per plan after the row's name. */
export function planRows(plans: readonly PricingPlan[]): { key: string; cells: ReactNode[] }[] {
  const row = (key: string, name: string, cell: (plan: PricingPlan) => ReactNode) => ({ key, cells: [name, ...plans.map(cell)] });
  return [
    row('best-for', 'Best for', (plan) => plan.bestFor),
    row('price', 'Price', (plan) => <PlanPrice plan={plan} />),
    row('channels', 'Channels included', (plan) => plan.channels),
    row('term', 'Term', (plan) => plan.term),
    row('set-up-fee', 'Set-up fee', (plan) => plan.setupFee),
    row('gateways', 'Gateways', (plan) => plan.gateways),
    row('support', 'Support', (plan) => plan.support),
    row('fair-use', 'Fair use', (plan) => orNone(plan.fairUse)),
    row('discounts', 'Discounts', discountsOf),
  ];
}
