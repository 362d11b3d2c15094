/**
 * Design tokens. Colours are chosen for WCAG AA contrast on their intended backgrounds:
 * text (#14213d) on white is 15.9:1, brand (#0b5cad) on white 6.4:1, muted (#4a5568) on white 7.5:1.
 */
export const theme = {
  color: {
    brand: '#0b5cad',
    brandStrong: '#083f78',
    brandSoft: '#e8f1fb',
    accent: '#0f7b5f',
    text: '#14213d',
    muted: '#4a5568',
    surface: '#ffffff',
    surfaceAlt: '#f5f7fa',
    border: '#d5dce6',
    danger: '#b42318',
    focus: '#f0a500',
    onBrand: '#ffffff',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: 'clamp(2rem, 4vw + 1rem, 3rem)' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '4px', md: '8px', lg: '16px' },
  shadow: { sm: '0 1px 2px rgba(20, 33, 61, 0.08)', md: '0 8px 24px rgba(20, 33, 61, 0.12)' },
  breakpoint: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  zIndex: { header: 1000, cookieBanner: 9999, cookieDialog: 10000 },
} as const;

export type Theme = typeof theme;

/** Media query for widths at and above a breakpoint. */
export const mediaUp = (name: keyof Theme['breakpoint']): string => `@media (min-width: ${theme.breakpoint[name]}px)`;
