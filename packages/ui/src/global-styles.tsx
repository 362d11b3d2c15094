import { Global, css } from '@emotion/react';
import { CURRENCY_CSS } from '@site/contracts/currency';
import { darkPalette, lightPalette, paletteDeclarations, theme } from '@site/ui/theme';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  /* The light palette by default; the dark one when the visitor's system asks for it, unless they
     chose light with the header's toggle, or when they chose dark (data-theme, set before first paint). */
  :root {
    color-scheme: light;
    ${paletteDeclarations(lightPalette)}
  }
  :root[data-theme='dark'] {
    color-scheme: dark;
    ${paletteDeclarations(darkPalette)}
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) {
      color-scheme: dark;
      ${paletteDeclarations(darkPalette)}
    }
  }
  /* Prices: the visitor's currency only, or every currency where no script chose one. */
  ${CURRENCY_CSS}
  html {
    /* Anchored and focused elements stop below the fixed header (WCAG 2.4.11). */
    scroll-padding-top: calc(${theme.layout.headerHeight} + ${theme.space.md});
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-width: 320px;
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.md};
    line-height: ${theme.lineHeight.body};
    color: ${theme.color.text};
    background: ${theme.color.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: ${theme.lineHeight.tight};
    margin: 0 0 ${theme.space.md};
    font-weight: ${theme.fontWeight.bold};
    letter-spacing: -0.01em;
    text-wrap: balance;
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
  a {
    color: ${theme.color.brand};
    text-underline-offset: 0.18em;
  }
  a:hover {
    color: ${theme.color.brandStrong};
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  img,
  svg {
    max-width: 100%;
  }
  ::selection {
    background: ${theme.color.brandSoft};
    color: ${theme.color.text};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  /* Printed pages: the content alone, in black on white; policies print where each link goes. */
  @media print {
    [data-print='hide'] {
      display: none !important;
    }
    body {
      color: #000;
      background: #fff;
    }
    main {
      padding-top: 0 !important;
      min-height: 0 !important;
    }
    *,
    *::before,
    *::after {
      box-shadow: none !important;
    }
    [data-print='urls'] a[href]::after {
      content: ' (' attr(href) ')';
      font-size: 0.875em;
      overflow-wrap: anywhere;
    }
    h2,
    h3 {
      break-after: avoid;
    }
    img,
    table,
    figure {
      break-inside: avoid;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
