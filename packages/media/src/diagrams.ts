import { SITE_VISUALS, type SiteVisualLayout, type SiteVisualNameOf } from '@site/contracts/site-visuals';
import type { Diagram } from './diagram-model.ts';
import { narrowDiagramBody, NARROW_DIAGRAM_WIDTH } from './diagram-narrow.ts';
import { WIDE_DIAGRAM, wideDiagramBody } from './diagram-wide.ts';
import { svgDocument } from './svg.ts';

/**
 * The call-flow diagrams: how card and bank details travel on each channel, and what never sees
 * them. One drawing serves the site (as `/images/diagrams/<name>.svg`, wide, or `?layout=narrow`
 * for a phone) and the videos (as a scene), so the picture a visitor reads and the one a narrator
 * explains are the same. The alt text of each drawing (its SVG title) is in the contract beside
 * its name and sizes.
 */
export const DIAGRAM_WIDTH = WIDE_DIAGRAM.width;
export const DIAGRAM_HEIGHT = WIDE_DIAGRAM.height;

export const DIAGRAMS = {
  'dtmf-masking': {
    title: 'Phone payments with DTMF masking',
    nodes: [
      { id: 'caller', label: 'Caller', detail: 'types card digits on the keypad', at: [0, 0], tone: 'customer' },
      { id: 'keyline', label: 'Keyline', detail: 'captures and masks the tones', at: [1.5, 0], tone: 'keyline' },
      { id: 'gateway', label: 'Payment gateway', detail: 'authorises the payment', at: [3, 0], tone: 'outside' },
      { id: 'agent', label: 'Agent', detail: 'sees dots, hears flat tones', at: [0.75, 1], tone: 'business' },
      { id: 'recorder', label: 'Call recorder', detail: 'records no card data', at: [2.25, 1], tone: 'business' },
    ],
    links: [
      { from: 'caller', to: 'keyline', label: 'DTMF tones', kind: 'secure' },
      { from: 'keyline', to: 'gateway', label: 'card data', kind: 'secure' },
      { from: 'keyline', to: 'agent', label: 'masked', kind: 'clean' },
      { from: 'keyline', to: 'recorder', label: 'flat tones', kind: 'clean' },
    ],
  },
  'payment-links': {
    title: 'Payment links by text, email or chat',
    nodes: [
      { id: 'agent', label: 'Agent or chat', detail: 'sends a one-time link', at: [0, 0], tone: 'business' },
      { id: 'customer', label: 'Customer', detail: 'opens the link on their phone', at: [1.5, 0], tone: 'customer' },
      { id: 'page', label: 'Hosted payment page', detail: 'run by Keyline', at: [1.5, 1], tone: 'keyline' },
      { id: 'gateway', label: 'Payment gateway', detail: 'authorises the payment', at: [3, 1], tone: 'outside' },
      { id: 'result', label: 'Your systems', detail: 'get the result and a token', at: [0, 1], tone: 'business' },
    ],
    links: [
      { from: 'agent', to: 'customer', label: 'link by SMS', kind: 'clean' },
      { from: 'customer', to: 'page', label: 'card details', kind: 'secure' },
      { from: 'page', to: 'gateway', label: 'encrypted', kind: 'secure' },
      { from: 'page', to: 'result', label: 'result only', kind: 'clean' },
    ],
  },
  'payment-ivr': {
    title: 'An automated payment line (IVR)',
    nodes: [
      { id: 'caller', label: 'Caller', detail: 'keys account and card numbers', at: [0, 0], tone: 'customer' },
      { id: 'ivr', label: 'Keyline IVR', detail: 'reads the balance, takes the card', at: [1.5, 0], tone: 'keyline' },
      { id: 'billing', label: 'Billing system', detail: 'account look-up', at: [1.5, 1], tone: 'business' },
      { id: 'gateway', label: 'Payment gateway', detail: 'authorises the payment', at: [3, 0], tone: 'outside' },
      { id: 'receipt', label: 'SMS receipt', detail: 'to the number on file', at: [3, 1], tone: 'customer' },
    ],
    links: [
      { from: 'caller', to: 'ivr', label: 'keypad tones', kind: 'secure' },
      { from: 'ivr', to: 'billing', label: 'account, no card', kind: 'clean' },
      { from: 'ivr', to: 'gateway', label: 'card data', kind: 'secure' },
      { from: 'gateway', to: 'receipt', label: 'approved', kind: 'clean' },
    ],
  },
  'pay-by-bank': {
    title: 'Pay by bank (Open Banking)',
    nodes: [
      { id: 'agent', label: 'Agent', detail: 'sends a pay-by-bank link', at: [0, 0], tone: 'business' },
      { id: 'customer', label: 'Customer', detail: 'chooses their bank', at: [1.5, 0], tone: 'customer' },
      { id: 'bank', label: 'Banking app', detail: 'approves the exact amount', at: [3, 0], tone: 'outside' },
      { id: 'account', label: 'Your account', detail: 'paid by Faster Payments', at: [3, 1], tone: 'business' },
      { id: 'keyline', label: 'Keyline', detail: 'matches it to the reference', at: [1.5, 1], tone: 'keyline' },
    ],
    links: [
      { from: 'agent', to: 'customer', label: 'link by SMS', kind: 'clean' },
      { from: 'customer', to: 'bank', label: 'no card needed', kind: 'secure' },
      { from: 'bank', to: 'account', label: 'instant transfer', kind: 'secure' },
      { from: 'account', to: 'keyline', label: 'confirmation', kind: 'clean' },
    ],
  },
  'ai-voice-agent': {
    title: 'Payments inside an AI voice agent',
    nodes: [
      { id: 'caller', label: 'Caller', detail: 'types the card number', at: [0, 0], tone: 'customer' },
      { id: 'keyline', label: 'Keyline', detail: 'captures outside the audio', at: [1.5, 0], tone: 'keyline' },
      { id: 'gateway', label: 'Payment gateway', detail: 'authorises the payment', at: [3, 0], tone: 'outside' },
      { id: 'agent', label: 'AI voice agent', detail: 'receives a token only', at: [0.75, 1], tone: 'business' },
      { id: 'transcript', label: 'Transcript and model', detail: '“card ending 5100”', at: [2.25, 1], tone: 'business' },
    ],
    links: [
      { from: 'caller', to: 'keyline', label: 'keypad tones', kind: 'secure' },
      { from: 'keyline', to: 'gateway', label: 'card data', kind: 'secure' },
      { from: 'keyline', to: 'agent', label: 'token', kind: 'clean' },
      { from: 'agent', to: 'transcript', label: 'no digits', kind: 'clean' },
    ],
  },
  'pci-scope': {
    title: 'What leaves PCI DSS scope',
    nodes: [
      { id: 'telephony', label: 'Telephony', detail: 'out of scope', at: [0, 0], tone: 'business' },
      { id: 'desktops', label: 'Agent desktops', detail: 'out of scope', at: [0, 1], tone: 'business' },
      { id: 'keyline', label: 'Keyline', detail: 'PCI DSS Level 1', at: [1.5, 0.5], tone: 'keyline' },
      { id: 'recorder', label: 'Call recorder', detail: 'out of scope', at: [3, 1], tone: 'business' },
      { id: 'gateway', label: 'Payment gateway', detail: 'PCI DSS Level 1', at: [3, 0], tone: 'outside' },
    ],
    links: [
      { from: 'telephony', to: 'keyline', label: 'audio only', kind: 'clean' },
      { from: 'keyline', to: 'desktops', label: 'token', kind: 'clean' },
      { from: 'keyline', to: 'gateway', label: 'card data', kind: 'secure' },
      { from: 'keyline', to: 'recorder', label: 'no card data', kind: 'clean' },
    ],
  },
} as const satisfies Record<SiteVisualNameOf<'diagrams'>, Diagram>;

export type DiagramName = SiteVisualNameOf<'diagrams'>;
export const DIAGRAM_NAMES = Object.keys(DIAGRAMS) as DiagramName[];

/** The diagram as a standalone SVG document (no script, no external reference), in either layout. */
export function renderDiagram(name: DiagramName, options: { layout?: SiteVisualLayout; withTitle?: boolean } = {}): string {
  const diagram: Diagram = DIAGRAMS[name];
  const { alt } = SITE_VISUALS[name];
  if (options.layout === 'narrow') {
    const { body, height } = narrowDiagramBody(diagram);
    return svgDocument({ width: NARROW_DIAGRAM_WIDTH, height, title: alt, body });
  }
  return svgDocument({ ...WIDE_DIAGRAM, title: alt, body: wideDiagramBody(diagram, { withTitle: options.withTitle !== false }) });
}
