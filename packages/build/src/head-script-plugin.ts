import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Puts one inline script first in the page's <head>, byte for byte as given: the server's CSP
 * allows it by its SHA-256, so nothing between here and the browser may rewrite it (a script
 * written into the HTML template would be minified on the way).
 */
export class HeadScriptPlugin {
  constructor(private readonly source: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('HeadScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HeadScriptPlugin', (groups) => {
        groups.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, this.source));
        return groups;
      });
    });
  }
}
