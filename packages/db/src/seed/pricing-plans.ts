/**
 * The plans /pricing showed when they were page copy, as typed by the company for each currency
 * (each amount its own list price in that currency, not a conversion).
 */
import type { PricingPlanFields } from '@site/contracts/content-editing';

const none = { GBP: null, EUR: null, USD: null };

export const PRICING_PLANS: PricingPlanFields[] = [
  {
    slug: 'transaction',
    title: 'Transaction',
    bestFor: 'Payment IVRs, payment links and teams taking fewer than about 1,500 payments a month',
    prices: {
      perTransaction: { GBP: 0.18, EUR: 0.21, USD: 0.23 },
      platformFeeMonthly: { GBP: 95, EUR: 110, USD: 120 },
      perSeatMonthly: none,
      agentAssistedCall: { GBP: 0.25, EUR: 0.29, USD: 0.32 },
      payByBankPayment: { GBP: 0.2, EUR: 0.23, USD: 0.25 },
    },
    priceNote: '',
    channels: 'IVR, payment links, web chat and web checkout; agent-assisted calls charged per call',
    term: 'Monthly rolling, 30 days’ notice',
    setupFee: 'None for standard integrations',
    gateways: 'One connected gateway',
    support: 'Business hours, online and by phone',
    fairUse: '',
    discounts: [
      { label: 'Registered charities', percentOff: 15 },
      { label: 'Platform fee paid a year ahead', percentOff: 8 },
    ],
    sortOrder: 0,
  },
  {
    slug: 'agent',
    title: 'Agent',
    bestFor: 'Contact centres where agents take payments throughout the day',
    prices: {
      perTransaction: none,
      platformFeeMonthly: none,
      perSeatMonthly: { GBP: 32, EUR: 37, USD: 40 },
      agentAssistedCall: none,
      payByBankPayment: { GBP: 0.2, EUR: 0.23, USD: 0.25 },
    },
    priceNote: 'Agent-assisted payments included',
    channels: 'Agent-assisted phone, keypad and outbound calls, and payment links sent by agents',
    term: '12 months, billed monthly',
    setupFee: 'None for standard integrations',
    gateways: 'Up to three connected gateways',
    support: 'Business hours, plus around-the-clock P1 cover',
    fairUse: '1,200 agent-assisted payments per seat a month; IVR payments at the Transaction rate',
    discounts: [{ label: 'Registered charities', percentOff: 15 }],
    sortOrder: 1,
  },
  {
    slug: 'enterprise',
    title: 'Enterprise',
    bestFor: 'Large or multi-site operations, outsourcers and regulated groups',
    prices: { perTransaction: none, platformFeeMonthly: none, perSeatMonthly: none, agentAssistedCall: none, payByBankPayment: none },
    priceNote: 'Volume pricing on either model, agreed with you; pay by bank included',
    channels: 'Every channel, including video meetings, pay by bank and capture for AI agents',
    term: '24 or 36 months',
    setupFee: 'None for standard integrations; fixed price for bespoke work',
    gateways: 'Unlimited, with routing rules',
    support: 'Around the clock, with a named account manager',
    fairUse: '',
    discounts: [{ label: 'Registered charities', percentOff: 15 }],
    sortOrder: 2,
  },
];
