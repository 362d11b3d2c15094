import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-webpack5';
import { GlobalStyles } from '@site/ui/global-styles';
// oxlint-disable-next-line no-restricted-imports -- the catalogue renders outside the site's router, so it brings its own (as the ui tests do)
import { MemoryRouter } from 'react-router-dom';

type Scheme = 'light' | 'dark';

/**
 * Applies a colour scheme the way the site does: `data-theme` on <html> (global-styles.tsx swaps the
 * palette's custom properties on `:root[data-theme='dark']`). Always set explicitly, so the
 * `prefers-color-scheme: dark` fallback of the global styles never decides for a story.
 */
function SchemeRoot({ scheme, children }: { scheme: Scheme; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = scheme;
  }, [scheme]);
  return (
    <>
      <GlobalStyles />
      {children}
    </>
  );
}

const withScheme: Decorator = (Story, context) => (
  <SchemeRoot scheme={context.globals.scheme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </SchemeRoot>
);

/**
 * Links through `@site/ui/router` (CtaLinks, FeatureGrid, LinkList, Hero, ContentPage…) need a
 * router above them; a memory router keeps the catalogue's own URL untouched when one is followed.
 */
const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

const preview: Preview = {
  // The last decorator is the outermost: the scheme wraps the router, which wraps the story.
  decorators: [withRouter, withScheme],
  globalTypes: {
    scheme: {
      description: 'Colour scheme (data-theme on <html>)',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: 'light' },
  parameters: {
    layout: 'padded',
    // The page background comes from the palette (body { background: var(--color-surface) }).
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i } },
    // addon-a11y runs in the UI panel with the same WCAG 2.2 A/AA tags as e2e/tests/accessibility.spec.ts.
    a11y: { options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } } },
  },
};

export default preview;
