import { darkColourOf } from '../colour-schemes.ts';
import { textWidth } from '../text-metrics.ts';

/**
 * Reads a drawing back as what a visitor sees: its filled shapes and its lines of text, in paint
 * order, so tests can ask whether each line fits the shape it sits on, how small it gets on a
 * phone and whether it stands out from its background in both colour schemes. Only the SVG the
 * drawings write is understood: rects and circles as backgrounds, `<text>` with `<tspan>` lines;
 * anything inside a transformed group is left out (it is not where it says it is).
 */
export interface Shape {
  kind: 'rect' | 'circle';
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  opacity: number;
}

export interface TextLine {
  content: string;
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  weight: number;
  anchor: 'start' | 'middle' | 'end';
  fill: string;
  /** How many shapes were painted before it: only those can be under it. */
  paintedAfter: number;
}

export interface Drawing {
  width: number;
  height: number;
  shapes: Shape[];
  lines: TextLine[];
}

const attributesOf = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']));

const number = (value: string | undefined, fallback = 0): number => (value === undefined ? fallback : Number.parseFloat(value));

const unescape = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '');

export function inspectDrawing(svg: string): Drawing {
  const root = attributesOf(/^<svg[^>]*>/.exec(svg)?.[0] ?? '');
  const drawing: Drawing = { width: number(root.width), height: number(root.height), shapes: [], lines: [] };
  // Tags in order; <defs> content and transformed groups are skipped by depth counting.
  const tags = svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>([^<]*)/g);
  const skipping: string[] = [];
  let text: Record<string, string> | null = null;
  for (const [, closing, name = '', rawAttributes = '', selfClosing, after = ''] of tags) {
    const attributes = attributesOf(rawAttributes);
    if (closing) {
      if (skipping.at(-1) === name) skipping.pop();
      if (name === 'text') text = null;
      continue;
    }
    const skips = name === 'defs' || name === 'style' || name === 'title' || (name === 'g' && attributes.transform !== undefined);
    if (skips && !selfClosing) {
      skipping.push(name);
      continue;
    }
    if (skipping.length > 0 || skips) continue;
    if (name === 'rect' || name === 'circle') {
      const fill = attributes.fill ?? '#000000';
      if (fill === 'none') continue;
      const opacity = number(attributes['fill-opacity'], 1);
      if (name === 'rect') {
        drawing.shapes.push({
          kind: 'rect',
          x: number(attributes.x),
          y: number(attributes.y),
          width: number(attributes.width),
          height: number(attributes.height),
          fill,
          opacity,
        });
      } else {
        const r = number(attributes.r);
        drawing.shapes.push({ kind: 'circle', x: number(attributes.cx) - r, y: number(attributes.cy) - r, width: 2 * r, height: 2 * r, fill, opacity });
      }
    } else if (name === 'text') {
      text = attributes;
    } else if (name === 'tspan' && text) {
      drawing.lines.push({
        content: unescape(after),
        x: number(attributes.x),
        y: number(attributes.y),
        size: number(text['font-size']),
        weight: number(text['font-weight'], 400),
        anchor: (text['text-anchor'] as TextLine['anchor'] | undefined) ?? 'start',
        fill: text.fill ?? '#000000',
        paintedAfter: drawing.shapes.length,
      });
    }
  }
  return drawing;
}

/** The box a line of text takes: its measured (conservative) width, ascender to descender. */
export function extentOf(line: TextLine): { left: number; right: number; top: number; bottom: number } {
  const width = textWidth(line.content, line.size, line.weight);
  const left = line.anchor === 'start' ? line.x : line.anchor === 'middle' ? line.x - width / 2 : line.x - width;
  return { left, right: left + width, top: line.y - 0.76 * line.size, bottom: line.y + 0.24 * line.size };
}

function contains(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === 'circle') {
    const r = shape.width / 2;
    return (x - shape.x - r) ** 2 + (y - shape.y - r) ** 2 <= r * r;
  }
  return x >= shape.x && x <= shape.x + shape.width && y >= shape.y && y <= shape.y + shape.height;
}

/** The shape a line of text is painted on: the last one painted before it under the middle of the line. */
export function backgroundOf(drawing: Drawing, line: TextLine): Shape | null {
  const extent = extentOf(line);
  const x = (extent.left + extent.right) / 2;
  const y = line.y - 0.35 * line.size;
  for (let index = line.paintedAfter - 1; index >= 0; index -= 1) {
    const shape = drawing.shapes[index];
    if (shape && shape.opacity === 1 && contains(shape, x, y)) return shape;
  }
  return null;
}

/** Whether the line stays inside the shape it sits on (a circle by its inscribed square), and inside the drawing. */
export function fitsItsBox(drawing: Drawing, line: TextLine): boolean {
  const extent = extentOf(line);
  const box = backgroundOf(drawing, line) ?? { kind: 'rect', x: 0, y: 0, width: drawing.width, height: drawing.height };
  const inset = box.kind === 'circle' ? (box.width / 2) * (1 - Math.SQRT1_2) : 0;
  const inside =
    extent.left >= box.x + inset && extent.right <= box.x + box.width - inset && extent.top >= box.y + inset && extent.bottom <= box.y + box.height - inset;
  return inside && extent.left >= 0 && extent.right <= drawing.width && extent.top >= 0 && extent.bottom <= drawing.height;
}

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;

function linearChannel(value: number): number {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** The colour painted under the middle of the line in a scheme: every shape there, translucent ones blended. */
function paintedColourUnder(drawing: Drawing, line: TextLine, scheme: 'light' | 'dark'): Rgb {
  const extent = extentOf(line);
  const x = (extent.left + extent.right) / 2;
  const y = line.y - 0.35 * line.size;
  let colour: Rgb = scheme === 'light' ? [255, 255, 255] : rgbOf(darkColourOf('#ffffff'));
  for (const shape of drawing.shapes.slice(0, line.paintedAfter)) {
    if (!contains(shape, x, y)) continue;
    const fill = rgbOf(scheme === 'light' ? shape.fill : darkColourOf(shape.fill));
    colour = colour.map((channel, index) => channel * (1 - shape.opacity) + (fill[index] ?? 0) * shape.opacity) as Rgb;
  }
  return colour;
}

/** The WCAG contrast ratio of a line of text against what is painted under it, in the light or dark scheme. */
export function contrastOf(drawing: Drawing, line: TextLine, scheme: 'light' | 'dark'): number {
  const text = luminance(rgbOf(scheme === 'light' ? line.fill : darkColourOf(line.fill)));
  const background = luminance(paintedColourUnder(drawing, line, scheme));
  return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
}
