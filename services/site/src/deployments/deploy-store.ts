import type { RemotesSource } from '../remotes-source.ts';
import { randomBytes } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, stat, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { routeTableSchema } from '@site/contracts/route-entry-schema';
import type { RouteTable } from '@site/contracts/route-entry';
import { sectionNameSchema, versionSchema, type LiveSection, type RemotesManifest } from '@site/contracts/remotes-manifest';
import type { SectionName } from '@site/contracts/sections';
import { BUILD_FILES, readBuildFiles } from '@site/build/build-files';

const liveMapSchema = z.object({ sections: z.partialRecord(sectionNameSchema, z.object({ version: versionSchema })) });
export type LiveMap = z.infer<typeof liveMapSchema>;

export const REMOTES_URL_PREFIX = '/remotes';
const LIVE_FILE = 'live.json';
/** While watching, live.json is still re-read at least this often, in case a change event is lost. */
export const LIVE_RECHECK_MS = 1000;

/**
 * The deploy root on disk: `remotes/<section>/<version>/` folders that are written once and never
 * changed, and `live.json`, the map of which version of each section is live.
 */
export class DeployStore implements RemotesSource {
  private readonly routeTables = new Map<string, RouteTable>();

  constructor(readonly root: string) {}

  get remotesDir(): string {
    return path.join(this.root, 'remotes');
  }

  versionDir(section: SectionName, version: string): string {
    return path.join(this.remotesDir, section, versionSchema.parse(version));
  }

  async hasVersion(section: SectionName, version: string): Promise<boolean> {
    return exists(path.join(this.versionDir(section, version), 'mf-manifest.json'));
  }

  /** Copies the files a build recorded into its own version folder. An existing version is never overwritten. */
  async addVersion(section: SectionName, version: string, buildDir: string): Promise<'added' | 'exists'> {
    const target = this.versionDir(section, version);
    if (await exists(target)) return 'exists';
    // Only what the build recorded: a leftover of another build or a file dropped in by hand stays behind.
    const { files } = await readBuildFiles(buildDir);
    const staging = `${target}.staging-${process.pid}`;
    for (const file of [...files.map((entry) => entry.path), BUILD_FILES]) {
      await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
      await copyFile(path.join(buildDir, file), path.join(staging, file));
    }
    await rename(staging, target);
    return 'added';
  }

  async readLiveMap(): Promise<LiveMap> {
    const live = await readLiveFile(path.join(this.root, LIVE_FILE));
    return live ? parseLiveMap(live.text) : { sections: {} };
  }

  /** Makes a version live; the write is atomic, so readers see the old map or the new one. */
  async setLive(section: SectionName, version: string): Promise<void> {
    if (!(await this.hasVersion(section, version))) throw new Error(`${section}@${version} is not in the deploy root`);
    const map = await this.readLiveMap();
    map.sections[section] = { version };
    await mkdir(this.root, { recursive: true });
    const file = path.join(this.root, LIVE_FILE);
    // Unique per write: servers sharing this folder (or one process's two apps) never rename each other's file.
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, `${JSON.stringify(map, null, 2)}\n`);
    await rename(temporary, file);
    this.liveChanged = true;
  }

  private watcher: FSWatcher | null = null;
  private liveChanged = true;
  private checkedAt = 0;

  /**
   * Watches the deploy root so that `remotesManifest()` reads live.json only when it changed (a
   * deploy or promote by any process renames a new live.json into place), and at least every
   * LIVE_RECHECK_MS in case an event is lost. Without a watch (it failed, or was never started)
   * every call reads the file. Returns a function that stops watching.
   */
  watchLiveFile(): () => void {
    try {
      this.watcher = watch(this.root, { persistent: false }, (_event, filename) => {
        if (!filename || filename.startsWith(LIVE_FILE)) this.liveChanged = true;
      });
      this.watcher.on('error', () => this.stopWatching());
    } catch {
      this.watcher = null;
    }
    return () => this.stopWatching();
  }

  private stopWatching(): void {
    this.watcher?.close();
    this.watcher = null;
  }

  /** A version's route table; immutable, so read once. */
  async routeTable(section: SectionName, version: string): Promise<RouteTable> {
    const key = `${section}@${version}`;
    const cached = this.routeTables.get(key);
    if (cached) return cached;
    const table = routeTableSchema.parse(JSON.parse(await readFile(path.join(this.versionDir(section, version), 'route-table.json'), 'utf8')));
    this.routeTables.set(key, table);
    return table;
  }

  private cachedManifest: { liveText: string; manifest: RemotesManifest } | null = null;

  /**
   * `/remotes.json`: every live section with its versioned manifest URL and route table. Rebuilt
   * only when live.json changes, so a promote is seen by the next request. The cache is keyed on
   * the file's content, not its mtime: two promotes within one timestamp tick (coarse clocks,
   * network or 1-second file systems) would otherwise leave the old version cached.
   */
  async remotesManifest(): Promise<RemotesManifest> {
    const now = Date.now();
    if (this.watcher && !this.liveChanged && this.cachedManifest && now - this.checkedAt < LIVE_RECHECK_MS) return this.cachedManifest.manifest;
    // Cleared before reading: a change that lands during the read marks it again.
    this.liveChanged = false;
    this.checkedAt = now;
    const live = await readLiveFile(path.join(this.root, LIVE_FILE));
    const liveText = live?.text ?? '';
    if (this.cachedManifest?.liveText === liveText) return this.cachedManifest.manifest;
    const map = live ? parseLiveMap(live.text) : { sections: {} };
    const manifest = await this.buildRemotesManifest(map, live?.modifiedAt ?? 0);
    this.cachedManifest = { liveText, manifest };
    return manifest;
  }

  private async buildRemotesManifest(map: LiveMap, stamp: number): Promise<RemotesManifest> {
    const sections: LiveSection[] = [];
    for (const [name, live] of Object.entries(map.sections)) {
      if (!live) continue;
      const section = sectionNameSchema.parse(name);
      sections.push({
        name: section,
        version: live.version,
        manifestUrl: `${REMOTES_URL_PREFIX}/${section}/${live.version}/mf-manifest.json`,
        routeTable: await this.routeTable(section, live.version),
      });
    }
    return { generatedAt: new Date(stamp).toISOString(), sections };
  }
}

function parseLiveMap(text: string): LiveMap {
  return liveMapSchema.parse(JSON.parse(text));
}

/** live.json's text and mtime, read through one handle so both describe the same file; null if absent. */
async function readLiveFile(file: string): Promise<{ text: string; modifiedAt: number } | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const [text, stats] = await Promise.all([handle.readFile('utf8'), handle.stat()]);
    return { text, modifiedAt: stats.mtimeMs };
  } finally {
    await handle.close();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
