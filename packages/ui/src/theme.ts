import { darkPalette as darkValues, lightPalette as lightValues } from '@site/contracts/site-palette';

/** The light palette, the default (values and their contrast ratios: @site/contracts/site-palette). */
export const lightPalette = lightValues;

export type ColourName = keyof typeof lightPalette;
export type Palette = Record<ColourName, string>;

/** The dark palette: the same roles, for `prefers-color-scheme: dark` or the header's toggle. */
export const darkPalette: Palette = darkValues;

/** The CSS custom property that carries a colour role, e.g. `--color-brand-soft`. */
export const colourProperty = (name: ColourName): string => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A palette as CSS declarations, for the global styles' light and dark blocks. */
export const paletteDeclarations = (palette: Palette): string =>
  (Object.keys(lightPalette) as ColourName[]).map((name) => `${colourProperty(name)}: ${palette[name]};`).join('\n');

/**
 * Design tokens. Colours are custom properties so one stylesheet serves both colour schemes; the
 * global styles set them from the palettes above.
 */
export const theme = {
  color: Object.fromEntries((Object.keys(lightPalette) as ColourName[]).map((name) => [name, `var(${colourProperty(name)})`])) as Record<ColourName, string>,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.25rem',
    xl: 'clamp(1.5rem, 1.5vw + 1rem, 1.75rem)',
    xxl: 'clamp(2rem, 4vw + 1rem, 3rem)',
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.2, snug: 1.35, body: 1.6 },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(20, 33, 61, 0.08)',
    md: '0 8px 24px rgba(20, 33, 61, 0.12)',
    lg: '0 18px 48px rgba(20, 33, 61, 0.18)',
  },
  /** Minimum widths in px; the header switches from the mobile menu to dropdowns at `lg`. */
  breakpoint: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  layout: { maxWidth: '1200px', headerHeight: '64px', readingWidth: '68ch' },
  motion: { fast: '120ms', base: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { header: 1000, progress: 1001, toast: 9000, cookieBanner: 9999, cookieDialog: 10000 },
} as const;

export type Theme = typeof theme;

/** Media query for widths at and above a breakpoint. */
export const mediaUp = (name: keyof Theme['breakpoint']): string => `@media (min-width: ${theme.breakpoint[name]}px)`;

/** Media query for widths from one breakpoint up to (not including) another. */
export const mediaBetween = (from: keyof Theme['breakpoint'], to: keyof Theme['breakpoint']): string =>
  `@media (min-width: ${theme.breakpoint[from]}px) and (max-width: ${theme.breakpoint[to] - 0.02}px)`;

/** Media query for widths below a breakpoint. */
export const mediaDown = (name: keyof Theme['breakpoint']): string => `@media (max-width: ${theme.breakpoint[name] - 0.02}px)`;

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
