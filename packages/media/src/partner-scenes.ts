import type { GlyphName } from './glyphs.ts';
import { TEXT, backdrop, badge, box, button, c, connector, label, pill, shield, tick, windowFrame } from './scene-kit.ts';

/**
 * Hero scenes for the partner pages: where Keyline sits in each kind of partner's offering (a
 * gateway's connector, a carrier's network, a platform's call screen, an integrator's project).
 */

type Point = readonly [number, number];
const arrow = (from: Point, to: Point, colour: string = c.brand) => connector([from, to], colour, { arrow: true, width: 4 });

/** A party in a flow: its icon on a round tile with a name underneath. */
function party(icon: GlyphName, x: number, y: number, name: string, tone: 'brand' | 'accent' | 'plain' = 'plain'): string {
  return badge(icon, x, y, 40, tone) + label(name, x, y + 66, { weight: 700, anchor: 'middle' });
}

const partnerWay = (x: number, icon: GlyphName, name: string) => arrow([300, 112], [x, 178], c.borderStrong) + party(icon, x, 222, name);

/** The partner programme: refer, resell or build Keyline in, with revenue on each. */
export function partnerProgramme(): string {
  return (
    backdrop() +
    shield(300, 70, 76) +
    partnerWay(110, 'users', 'Refer') +
    partnerWay(300, 'briefcase', 'Resell') +
    partnerWay(490, 'code', 'Build in') +
    pill(300, 330, 'Revenue on every payment', 'accent', 'middle')
  );
}

/** A system integrator's plan: design to PCI DSS review, all ticked. */
export function integratorProject(): string {
  const rows: [string, number, number][] = [
    ['Design', 0, 120],
    ['Build', 90, 150],
    ['Test', 210, 100],
    ['PCI DSS review', 280, 80],
  ];
  return (
    backdrop() +
    box(20, 24, 560, 352, c.surface, { rx: 18, stroke: c.border }) +
    label('Contact-centre project', 44, 64, { size: TEXT.body, weight: 700 }) +
    rows
      .map(([name, start, length], index) => {
        const y = 120 + index * 62;
        return (
          label(name, 44, y, { weight: 600 }) +
          box(Math.round(230 + start * 0.75), y - 14, Math.round(length * 0.75), 28, index === 3 ? c.accent : c.brand, { rx: 14 }) +
          tick(540, y, 14)
        );
      })
      .join('')
  );
}

/** A launch checklist: what a new partner or gateway works through before going live. */
export function integrationChecklist(): string {
  const items: [string, boolean][] = [
    ['Sandbox access', true],
    ['Connector built', true],
    ['Certification tests', true],
    ['First live payment', false],
  ];
  return (
    backdrop() +
    box(60, 24, 480, 352, c.surface, { rx: 18, stroke: c.border }) +
    label('Launch checklist', 88, 68, { size: TEXT.body, weight: 700 }) +
    items
      .map(([name, done], index) => {
        const y = 132 + index * 64;
        return (
          (done ? tick(104, y, 16) : `<circle cx="104" cy="${y}" r="15" fill="${c.surface}" stroke="${c.borderStrong}" stroke-width="2"/>`) +
          label(name, 136, y, { size: TEXT.body, fill: done ? c.text : c.muted })
        );
      })
      .join('')
  );
}

const boardedMerchant = (x: number, icon: GlyphName) =>
  arrow([300, 140], [x, 214], c.borderStrong) +
  box(x - 76, 220, 152, 128, c.surface, { rx: 14, stroke: c.border }) +
  badge(icon, x, 266, 28) +
  tick(x, 320, 14);

/** A payment facilitator or sales organisation: one master account, many boarded merchants. */
export function subMerchants(): string {
  return (
    backdrop() +
    box(170, 30, 260, 104, c.brand, { rx: 18 }) +
    label('Master account', 300, 66, { weight: 700, fill: c.onBrand, anchor: 'middle' }) +
    label('secure capture on', 300, 98, { fill: c.onBrand, anchor: 'middle' }) +
    boardedMerchant(110, 'cross') +
    boardedMerchant(300, 'bag') +
    boardedMerchant(490, 'car')
  );
}

/** A carrier's network with secure capture inside it, serving its business customers' lines. */
export function carrierNetwork(): string {
  return (
    backdrop() +
    party('antenna', 86, 150, 'Callers') +
    arrow([136, 150], [184, 150]) +
    box(192, 60, 216, 244, c.surface, { rx: 22, stroke: c.brand, strokeWidth: 3, dashed: true }) +
    label('Your network', 300, 96, { weight: 700, anchor: 'middle' }) +
    shield(300, 176, 74) +
    label('Secure capture', 300, 262, { fill: c.brandStrong, weight: 600, anchor: 'middle' }) +
    arrow([416, 150], [464, 150]) +
    party('briefcase', 514, 150, 'Business') +
    pill(300, 336, 'Sold on the lines they rent', 'accent', 'middle')
  );
}

/** A contact-centre or UCaaS call screen with a Take payment button from a certified connector. */
export function platformConnector(): string {
  return (
    backdrop() +
    windowFrame(20, 28, 360, 344, 'Softphone') +
    badge('users', 200, 140, 40) +
    label('Caller 02:45', 200, 214, { size: TEXT.body, weight: 700, anchor: 'middle' }) +
    button(70, 252, 260, 'Take payment') +
    label('Hold · Transfer', 200, 334, { fill: c.muted, anchor: 'middle' }) +
    arrow([388, 272], [446, 272]) +
    badge('plug', 494, 272, 36, 'brand') +
    shield(494, 120, 76) +
    label('Certified', 494, 200, { weight: 700, anchor: 'middle' })
  );
}

/** A CRM record that requests a payment and receives the tokenised result. */
export function crmRecord(): string {
  return (
    backdrop() +
    windowFrame(20, 28, 400, 344, 'Account · Harper & Co') +
    label('Invoice INV-2044', 40, 100, { weight: 600 }) +
    label('£480.00', 40, 140, { size: TEXT.figure, weight: 700 }) +
    button(40, 180, 240, 'Request payment') +
    box(40, 252, 360, 96, c.accentSoft, { rx: 12 }) +
    tick(72, 280, 14) +
    label('Paid', 96, 280, { weight: 700 }) +
    label('Token saved to record', 60, 320, { fill: c.text }) +
    shield(512, 200, 96)
  );
}

/** A gateway connected once, reached from every channel. */
export function gatewayConnector(): string {
  const channels: [GlyphName, number][] = [
    ['phone', 60],
    ['chat', 150],
    ['mail', 240],
    ['globe', 330],
  ];
  return (
    backdrop() +
    channels
      .map(
        ([icon, y]) =>
          badge(icon, 60, y, 30) +
          connector(
            [
              [94, y],
              [240, 200],
            ],
            c.borderStrong,
          ),
      )
      .join('') +
    shield(286, 200, 90) +
    label('One connector', 286, 290, { weight: 700, anchor: 'middle' }) +
    arrow([336, 200], [430, 200], c.accent) +
    party('server', 500, 200, 'Gateway', 'accent')
  );
}

/** Token relay: a merchant's systems send a token, the relay swaps in the card for any processor. */
export function tokenRelay(): string {
  return (
    backdrop() +
    box(20, 120, 168, 112, c.surface, { rx: 14, stroke: c.border }) +
    label('Your system', 104, 152, { weight: 700, anchor: 'middle' }) +
    label('tok_8f3k', 104, 196, { size: TEXT.body, fill: c.brandStrong, anchor: 'middle' }) +
    arrow([196, 176], [244, 176], c.borderStrong) +
    shield(300, 168, 84) +
    label('Relay', 300, 246, { weight: 700, anchor: 'middle' }) +
    [90, 176, 262].map((y) => arrow([352, 176], [446, y], c.accent) + badge('server', 500, y, 30, 'accent')).join('') +
    pill(300, 330, 'Card data never reaches you', 'plain', 'middle')
  );
}

/** A business banking app with a Take a card payment button for the SME on a call. */
export function businessBankingApp(): string {
  return (
    backdrop() +
    box(180, 16, 240, 400, c.ink, { rx: 30, stroke: c.inkBorder }) +
    box(190, 50, 220, 360, c.surface, { rx: 14 }) +
    label('Business account', 300, 84, { weight: 700, anchor: 'middle' }) +
    label('£12,480.20', 300, 124, { size: TEXT.heading, weight: 700, anchor: 'middle' }) +
    box(204, 158, 192, 98, c.brand, { rx: 14 }) +
    label('Take a card', 300, 192, { weight: 700, fill: c.onBrand, anchor: 'middle' }) +
    label('payment', 300, 220, { weight: 700, fill: c.onBrand, anchor: 'middle' }) +
    tick(222, 296, 12) +
    label('Deposit £350', 242, 296) +
    badge('phone', 90, 150, 42, 'accent') +
    label('On a call', 90, 226, { weight: 700, anchor: 'middle' }) +
    badge('bank', 510, 150, 42, 'brand') +
    label('Settled', 510, 226, { weight: 700, anchor: 'middle' })
  );
}

/** Secure capture bundled with acquiring: channels to Keyline to the acquirer to the merchant. */
export function acquirerSettlement(): string {
  return (
    backdrop() +
    party('phone', 76, 150, 'Phone') +
    arrow([122, 150], [176, 150]) +
    shield(224, 144, 80) +
    label('Capture', 224, 216, { weight: 700, anchor: 'middle' }) +
    arrow([272, 150], [330, 150], c.accent) +
    party('bank', 376, 150, 'Acquirer', 'accent') +
    arrow([422, 150], [476, 150], c.accent) +
    party('briefcase', 524, 150, 'Merchant') +
    pill(300, 300, 'One contract, settled as today', 'plain', 'middle')
  );
}
