import { Global, css } from '@emotion/react';
import { theme } from './theme.ts';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    /* Anchored and focused elements stop below the fixed header (WCAG 2.4.11). */
    scroll-padding-top: calc(${theme.layout.headerHeight} + ${theme.space.md});
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.md};
    line-height: 1.6;
    color: ${theme.color.text};
    background: ${theme.color.surface};
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
    margin: 0 0 ${theme.space.md};
  }
  a {
    color: ${theme.color.brand};
  }
  a:hover {
    color: ${theme.color.brandStrong};
  }
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  img,
  svg {
    max-width: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
