import { PRODUCT_SAMPLES, SITE_VISUALS, masked, SITE_VISUAL_NAMES, type SiteVisualNameOf } from '@site/contracts/site-visuals';
import { TEXT, backdrop, badge, box, button, c, circle, field, label, phone, tick, windowFrame } from './scene-kit.ts';
import { svgDocument } from './svg.ts';

/**
 * The product as its users see it, drawn from the same parts as the product's screens: the agent's
 * payment panel during a call (fields filling as masked progress while the caller keys), the
 * customer's payment page opened from a link, and the reports view of every payment across
 * channels. Served as `/images/product/<name>.svg` and used as video scenes.
 */
export type ProductVisualName = SiteVisualNameOf<'product'>;
export const PRODUCT_VISUAL_NAMES = SITE_VISUAL_NAMES.filter((name): name is ProductVisualName => SITE_VISUALS[name].kind === 'product');

function agentPaymentPanel(): string {
  const { amount, reference, cardEnding } = PRODUCT_SAMPLES['agent-payment-panel'];
  return (
    box(0, 0, 600, 400, c.surfaceAlt, { rx: 24 }) +
    windowFrame(16, 16, 568, 368, 'Secure payment · call 03:12') +
    circle(556, 38, 7, c.accent) +
    label('Amount', 40, 84, { fill: c.muted }) +
    label(amount, 40, 118, { size: TEXT.figure, weight: 700 }) +
    label('Reference', 250, 84, { fill: c.muted }) +
    label(reference, 250, 118, { size: TEXT.body, weight: 600 }) +
    label('Card number', 40, 160, { weight: 600 }) +
    field(40, 176, 340, `${masked(4)} ${masked(4)} ${masked(4)} ${cardEnding}`, 'done') +
    label('Expiry', 40, 244, { weight: 600 }) +
    field(40, 260, 150, `${masked(2)} / ${masked(2)}`, 'done') +
    label('Security code', 206, 244, { weight: 600 }) +
    field(206, 260, 174, masked(1), 'active') +
    // What the agent hears while the caller keys: the status beside the fields.
    box(400, 150, 164, 154, c.brandSoft, { rx: 12 }) +
    label('Caller is', 482, 184, { weight: 700, fill: c.brandStrong, anchor: 'middle' }) +
    label('typing', 482, 210, { weight: 700, fill: c.brandStrong, anchor: 'middle' }) +
    label('You hear', 482, 250, { anchor: 'middle' }) +
    label('flat tones', 482, 276, { anchor: 'middle' }) +
    button(40, 322, 200, 'Take payment') +
    button(256, 322, 170, 'Pay by bank', 'secondary')
  );
}

function customerPaymentPage(): string {
  const { merchant, amount } = PRODUCT_SAMPLES['customer-payment-page'];
  const device = phone(180, 14, 240, 420);
  const { x, y } = device.screen;
  const inner = x + 12;
  return (
    backdrop() +
    device.svg +
    label(merchant, inner, y + 26, { weight: 700 }) +
    label(amount, inner, y + 66, { size: TEXT.figure, weight: 700 }) +
    button(inner, y + 96, 196, 'Pay by bank', 'secondary') +
    label('Card number', inner, y + 168, { weight: 600 }) +
    field(inner, y + 184, 196, '5100 0000 00', 'active') +
    button(inner, y + 244, 196, `Pay ${amount}`) +
    // Either side: who runs the page, and the ways to pay on it.
    badge('lock', 92, 150, 34, 'accent') +
    label('Secured', 92, 210, { weight: 700, anchor: 'middle' }) +
    label('by Keyline', 92, 236, { anchor: 'middle' }) +
    badge('card', 508, 150, 34, 'brand') +
    label('Card, wallet', 508, 210, { weight: 700, anchor: 'middle' }) +
    label('or bank', 508, 236, { anchor: 'middle' })
  );
}

const headlineFigure = (x: number, name: string, value: string) =>
  box(x, 70, 168, 84, c.surfaceAlt, { rx: 10 }) + label(name, x + 14, 94, { fill: c.muted }) + label(value, x + 14, 130, { size: 28, weight: 700 });

/** The tallest bar, the busiest channel's, in px. */
const BAR_HEIGHT = 96;

function reportsDashboard(): string {
  const { period, payments, authorised, declined, byChannel } = PRODUCT_SAMPLES['reports-dashboard'];
  const most = Math.max(...byChannel.map((entry) => entry.payments));
  const bars = byChannel
    .map(({ channel, payments: count }, index) => {
      const height = Math.round((BAR_HEIGHT * count) / most);
      return (
        box(52 + index * 84, 318 - height, 44, height, index === 0 ? c.brand : c.brandStrong, { rx: 6 }) +
        label(channel, 74 + index * 84, 344, { anchor: 'middle' })
      );
    })
    .join('');
  return (
    box(0, 0, 600, 400, c.surfaceAlt, { rx: 24 }) +
    windowFrame(16, 16, 568, 368, `Payments · ${period}`) +
    headlineFigure(32, 'Payments', payments) +
    headlineFigure(216, 'Authorised', authorised) +
    headlineFigure(400, 'Declined', declined) +
    box(32, 170, 352, 196, c.surface, { rx: 10, stroke: c.border }) +
    label('By channel', 48, 194, { weight: 700 }) +
    bars +
    box(400, 170, 168, 196, c.accentSoft, { rx: 10 }) +
    label('Daily file', 484, 200, { weight: 700, anchor: 'middle' }) +
    tick(484, 252, 24) +
    label('Matched to', 484, 304, { anchor: 'middle' }) +
    label('settlement', 484, 330, { anchor: 'middle' })
  );
}

const DRAW: Record<ProductVisualName, () => string> = {
  'agent-payment-panel': agentPaymentPanel,
  'customer-payment-page': customerPaymentPage,
  'reports-dashboard': reportsDashboard,
};

/** The visual as a standalone SVG document (no script, no external reference). */
export function renderProductVisual(name: ProductVisualName): string {
  const { width, height, alt } = SITE_VISUALS[name];
  return svgDocument({ width, height, title: alt, body: DRAW[name]() });
}
