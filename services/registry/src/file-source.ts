/**
 * Where a build's files are read from: its folder on disk, or the storage a site keeps its
 * versions in. Describing, sizing and checking a build only ever list and read its files.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileSource {
  /** Names the build in errors: a folder path, or `<storage> <section>@<version>`. */
  readonly where: string;
  /** Names one file of the build in errors. */
  name(file: string): string;
  /** Relative paths (forward slashes) of every file, sorted; throws when the build cannot be read at all. */
  list(): Promise<string[]>;
  /** A file's bytes, or null when it is not there. */
  read(file: string): Promise<Buffer | null>;
}

async function listFolder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFolder(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

export function folderSource(dir: string): FileSource {
  return {
    where: dir,
    name: (file) => path.join(dir, file),
    async list() {
      try {
        return (await listFolder(dir)).toSorted();
      } catch (error) {
        throw new Error(`cannot read the build folder ${dir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { cause: error });
      }
    },
    async read(file) {
      try {
        return await readFile(path.join(dir, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** A folder path or a source, as every reader of builds accepts either. */
export const asFileSource = (from: string | FileSource): FileSource => (typeof from === 'string' ? folderSource(from) : from);

/** Only these files of a source: a build as it recorded itself, whatever else its folder holds. */
export function onlyFiles(source: FileSource, files: Iterable<string>): FileSource {
  const kept = new Set(files);
  return {
    where: source.where,
    name: (file) => source.name(file),
    list: async () => (await source.list()).filter((file) => kept.has(file)),
    read: async (file) => (kept.has(file) ? source.read(file) : null),
  };
}
