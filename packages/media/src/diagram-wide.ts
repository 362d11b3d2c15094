import { lightPalette } from '@site/contracts/site-palette';
import { LINK_STYLE, TONES, arrowMarkers, type Diagram, type DiagramLink, type DiagramNode } from './diagram-model.ts';
import { textBlock } from './svg.ts';
import { textWidth, wrapToWidth } from './text-metrics.ts';

/**
 * The wide layout: nodes on a 4 × 2 grid joined by straight arrows, for a hero beside the page's
 * text or a video frame. Labels wrap to their box by measured width, never by a character count.
 */
export const WIDE_DIAGRAM = { width: 1280, height: 720 } as const;

const NODE = { width: 270, height: 164, padding: 14 } as const;
const GRID = { left: 150, top: 244, column: 326, row: 276 } as const;
/** Sizes for a drawing a hero shows about 500 px wide (0.4×): the label is still 12 px there. */
const TYPE = { label: 30, detail: 24, link: 22, legend: 24, title: 44 } as const;

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
  const { colour, dash } = LINK_STYLE[link.kind];
  const middle = { x: Math.round((start.x + end.x) / 2), y: Math.round((start.y + end.y) / 2) };
  const labelWidth = Math.ceil(textWidth(link.label, TYPE.link, 600)) + 24;
  return (
    `<line x1="${Math.round(start.x)}" y1="${Math.round(start.y)}" x2="${Math.round(end.x)}" y2="${Math.round(end.y)}" stroke="${colour}" stroke-width="5"${dash} marker-end="url(#arrow-${link.kind})"/>` +
    `<rect x="${Math.round(middle.x - labelWidth / 2)}" y="${middle.y - 22}" width="${labelWidth}" height="44" rx="22" fill="${lightPalette.surface}" stroke="${colour}" stroke-width="2"/>` +
    textBlock([link.label], middle.x, middle.y, { size: TYPE.link, weight: 600, fill: link.kind === 'secure' ? lightPalette.accent : lightPalette.text })
  );
}

function renderNode(node: DiagramNode): string {
  const { x, y } = centreOf(node);
  const tone = TONES[node.tone];
  const inner = NODE.width - 2 * NODE.padding;
  const label = wrapToWidth(node.label, inner, TYPE.label, 700);
  const detail = wrapToWidth(node.detail, inner, TYPE.detail);
  const labelHeight = label.length * Math.round(TYPE.label * 1.25);
  const detailHeight = detail.length * Math.round(TYPE.detail * 1.25);
  const top = y - (labelHeight + 6 + detailHeight) / 2;
  return (
    `<rect x="${x - NODE.width / 2}" y="${y - NODE.height / 2}" width="${NODE.width}" height="${NODE.height}" rx="18" fill="${tone.fill}" stroke="${tone.stroke}" stroke-width="3"/>` +
    textBlock(label, x, Math.round(top + labelHeight / 2), { size: TYPE.label, weight: 700, fill: tone.text }) +
    textBlock(detail, x, Math.round(top + labelHeight + 6 + detailHeight / 2), { size: TYPE.detail, fill: tone.detail })
  );
}

/** The legend: what a solid and a dashed arrow mean. */
function renderLegend(): string {
  const y = WIDE_DIAGRAM.height - 42;
  return (
    `<line x1="270" y1="${y}" x2="330" y2="${y}" stroke="${LINK_STYLE.secure.colour}" stroke-width="5"/>` +
    textBlock(['sensitive data, encrypted'], 342, y, { size: TYPE.legend, fill: lightPalette.text, anchor: 'start' }) +
    `<line x1="760" y1="${y}" x2="820" y2="${y}" stroke="${LINK_STYLE.clean.colour}" stroke-width="5"${LINK_STYLE.clean.dash}/>` +
    textBlock(['no card data'], 832, y, { size: TYPE.legend, fill: lightPalette.text, anchor: 'start' })
  );
}

/** The wide layout's drawing, without the document around it. */
export function wideDiagramBody(diagram: Diagram, options: { withTitle: boolean }): string {
  const nodes = new Map(diagram.nodes.map((node) => [node.id, node]));
  const title = options.withTitle ? textBlock([diagram.title], WIDE_DIAGRAM.width / 2, 86, { size: TYPE.title, weight: 700, fill: lightPalette.text }) : '';
  return (
    `<defs>${arrowMarkers(24)}</defs>` +
    `<rect width="${WIDE_DIAGRAM.width}" height="${WIDE_DIAGRAM.height}" rx="24" fill="${lightPalette.surface}"/>` +
    title +
    diagram.links.map((link) => renderLink(link, nodes)).join('') +
    diagram.nodes.map(renderNode).join('') +
    renderLegend()
  );
}
