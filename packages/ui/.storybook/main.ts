import type { StorybookConfig } from '@storybook/react-webpack5';

/**
 * Static catalogue of @site/ui. TS/TSX is compiled by swc (the repo has no babel) through
 * @storybook/addon-webpack5-compiler-swc; its `swc` preset hook gets the same JSX settings as
 * packages/build/src/config.ts (automatic runtime, jsxImportSource @emotion/react) so the `css` prop works.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
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
