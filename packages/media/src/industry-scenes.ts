import { masked } from '@site/contracts/site-visuals';
import type { GlyphName } from './glyphs.ts';
import { TEXT, backdrop, badge, box, c, circle, field, label, pill, shield, tick } from './scene-kit.ts';

/**
 * Hero scenes for the industry pages: the bill, booking or account a customer in that sector pays,
 * as the agent or the customer sees it, with how it is paid and what happens next.
 */

interface Statement {
  icon: GlyphName;
  /** How the customer pays, under the icon. */
  channel: string;
  title: string;
  detail: string;
  due: string;
  amount: string;
  /** What the secure capture did: a masked card field, or the outcome with a tick. */
  outcome: { kind: 'card'; value: string } | { kind: 'done'; text: string };
  tint?: string;
}

/** The sector's icon and channel on the left, the thing being paid on a card to the right. */
function statement({ icon, channel, title, detail, due, amount, outcome, tint = c.brandSoft }: Statement): string {
  const result =
    outcome.kind === 'card'
      ? field(212, 300, 336, outcome.value, 'done')
      : box(212, 296, 336, 52, c.accentSoft, { rx: 12 }) + tick(240, 322, 14) + label(outcome.text, 264, 322, { weight: 700 });
  return (
    backdrop(tint) +
    badge(icon, 100, 140, 62, 'brand') +
    pill(100, 232, channel, 'plain', 'middle') +
    box(192, 28, 380, 344, c.surface, { rx: 18, stroke: c.border }) +
    label(title, 212, 66, { size: TEXT.body, weight: 700 }) +
    label(detail, 212, 98, { fill: c.muted }) +
    box(212, 124, 336, 2, c.border, { rx: 1 }) +
    label(due, 212, 164, { fill: c.muted }) +
    label(amount, 212, 210, { size: TEXT.figure, weight: 700 }) +
    result
  );
}

export const bankCollections = () =>
  statement({
    icon: 'bank',
    channel: 'By phone',
    title: 'Loan account 7731',
    detail: 'Collections call',
    due: 'Arrears to clear',
    amount: '£320.00',
    outcome: { kind: 'card', value: `${masked(4)} ${masked(4)} ${masked(4)} 5100` },
  });

export const insuranceClaimCall = () =>
  statement({
    icon: 'car',
    channel: 'Claims call',
    title: 'Motor claim 48213',
    detail: 'Excess before repairs',
    due: 'Excess due',
    amount: '£250.00',
    outcome: { kind: 'done', text: 'Excess paid' },
  });

export const retailOrder = () =>
  statement({
    icon: 'bag',
    channel: 'Phone order',
    title: 'Order 20417',
    detail: 'Walking boots, size 8',
    due: 'Order total',
    amount: '£86.00',
    outcome: { kind: 'done', text: 'Paid, order sent' },
    tint: c.surfaceAlt,
  });

export const patientBill = () =>
  statement({
    icon: 'cross',
    channel: 'Clinic call',
    title: 'Treatment plan',
    detail: 'Private dental care',
    due: 'Deposit',
    amount: '£150.00',
    outcome: { kind: 'done', text: 'Paid in private' },
    tint: c.accentSoft,
  });

export const travelBooking = () =>
  statement({
    icon: 'plane',
    channel: 'By link',
    title: 'Lisbon, 12 May',
    detail: '2 adults, 7 nights',
    due: 'Balance due',
    amount: '£1,240.00',
    outcome: { kind: 'done', text: 'Booking confirmed' },
  });

export const utilityBill = () =>
  statement({
    icon: 'drop',
    channel: 'Any hour',
    title: 'Northfield Water',
    detail: 'Bill for May',
    due: 'Amount due',
    amount: '£206.30',
    outcome: { kind: 'done', text: 'Paid on the IVR' },
    tint: c.surfaceAlt,
  });

export const rentPayment = () =>
  statement({
    icon: 'house',
    channel: 'By phone',
    title: 'Rent statement',
    detail: 'Flat 4, Mill Road',
    due: 'Rent due 1 July',
    amount: '£695.00',
    outcome: { kind: 'done', text: 'Arrears cleared' },
  });

export const clientAccountPayment = () =>
  statement({
    icon: 'scales',
    channel: 'By link',
    title: 'Matter LT-2291',
    detail: 'Fees on account',
    due: 'To client account',
    amount: '£1,500.00',
    outcome: { kind: 'done', text: 'Reference matched' },
    tint: c.surfaceAlt,
  });

export const donation = () =>
  statement({
    icon: 'heart',
    channel: 'Monthly gift',
    title: 'Spring appeal',
    detail: 'Regular gift by phone',
    due: 'Each month',
    amount: '£10.00',
    outcome: { kind: 'done', text: 'Gift Aid declared' },
    tint: c.accentSoft,
  });

export const tuitionFees = () =>
  statement({
    icon: 'cap',
    channel: 'By link',
    title: 'Tuition fees',
    detail: 'Instalment 2 of 3',
    due: 'Due 1 October',
    amount: '£3,083.00',
    outcome: { kind: 'done', text: 'Paid, receipt sent' },
  });

/** Appeal night: volunteers on phones, gifts keyed by callers, the running total. */
export function appealNight(): string {
  const volunteers = [0, 1, 2, 3, 4, 5]
    .map((index) => badge('headset', 84 + (index % 3) * 96, 120 + Math.floor(index / 3) * 110, 36, index === 1 ? 'brand' : 'plain'))
    .join('');
  return (
    backdrop() +
    volunteers +
    pill(180, 300, 'Gifts keyed by callers', 'plain', 'middle') +
    box(364, 60, 212, 190, c.surface, { rx: 18, stroke: c.border }) +
    label('Appeal total', 470, 100, { weight: 700, anchor: 'middle' }) +
    label('£48,210', 470, 150, { size: TEXT.figure, weight: 700, fill: c.brandStrong, anchor: 'middle' }) +
    tick(470, 210, 18)
  );
}

/** The sectors Keyline serves around its mark: one platform for all of them. */
export function industrySectors(): string {
  const sectors: GlyphName[] = ['bank', 'car', 'bag', 'cross', 'plane', 'bolt', 'house', 'scales', 'heart', 'cap'];
  const ring = sectors
    .map((icon, index) => {
      const angle = (index / sectors.length) * 2 * Math.PI - Math.PI / 2;
      return badge(icon, Math.round(300 + 220 * Math.cos(angle)), Math.round(200 + 150 * Math.sin(angle)), 34, index % 2 === 0 ? 'plain' : 'brand');
    })
    .join('');
  return backdrop() + circle(300, 200, 84, c.surface, { stroke: c.border }) + shield(300, 204, 96) + ring;
}
