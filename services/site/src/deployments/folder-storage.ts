import { mkdir, open, readdir, readFile, rename, rm, stat, utimes, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { versionSchema } from '@site/contracts/remotes-manifest';
import { RELEASE_UNITS, type ReleaseUnit } from '@site/contracts/sections';
import { buildFilesText } from '@site/service-kit/build-files';
import { BUILD_FILES, type BuildFile } from '@site/service-kit/build-version';
import { checkedBlob, isSha256, MissingBlobsError, sha256Hex, type BlobSource, type StoredVersion, type VersionStorage } from './version-storage.ts';

const STAGING = '.staging-';

/**
 * Versions in a folder (DEPLOY_ROOT): `remotes/<section>/<version>/` holds a version's files under
 * their own names beside its `build-files.json`, written once and never changed, so a web server or
 * CDN origin could serve the folder as it is. Uploads wait in `uploads/<sha256>` until a version
 * takes them.
 */
export class FolderVersionStorage implements VersionStorage {
  readonly kind = 'folder' as const;

  /** Files that matched their record when last hashed: path → `digest size mtime` then. */
  private readonly matched = new Map<string, string>();

  constructor(readonly root: string) {}

  get description(): string {
    return this.remotesDir;
  }

  get remotesDir(): string {
    return path.join(this.root, 'remotes');
  }

  private get uploadsDir(): string {
    return path.join(this.root, 'uploads');
  }

  versionDir(section: ReleaseUnit, version: string): string {
    return path.join(this.remotesDir, section, versionSchema.parse(version));
  }

  async files(section: ReleaseUnit, version: string): Promise<readonly BuildFile[] | null> {
    const text = await readOrNull(path.join(this.versionDir(section, version), BUILD_FILES));
    return text && (JSON.parse(text.toString('utf8')) as { files: BuildFile[] }).files;
  }

  read(section: ReleaseUnit, version: string, file: BuildFile): Promise<Buffer | null> {
    return readOrNull(path.join(this.versionDir(section, version), file.path));
  }

  /**
   * A file on disk can be changed after it was written: it is hashed when first read, and again only
   * when its size or modification time differ from when it last matched its record, so serving it
   * costs what a static file server's read does.
   */
  async readAsRecorded(section: ReleaseUnit, version: string, file: BuildFile): Promise<Buffer | 'changed' | null> {
    const location = path.join(this.versionDir(section, version), file.path);
    let handle: FileHandle;
    try {
      handle = await open(location);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size, mtimeMs } = await handle.stat();
      const bytes = await handle.readFile();
      const seen = `${file.sha256} ${size} ${mtimeMs}`;
      if (this.matched.get(location) === seen) return bytes;
      if (sha256Hex(bytes) !== file.sha256) return 'changed';
      this.matched.set(location, seen);
      return bytes;
    } finally {
      await handle.close();
    }
  }

  /**
   * The digests neither uploaded nor held by a stored version. A file a stored version holds (one
   * deploy-local added from a build folder, or one whose upload was swept since) is copied to the
   * uploads as it is found, so a publish never sends bytes the site already has.
   */
  async missing(digests: readonly string[]): Promise<string[]> {
    const absent: string[] = [];
    const now = new Date();
    let stored: Map<string, string> | undefined;
    for (const digest of new Set(digests)) {
      // Touched as they are found, so that a gc running now leaves them to the publish that asked.
      let found =
        isSha256(digest) &&
        (await utimes(this.uploadPath(digest), now, now).then(
          () => true,
          () => false,
        ));
      if (!found && isSha256(digest)) {
        stored ??= await this.#storedFiles();
        const copy = stored.get(digest);
        const bytes = copy === undefined ? null : await readOrNull(copy);
        if (bytes && sha256Hex(bytes) === digest) {
          await this.putBlob(digest, bytes);
          found = true;
        }
      }
      if (!found) absent.push(digest);
    }
    return absent;
  }

  /** Where a stored version holds each file, by digest. */
  async #storedFiles(): Promise<Map<string, string>> {
    const byDigest = new Map<string, string>();
    for (const { section, version } of await this.versions()) {
      for (const file of (await this.files(section, version)) ?? []) byDigest.set(file.sha256, path.join(this.versionDir(section, version), file.path));
    }
    return byDigest;
  }

  async putBlob(digest: string, bytes: Buffer): Promise<void> {
    const target = this.uploadPath(digest);
    await mkdir(this.uploadsDir, { recursive: true });
    const partial = `${target}.partial-${process.pid}-${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, bytes);
    await rename(partial, target);
  }

  async addVersion(section: ReleaseUnit, version: string, files: readonly BuildFile[], source?: BlobSource): Promise<'added' | 'exists'> {
    const target = this.versionDir(section, version);
    if (await exists(target)) return 'exists';
    const take: BlobSource = source ?? ((file) => readOrNull(this.uploadPath(file.sha256)));
    const staging = `${path.dirname(target)}/${STAGING}${path.basename(target)}-${process.pid}`;
    try {
      const missing: string[] = [];
      for (const file of files) {
        const bytes = checkedBlob(file, await take(file));
        if (!bytes) {
          missing.push(file.sha256);
          continue;
        }
        await mkdir(path.dirname(path.join(staging, file.path)), { recursive: true });
        await writeFile(path.join(staging, file.path), bytes);
      }
      if (missing.length > 0) throw new MissingBlobsError(missing);
      await writeFile(path.join(staging, BUILD_FILES), buildFilesText(files));
      await rename(staging, target);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      // Another server stored the same version meanwhile: it is the same build.
      if (await exists(target)) return 'exists';
      throw error;
    }
    return 'added';
  }

  async versions(): Promise<StoredVersion[]> {
    const found: StoredVersion[] = [];
    for (const section of RELEASE_UNITS) {
      const dir = path.join(this.remotesDir, section);
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isDirectory() || entry.name.startsWith(STAGING) || !versionSchema.safeParse(entry.name).success) continue;
        found.push({ section, version: entry.name, storedAt: (await stat(path.join(dir, entry.name))).mtime });
      }
    }
    return found;
  }

  async deleteVersion(section: ReleaseUnit, version: string): Promise<boolean> {
    const target = this.versionDir(section, version);
    if (!(await exists(target))) return false;
    await rm(target, { recursive: true, force: true });
    return true;
  }

  async sweep(olderThan: Date): Promise<number> {
    let removed = 0;
    const oldEntries = async (dir: string, keep: (name: string) => boolean) => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const old: string[] = [];
      for (const name of names.filter((candidate) => !keep(candidate))) {
        const stats = await stat(path.join(dir, name)).catch(() => null);
        if (stats && stats.mtime < olderThan) old.push(path.join(dir, name));
      }
      return old;
    };
    // Uploads are copied into their version as it is added, so every one old enough is spare.
    for (const file of await oldEntries(this.uploadsDir, () => false)) {
      await rm(file, { force: true });
      removed += 1;
    }
    for (const section of RELEASE_UNITS) {
      for (const folder of await oldEntries(path.join(this.remotesDir, section), (name) => !name.startsWith(STAGING))) {
        await rm(folder, { recursive: true, force: true });
        removed += 1;
      }
    }
    return removed;
  }

  private uploadPath(digest: string): string {
    if (!isSha256(digest)) throw new Error(`${JSON.stringify(digest)} is not a SHA-256 digest`);
    return path.join(this.uploadsDir, digest);
  }
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
