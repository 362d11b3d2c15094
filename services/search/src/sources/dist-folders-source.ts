import type { PageDocument } from '@site/contracts/page-documents';
import type { PageDocumentsSource } from './page-documents-source.ts';
import { buildStamp, readPublishedPages, type Warn } from './published-pages.ts';

/**
 * Pages from a fixed list of build folders (`shell/dist`, `remotes/<section>/dist`): for the
 * service on its own, `npm run dev` and tests. A rebuild of any folder is picked up.
 */
export class DistFoldersSource implements PageDocumentsSource {
  constructor(
    private readonly buildDirs: readonly string[],
    private readonly warn: Warn = () => {},
  ) {}

  async version(): Promise<string> {
    return (await Promise.all(this.buildDirs.map(buildStamp))).join('|');
  }

  async documents(): Promise<PageDocument[]> {
    const perFolder = await Promise.all(this.buildDirs.map((dir) => readPublishedPages(dir, this.warn)));
    return perFolder.flat();
  }
}
