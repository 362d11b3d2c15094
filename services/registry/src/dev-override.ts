/**
 * A dev override: one browser composes a section from a developer's own dev server into this site
 * (`npm run dev:section`), the way a preview link shows an unreleased version. The code then runs
 * from the developer's machine, so only loopback origins qualify: a link can never make a browser
 * run code from anywhere but the machine it runs on. It is minted like any preview (release rights
 * for the section), carried in the same signed cookie, and shows the same bar with an exit.
 */

/** The version label of a section served by a dev server: it is never published or gc'd. */
export const DEV_VERSION = 'dev';

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The dev server's `mf-manifest.json` URL when `candidate` is one (plain http on a loopback host with
 * an explicit port, no credentials, query or fragment); null for anything else.
 */
export function devManifestUrlOf(candidate: string): URL | null {
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  const isDevServer =
    url.protocol === 'http:' &&
    LOOPBACK_HOSTNAMES.has(url.hostname) &&
    url.port !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    url.pathname.endsWith('/mf-manifest.json');
  return isDevServer ? url : null;
}

/**
 * What the Content Security Policy must add for a browser with this override: the dev server's
 * scripts and fetches, and its live-reload socket (a `ws:` source, which `http:` does not cover in
 * every browser).
 */
export function devOverrideSources(manifestUrl: URL): string[] {
  return [manifestUrl.origin, `ws://${manifestUrl.host}`];
}
