import { SITE_VISUALS, type SiteVisualNameOf } from '@site/contracts/site-visuals';
import { lightPalette } from '@site/contracts/site-palette';
import { SVG_FONT, escapeXml, textBlock, wrapText } from './svg.ts';

/**
 * The call-flow diagrams: how card and bank details travel on each channel, and what never sees
 * them. One drawing serves the site (as `/images/diagrams/<name>.svg`) and the videos (as a scene),
 * so the picture a visitor reads and the one a narrator explains are the same.
 */
export const DIAGRAM_WIDTH = 1280;
export const DIAGRAM_HEIGHT = 720;
// The alt text of each drawing (its SVG title) is in the contract beside its name and size.

type Tone = 'customer' | 'keyline' | 'business' | 'outside';

interface DiagramNode {
  id: string;
  label: string;
  detail: string;
  /** Column and row on a 4 × 2 grid. */
  at: readonly [number, number];
  tone: Tone;
}

interface DiagramLink {
  from: string;
  to: string;
  label: string;
  /** `secure`: sensitive data on an encrypted path; `clean`: only tokens, results or masked tones. */
  kind: 'secure' | 'clean';
}

export interface Diagram {
  title: string;
  nodes: readonly DiagramNode[];
  links: readonly DiagramLink[];
}

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

const TONES: Record<Tone, { fill: string; stroke: string; text: string }> = {
  customer: { fill: lightPalette.surface, stroke: lightPalette.borderStrong, text: lightPalette.text },
  keyline: { fill: lightPalette.brand, stroke: lightPalette.brandStrong, text: lightPalette.onBrand },
  business: { fill: lightPalette.surfaceAlt, stroke: lightPalette.border, text: lightPalette.text },
  outside: { fill: lightPalette.accentSoft, stroke: lightPalette.accent, text: lightPalette.text },
};

const NODE = { width: 260, height: 132 } as const;
const GRID = { left: 150, top: 250, column: 326, row: 270 } as const;

function centreOf(node: DiagramNode): { x: number; y: number } {
  return { x: GRID.left + node.at[0] * GRID.column, y: GRID.top + node.at[1] * GRID.row };
}

/** Where the line from `from` towards `to` leaves the node's box. */
function edgePoint(from: { x: number; y: number }, to: { x: number; y: number }): { x: number; y: number } {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const scale = Math.min(dx === 0 ? Infinity : NODE.width / 2 / Math.abs(dx), dy === 0 ? Infinity : NODE.height / 2 / Math.abs(dy));
  return { x: from.x + dx * scale, y: from.y + dy * scale };
}

function renderLink(link: DiagramLink, nodes: ReadonlyMap<string, DiagramNode>): string {
  const from = nodes.get(link.from);
  const to = nodes.get(link.to);
  if (!from || !to) throw new Error(`diagram link ${link.from} → ${link.to} names a missing node`);
  const start = edgePoint(centreOf(from), centreOf(to));
  const end = edgePoint(centreOf(to), centreOf(from));
  const colour = link.kind === 'secure' ? lightPalette.accent : lightPalette.muted;
  const dash = link.kind === 'clean' ? ' stroke-dasharray="14 10"' : '';
  const middle = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  const labelWidth = link.label.length * 11 + 28;
  return (
    `<line x1="${Math.round(start.x)}" y1="${Math.round(start.y)}" x2="${Math.round(end.x)}" y2="${Math.round(end.y)}" stroke="${colour}" stroke-width="5"${dash} marker-end="url(#arrow-${link.kind})"/>` +
    `<rect x="${Math.round(middle.x - labelWidth / 2)}" y="${Math.round(middle.y - 20)}" width="${labelWidth}" height="40" rx="20" fill="${lightPalette.surface}" stroke="${colour}" stroke-width="2"/>` +
    textBlock([link.label], Math.round(middle.x), Math.round(middle.y), {
      size: 19,
      weight: 600,
      fill: link.kind === 'secure' ? lightPalette.accent : lightPalette.text,
    })
  );
}

function renderNode(node: DiagramNode): string {
  const { x, y } = centreOf(node);
  const tone = TONES[node.tone];
  const detail = wrapText(node.detail, 22);
  return (
    `<rect x="${x - NODE.width / 2}" y="${y - NODE.height / 2}" width="${NODE.width}" height="${NODE.height}" rx="18" fill="${tone.fill}" stroke="${tone.stroke}" stroke-width="3"/>` +
    textBlock([node.label], x, y - 24 - (detail.length - 1) * 12, { size: 26, weight: 700, fill: tone.text }) +
    textBlock(detail, x, y + 26, { size: 21, fill: node.tone === 'keyline' ? lightPalette.onBrand : lightPalette.muted })
  );
}

/** The legend: what a solid and a dashed arrow mean. */
function renderLegend(): string {
  const y = DIAGRAM_HEIGHT - 42;
  return (
    `<line x1="330" y1="${y}" x2="390" y2="${y}" stroke="${lightPalette.accent}" stroke-width="5"/>` +
    textBlock(['sensitive data, encrypted'], 402, y, { size: 21, fill: lightPalette.text, anchor: 'start' }) +
    `<line x1="700" y1="${y}" x2="760" y2="${y}" stroke="${lightPalette.muted}" stroke-width="5" stroke-dasharray="14 10"/>` +
    textBlock(['no card data'], 772, y, { size: 21, fill: lightPalette.text, anchor: 'start' })
  );
}

/** The diagram as a standalone SVG document (no script, no external reference). */
export function renderDiagram(name: DiagramName, options: { withTitle?: boolean } = {}): string {
  const diagram: Diagram = DIAGRAMS[name];
  const nodes = new Map(diagram.nodes.map((node) => [node.id, node]));
  const markers = (['secure', 'clean'] as const)
    .map(
      (kind) =>
        `<marker id="arrow-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${kind === 'secure' ? lightPalette.accent : lightPalette.muted}"/></marker>`,
    )
    .join('');
  const title = options.withTitle === false ? '' : textBlock([diagram.title], DIAGRAM_WIDTH / 2, 86, { size: 40, weight: 700, fill: lightPalette.text });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DIAGRAM_WIDTH}" height="${DIAGRAM_HEIGHT}" viewBox="0 0 ${DIAGRAM_WIDTH} ${DIAGRAM_HEIGHT}" font-family="${escapeXml(SVG_FONT)}" role="img">` +
    `<title>${escapeXml(SITE_VISUALS[name].alt)}</title><defs>${markers}</defs>` +
    `<rect width="${DIAGRAM_WIDTH}" height="${DIAGRAM_HEIGHT}" rx="24" fill="${lightPalette.surface}"/>` +
    title +
    diagram.links.map((link) => renderLink(link, nodes)).join('') +
    diagram.nodes.map(renderNode).join('') +
    renderLegend() +
    '</svg>'
  );
}
