import { lightPalette } from '@site/contracts/site-palette';

/**
 * The app icon: the favicon's padlock on a full-bleed brand square (home screens round the
 * corners themselves), drawn at 512 × 512 with the mark inside the maskable safe zone (the
 * middle 80 %). `npm run icons` rasterises it into favicon.ico and the PNG icons.
 */
export function renderAppIcon(): string {
  const c = lightPalette;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32">' +
    `<rect width="32" height="32" fill="${c.brand}"/>` +
    `<g transform="translate(6.4 6.4) scale(0.6)"><path d="M11 14v-3a5 5 0 0 1 10 0v3" fill="none" stroke="${c.onBrand}" stroke-width="2.5"/><rect x="8" y="14" width="16" height="11" rx="2" fill="${c.onBrand}"/><circle cx="16" cy="19.5" r="2" fill="${c.brand}"/></g>` +
    '</svg>'
  );
}

/** The raster icons, by file name, with their pixel size. */
export const APP_ICON_FILES = {
  'favicon.ico': 32,
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
} as const;

export type AppIconFile = keyof typeof APP_ICON_FILES;

/** Where the produced icons are (committed). */
export const APP_ICON_DIR = new URL('../icons/', import.meta.url);
