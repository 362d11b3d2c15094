import type { PageDocument } from '@site/contracts/page-documents';
import { versionSchema } from '@site/contracts/remotes-manifest';
import { isReleaseUnit, SHELL } from '@site/contracts/sections';
import type { PageDocumentsSource } from './page-documents-source.ts';
import { buildStamp, readPublishedPages, type ReadBuildFile, type Warn } from './published-pages.ts';

/** One live section (or the released shell) and its version, as the registry names them. */
export interface LiveVersion {
  section: string;
  version: string;
}

/**
 * Pages of the site as the site server serves it: the shell's (the released version the registry
 * names, else the build in `shellDist`) plus, for each section, the version the registry says is
 * live (`liveVersions`), read from the site's version storage
 * (`readVersionFile`). A promote or rollback changes the versions, and so this
 * source's version: the index is rebuilt at the next check, which the site starts as soon as it
 * hears of the change. Stored versions never change, so each one is read once.
 */
const released = (live: readonly LiveVersion[]) => live.some(({ section }) => section === SHELL);

export class LiveVersionsSource implements PageDocumentsSource {
  private readonly perVersion = new Map<string, Promise<PageDocument[]>>();

  constructor(
    private readonly liveVersions: () => Promise<readonly LiveVersion[]>,
    private readonly readVersionFile: (section: string, version: string, file: string) => Promise<string | null>,
    private readonly shellDist: string,
    private readonly warn: Warn = () => {},
  ) {}

  async version(): Promise<string> {
    const live = await this.liveVersions();
    const shell = released(live) ? '' : await buildStamp(this.shellDist);
    return `${shell}|${live.map(({ section, version }) => `${section}@${version}`).join(',')}`;
  }

  async documents(): Promise<PageDocument[]> {
    const live = await this.liveVersions();
    const lists = await Promise.all([
      ...(released(live) ? [] : [readPublishedPages(this.shellDist, this.warn)]),
      ...live.map(({ section, version }) => {
        if (!isReleaseUnit(section)) throw new Error(`the live map names an unknown section ${JSON.stringify(section)}`);
        return this.versionPages(section, versionSchema.parse(version));
      }),
    ]);
    return lists.flat();
  }

  private versionPages(section: string, version: string): Promise<PageDocument[]> {
    const key = `${section}@${version}`;
    let pages = this.perVersion.get(key);
    if (!pages) {
      const read: ReadBuildFile = { where: `${section}/${version}`, read: (file) => this.readVersionFile(section, version, file) };
      pages = readPublishedPages(read, this.warn);
      // A failed read is retried on the next re-check rather than remembered.
      pages.catch(() => this.perVersion.delete(key));
      this.perVersion.set(key, pages);
    }
    return pages;
  }
}
