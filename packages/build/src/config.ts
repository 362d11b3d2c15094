import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { FIRST_PAINT_SCRIPT } from '@site/contracts/first-paint';
import { EXPOSED_ROUTES_MODULE, remoteName } from '@site/contracts/sections';
import { APP_FILES, type SiteAppConfig } from './app-config.ts';
import { LandingScriptPlugin } from './landing-script-plugin.ts';
import { HeadScriptPlugin } from './head-script-plugin.ts';
import { sharedConfig } from './shared.ts';
import { withoutHotUpdateFiles } from './dev-manifest.ts';
import { TRUSTED_TYPES_POLICY } from '@site/contracts/trusted-types';

const require = createRequire(import.meta.url);
/** See development-react.ts. */
const DEVELOPMENT_REACT_MODULE = './development-react';

export interface BuildContext {
  /** The app's folder (holds package.json and site.config.ts). */
  appDir: string;
  mode: 'production' | 'development';
  /** Output folder; `dist` in the app by default. */
  outDir: string;
  /** Fail on shared-version mismatches instead of warning (on in CI). */
  strictShared: boolean;
  /**
   * A section's dev server meant to be composed into a deployed site through a dev override
   * (`npm run dev:section`): it shares its development builds under tagged versions
   * (`@site/contracts/development-builds`) and updates components by React Fast Refresh.
   */
  devOverride?: boolean;
}

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

/** The one webpack + Module Federation configuration used by the shell and every section remote. */
export function createWebpackConfig(app: SiteAppConfig, context: BuildContext): webpack.Configuration {
  const pkg = require(path.join(context.appDir, 'package.json')) as PackageJson;
  const production = context.mode === 'production';
  const isHost = app.kind === 'host';
  const appRequire = createRequire(path.join(context.appDir, 'package.json'));
  const fastRefresh = !production && context.devOverride === true;

  const federation = new ModuleFederationPlugin({
    name: isHost ? 'shell' : remoteName(app.section),
    ...(isHost
      ? { remotes: {} }
      : {
          filename: 'remoteEntry.js',
          exposes: {
            [EXPOSED_ROUTES_MODULE]: APP_FILES.exposedRoutes,
            ...(fastRefresh ? { [DEVELOPMENT_REACT_MODULE]: require.resolve('./development-react.ts') } : {}),
          },
        }),
    shared: sharedConfig(pkg.dependencies ?? {}, {
      strict: context.strictShared,
      installedVersion: (name) => (appRequire(`${name}/package.json`) as PackageJson).version,
      development: fastRefresh,
    }),
    // Loads a shared library only when it is first used, so one offline remote cannot block start-up.
    shareStrategy: 'loaded-first',
    manifest: isHost
      ? false
      : {
          fileName: 'mf-manifest.json',
          // Under a dev server: no hot-update file among an expose's assets (see dev-manifest.ts).
          ...(production ? {} : { additionalData: ({ stats }) => withoutHotUpdateFiles(stats) }),
        },
    dts: false,
    experiments: {
      // Every app runs in browsers only: the runtime's Node script loading is left out.
      optimization: { target: 'web' },
      // One copy of the runtime per page, the shell's (see federation-runtime.ts).
      ...(isHost ? {} : { externalRuntime: true }),
    },
    ...(isHost ? { runtimePlugins: [require.resolve('./provide-federation-runtime.ts')] } : {}),
  });

  return {
    name: pkg.name,
    mode: context.mode,
    context: context.appDir,
    target: 'web',
    // A dev override runs under the deployed site's CSP, which allows no eval.
    devtool: production ? 'source-map' : fastRefresh ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
    entry: isHost ? { main: APP_FILES.entry } : {},
    output: {
      path: context.outDir,
      // The host's HTML is generated, so its entry can carry a hash; a remote's entry lives in an
      // immutable versioned folder instead (MF cannot hash a remote entry's name).
      filename: isHost && production ? 'assets/[name].[fullhash:10].js' : '[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Remotes resolve their chunks relative to wherever their manifest was loaded from.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: isHost ? 'shell' : remoteName(app.section),
      clean: true,
      crossOriginLoading: 'anonymous',
      // The pages require Trusted Types for scripts: the chunk loader gives its URLs through a policy of its own.
      trustedTypes: { policyName: TRUSTED_TYPES_POLICY.webpack },
      // A chunk that hangs fails (and reaches the update flow) after 20 s instead of webpack's 120 s.
      chunkLoadTimeout: 20_000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules[\\/](?!@site)/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: {
                  react: {
                    runtime: 'automatic',
                    importSource: '@emotion/react',
                    development: !production,
                    refresh: fastRefresh,
                  },
                },
              },
            },
          },
        },
        // A content file updates in place under Fast Refresh (see content-hot-loader.cjs).
        ...(fastRefresh ? [{ test: /[\\/]src[\\/]content[\\/].*\.ts$/, include: context.appDir, use: require.resolve('./content-hot-loader.cjs') }] : []),
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      federation,
      // A page folder is imported as a whole (`import(\`./pages/${name}.tsx\`)`): its tests beside
      // the code must not become chunks of the build, nor be deployed.
      new webpack.ContextExclusionPlugin(/\.test\.[cm]?[jt]sx?$/),
      // Its runtime joins every entry, the remote's container entry included, so it is set up
      // before React's development build (from this same server) first renders.
      ...(fastRefresh ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
      // Nothing else of the build machine's environment reaches the browser: settings come from the server.
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(context.mode) }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: APP_FILES.htmlTemplate,
              favicon: APP_FILES.favicon,
              scriptLoading: 'module',
              // Inline scripts stay byte for byte as written: the CSP allows them by their hash.
              minify: production ? { collapseWhitespace: true, removeComments: true } : false,
            }),
            new HeadScriptPlugin(FIRST_PAINT_SCRIPT),
            new LandingScriptPlugin({ source: APP_FILES.landing, production }),
          ]
        : []),
      ...(production
        ? [
            new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 0, minRatio: 1 }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: /\.(js|css|html|json|svg)$/,
              threshold: 0,
              minRatio: 1,
            }),
          ]
        : []),
    ],
    optimization: {
      // HTML is minified by HtmlWebpackPlugin alone: webpack's own HTML minifier would also rewrite
      // inline scripts, and the CSP allows the one the pages carry by the hash of its exact text.
      minimize: production ? { html: false } : false,
      splitChunks: {
        cacheGroups: {
          // Each @site/ui subpath is its own shared module; without this, the tokens and primitives
          // they import would be copied into every one of their chunks.
          designSystem: {
            test: /[\\/]packages[\\/]ui[\\/]src[\\/]/,
            chunks: 'async',
            minSize: 0,
            priority: 10,
            reuseExistingChunk: true,
          },
          // The same for the contracts those modules share (site links, page head, page content).
          contracts: {
            test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/,
            chunks: 'async',
            minSize: 0,
            priority: 10,
            reuseExistingChunk: true,
          },
        },
      },
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
