import { CARRIED_MAP_ID } from '@site/contracts/prerender';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { integrityIndex, type IntegrityIndex } from './integrity.ts';
import { isRemotesManifest, readRemotesManifest } from './remotes-manifest.ts';

/** How long one read of `/remotes.json` may take before it counts as failed: a slow map must not hold the page. */
export const LIVE_MAP_READ_TIMEOUT_MS = 3000;

/** Waits between reads while `/remotes.json` cannot be read: doubling from 1 s, at most the data cache's 30 s. */
export const liveMapRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** Reads at start-up before a page that carries no map starts without sections. */
const READS_WITHOUT_CARRIED_MAP = 3;

/**
 * The live map as this tab knows it (the visitor's map, `VisitorLiveMap` of
 * @site/contracts/remotes-manifest, and whether it is complete). Normally `/remotes.json` as read at start-up. When that is
 * slow, failing or malformed, the map the page was served with (`CARRIED_MAP_ID`): the app keeps
 * the page's menus, footer and links, and reads `/remotes.json` again with backoff. No section's
 * code is loaded before it answers, since only it holds the digests the files are checked with.
 */
export interface TabLiveMap {
  /** What the app routes with and builds its menus from. */
  readonly manifest: VisitorLiveMap;
  /** Whether `/remotes.json` has answered; until then no section can be loaded. */
  complete(): boolean;
  /**
   * `/remotes.json` as it answered. Patient: whenever a read succeeds, however long that takes.
   * Otherwise: known already, or the next read's answer, null when that fails.
   */
  served(options: { patient: boolean }): Promise<VisitorLiveMap | null>;
  /** The digests of the sections' files, from `/remotes.json` once it has answered. */
  readonly integrity: IntegrityIndex;
}

export interface LiveMapSources {
  read: (options: { revalidate: boolean }) => Promise<VisitorLiveMap | null>;
  carried: () => VisitorLiveMap | null;
  sleep: (ms: number) => Promise<void>;
}

const NO_SECTIONS: VisitorLiveMap = { generatedAt: new Date(0).toISOString(), sections: [] };

/** The map the page was served with, or null when it carries none (or a broken one). */
export function readCarriedMap(doc: Document = document): VisitorLiveMap | null {
  const text = doc.getElementById(CARRIED_MAP_ID)?.textContent;
  if (!text) return null;
  try {
    const map: unknown = JSON.parse(text);
    return isRemotesManifest(map) ? map : null;
  } catch {
    return null;
  }
}

const browserSources: LiveMapSources = {
  read: ({ revalidate }) => readRemotesManifest(fetch, { revalidate, timeoutMs: LIVE_MAP_READ_TIMEOUT_MS }),
  carried: () => readCarriedMap(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A map known to be `/remotes.json`'s answer (a dev override reads it before the app starts). */
export function servedLiveMap(manifest: VisitorLiveMap): TabLiveMap {
  const integrity = integrityIndex(manifest.sections);
  return { manifest, complete: () => true, served: async () => manifest, integrity };
}

/** Reads what is live at start-up; see `TabLiveMap`. */
export async function openLiveMap(sources: LiveMapSources = browserSources): Promise<TabLiveMap> {
  // A reload (the visitor's, or the update flow's after a deploy) asks the server again even within
  // the few seconds `/remotes.json` may be reused: that is when the newest map matters most.
  const first = await sources.read({ revalidate: isReload() });
  if (first) return servedLiveMap(first);
  let carried = sources.carried();
  for (let attempt = 1; !carried && attempt < READS_WITHOUT_CARRIED_MAP; attempt += 1) {
    await sources.sleep(liveMapRetryDelay(attempt - 1) / 2);
    const served = await sources.read({ revalidate: true });
    if (served) return servedLiveMap(served);
  }
  console.error(
    `[remotes] /remotes.json cannot be read; ${carried ? 'keeping the map this page was served with' : 'no section can be shown'}, and trying again`,
  );
  carried ??= NO_SECTIONS;

  let answer: VisitorLiveMap | undefined;
  let index = integrityIndex([]);
  let reading: Promise<VisitorLiveMap | null> | undefined;
  let settle: (manifest: VisitorLiveMap) => void = () => undefined;
  const eventually = new Promise<VisitorLiveMap>((resolve) => (settle = resolve));
  const readAgain = () =>
    (reading ??= sources.read({ revalidate: true }).then((manifest) => {
      reading = undefined;
      if (manifest && !answer) {
        answer = manifest;
        index = integrityIndex(manifest.sections);
        console.info('[remotes] /remotes.json answers again');
        settle(manifest);
      }
      return answer ?? null;
    }));
  void (async () => {
    for (let attempt = 0; !answer; attempt += 1) {
      await sources.sleep(liveMapRetryDelay(attempt));
      await readAgain();
    }
  })();
  return {
    manifest: carried,
    complete: () => answer !== undefined,
    served: ({ patient }) => (answer ? Promise.resolve(answer) : patient ? eventually : readAgain()),
    integrity: { lookup: (url) => index.lookup(url) },
  };
}

function isReload(): boolean {
  const [navigation] = typeof performance === 'undefined' ? [] : performance.getEntriesByType('navigation');
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload';
}
