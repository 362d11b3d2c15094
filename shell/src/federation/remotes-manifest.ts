import type { VisitorLiveMapSection, VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { RouteTable } from '@site/contracts/route-entry';
import { SECTIONS } from '@site/contracts/sections';

export const REMOTES_MANIFEST_URL = '/remotes.json';

/** Thrown when the live remotes manifest cannot be read; the shell still renders its own pages. */
export class RemotesManifestError extends Error {
  override name = 'RemotesManifestError';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function isRouteEntry(value: unknown): boolean {
  return (
    isRecord(value) &&
    [value.path, value.title, value.component, value.componentPath, value.category].every(isString) &&
    isRecord(value.meta) &&
    Array.isArray(value.permissions)
  );
}

export function isRouteTable(value: unknown): value is RouteTable {
  return isRecord(value) && Array.isArray(value.routes) && value.routes.every(isRouteEntry) && Array.isArray(value.redirects);
}

function isLiveSection(value: unknown): value is VisitorLiveMapSection {
  return (
    isRecord(value) &&
    (SECTIONS as readonly unknown[]).includes(value.name) &&
    isString(value.version) &&
    isString(value.manifestUrl) &&
    isRouteTable(value.routeTable)
  );
}

/**
 * What the shell relies on in `/remotes.json`. The site server builds it only from route tables it
 * validated against the contract (`DeployStore.routeTable`, tested against `visitorLiveMapSchema`),
 * so the browser checks the shape it uses rather than the whole contract again: fields a newer
 * server adds are tolerated, and every visitor is spared the schema library on first load.
 */
export function isRemotesManifest(value: unknown): value is VisitorLiveMap {
  return isRecord(value) && isString(value.generatedAt) && Array.isArray(value.sections) && value.sections.every(isLiveSection);
}

/**
 * The live map now, or null when it cannot be read (in time, when `timeoutMs` is given). Within its
 * few seconds of cache the browser answers from memory; after, a revalidation usually comes back
 * 304 with no body.
 */
export async function readRemotesManifest(
  fetchImpl: typeof fetch = fetch,
  { revalidate = false, timeoutMs }: { revalidate?: boolean; timeoutMs?: number } = {},
): Promise<VisitorLiveMap | null> {
  try {
    const response = await fetchImpl(REMOTES_MANIFEST_URL, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      ...(revalidate ? { cache: 'no-cache' } : {}),
      ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    });
    if (!response.ok) throw new RemotesManifestError(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
    const manifest: unknown = await response.json();
    if (!isRemotesManifest(manifest)) throw new RemotesManifestError(`${REMOTES_MANIFEST_URL} is malformed`);
    return manifest;
  } catch (error) {
    console.warn('[remotes] live manifest unavailable', error);
    return null;
  }
}
