import { remotesManifestSchema, type RemotesManifest } from '@site/contracts/remotes-manifest';

export const REMOTES_MANIFEST_URL = '/remotes.json';

/** Thrown when the live remotes manifest cannot be read; the shell still renders its own pages. */
export class RemotesManifestError extends Error {
  override name = 'RemotesManifestError';
}

/**
 * Reads what is live. A broken or unreachable manifest yields an empty one (and a logged error)
 * so that the header, footer and shell pages keep working.
 */
export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  try {
    const response = await fetchImpl(REMOTES_MANIFEST_URL, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw new RemotesManifestError(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
    const parsed = remotesManifestSchema.safeParse(await response.json());
    if (!parsed.success) throw new RemotesManifestError(`${REMOTES_MANIFEST_URL} is malformed: ${parsed.error.message}`);
    return parsed.data;
  } catch (error) {
    console.error('[remotes] live manifest unavailable; sections are offline', error);
    return { generatedAt: new Date(0).toISOString(), sections: [] };
  }
}
