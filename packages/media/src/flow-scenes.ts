import { masked } from '@site/contracts/site-visuals';
import { glyph } from './glyphs.ts';
import { TEXT, backdrop, badge, box, c, circle, connector, field, label, phone, pill, shield, tick, windowFrame } from './scene-kit.ts';

/**
 * Hero scenes for the pages about how payments are kept, collected and kept apart: schedules,
 * reminders, bank transfers and details, AI tools in step with the call, and the separate path
 * card data takes.
 */

/** Recurring payments: a monthly plan, the months paid ticked, the card kept as a token. */
export function recurringSchedule(): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
  const cells = months
    .map((month, index) => {
      const x = 44 + (index % 3) * 108;
      const y = 132 + Math.floor(index / 3) * 112;
      const paid = index < 3;
      return (
        box(x, y, 96, 96, paid ? c.accentSoft : c.surfaceAlt, { rx: 12 }) +
        label(month, x + 48, y + 28, { weight: 700, anchor: 'middle' }) +
        (paid ? tick(x + 48, y + 66, 16) : circle(x + 48, y + 66, 14, c.surface, { stroke: c.borderStrong }))
      );
    })
    .join('');
  return (
    backdrop() +
    box(24, 24, 360, 352, c.surface, { rx: 18, stroke: c.border }) +
    glyph('calendar', 44, 48, 32, c.brand) +
    label('£25.00 a month', 88, 64, { size: TEXT.body, weight: 700 }) +
    cells +
    badge('lock', 488, 150, 48, 'brand') +
    label('Card kept', 488, 236, { weight: 700, anchor: 'middle' }) +
    label('as a token', 488, 264, { anchor: 'middle' }) +
    badge('repeat', 488, 330, 26, 'accent')
  );
}

const reminderStep = (y: number, icon: Parameters<typeof badge>[0], day: string, what: string, done: boolean) =>
  badge(icon, 64, y, 26, done ? 'accent' : 'brand') + label(day, 104, y - 14, { weight: 700 }) + label(what, 104, y + 14, { fill: c.muted });

/** Payment chase: reminders by text and email with a pay-now link, stopping once paid. */
export function paymentReminders(): string {
  const device = phone(396, 20, 184, 380);
  const { x, y } = device.screen;
  return (
    backdrop() +
    connector(
      [
        [64, 90],
        [64, 310],
      ],
      c.borderStrong,
      { dashed: true },
    ) +
    reminderStep(90, 'bell', 'Day 1', 'Text reminder', false) +
    reminderStep(200, 'mail', 'Day 5', 'Email with link', false) +
    reminderStep(310, 'tick', 'Day 6', 'Paid, chase stops', true) +
    device.svg +
    box(x + 8, y + 20, 148, 118, c.surfaceAlt, { rx: 12 }) +
    label('£142.60', x + 20, y + 50, { size: TEXT.body, weight: 700 }) +
    label('is due', x + 20, y + 78) +
    label('Pay now', x + 20, y + 112, { weight: 700, fill: c.brand }) +
    tick(x + 82, y + 200, 26)
  );
}

/** Bank to bank: the exact amount moved between accounts, approved in the payer's bank. */
export function bankTransfer(): string {
  return (
    backdrop() +
    badge('bank', 96, 120, 54) +
    label('Payer’s bank', 96, 204, { weight: 700, anchor: 'middle' }) +
    badge('bank', 504, 120, 54, 'brand') +
    label('Your account', 504, 204, { weight: 700, anchor: 'middle' }) +
    connector(
      [
        [162, 120],
        [432, 120],
      ],
      c.accent,
      { arrow: true, width: 4 },
    ) +
    box(196, 90, 208, 60, c.surface, { rx: 30, stroke: c.accent }) +
    label('£24,500.00', 300, 120, { size: TEXT.heading, weight: 700, anchor: 'middle' }) +
    box(120, 258, 360, 108, c.surface, { rx: 16, stroke: c.border }) +
    tick(162, 294, 18) +
    label('Approved in app', 192, 294, { size: TEXT.body, weight: 700 }) +
    tick(162, 334, 18) +
    label('Settled in seconds', 192, 334, { size: TEXT.body, weight: 700 })
  );
}

/** Bank account capture: sort code and account number keyed, checked and never seen. */
export function bankDetailsCapture(): string {
  return (
    backdrop() +
    windowFrame(20, 24, 380, 352, 'Direct Debit set-up') +
    label('Sort code', 40, 96, { weight: 600 }) +
    field(40, 114, 220, `${masked(2)}-${masked(2)}-${masked(2)}`, 'done') +
    label('Account number', 40, 192, { weight: 600 }) +
    field(40, 210, 340, `${masked(6)}78`, 'done') +
    pill(40, 290, 'Bank details checked', 'accent') +
    badge('bank', 496, 140, 50, 'brand') +
    label('Mandate', 496, 226, { weight: 700, anchor: 'middle' }) +
    label('set up', 496, 254, { anchor: 'middle' })
  );
}

const callSegment = (x: number, width: number, fill: string, caption: string, captionColour: string) =>
  box(x, 176, width, 48, fill, { rx: 10 }) + label(caption, x + width / 2, 256, { weight: 700, fill: captionColour, anchor: 'middle' });

/** AI call synchronisation: the assistant transcribes, pauses for the payment, then resumes. */
export function aiCallSync(): string {
  return (
    backdrop() +
    badge('sparkle', 76, 88, 40, 'brand') +
    label('AI assistant', 130, 76, { size: TEXT.body, weight: 700 }) +
    label('in step with the call', 130, 104, { fill: c.muted }) +
    callSegment(28, 170, c.brand, 'Transcribing', c.text) +
    callSegment(214, 172, c.surfaceAlt, 'Paused', c.text) +
    callSegment(402, 170, c.brand, 'Resumed', c.text) +
    glyph('lock', 284, 184, 32, c.accent) +
    box(120, 296, 360, 72, c.surface, { rx: 14, stroke: c.border }) +
    label('Summary: paid,', 140, 320, { weight: 600 }) +
    label('no card digits heard', 140, 346, { fill: c.muted })
  );
}

/** A call recording with the payment as a flat line: no tones, no digits. */
export function callRecording(): string {
  const heights = [18, 34, 52, 28, 60, 40, 22, 46, 30, 56, 24];
  const wave = (from: number) => heights.map((height, index) => box(from + index * 12, 200 - height / 2, 6, height, c.brand, { rx: 3 })).join('');
  return (
    backdrop(c.surfaceAlt) +
    windowFrame(20, 40, 560, 300, 'Call recording') +
    wave(44) +
    box(184, 196, 232, 8, c.borderStrong, { rx: 4 }) +
    wave(424) +
    pill(300, 128, 'Payment: flat tones', 'accent', 'middle') +
    circle(60, 290, 16, c.brand) +
    `<path d="M55 282v16l13-8z" fill="${c.onBrand}"/>` +
    label('14:06', 90, 290, { fill: c.muted }) +
    label('No card data stored', 560, 290, { weight: 600, anchor: 'end' })
  );
}

const lane = (y: number, title: string, tint: string) => box(20, y, 560, 160, tint, { rx: 18 }) + label(title, 40, y + 28, { weight: 700 });

/** Channel separation: the conversation on one path, the card data on another. */
export function separateChannels(): string {
  return (
    box(0, 0, 600, 400, c.surface, { rx: 24 }) +
    lane(20, 'Conversation', c.surfaceAlt) +
    badge('users', 90, 112, 32) +
    badge('headset', 300, 112, 32) +
    badge('wave', 510, 112, 32) +
    connector(
      [
        [128, 112],
        [262, 112],
      ],
      c.muted,
      { dashed: true },
    ) +
    connector(
      [
        [338, 112],
        [472, 112],
      ],
      c.muted,
      { dashed: true, arrow: true },
    ) +
    lane(220, 'Card data', c.accentSoft) +
    badge('phone', 90, 312, 32) +
    shield(300, 312, 62) +
    badge('card', 510, 312, 32, 'accent') +
    connector(
      [
        [128, 312],
        [262, 312],
      ],
      c.accent,
      { arrow: true, width: 4 },
    ) +
    connector(
      [
        [338, 312],
        [472, 312],
      ],
      c.accent,
      { arrow: true, width: 4 },
    )
  );
}
