/**
 * The page documents of what is live (the same source site search indexes), looked up by path.
 * Re-read only when the live versions change, so a direct load costs one small version check.
 */
import type { PageDocument } from '@site/contracts/page-documents';
import type { PageDocumentsSource } from '@site/search/page-documents-source';

export function livePageDocuments(source: PageDocumentsSource): (path: string) => Promise<PageDocument | undefined> {
  let current: { version: string; byPath: Promise<Map<string, PageDocument>> } | undefined;
  return async (path) => {
    const version = await source.version();
    if (current?.version !== version) {
      const byPath = source.documents().then((documents) => new Map(documents.map((document) => [document.url, document])));
      // A failed read is tried again on the next request rather than remembered.
      byPath.catch(() => {
        if (current?.byPath === byPath) current = undefined;
      });
      current = { version, byPath };
    }
    return (await current.byPath).get(path);
  };
}
