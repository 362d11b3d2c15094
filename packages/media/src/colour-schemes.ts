import { darkPalette, lightPalette, type ColourName } from '@site/contracts/site-palette';

/**
 * The drawings are drawn in the light palette and carry their dark form with them: a
 * `prefers-color-scheme: dark` style that swaps each light colour for its dark role. An SVG shown
 * in an `<img>` answers that query with the embedding element's used `color-scheme` (Chromium and
 * Firefox alike), and the site sets `color-scheme: dark` on the root both for a dark system and for
 * the header's toggle, so a drawing follows whichever the visitor chose. The swap is keyed on the
 * presentation attributes' values, which an author style overrides, so the drawings need no classes.
 */

/**
 * Roles that share a light value take the dark value of the first role listed here: white is both
 * `surface` and `onBrand`, and their dark values are both near-black, so either reading holds.
 */
const ROLE_ORDER = Object.keys(lightPalette) as ColourName[];

/** The dark colour for each light colour the drawings use (colours equal in both palettes are left out). */
export const DARK_COLOUR_OF: ReadonlyMap<string, string> = new Map(
  ROLE_ORDER.filter((name) => lightPalette[name] !== darkPalette[name])
    .toReversed()
    .map((name) => [lightPalette[name].toLowerCase(), darkPalette[name].toLowerCase()]),
);

/** The colour a drawn light colour shows in the dark scheme. */
export function darkColourOf(light: string): string {
  return DARK_COLOUR_OF.get(light.toLowerCase()) ?? light;
}

/** The dark-scheme style for the colours `svg` uses, placed after its title (only what is used, to keep each file small). */
export function withColourSchemes(svg: string): string {
  const used = new Set<string>();
  for (const match of svg.matchAll(/\s(fill|stroke)="(#[0-9a-fA-F]{6})"/g)) {
    const [, property, colour] = match;
    if (property && colour && DARK_COLOUR_OF.has(colour.toLowerCase())) used.add(`${property}|${colour}`);
  }
  if (used.size === 0) return svg;
  const rules = [...used]
    .toSorted()
    .map((entry) => {
      const [property, colour] = entry.split('|') as [string, string];
      return `[${property}="${colour}"]{${property}:${darkColourOf(colour)}}`;
    })
    .join('');
  const style = `<style>@media (prefers-color-scheme:dark){${rules}}</style>`;
  const afterTitle = svg.indexOf('</title>');
  if (afterTitle === -1) throw new Error('a site drawing must open with its title');
  const at = afterTitle + '</title>'.length;
  return svg.slice(0, at) + style + svg.slice(at);
}
