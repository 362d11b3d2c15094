import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CapturedPage } from './capture-script.ts';

/** A prerendered page as stored: what the browser captured, and when. */
export interface PrerenderedPage extends CapturedPage {
  path: string;
  renderedAt: number;
}

export interface PrerenderRunSummary {
  paths: string[];
  failed: string[];
  ms: number;
}

/** Pages kept in memory: every indexable page of the site several times over. */
const MEMORY_LIMIT = 2000;
/**
 * How long a page found missing is taken as missing without asking the store again: a page that
 * failed to render is asked for by every visitor until it is rendered, and each would be a read.
 */
export const MISS_MEMORY_MS = 1000;

/**
 * Prerendered pages by prerender key (`prerender-keys.ts`): a key names exactly what its pages
 * were rendered from, so its pages are written once and never changed, and each is read from the
 * store once. Kept where every server of the site reads them (SHARED_STORAGE): a folder, or the
 * site's database.
 */
export abstract class PrerenderStore {
  /** Pages read, by key and path. */
  private readonly memory = new Map<string, PrerenderedPage>();
  /** Pages found missing, by key and path: when. */
  private readonly misses = new Map<string, number>();

  async read(key: string, pagePath: string, now = Date.now()): Promise<PrerenderedPage | null> {
    const id = `${key}\0${pagePath}`;
    const remembered = this.memory.get(id);
    if (remembered) return remembered;
    if (now - (this.misses.get(id) ?? -Infinity) < MISS_MEMORY_MS) return null;
    const page = await this.load(key, pagePath);
    // A page missing now may be written later (its key is being rendered): a miss is remembered briefly.
    if (page) {
      if (this.memory.size >= MEMORY_LIMIT) this.memory.clear();
      this.memory.set(id, page);
      this.misses.delete(id);
    } else {
      if (this.misses.size >= MEMORY_LIMIT) this.misses.clear();
      this.misses.set(id, now);
    }
    return page;
  }

  /** Whether a page of a key is stored (without reading it). */
  async has(key: string, pagePath: string): Promise<boolean> {
    return this.memory.has(`${key}\0${pagePath}`) || this.exists(key, pagePath);
  }

  /** Stores a rendered page for every server; this server reads it back at once. */
  async write(key: string, page: PrerenderedPage): Promise<void> {
    await this.save(key, page);
    this.misses.delete(`${key}\0${page.path}`);
  }

  protected abstract load(key: string, pagePath: string): Promise<PrerenderedPage | null>;
  protected abstract exists(key: string, pagePath: string): Promise<boolean>;
  protected abstract save(key: string, page: PrerenderedPage): Promise<void>;
  abstract isComplete(key: string): Promise<boolean>;
  /** Whether any key's pages were ever all rendered here: the store has served a site before. */
  abstract hasCompleteKey(): Promise<boolean>;
  /** Marks every page of a key as rendered, so later runs (and servers) leave it alone. */
  abstract markComplete(key: string, summary: PrerenderRunSummary): Promise<void>;
}

const COMPLETE_FILE = 'complete.json';

/** Prerendered pages in a folder, one folder per key. File names are hashes of the path: no path can reach outside. */
export class FolderPrerenderStore extends PrerenderStore {
  constructor(readonly root: string) {
    super();
  }

  private file(key: string, pagePath: string): string {
    return path.join(this.root, key, `${createHash('sha1').update(pagePath).digest('hex')}.json`);
  }

  protected async load(key: string, pagePath: string): Promise<PrerenderedPage | null> {
    try {
      return JSON.parse(await readFile(this.file(key, pagePath), 'utf8')) as PrerenderedPage;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return null;
    }
  }

  protected async exists(key: string, pagePath: string): Promise<boolean> {
    try {
      await access(this.file(key, pagePath));
      return true;
    } catch {
      return false;
    }
  }

  protected async save(key: string, page: PrerenderedPage): Promise<void> {
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

  async markComplete(key: string, summary: PrerenderRunSummary): Promise<void> {
    await mkdir(path.join(this.root, key), { recursive: true });
    await writeFile(path.join(this.root, key, COMPLETE_FILE), `${JSON.stringify({ ...summary, at: new Date().toISOString() }, null, 2)}\n`);
  }
}
