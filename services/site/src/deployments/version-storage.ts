/**
 * Where the files of section versions are kept: one store shared by every server of the site, so
 * any of them serves any version. A version is its build's own record of its files
 * (`build-files.json`: path, SHA-256, size); the bytes are addressed by their SHA-256, uploaded once
 * and never changed. Backends: a folder (the embedded default; shared by servers on one machine or
 * a network mount) and the site's database (PostgreSQL for a fleet), chosen by SHARED_STORAGE.
 */
import { createHash } from 'node:crypto';
import type { FileSource } from '@site/registry/file-source';
import { readBuildFiles } from '@site/service-kit/build-files';
import type { BuildFile } from '@site/service-kit/build-version';
import type { ReleaseUnit } from '@site/contracts/sections';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const REMOTES_URL_PREFIX = '/remotes';

export const SHARED_STORAGE_KINDS = ['folder', 'database'] as const;
export type VersionStorageKind = (typeof SHARED_STORAGE_KINDS)[number];

export interface StoredVersion {
  section: ReleaseUnit;
  version: string;
  storedAt: Date;
}

/** Gives the bytes of one file of a version being added, or null when it has none. */
export type BlobSource = (file: BuildFile) => Promise<Buffer | null>;

/** A version was added whose files were neither uploaded nor given: upload these first. */
export class MissingBlobsError extends Error {
  constructor(readonly digests: readonly string[]) {
    super(
      `${digests.length} file${digests.length === 1 ? ' was' : 's were'} not uploaded: ${digests.slice(0, 3).join(', ')}${digests.length > 3 ? ', ...' : ''}`,
    );
  }
}

/** Bytes given for a file are not the bytes its digest names. */
export class DigestMismatchError extends Error {
  constructor(readonly expected: string) {
    super(`the bytes given for ${expected} have another SHA-256`);
  }
}

export interface VersionStorage {
  readonly kind: VersionStorageKind;
  /** Where the files are, for messages: a folder, or the database. */
  readonly description: string;
  /** The version's files as its build recorded them, or null when it is not stored. */
  files(section: ReleaseUnit, version: string): Promise<readonly BuildFile[] | null>;
  /** One file's bytes, or null when they are gone (which a check at rest reports). */
  read(section: ReleaseUnit, version: string, file: BuildFile): Promise<Buffer | null>;
  /**
   * One file's bytes for a visitor: as `read`, but `changed` when what is stored is no longer the
   * bytes its build recorded (SHA-256), which are then never sent.
   */
  readAsRecorded(section: ReleaseUnit, version: string, file: BuildFile): Promise<Buffer | 'changed' | null>;
  /** Which of these digests the storage does not hold yet: only those need uploading. */
  missing(digests: readonly string[]): Promise<string[]>;
  /** Keeps bytes under their digest; the caller has checked that they match it. */
  putBlob(digest: string, bytes: Buffer): Promise<void>;
  /**
   * Stores a version from its recorded files, taking bytes it lacks from `source` (default: what
   * was uploaded). A stored version is never changed: adding it again is `exists`.
   */
  addVersion(section: ReleaseUnit, version: string, files: readonly BuildFile[], source?: BlobSource): Promise<'added' | 'exists'>;
  versions(): Promise<StoredVersion[]>;
  deleteVersion(section: ReleaseUnit, version: string): Promise<boolean>;
  /** Deletes uploads no version uses once older than `olderThan` (a publish may still be on its way); returns how many. */
  sweep(olderThan: Date): Promise<number>;
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
export const isSha256 = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

/** Bytes checked against the digest they are given under. */
export function checkedBlob(file: BuildFile, bytes: Buffer | null): Buffer | null {
  if (bytes && sha256Hex(bytes) !== file.sha256) throw new DigestMismatchError(file.sha256);
  return bytes;
}

/** Stores a build folder as `version` straight from disk (deploy-local, tests): its files are what it recorded. */
export async function storeBuild(storage: VersionStorage, section: ReleaseUnit, version: string, buildDir: string): Promise<'added' | 'exists'> {
  const { files } = await readBuildFiles(buildDir);
  return storage.addVersion(section, version, files, (file) => readFile(path.join(buildDir, file.path)));
}

/**
 * A stored version as a build to describe or check (its SRI, sizes, page documents). `known` is
 * its file record when the caller has just read it, so it is not read again.
 */
export function storedVersionSource(storage: VersionStorage, section: ReleaseUnit, version: string, known?: readonly BuildFile[]): FileSource {
  let index: Promise<Map<string, BuildFile>> | undefined;
  const where = `${storage.description} ${section}@${version}`;
  const files = () =>
    (index ??= (known ? Promise.resolve(known) : storage.files(section, version)).then((list) => {
      if (!list) throw new Error(`${section}@${version} is not stored in ${storage.description}`);
      return new Map(list.map((file) => [file.path, file]));
    }));
  return {
    where,
    name: (file) => `${where} ${file}`,
    list: async () => [...(await files()).keys()].toSorted(),
    read: async (file) => {
      const entry = (await files()).get(file);
      return entry ? storage.read(section, version, entry) : null;
    },
  };
}
