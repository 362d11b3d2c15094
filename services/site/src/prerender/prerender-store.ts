import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CapturedPage } from './capture-script.ts';

/** A prerendered page as stored: what the browser captured, and when. */
export interface PrerenderedPage extends CapturedPage {
  path: string;
  renderedAt: number;
}

const COMPLETE_FILE = 'complete.json';
/** Pages kept in memory: every indexable page of the site several times over. */
const MEMORY_LIMIT = 2000;

/**
 * Prerendered pages on disk, one folder per prerender key (`prerender-keys.ts`): a key names
 * exactly what its pages were rendered from, so a folder is written once and never changed, and
 * a page is read from disk once. File names are hashes of the path: no path can reach outside.
 */
export class PrerenderStore {
  /** Pages read, by key and path. */
  private readonly memory = new Map<string, PrerenderedPage>();

  constructor(readonly root: string) {}

  private file(key: string, pagePath: string): string {
    return path.join(this.root, key, `${createHash('sha1').update(pagePath).digest('hex')}.json`);
  }

  async read(key: string, pagePath: string): Promise<PrerenderedPage | null> {
    const remembered = this.memory.get(`${key}\0${pagePath}`);
    if (remembered) return remembered;
    const file = this.file(key, pagePath);
    let page: PrerenderedPage | null = null;
    try {
      page = JSON.parse(await readFile(file, 'utf8')) as PrerenderedPage;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // A page that is missing now may be written later (its key is being rendered): remember hits only.
    if (page) {
      if (this.memory.size >= MEMORY_LIMIT) this.memory.clear();
      this.memory.set(`${key}\0${pagePath}`, page);
    }
    return page;
  }

  /** Whether a page of a key is on disk (without reading it). */
  async has(key: string, pagePath: string): Promise<boolean> {
    if (this.memory.has(`${key}\0${pagePath}`)) return true;
    try {
      await access(this.file(key, pagePath));
      return true;
    } catch {
      return false;
    }
  }

  async write(key: string, page: PrerenderedPage): Promise<void> {
    const file = this.file(key, page.path);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(page));
    await rename(temporary, file);
  }

  async isComplete(key: string): Promise<boolean> {
    try {
      await readFile(path.join(this.root, key, COMPLETE_FILE));
      return true;
    } catch {
      return false;
    }
  }

  /** Whether any key's pages were ever all rendered here: the store has served a site before. */
  async hasCompleteKey(): Promise<boolean> {
    let keys: string[];
    try {
      keys = await readdir(this.root);
    } catch {
      return false;
    }
    for (const key of keys) if (await this.isComplete(key)) return true;
    return false;
  }

  /** Marks every page of a key as rendered, so later runs (and servers) leave it alone. */
  async markComplete(key: string, summary: { paths: string[]; failed: string[]; ms: number }): Promise<void> {
    await mkdir(path.join(this.root, key), { recursive: true });
    await writeFile(path.join(this.root, key, COMPLETE_FILE), `${JSON.stringify({ ...summary, at: new Date().toISOString() }, null, 2)}\n`);
  }
}
