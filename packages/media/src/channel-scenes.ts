import { masked } from '@site/contracts/site-visuals';
import { glyph } from './glyphs.ts';
import { TEXT, backdrop, badge, box, button, c, circle, connector, field, label, phone, pill, shield, tick, windowFrame } from './scene-kit.ts';

/**
 * Hero scenes for the channel pages: what the customer and the agent each see when a payment is
 * taken on that channel, drawn from the product's own controls (fields, tick, masked digits).
 */

/** A phone keypad: twelve keys, one pressed. */
function keypad(left: number, top: number, pitch: number, pressed: string): string {
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];
  return keys
    .map((key, index) => {
      const cx = left + (index % 3) * pitch;
      const cy = top + Math.floor(index / 3) * (pitch - 6);
      const down = key === pressed;
      return (
        circle(cx, cy, 21, down ? c.brand : c.surfaceAlt, down ? {} : { stroke: c.border }) +
        label(key, cx, cy, { weight: 700, fill: down ? c.onBrand : c.text, anchor: 'middle' })
      );
    })
    .join('');
}

/** Keypad payments: the caller keys the card, the agent's view fills with masked progress. */
export function keypadEntry(): string {
  const device = phone(36, 20, 208, 380);
  return (
    backdrop() +
    device.svg +
    box(56, 66, 168, 44, c.surfaceAlt, { rx: 8 }) +
    label(`${masked(4)} ${masked(3)}`, 140, 88, { size: TEXT.body, anchor: 'middle' }) +
    keypad(80, 152, 60, '5') +
    windowFrame(272, 56, 304, 272, 'Agent view') +
    label('Card number', 292, 126, { weight: 600 }) +
    field(292, 144, 264, `${masked(4)} ${masked(4)} ${masked(3)}`, 'active') +
    label('Expiry', 292, 216, { weight: 600 }) +
    field(292, 234, 120, 'MM / YY', 'empty') +
    pill(424, 348, 'Tones masked', 'accent', 'middle')
  );
}

/** A payment line open all night: the IVR's prompt and the paid receipt. */
export function ivrAnyHour(): string {
  const device = phone(40, 20, 200, 380);
  const { x, y } = device.screen;
  return (
    backdrop(c.surfaceAlt) +
    device.svg +
    label('Payment line', x + 90, y + 30, { weight: 700, anchor: 'middle' }) +
    label('03:12', x + 90, y + 62, { fill: c.muted, anchor: 'middle' }) +
    badge('wave', x + 90, y + 130, 44, 'brand') +
    button(x + 14, y + 202, 152, 'End call', 'secondary') +
    box(270, 40, 306, 110, c.surface, { rx: 16, stroke: c.border }) +
    label('“Press 1 to pay', 292, 80, { size: TEXT.body }) +
    label('your balance”', 292, 110, { size: TEXT.body }) +
    badge('moon', 310, 220, 36, 'brand') +
    label('Open 24/7', 362, 220, { size: TEXT.heading, weight: 700 }) +
    box(270, 282, 306, 76, c.accentSoft, { rx: 14 }) +
    tick(310, 320, 18) +
    label('Paid at 03:12', 342, 320, { size: TEXT.body, weight: 700 })
  );
}

/** An outbound call from a dialler, with the payment still taken on the keypad. */
export function outboundCall(): string {
  const device = phone(404, 20, 176, 360);
  const { x, y } = device.screen;
  return (
    backdrop() +
    windowFrame(20, 40, 330, 300, 'Dialler') +
    badge('headset', 76, 128, 32, 'brand') +
    label('Calling…', 122, 128, { size: TEXT.body, weight: 700 }) +
    label('Balance due', 40, 196, { fill: c.muted }) +
    label('£180.00', 40, 232, { size: TEXT.figure, weight: 700 }) +
    button(40, 272, 200, 'Take payment') +
    connector(
      [
        [356, 190],
        [398, 190],
      ],
      c.brand,
      { arrow: true, width: 4 },
    ) +
    device.svg +
    badge('phone', x + 78, y + 70, 34, 'accent') +
    label('Incoming', x + 78, y + 140, { weight: 700, anchor: 'middle' }) +
    label('call', x + 78, y + 166, { weight: 700, anchor: 'middle' }) +
    label(masked(6), x + 78, y + 230, { size: TEXT.body, anchor: 'middle' })
  );
}

const linkStep = (top: number, text: string, time: string) =>
  tick(336, top, 16) + label(text, 364, top, { size: TEXT.body, weight: 700 }) + label(time, 560, top, { fill: c.muted, anchor: 'end' });

/** A payment link arriving by text, and what the agent sees happen to it. */
export function paymentLinkSms(): string {
  const device = phone(36, 20, 236, 380);
  const { x, y } = device.screen;
  return (
    backdrop() +
    device.svg +
    label('Messages', x + 108, y + 24, { weight: 700, anchor: 'middle' }) +
    box(x + 10, y + 50, 196, 128, c.surfaceAlt, { rx: 14 }) +
    label('Pay your £95.00', x + 22, y + 78) +
    label('balance here:', x + 22, y + 106) +
    label('pay.link/7Q2K', x + 22, y + 142, { weight: 700, fill: c.brand }) +
    box(300, 60, 276, 250, c.surface, { rx: 16, stroke: c.border }) +
    label('Link status', 320, 96, { size: TEXT.body, weight: 700 }) +
    linkStep(150, 'Sent', '10:02') +
    linkStep(200, 'Opened', '10:04') +
    linkStep(250, 'Paid', '10:05')
  );
}

/** A secure payment form opened inside a chat window; the transcript keeps only the outcome. */
export function webChatPayment(): string {
  return (
    backdrop(c.surfaceAlt) +
    windowFrame(20, 16, 560, 368, 'Support chat') +
    box(40, 76, 276, 44, c.surfaceAlt, { rx: 14 }) +
    label('Here’s a secure form', 56, 98) +
    box(440, 134, 120, 44, c.brand, { rx: 14 }) +
    label('Thanks!', 500, 156, { fill: c.onBrand, weight: 600, anchor: 'middle' }) +
    box(40, 194, 380, 172, c.surface, { rx: 14, stroke: c.brand, strokeWidth: 3 }) +
    glyph('lock', 58, 208, 24, c.accent) +
    label('Secure payment', 92, 220, { weight: 700 }) +
    field(58, 246, 344, '5100 0000 0000', 'active') +
    button(58, 306, 200, 'Pay £48.00') +
    pill(500, 320, 'Paid', 'accent', 'middle')
  );
}

const participantTile = (x: number, y: number) => box(x, y, 168, 120, c.ink, { rx: 10 }) + badge('users', x + 84, y + 60, 30);

/** A video consultation: the adviser pushes a payment panel that only the customer fills in. */
export function videoMeetingPayment(): string {
  return (
    backdrop(c.surfaceAlt) +
    windowFrame(20, 16, 560, 368, 'Video consultation') +
    participantTile(40, 80) +
    participantTile(40, 214) +
    circle(56, 354, 7, c.danger) +
    label('Recording', 72, 354, { fill: c.text }) +
    box(228, 80, 332, 254, c.surface, { rx: 14, stroke: c.brand, strokeWidth: 3 }) +
    glyph('lock', 246, 96, 24, c.accent) +
    label('Secure payment', 280, 108, { weight: 700 }) +
    label('Consultation fee', 246, 150, { fill: c.muted }) +
    label('£60.00', 246, 184, { size: TEXT.heading, weight: 700 }) +
    field(246, 208, 296, `${masked(4)} ${masked(4)} ${masked(4)}`, 'done') +
    button(246, 272, 180, 'Pay £60.00')
  );
}

const savedCard = (y: number, text: string, chosen: boolean) =>
  box(60, y, 300, 52, chosen ? c.brandSoft : c.surface, { rx: 10, stroke: chosen ? c.brand : c.border, strokeWidth: chosen ? 3 : 2 }) +
  circle(84, y + 26, 9, chosen ? c.brand : c.surface, { stroke: c.borderStrong }) +
  label(text, 106, y + 26, { size: TEXT.body });

/** Click to Pay: an enrolled card chosen by email and a one-time code, not typed. */
export function clickToPayCheckout(): string {
  return (
    backdrop() +
    box(40, 28, 340, 344, c.surface, { rx: 18, stroke: c.border }) +
    glyph('card', 60, 48, 28, c.brand) +
    label('Click to Pay', 100, 62, { size: TEXT.body, weight: 700 }) +
    savedCard(100, 'Visa •••• 4821', true) +
    savedCard(166, 'Mastercard •••• 77', false) +
    label('Code sent to', 60, 258, { fill: c.muted }) +
    label('your email', 60, 284, { fill: c.muted }) +
    button(60, 312, 300, 'Pay £64.00') +
    badge('mail', 480, 130, 44, 'brand') +
    label('No card', 480, 218, { weight: 700, anchor: 'middle' }) +
    label('number typed', 480, 246, { anchor: 'middle' })
  );
}

/** Hosted fields: your checkout page around card fields served from Keyline's platform. */
export function hostedFields(): string {
  return (
    backdrop(c.surfaceAlt) +
    windowFrame(20, 16, 560, 368, 'yourshop.example/checkout') +
    label('Basket', 40, 90, { size: TEXT.body, weight: 700 }) +
    label('2 items', 40, 126, { fill: c.muted }) +
    label('£86.00', 40, 162, { size: TEXT.heading, weight: 700 }) +
    box(216, 88, 348, 208, c.surface, { rx: 12, stroke: c.brand, strokeWidth: 3, dashed: true }) +
    pill(390, 70, 'Hosted by Keyline', 'brand', 'middle') +
    field(236, 124, 308, '5100 0000 0000', 'active') +
    field(236, 182, 144, 'MM / YY', 'empty') +
    field(396, 182, 148, 'CVC', 'empty') +
    label('Straight to the vault', 236, 264, { fill: c.accent, weight: 600 }) +
    button(40, 316, 200, 'Pay £86.00') +
    shield(532, 336, 40)
  );
}
