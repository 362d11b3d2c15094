import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';
import { SITE_VISUAL_NAMES, siteVisualUrl } from '@site/contracts/site-visuals';
// oxlint-disable-next-line import/no-cycle -- build-time only: the catalogue serves the drawings the site's server renders
import { renderSiteVisual } from '../../media/src/site-visuals.ts';

/**
 * The drawings HeroVisual points at (`/images/<kind>/<name>.svg`), which the site's server renders
 * on request: written once per Storybook start into a cache folder served as a static directory,
 * so hero, page-header and content-page stories show (and axe sees) the real images.
 */
function siteVisualsDir(): string {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/.cache/storybook-site-visuals');
  for (const name of SITE_VISUAL_NAMES) {
    const file = path.join(dir, siteVisualUrl(name));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, renderSiteVisual(name));
  }
  return dir;
}

/**
 * Static catalogue of @site/ui. TS/TSX is compiled by swc (the repo has no babel) through
 * @storybook/addon-webpack5-compiler-swc; its `swc` preset hook gets the same JSX settings as
 * packages/build/src/config.ts (automatic runtime, jsxImportSource @emotion/react) so the `css` prop works.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  staticDirs: [siteVisualsDir()],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-a11y'],
  // No `jsc.target`: swc refuses it next to `env`, which the builder's own `swc` preset (applied
  // after this one) always sets (`env.targets` chrome 100 / safari 15 / firefox 91, `bugfixes`).
  swc: (swcOptions, { configType }) => ({
    ...swcOptions,
    jsc: {
      ...swcOptions.jsc,
      transform: {
        ...swcOptions.jsc?.transform,
        react: { runtime: 'automatic', importSource: '@emotion/react', development: configType === 'DEVELOPMENT' },
      },
    },
  }),
  // The repo's TypeScript is 7 (native, no JS API): react-docgen-typescript would need the JS API,
  // so stay on react-docgen (babel-parser based, the default) and never type-check in webpack.
  typescript: { reactDocgen: 'react-docgen', check: false },
  // The catalogue is not a page visitors load: no size hints for its axe-core and React chunks.
  webpackFinal: (webpackConfig) => ({ ...webpackConfig, performance: { hints: false } }),
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
