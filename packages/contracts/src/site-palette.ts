/**
 * The site's colours: one set of values for everything drawn with them, on either side of the
 * site. @site/ui styles pages with them (its theme); the server draws pictures, videos, app icons
 * and the web app manifest with them (@site/media, the site server), which must not load the
 * design system to do so.
 */

/**
 * The light palette, the default. Every text colour is chosen for WCAG AA contrast (4.5:1) on the
 * backgrounds it is meant for, and every non-text colour that carries meaning for 3:1 (theme.test.ts
 * checks both palettes):
 * - text #14213d on white 15.9:1; muted #4a5568 on white 7.5:1, on surfaceAlt 7.0:1, on brandSoft 6.6:1;
 * - brand #0b5cad on white 6.7:1, on brandSoft 5.9:1; white on brand 6.7:1;
 * - inkText #c7d2e0 on ink #0f1b33 11.2:1 (footer);
 * - onBand #ffffff on band #083f78 10.4:1 and on bandEnd #0b5cad 6.7:1 (figure bands, closing calls to action);
 * - borderStrong #7d8a9c (form fields) on white 3.5:1, on surfaceAlt 3.3:1;
 * - focus #d97706 against white 3.2:1 and against ink 5.4:1, so one focus ring works on light and dark.
 * Drawings, icons and videos are made from this palette (they are files, not styles).
 */
export const lightPalette = {
  brand: '#0b5cad',
  brandStrong: '#083f78',
  brandSoft: '#e8f1fb',
  accent: '#0f7b5f',
  accentSoft: '#e7f5f0',
  text: '#14213d',
  muted: '#4a5568',
  surface: '#ffffff',
  surfaceAlt: '#f5f7fa',
  border: '#d5dce6',
  borderStrong: '#7d8a9c',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  focus: '#d97706',
  onBrand: '#ffffff',
  ink: '#0f1b33',
  inkText: '#c7d2e0',
  inkBorder: '#2a3a5a',
  /** A band of figures or a closing call to action: the strongest brand colour, running to `bandEnd`. */
  band: '#083f78',
  bandEnd: '#0b5cad',
  onBand: '#ffffff',
} as const;

export type ColourName = keyof typeof lightPalette;
export type Palette = Record<ColourName, string>;

/**
 * The dark palette: the same roles, for `prefers-color-scheme: dark` or the header's toggle. Brand
 * and accent are lightened so links stay AA on the dark surfaces; text on brand becomes dark. Bands
 * stay deep blue with light text: a band in the light brand colour would be a pale slab on a dark page.
 */
export const darkPalette: Palette = {
  brand: '#7cb8ff',
  brandStrong: '#a9d0ff',
  brandSoft: '#17304f',
  accent: '#4fd1a5',
  accentSoft: '#10322a',
  text: '#e6ecf5',
  muted: '#a8b4c7',
  surface: '#0d1526',
  surfaceAlt: '#141f35',
  border: '#2a3854',
  borderStrong: '#6b7d9b',
  danger: '#ff8b7e',
  dangerSoft: '#3b1a17',
  focus: '#f5a524',
  onBrand: '#0b1424',
  ink: '#070d1a',
  inkText: '#c7d2e0',
  inkBorder: '#24324d',
  band: '#16355c',
  bandEnd: '#1d4677',
  onBand: '#f2f6fc',
};
