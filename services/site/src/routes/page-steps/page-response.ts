import { REVALIDATE } from '../../caching.ts';

/**
 * How coarse the time the carried data is stamped with is: well under the app's query stale time
 * (a minute), so the first view's data is still fresh when the app takes over.
 */
export const DATA_STAMP_STEP_MS = 20_000;

/**
 * Stamped with the content's last check, rounded down to a step, so a page's HTML (and its
 * compressed copies) stays the same for that long. An earlier stamp only makes the app refetch sooner.
 */
export const dataStamp = (checkedAt: number) => checkedAt - (checkedAt % DATA_STAMP_STEP_MS);

/** Who a page's answer is for, as far as caches are concerned. */
export interface Audience {
  /** A private page, or a draft: depends on who asks. */
  personal: boolean;
  /** The visitor's map can differ from everyone's (a cohort, a preview): same URL, other HTML. */
  ownMapPossible: boolean;
}

export function cacheHeaders({ personal, ownMapPossible }: Audience): { 'cache-control': string; vary: string } {
  return {
    'cache-control': personal ? 'no-store' : ownMapPossible ? `private, ${REVALIDATE}` : REVALIDATE,
    vary: ownMapPossible ? 'cookie, accept-encoding' : 'accept-encoding',
  };
}

/** Pages of a cohort's or a preview's versions, and the admin origin's, are cached apart from everyone's. */
export function documentKey({ workspace, path, ownMapId }: { workspace: boolean; path: string; ownMapId: number | undefined }): string {
  return `${workspace ? 'admin:' : ''}${path}${ownMapId === undefined ? '' : `@${ownMapId}`}`;
}

/**
 * Names everything a page's HTML is made from (a prerendered page is immutable per path and time),
 * so a cached document is rendered and compressed again only when one of them changed.
 */
export function documentFingerprint(parts: {
  headJson: string;
  rendered: { path: string; renderedAt: number | string; queries: readonly unknown[] } | null;
  dataUpdatedAt: number;
  settingsVersion: string | undefined;
  servedMapId: number | undefined;
  /** What the page's `<noscript>` slot holds for this request (the search page's results for its query). */
  noScriptSlot?: string | undefined;
  /** The released shell version the page is (null: the build the server started with). */
  shellVersion?: string | null | undefined;
}): string {
  const { headJson, rendered, dataUpdatedAt, settingsVersion, servedMapId, noScriptSlot, shellVersion } = parts;
  return `${headJson}|${rendered ? `${rendered.path}@${rendered.renderedAt}` : '-'}|${rendered?.queries.length ? dataUpdatedAt : ''}|${settingsVersion ?? ''}|${servedMapId ?? '-'}|${noScriptSlot ?? ''}|${shellVersion ?? ''}`;
}
