/**
 * Trusted Types for the site's pages. They are served with `require-trusted-types-for 'script'`:
 * the browser refuses a string written into an HTML or script-URL sink (innerHTML,
 * dangerouslySetInnerHTML, script.src) unless it went through a policy. `serverMarkup` and
 * `scriptUrl` below are the only ways in, so every such write in the code base is one of their
 * calls, each a place to review.
 *
 * The policies a page may create, and so the names the server's `trusted-types` directive lists:
 * `site`, made by this module, and `webpack`, made by every build's chunk loader
 * (`output.trustedTypes` of the build preset). The shell and each section bundle their own copy
 * of both (this module runs before the shared libraries are), hence 'allow-duplicates'.
 */
export const TRUSTED_TYPES_POLICY = { site: 'site', webpack: 'webpack' } as const;

declare global {
  /**
   * The browser's TrustedHTML (the DOM library's, and React's types, declare it where they are
   * loaded): named here so a server that type-checks this module needs neither.
   */
  // oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- merged with the browser's own declaration
  interface TrustedHTML {}
}

/** What `trustedTypes.createPolicy` gives: the browser's own Trusted* objects, typed as the sinks accept them. */
interface SitePolicy {
  createHTML(markup: string): TrustedHTML;
  createScriptURL(url: string): string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(markup: string): string; createScriptURL(url: string): string }): SitePolicy;
}

/** A script may come from http(s) only: never `javascript:`, `data:` or `blob:`. */
function scriptUrlOrThrow(url: string): string {
  const parsed = new URL(url, (globalThis as { document?: { baseURI: string } }).document?.baseURI);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TypeError(`refused to load a script from ${parsed.protocol} URL`);
  return url;
}

let policy: SitePolicy | null | undefined;

/** Created on first use (never in a browser without Trusted Types, nor in tests): strings pass through there. */
function sitePolicy(): SitePolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY.site, { createHTML: (markup) => markup, createScriptURL: scriptUrlOrThrow }) : null;
  }
  return policy;
}

/**
 * Markup a server of this site made and escaped or sanitised: a rendered article or Markdown
 * preview, a page's head tags, a section's prerendered markup already in the document. Never
 * markup built from what a visitor typed in the browser.
 */
export function serverMarkup(markup: string): TrustedHTML | string {
  return sitePolicy()?.createHTML(markup) ?? markup;
}

/** The URL of a script this page loads (a section's remote entry, the tag manager): http(s) only. */
export function scriptUrl(url: string): string {
  const trusted = sitePolicy();
  return trusted ? trusted.createScriptURL(url) : scriptUrlOrThrow(url);
}
