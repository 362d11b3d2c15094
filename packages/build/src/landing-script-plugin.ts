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
 *
 * It is inline, last in the body: as a file it cost a slowed phone a round trip before the page
 * was usable, and Lighthouse counted that trip into the page's largest paint (1.5× the same page
 * without script, against 1.02× inline). The site server allows it by its hash, read from the
 * built HTML (`inlineScriptSources`), so nothing after this plugin may rewrite its text.
 */
export class LandingScriptPlugin {
  constructor(private readonly options: { source: string; production: boolean }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('LandingScriptPlugin', (compilation) => {
      let landingCode: string | undefined;
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
        landingCode = built.outputFiles[0]?.text.trimEnd() ?? '';
        // esbuild escapes `</script` in what it writes; a text that still holds one would end the element early.
        if (/<\/script/i.test(landingCode)) throw new Error(`${this.options.source}: the bundled landing script contains "</script" and cannot be inlined`);
        for (const input of Object.keys(built.metafile?.inputs ?? {})) compilation.fileDependencies.add(path.resolve(input));
        compilation.fileDependencies.add(source);
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LandingScriptPlugin', (groups) => {
        for (const group of [groups.headTags, groups.bodyTags]) {
          const index = group.findIndex((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string');
          if (index === -1 || landingCode === undefined) continue;
          const [entryTag] = group.splice(index, 1);
          groups.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { [APP_ENTRY_ATTRIBUTE]: entryTag!.attributes.src as string }, landingCode));
          break;
        }
        return groups;
      });
    });
  }
}
