import type { VisitorLiveMapSection } from '@site/contracts/remotes-manifest';

/** What the browser must refuse a file under a known version folder with, when the registry did not list it. */
const UNLISTED = 'sha384-unlisted';

/** Subresource Integrity of every file of every live section, looked up by URL. */
export interface IntegrityIndex {
  /** The digest a script or fetch at `url` must match; undefined for URLs outside every section's folder. */
  lookup(url: string): string | undefined;
}

/**
 * Indexes the digests `/remotes.json` carries per section, by the section's version folder (the
 * folder of its `mf-manifest.json`). A file in a known folder that the registry did not list fails
 * closed: the browser refuses it rather than running something nobody published.
 */
export function integrityIndex(sections: readonly VisitorLiveMapSection[], base: string = globalThis.location?.href ?? 'http://localhost/'): IntegrityIndex {
  // No digests (a build previewed from another origin, or no registry): nothing to check against.
  const folders = sections.flatMap((section) =>
    section.integrity && Object.keys(section.integrity).length > 0
      ? [{ folder: new URL('.', new URL(section.manifestUrl, base)).href, digests: section.integrity }]
      : [],
  );
  return {
    lookup(url) {
      const absolute = new URL(url, base);
      const href = `${absolute.origin}${absolute.pathname}`;
      const owner = folders.find(({ folder }) => href.startsWith(folder));
      if (!owner) return undefined;
      return owner.digests[decodeURIComponent(href.slice(owner.folder.length))] ?? UNLISTED;
    },
  };
}

/** Webpack's JSONP global for a container (webpack's `Template.toIdentifier` of `webpackChunk<uniqueName>`). */
export const jsonpGlobalName = (uniqueName: string): string => `webpackChunk${uniqueName.replace(/^([^a-z$_])/i, '_$1').replace(/[^a-z0-9$]+/gi, '_')}`;

interface WebpackRequire {
  l?: ((url: string, ...rest: unknown[]) => unknown) & { withIntegrity?: boolean };
}

type JsonpQueue = Array<[string[], Record<string, unknown>, (require: WebpackRequire) => void]>;

/**
 * A remote's own lazy chunks are loaded by its webpack runtime (`__webpack_require__.l`), not by
 * the federation runtime, so the shell's script hook never sees them. Queued before the remote's
 * entry runs, this chunk hands over the remote's `__webpack_require__` as the remote boots; its
 * loader is then wrapped so each <script> it creates carries its digest.
 */
export function guardRemoteChunks(
  uniqueName: string,
  index: IntegrityIndex,
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): void {
  const name = jsonpGlobalName(uniqueName);
  const queue = (scope[name] ??= []) as JsonpQueue;
  queue.push([
    [`integrity-guard-${uniqueName}`],
    {},
    (webpackRequire) => {
      const load = webpackRequire.l;
      if (!load || load.withIntegrity) return;
      const guarded = function (this: unknown, url: string, ...rest: unknown[]) {
        const integrity = index.lookup(url);
        if (!integrity) return load.call(this, url, ...rest);
        // The loader creates its <script> synchronously: give that one element its digest.
        const create = document.createElement;
        document.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
          const element = create.call(this, tagName, options);
          if (element instanceof HTMLScriptElement) {
            element.integrity = integrity;
            element.crossOrigin = 'anonymous';
          }
          return element;
        } as typeof document.createElement;
        try {
          return load.call(this, url, ...rest);
        } finally {
          document.createElement = create;
        }
      };
      webpackRequire.l = Object.assign(guarded, { withIntegrity: true });
    },
  ]);
}
