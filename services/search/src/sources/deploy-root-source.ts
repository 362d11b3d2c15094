import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { PageDocument } from '@site/contracts/page-documents';
import { versionSchema } from '@site/contracts/remotes-manifest';
import { SECTIONS } from '@site/contracts/sections';
import type { PageDocumentsSource } from './page-documents-source.ts';
import { buildStamp, readPublishedPages, type Warn } from './published-pages.ts';

const LIVE_FILE = 'live.json';

/** The part of the deploy root's live map this source reads: which version of each section is live. */
const liveMapSchema = z.object({ sections: z.partialRecord(z.enum(SECTIONS), z.object({ version: z.string() })) });

/**
 * Pages of the site as the site server serves it: the shell's build plus, for each section, the
 * version that `live.json` in the deploy root names (`remotes/<section>/<version>/`). A promote
 * or rollback rewrites live.json, which changes the version this source reports, so the next
 * re-check re-indexes. Version folders never change, so each one is read once.
 */
export class DeployRootSource implements PageDocumentsSource {
  private readonly perVersion = new Map<string, Promise<PageDocument[]>>();

  constructor(
    private readonly deployRoot: string,
    private readonly shellDist: string,
    private readonly warn: Warn = () => {},
  ) {}

  async version(): Promise<string> {
    const [live, shell] = await Promise.all([this.readLiveText(), buildStamp(this.shellDist)]);
    return `${shell}|${live}`;
  }

  async documents(): Promise<PageDocument[]> {
    const live = await this.readLiveText();
    const sections = live ? liveMapSchema.parse(JSON.parse(live)).sections : {};
    const lists = await Promise.all([
      readPublishedPages(this.shellDist, this.warn),
      ...SECTIONS.flatMap((section) => {
        const version = sections[section]?.version;
        return version === undefined ? [] : [this.versionPages(section, versionSchema.parse(version))];
      }),
    ]);
    return lists.flat();
  }

  private versionPages(section: string, version: string): Promise<PageDocument[]> {
    const key = `${section}@${version}`;
    let pages = this.perVersion.get(key);
    if (!pages) {
      pages = readPublishedPages(path.join(this.deployRoot, 'remotes', section, version), this.warn);
      // A failed read is retried on the next re-check rather than remembered.
      pages.catch(() => this.perVersion.delete(key));
      this.perVersion.set(key, pages);
    }
    return pages;
  }

  private async readLiveText(): Promise<string> {
    try {
      return await readFile(path.join(this.deployRoot, LIVE_FILE), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    }
  }
}
