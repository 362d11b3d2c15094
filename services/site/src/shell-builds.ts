/**
 * The shell build a page is served with. The registry releases the shell like a section, so a
 * visitor's live map may name a shell version (everyone's, a canary cohort's, a preview's): its
 * page and route table come from the version storage. A map that names none (nothing released yet,
 * or a server without a registry) gets the build this server started with (SHELL_DIST).
 */
import type { FastifyBaseLogger } from 'fastify';
import { routeTableSchema } from '@site/contracts/route-entry-schema';
import type { RouteTable } from '@site/contracts/route-entry';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { SHELL } from '@site/contracts/sections';
import { storedVersionSource, type VersionStorage } from './deployments/version-storage.ts';

export interface ShellBuild {
  /** The registry's version; null for the build this server started with. */
  version: string | null;
  html: string;
  routeTable: RouteTable;
}

/** Shell versions kept read in memory: everyone's, a canary's, a preview or two. */
const KEPT = 8;
/** How long a shell version that could not be read is served as this server's own before it is read again. */
const RETRY_MS = 5000;
/** How long the list of stored shell versions `/assets` falls back to is reused: a miss (a bot's made-up file name) must not list the storage each time. */
const STORED_LIST_MS = 2000;

export class ShellBuilds {
  private readonly read = new Map<string, Promise<ShellBuild>>();
  private stored: { at: number; versions: Promise<string[]> } | null = null;

  constructor(
    /** The build this server started with. */
    readonly local: ShellBuild,
    private readonly storage: VersionStorage | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The shell build `map` names, or this server's own when it names none (or its files cannot be read: logged once). */
  of(map: VisitorLiveMap | undefined): Promise<ShellBuild> {
    const version = map?.shell?.version;
    if (!version || !this.storage) return Promise.resolve(this.local);
    let build = this.read.get(version);
    if (!build) {
      const reading: Promise<ShellBuild> = this.load(this.storage, version).catch((error: unknown) => {
        this.log.error({ err: error, version }, `shell ${version} cannot be read from the version storage: serving the shell this server started with`);
        // Tried again after a pause, not on every page meanwhile.
        setTimeout(() => this.read.get(version) === reading && this.read.delete(version), RETRY_MS).unref();
        return this.local;
      });
      build = reading;
      this.read.set(version, build);
      if (this.read.size > KEPT) this.read.delete(this.read.keys().next().value as string);
    }
    return build;
  }

  /**
   * The shell versions `/assets/<file>` is looked for in: `first` (the live and canary ones), then
   * every other stored one, newest first: a tab opened on an older shell, or a preview, still
   * loads its chunks. Read from the storage only when the first ones did not hold the file.
   */
  async *assetVersions(first: readonly (string | undefined)[]): AsyncGenerator<string> {
    const tried = new Set<string>();
    for (const version of first) {
      if (version === undefined || tried.has(version)) continue;
      tried.add(version);
      yield version;
    }
    for (const version of await this.storedVersions()) if (!tried.has(version)) yield version;
  }

  /** Every stored shell version, newest first. */
  private storedVersions(): Promise<string[]> {
    const storage = this.storage;
    if (!storage) return Promise.resolve([]);
    if (!this.stored || Date.now() - this.stored.at > STORED_LIST_MS) {
      const versions = storage.versions().then((stored) =>
        stored
          .filter((candidate) => candidate.section === SHELL)
          .toSorted((a, b) => b.storedAt.getTime() - a.storedAt.getTime())
          .map((candidate) => candidate.version),
      );
      // A failed listing is not kept.
      versions.catch(() => (this.stored = null));
      this.stored = { at: Date.now(), versions };
    }
    return this.stored.versions;
  }

  private async load(storage: VersionStorage, version: string): Promise<ShellBuild> {
    const source = storedVersionSource(storage, SHELL, version);
    const [html, table] = await Promise.all([source.read('index.html'), source.read('route-table.json')]);
    if (!html || !table) throw new Error(`shell ${version} has no ${html ? 'route-table.json' : 'index.html'} in ${storage.description}`);
    return { version, html: html.toString('utf8'), routeTable: routeTableSchema.parse(JSON.parse(table.toString('utf8'))) };
  }
}
