/**
 * The page documents of what is live (the same source site search indexes), looked up by path.
 * Re-read only when the live versions change, so a direct load costs one version check.
 */
import type { PageDocument } from '@site/contracts/page-documents';
import type { PageDocumentsSource } from '@site/search/page-documents-source';

export function livePageDocuments(
  source: PageDocumentsSource,
  /** What changes when the live versions do; by default the source's own version check. */
  liveVersion: () => Promise<unknown> = () => source.version(),
): (path: string) => Promise<PageDocument | undefined> {
  let current: { version: unknown; byPath: Promise<Map<string, PageDocument>> } | undefined;
  return async (path) => {
    const version = await liveVersion();
    let entry = current;
    if (!entry || entry.version !== version) {
      const byPath = source.documents().then((documents) => new Map(documents.map((document) => [document.url, document])));
      // A failed read is tried again on the next request rather than remembered.
      byPath.catch(() => {
        if (current?.byPath === byPath) current = undefined;
      });
      entry = { version, byPath };
      current = entry;
    }
    return (await entry.byPath).get(path);
  };
}
