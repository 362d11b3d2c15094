/**
 * Where a section version's files may come from, one rule for every way a version reaches a
 * browser (publish, a preview link, a dev override):
 * - the registry's own storage, which the site serves at `/remotes/<section>/<version>/`;
 * - a CDN origin the site lists (REMOTE_CDN_ORIGINS, set by whoever runs the site);
 * - for a dev override alone, a dev server on the opener's own machine (see dev-override.ts): the
 *   code is the developer's own and runs only in the browser that opens the link.
 * Nothing else: an origin a version names joins the Content Security Policy of the pages that
 * load it, so a release right on one section must not be a way to add origins to the site.
 */
import { SHELL } from '@site/contracts/sections';
import { devManifestUrlOf } from './dev-override.ts';
import { InvalidInputError } from './domain-errors.ts';

/** Where the site serves the versions kept in its storage. */
export const STORAGE_URL_PREFIX = '/remotes';

/** The setting that lists the CDN origins versions may be served from. */
export const CDN_ORIGINS_SETTING = 'REMOTE_CDN_ORIGINS';

export type FilesOrigin =
  /** The registry's storage: `/remotes/<section>/<version>/mf-manifest.json`. */
  | { kind: 'storage' }
  /** A listed CDN origin. */
  | { kind: 'cdn'; origin: string; url: URL }
  /** A dev server on loopback (only where `devServers` allows it). */
  | { kind: 'dev'; url: URL };

export interface FilesOriginRule {
  /** The CDN origins the site lists, e.g. `https://cdn.example.com`. */
  cdnOrigins: readonly string[];
  /** Whether a loopback dev server qualifies (dev overrides only). */
  devServers?: boolean;
}

/** The file a version is loaded from, which names the rest: a section's Module Federation manifest, or the shell's page. */
export const entryFileOf = (section: string): string => (section === SHELL ? 'index.html' : 'mf-manifest.json');

/** The one place in the registry's storage a version's manifest is: its own folder (a shell's "manifest" is its page). */
export const storageManifestUrl = (section: string, version: string): string => `${STORAGE_URL_PREFIX}/${section}/${version}/${entryFileOf(section)}`;

function howToAllow(origin: string, { cdnOrigins, devServers }: FilesOriginRule): string {
  return [
    `${origin} is not a place this site loads section files from.`,
    ' Publish the build to the registry’s storage (`remotes publish` without PUBLIC_BASE_URL),',
    ` or have whoever runs the site add ${origin} to ${CDN_ORIGINS_SETTING} (now: ${cdnOrigins.join(', ') || 'none'})`,
    devServers ? '; a dev override names a dev server on your own machine (http://localhost:<port>/mf-manifest.json).' : '.',
  ].join('');
}

/**
 * Where the files of `section` `version` whose manifest is at `manifestUrl` come from, or a 400
 * naming the origin and how to allow it. `version` undefined: any version (a build previewed by
 * URL, named after it later).
 */
export function filesOriginOf(manifestUrl: string, section: string, version: string | undefined, rule: FilesOriginRule): FilesOrigin {
  if (manifestUrl.startsWith('/') && !manifestUrl.startsWith('//')) {
    const own = version === undefined ? null : storageManifestUrl(section, version);
    if (manifestUrl === own) return { kind: 'storage' };
    throw new InvalidInputError(
      `a version in the registry’s storage is served from ${own ?? `${STORAGE_URL_PREFIX}/${section}/<version>/mf-manifest.json`}, not ${manifestUrl}`,
    );
  }
  // The shell is the page itself, served by the site: from its storage alone.
  if (section === SHELL)
    throw new InvalidInputError(`a shell version is served from the registry’s storage, ${STORAGE_URL_PREFIX}/shell/<version>/index.html, not ${manifestUrl}`);
  const url = URL.canParse(manifestUrl) ? new URL(manifestUrl) : null;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new InvalidInputError(`manifestUrl must be ${STORAGE_URL_PREFIX}/${section}/<version>/mf-manifest.json or an http(s) URL, not ${manifestUrl}`);
  }
  if (rule.cdnOrigins.includes(url.origin)) {
    if (url.username || url.password || url.search || url.hash || !url.pathname.endsWith('/mf-manifest.json')) {
      throw new InvalidInputError('manifestUrl must be the URL of a build’s mf-manifest.json, with no credentials, query or fragment');
    }
    // A listed origin is shared by every section (a CI bucket): a version may name a build in its own
    // section's folder there alone (…/<section>/<build>/, as `remotes publish` lays it out), never
    // another team's build or the admin's.
    if (url.pathname.split('/').at(-3) !== section) {
      throw new InvalidInputError(
        `on ${url.origin} a ${section} build is served from its section's folder, …/${section}/<build>/mf-manifest.json, not ${url.pathname}`,
      );
    }
    return { kind: 'cdn', origin: url.origin, url };
  }
  const dev = rule.devServers ? devManifestUrlOf(manifestUrl) : null;
  if (dev) return { kind: 'dev', url: dev };
  throw new InvalidInputError(howToAllow(url.origin, rule));
}
