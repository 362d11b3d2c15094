import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';

/** Where `/remotes.json` comes from: the registry in production, the dev servers in `npm run dev`. */
export interface RemotesSource {
  remotesManifest(): Promise<VisitorLiveMap>;
  /**
   * The maps some visitors get besides everyone's: one per running canary (its cohort's). The
   * prerenderer renders their pages too, so those visitors get prerendered pages as well.
   */
  candidateManifests?(): Promise<VisitorLiveMap[]>;
}

/**
 * One value per live map, made on first use and dropped with the map. A source hands back the same
 * map object until something changes, so what is derived from it is derived once per change.
 */
export function perLiveMap<T>(make: (manifest: VisitorLiveMap) => T): (manifest: VisitorLiveMap) => T {
  const values = new WeakMap<VisitorLiveMap, { value: T }>();
  return (manifest) => {
    let made = values.get(manifest);
    if (!made) {
      made = { value: make(manifest) };
      values.set(manifest, made);
    }
    return made.value;
  };
}

const EMPTY_MANIFEST: VisitorLiveMap = { generatedAt: new Date(0).toISOString(), sections: [] };

/** A server without a registry (built without a database, in unit tests): nothing is live. */
export const NOTHING_LIVE: RemotesSource = { remotesManifest: async () => EMPTY_MANIFEST };
