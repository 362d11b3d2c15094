import { lightPalette } from '@site/contracts/site-palette';
import { LINK_STYLE, TONES, arrowMarkers, type Diagram, type DiagramLink, type DiagramNode } from './diagram-model.ts';
import { textBlock } from './svg.ts';
import { textWidth, wrapToWidth } from './text-metrics.ts';

/**
 * The narrow layout, for a phone: the same nodes and links read top to bottom as a tree. Every
 * diagram is a tree from the node nothing points at; a node with one onward link continues straight
 * down, and one with several branches them off an indented trunk, sensitive paths first. Each link's
 * label sits just above the box it leads to. Drawn 360 px wide so its smallest text (13 px) is still
 * 12 px when the phone shows it at 340 CSS px.
 */
export const NARROW_DIAGRAM_WIDTH = 360;

const MARGIN = 16;
const INDENT = 30;
/** The trunk and straight connectors run this far inside the parent's left edge. */
const CONNECTOR_INSET = 14;
const GAP = 44;
const PILL = { height: 28, padding: 10 } as const;
const TYPE = { title: 20, label: 17, detail: 14, link: 13, legend: 14 } as const;
const PADDING = 12;
const line = (size: number) => Math.round(size * 1.25);

interface PlacedNode {
  node: DiagramNode;
  x: number;
  y: number;
  width: number;
  height: number;
  label: string[];
  detail: string[];
}

interface Incoming {
  link: DiagramLink;
  parent: PlacedNode;
  /** Whether it leaves the parent on a trunk shared with its siblings. */
  branched: boolean;
}

function rootOf(diagram: Diagram): DiagramNode {
  const pointedAt = new Set(diagram.links.map((link) => link.to));
  const roots = diagram.nodes.filter((node) => !pointedAt.has(node.id));
  const root = roots[0];
  if (roots.length !== 1 || !root) throw new Error(`the “${diagram.title}” diagram must be a tree with one starting node`);
  return root;
}

function boxFor(node: DiagramNode, x: number, y: number): PlacedNode {
  const width = NARROW_DIAGRAM_WIDTH - MARGIN - x;
  const inner = width - 2 * PADDING;
  const label = wrapToWidth(node.label, inner, TYPE.label, 700);
  const detail = wrapToWidth(node.detail, inner, TYPE.detail);
  const height = PADDING + label.length * line(TYPE.label) + 4 + detail.length * line(TYPE.detail) + PADDING - 4;
  return { node, x, y, width, height, label, detail };
}

/** Lays the tree out top to bottom: each node's box and the link that reaches it. */
function layOut(diagram: Diagram, top: number): { placed: PlacedNode[]; incoming: Map<string, Incoming>; bottom: number } {
  const byId = new Map(diagram.nodes.map((node) => [node.id, node]));
  const placed: PlacedNode[] = [];
  const incoming = new Map<string, Incoming>();
  let y = top;
  const visit = (node: DiagramNode, x: number) => {
    const box = boxFor(node, x, y);
    placed.push(box);
    y += box.height;
    const onward = diagram.links.filter((link) => link.from === node.id).toSorted((a, b) => Number(a.kind === 'clean') - Number(b.kind === 'clean'));
    const branched = onward.length > 1;
    for (const link of onward) {
      const child = byId.get(link.to);
      if (!child) throw new Error(`diagram link ${link.from} → ${link.to} names a missing node`);
      if (incoming.has(child.id)) throw new Error(`the “${diagram.title}” diagram reaches ${child.id} twice: it must be a tree`);
      y += GAP;
      incoming.set(child.id, { link, parent: box, branched });
      visit(child, branched ? x + INDENT : x);
    }
  };
  visit(rootOf(diagram), MARGIN);
  if (placed.length !== diagram.nodes.length) throw new Error(`the “${diagram.title}” diagram has nodes no link reaches`);
  return { placed, incoming, bottom: y };
}

function renderBox(box: PlacedNode): string {
  const tone = TONES[box.node.tone];
  const labelTop = box.y + PADDING;
  const detailTop = labelTop + box.label.length * line(TYPE.label) + 4;
  return (
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="12" fill="${tone.fill}" stroke="${tone.stroke}" stroke-width="2"/>` +
    textBlock(box.label, box.x + PADDING, labelTop + (box.label.length * line(TYPE.label)) / 2, {
      size: TYPE.label,
      weight: 700,
      fill: tone.text,
      anchor: 'start',
    }) +
    textBlock(box.detail, box.x + PADDING, detailTop + (box.detail.length * line(TYPE.detail)) / 2, { size: TYPE.detail, fill: tone.detail, anchor: 'start' })
  );
}

function pill(label: string, kind: DiagramLink['kind'], x: number, centreY: number): string {
  const { colour, dash } = LINK_STYLE[kind];
  const width = Math.ceil(textWidth(label, TYPE.link, 600)) + 2 * PILL.padding;
  return (
    `<rect x="${x}" y="${centreY - PILL.height / 2}" width="${width}" height="${PILL.height}" rx="${PILL.height / 2}" fill="${lightPalette.surface}" stroke="${colour}" stroke-width="2"${dash ? ' stroke-dasharray="6 4"' : ''}/>` +
    textBlock([label], x + PILL.padding, centreY, {
      size: TYPE.link,
      weight: 600,
      fill: kind === 'secure' ? lightPalette.accent : lightPalette.text,
      anchor: 'start',
    })
  );
}

/** The line into a box, then the label of what travels on it in the gap above the box. */
function renderConnector(box: PlacedNode, { link, parent, branched }: Incoming): string {
  const { colour, dash } = LINK_STYLE[link.kind];
  const trunkX = parent.x + CONNECTOR_INSET;
  const start = parent.y + parent.height;
  const narrowDash = dash ? ' stroke-dasharray="8 6"' : '';
  const path = branched ? `M${trunkX} ${start}V${box.y + 22}H${box.x}` : `M${trunkX} ${start}V${box.y}`;
  return (
    `<path d="${path}" fill="none" stroke="${colour}" stroke-width="3"${narrowDash} marker-end="url(#arrow-${link.kind})"/>` +
    pill(link.label, link.kind, trunkX + 12, box.y - GAP / 2)
  );
}

function legendRow(y: number, kind: DiagramLink['kind'], text: string): string {
  return (
    `<path d="M${MARGIN} ${y}h40" stroke="${LINK_STYLE[kind].colour}" stroke-width="3"${kind === 'clean' ? ' stroke-dasharray="8 6"' : ''}/>` +
    textBlock([text], MARGIN + 52, y, { size: TYPE.legend, fill: lightPalette.text, anchor: 'start' })
  );
}

function renderLegend(top: number): string {
  return legendRow(top + 12, 'secure', 'sensitive data, encrypted') + legendRow(top + 40, 'clean', 'no card data');
}

/** The narrow layout's drawing and its height, without the document around it. */
export function narrowDiagramBody(diagram: Diagram): { body: string; height: number } {
  const title = wrapToWidth(diagram.title, NARROW_DIAGRAM_WIDTH - 2 * MARGIN, TYPE.title, 700);
  const titleHeight = title.length * line(TYPE.title);
  const { placed, incoming, bottom } = layOut(diagram, MARGIN + titleHeight + 16);
  const height = bottom + 20 + 52 + MARGIN;
  // Longest connectors first, so where branches share a trunk the nearer (sensitive) ones are drawn on top.
  const connectors = placed
    .filter((box) => incoming.has(box.node.id))
    .toSorted((a, b) => b.y - a.y)
    .map((box) => renderConnector(box, incoming.get(box.node.id) as Incoming))
    .join('');
  return {
    height,
    body:
      `<defs>${arrowMarkers(10)}</defs>` +
      `<rect width="${NARROW_DIAGRAM_WIDTH}" height="${height}" rx="16" fill="${lightPalette.surface}"/>` +
      textBlock(title, MARGIN, MARGIN + titleHeight / 2, { size: TYPE.title, weight: 700, fill: lightPalette.text, anchor: 'start' }) +
      connectors +
      placed.map(renderBox).join('') +
      renderLegend(bottom + 20),
  };
}
