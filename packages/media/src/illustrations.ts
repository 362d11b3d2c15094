import { SITE_VISUALS, type SiteVisualNameOf } from '@site/contracts/site-visuals';
import { lightPalette } from '@site/contracts/site-palette';
import { SVG_FONT, escapeXml, textBlock } from './svg.ts';

/**
 * People-free illustrations for pages that explain no single flow (partners, policies, the
 * resource library): flat shapes in the brand palette, one idea each, labels kept few and short.
 */
export type IllustrationName = SiteVisualNameOf<'illustrations'>;

const c = lightPalette;
const WIDTH = 960;
const HEIGHT = 640;

/** The Keyline mark: a shield with a tick. */
function shield(x: number, y: number, size: number): string {
  const s = size / 100;
  return (
    `<path transform="translate(${x - 50 * s} ${y - 56 * s}) scale(${s})" d="M50 0L96 18v36c0 30-20 50-46 58C24 104 4 84 4 54V18z" fill="${c.brand}"/>` +
    `<path transform="translate(${x - 50 * s} ${y - 56 * s}) scale(${s})" d="M30 56l14 14 28-30" fill="none" stroke="${c.onBrand}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function tile(x: number, y: number, label: string, accent: string): string {
  return (
    `<rect x="${x - 130}" y="${y - 44}" width="260" height="88" rx="16" fill="${c.surface}" stroke="${c.border}" stroke-width="2"/>` +
    `<rect x="${x - 108}" y="${y - 16}" width="32" height="32" rx="8" fill="${accent}"/>` +
    textBlock([label], x - 62, y, { size: 22, weight: 600, fill: c.text, anchor: 'start' })
  );
}

function connectedPlatforms(): string {
  const centre = { x: WIDTH / 2, y: HEIGHT / 2 };
  const tiles = [
    { x: 190, y: 150, label: 'Telephony', accent: c.brand },
    { x: 770, y: 150, label: 'Contact centre', accent: c.accent },
    { x: 190, y: 490, label: 'CRM', accent: c.borderStrong },
    { x: 770, y: 490, label: 'Gateways', accent: c.brandStrong },
  ];
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="${c.brandSoft}"/>` +
    tiles
      .map((t) => `<line x1="${centre.x}" y1="${centre.y}" x2="${t.x}" y2="${t.y}" stroke="${c.brand}" stroke-width="4" stroke-dasharray="10 8"/>`)
      .join('') +
    `<circle cx="${centre.x}" cy="${centre.y}" r="96" fill="${c.surface}" stroke="${c.brand}" stroke-width="4"/>` +
    shield(centre.x, centre.y, 110) +
    tiles.map((t) => tile(t.x, t.y, t.label, t.accent)).join('')
  );
}

function policyDocuments(): string {
  const page = (x: number, y: number, rotate: number, fill: string) =>
    `<g transform="rotate(${rotate} ${x + 150} ${y + 200})"><rect x="${x}" y="${y}" width="300" height="400" rx="14" fill="${fill}" stroke="${c.border}" stroke-width="2"/>` +
    Array.from(
      { length: 7 },
      (_, line) => `<rect x="${x + 36}" y="${y + 70 + line * 38}" width="${line % 3 === 2 ? 150 : 228}" height="12" rx="6" fill="${c.border}"/>`,
    ).join('') +
    '</g>';
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="${c.surfaceAlt}"/>` +
    `<circle cx="780" cy="140" r="90" fill="${c.accentSoft}"/><circle cx="150" cy="520" r="70" fill="${c.brandSoft}"/>` +
    page(290, 130, -8, c.surfaceAlt) +
    page(330, 110, 4, c.surface) +
    page(330, 110, 0, c.surface) +
    `<rect x="366" y="150" width="150" height="20" rx="10" fill="${c.brand}"/>` +
    `<circle cx="640" cy="470" r="84" fill="${c.surface}" stroke="${c.border}" stroke-width="2"/>` +
    shield(640, 474, 104)
  );
}

function resourceLibrary(): string {
  const card = (x: number, y: number, body: string) =>
    `<rect x="${x}" y="${y}" width="250" height="300" rx="16" fill="${c.surface}" stroke="${c.border}" stroke-width="2"/>${body}`;
  const article = card(
    70,
    190,
    `<rect x="70" y="190" width="250" height="120" rx="16" fill="${c.brandSoft}"/>` +
      Array.from(
        { length: 5 },
        (_, line) => `<rect x="98" y="${336 + line * 26}" width="${line === 4 ? 110 : 194}" height="10" rx="5" fill="${c.border}"/>`,
      ).join(''),
  );
  const video = card(
    355,
    130,
    `<rect x="355" y="130" width="250" height="170" rx="16" fill="${c.ink}"/>` +
      `<circle cx="480" cy="215" r="38" fill="${c.onBrand}"/><path d="M468 195v40l32-20z" fill="${c.ink}"/>` +
      `<rect x="383" y="330" width="194" height="12" rx="6" fill="${c.border}"/><rect x="383" y="358" width="150" height="12" rx="6" fill="${c.border}"/>`,
  );
  const chart = card(
    640,
    190,
    [90, 150, 120, 200]
      .map((height, bar) => `<rect x="${676 + bar * 46}" y="${430 - height}" width="30" height="${height}" rx="6" fill="${bar === 3 ? c.accent : c.brand}"/>`)
      .join('') + `<rect x="668" y="438" width="194" height="4" rx="2" fill="${c.borderStrong}"/>`,
  );
  return `<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="${c.surfaceAlt}"/>${article}${video}${chart}`;
}

const DRAW: Record<IllustrationName, () => string> = {
  'connected-platforms': connectedPlatforms,
  'policy-documents': policyDocuments,
  'resource-library': resourceLibrary,
};

export function renderIllustration(name: IllustrationName): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${escapeXml(SVG_FONT)}" role="img">` +
    `<title>${escapeXml(SITE_VISUALS[name].alt)}</title>${DRAW[name]()}</svg>`
  );
}
