import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler } from 'webpack';

/** The attribute on the landing script naming the app's entry, which it imports when the app is wanted. */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/**
 * Replaces the host's entry script in its HTML with a small "landing" script, built apart from
 * webpack and Module Federation (whose runtime alone costs a phone's main thread over 100 ms to
 * start): the landing script decides when the app is wanted and then imports the entry, whose
 * address it carries in `data-app-entry`. A page is usable before that (docs/architecture.md,
 * "What a visitor's browser runs").
 */
export class LandingScriptPlugin {
  constructor(private readonly options: { source: string; production: boolean }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('LandingScriptPlugin', (compilation) => {
      let landingFile: string | undefined;
      compilation.hooks.processAssets.tap({ name: 'LandingScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const source = path.resolve(compiler.context, this.options.source);
        const built = buildSync({
          entryPoints: [source],
          bundle: true,
          write: false,
          format: 'iife',
          target: 'es2020',
          minify: this.options.production,
          sourcemap: false,
          metafile: true,
          logLevel: 'silent',
        });
        const code = built.outputFiles[0]?.text ?? '';
        for (const input of Object.keys(built.metafile?.inputs ?? {})) compilation.fileDependencies.add(path.resolve(input));
        compilation.fileDependencies.add(source);
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
        landingFile = this.options.production ? `assets/landing.${hash}.js` : 'assets/landing.js';
        compilation.emitAsset(landingFile, new webpack.sources.RawSource(code));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LandingScriptPlugin', (groups) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        for (const group of [groups.headTags, groups.bodyTags]) {
          const index = group.findIndex((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string');
          if (index === -1 || !landingFile) continue;
          const entry = group[index]!.attributes.src as string;
          group[index] = HtmlWebpackPlugin.createHtmlTagObject('script', { src: `${publicPath}${landingFile}`, defer: true, [APP_ENTRY_ATTRIBUTE]: entry });
          break;
        }
        return groups;
      });
    });
  }
}
