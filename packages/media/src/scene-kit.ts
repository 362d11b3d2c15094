import { lightPalette } from '@site/contracts/site-palette';
import { glyph, type GlyphName } from './glyphs.ts';
import { textBlock } from './svg.ts';
import { textWidth } from './text-metrics.ts';

/**
 * The parts the hero scenes are drawn from: devices (a phone, a window), the product's own controls
 * (fields, buttons, status pills) and a few marks. A scene is 600 × 400 and its smallest text is
 * 20 px, so on a 340 px phone nothing is smaller than 11 px and one drawing serves every width.
 * Shapes that carry text are rects or circles, so tests can find the box each label sits on.
 */
export const c = lightPalette;
export const SCENE = { width: 600, height: 400 } as const;
export const TEXT = { small: 20, body: 22, heading: 26, figure: 34 } as const;

type Anchor = 'start' | 'middle' | 'end';
/** Coordinates to a tenth of a pixel: finer adds bytes, not detail. */
const round = (value: number): number => Math.round(value * 10) / 10;

export function box(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  options: { rx?: number; stroke?: string; strokeWidth?: number; dashed?: boolean; opacity?: number } = {},
): string {
  const stroke = options.stroke ? ` stroke="${options.stroke}" stroke-width="${options.strokeWidth ?? 2}"` : '';
  const dash = options.dashed ? ' stroke-dasharray="8 6"' : '';
  const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${options.rx ?? 12}" fill="${fill}"${opacity}${stroke}${dash}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, options: { stroke?: string; opacity?: number } = {}): string {
  const stroke = options.stroke ? ` stroke="${options.stroke}" stroke-width="2"` : '';
  const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${opacity}${stroke}/>`;
}

/** One line of text; (x, y) is the middle of its left edge, centre or right edge. */
export function label(content: string, x: number, y: number, options: { size?: number; weight?: number; fill?: string; anchor?: Anchor } = {}): string {
  return textBlock([content], x, y, {
    size: options.size ?? TEXT.small,
    weight: options.weight,
    fill: options.fill ?? c.text,
    anchor: options.anchor ?? 'start',
  });
}

/** A straight or bent connector, solid or dashed, with an optional arrowhead drawn as a path (no markers to keep files small). */
export function connector(
  points: readonly (readonly [number, number])[],
  colour: string,
  options: { dashed?: boolean; arrow?: boolean; width?: number } = {},
): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const d = `M${first[0]} ${first[1]}` + rest.map(([x, y]) => `L${x} ${y}`).join('');
  const dash = options.dashed ? ' stroke-dasharray="8 6"' : '';
  const line = `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${options.width ?? 3}" stroke-linecap="round" stroke-linejoin="round"${dash}/>`;
  const end = points.at(-1);
  const before = points.at(-2);
  if (!options.arrow || !end || !before) return line;
  const angle = Math.atan2(end[1] - before[1], end[0] - before[0]);
  const wing = (turn: number) => `${(end[0] - 12 * Math.cos(angle + turn)).toFixed(1)} ${(end[1] - 12 * Math.sin(angle + turn)).toFixed(1)}`;
  return `${line}<path d="M${end[0]} ${end[1]}L${wing(0.45)}L${wing(-0.45)}z" fill="${colour}"/>`;
}

/** The canvas: a tinted card with two soft shapes behind the subject. */
export function backdrop(tint: string = c.brandSoft): string {
  return (
    box(0, 0, SCENE.width, SCENE.height, tint, { rx: 24 }) +
    circle(80, 320, 80, c.surface, { opacity: 0.55 }) +
    circle(520, 80, 60, c.surface, { opacity: 0.55 })
  );
}

/** A phone: dark body, light screen. Returns the drawing and the screen's box for what is on it. */
export function phone(x: number, y: number, width: number, height: number): { svg: string; screen: { x: number; y: number; width: number; height: number } } {
  const screen = { x: x + 10, y: y + 34, width: width - 20, height: height - 52 };
  return {
    svg:
      box(x, y, width, height, c.ink, { rx: 30, stroke: c.inkBorder }) +
      box(screen.x, screen.y, screen.width, screen.height, c.surface, { rx: 14 }) +
      box(x + width / 2 - 26, y + 14, 52, 8, c.inkBorder, { rx: 4 }),
    screen,
  };
}

/** A desktop or browser window: a dark bar with its title, then a light body. */
export function windowFrame(x: number, y: number, width: number, height: number, title: string): string {
  return (
    box(x, y, width, height, c.surface, { rx: 14, stroke: c.border }) +
    box(x, y, width, 44, c.ink, { rx: 14 }) +
    box(x, y + 30, width, 14, c.ink, { rx: 0 }) +
    circle(x + 22, y + 22, 5, c.inkText) +
    label(title, x + 40, y + 22, { fill: c.inkText, weight: 600 })
  );
}

export function button(x: number, y: number, width: number, text: string, variant: 'primary' | 'secondary' = 'primary'): string {
  const primary = variant === 'primary';
  return (
    box(x, y, width, 44, primary ? c.brand : c.surface, { rx: 10, stroke: primary ? undefined : c.borderStrong }) +
    label(text, x + width / 2, y + 22, { weight: 700, fill: primary ? c.onBrand : c.text, anchor: 'middle' })
  );
}

/** A form field as the product draws it: done fields carry a green tick, the active one a brand border. */
export function field(x: number, y: number, width: number, value: string, state: 'done' | 'active' | 'empty'): string {
  const stroke = state === 'active' ? c.brand : c.borderStrong;
  return (
    box(x, y, width, 44, c.surface, { rx: 8, stroke, strokeWidth: state === 'active' ? 3 : 2 }) +
    label(value, x + 12, y + 22, { size: TEXT.body, fill: state === 'empty' ? c.muted : c.text }) +
    (state === 'done' ? tick(x + width - 22, y + 22, 12) : '')
  );
}

/** A green tick in a circle: a field or step completed. */
export function tick(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, c.accent) +
    `<path d="M${round(cx - r * 0.45)} ${cy}l${round(r * 0.3)} ${round(r * 0.3)} ${round(r * 0.55)}-${round(r * 0.6)}" fill="none" stroke="${c.onBrand}" stroke-width="${round(Math.max(2, r / 4))}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A rounded tag; `tone` sets its colours (accent: secured or done, brand: Keyline, plain: neutral). */
export function pill(x: number, y: number, text: string, tone: 'accent' | 'brand' | 'plain' = 'plain', anchor: Anchor = 'start'): string {
  const width = Math.ceil(textWidth(text, TEXT.small, 600)) + 32;
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  const colours = {
    accent: { fill: c.accentSoft, text: c.accent, stroke: c.accent },
    brand: { fill: c.brand, text: c.onBrand, stroke: c.brandStrong },
    plain: { fill: c.surface, text: c.text, stroke: c.border },
  }[tone];
  return (
    box(left, y, width, 36, colours.fill, { rx: 18, stroke: colours.stroke }) +
    label(text, left + width / 2, y + 18, { weight: 600, fill: colours.text, anchor: 'middle' })
  );
}

/** The Keyline mark: a shield with a tick. */
export function shield(cx: number, cy: number, size: number): string {
  const s = size / 100;
  const at = `translate(${+(cx - 50 * s).toFixed(1)} ${+(cy - 56 * s).toFixed(1)}) scale(${+s.toFixed(3)})`;
  return (
    `<path transform="${at}" d="M50 0L96 18v36c0 30-20 50-46 58C24 104 4 84 4 54V18z" fill="${c.brand}"/>` +
    `<path transform="${at}" d="M30 56l14 14 28-30" fill="none" stroke="${c.onBrand}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** An icon on a round tile: how scenes name a party (a bank, a carrier, a customer) without words. */
export function badge(name: GlyphName, cx: number, cy: number, r: number, tone: 'brand' | 'accent' | 'plain' = 'plain'): string {
  const colours = { brand: [c.brand, c.onBrand], accent: [c.accent, c.onBrand], plain: [c.surface, c.brand] }[tone] as [string, string];
  const size = Math.round(r * 1.1);
  return circle(cx, cy, r, colours[0], tone === 'plain' ? { stroke: c.border } : {}) + glyph(name, cx - size / 2, cy - size / 2, size, colours[1], 2.2);
}
