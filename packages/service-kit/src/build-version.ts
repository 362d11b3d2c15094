/**
 * How a build's version is named from its content: the build names its version with it when it
 * records its files (build-files.json, ./build-files.ts), and a server storing a version checks the
 * name it was sent against the files it was sent. It lives here, not in @site/build, so a server
 * takes it without loading the build tooling (webpack, swc) at run time.
 */
import { createHash } from 'node:crypto';

/** The file a build writes last, listing every file it produced with its SHA-256. */
export const BUILD_FILES = 'build-files.json';

/** Files that describe a build rather than being part of it: they do not change its identity. */
export const DESCRIPTIVE_FILES: ReadonlySet<string> = new Set(['build-info.json', 'bundle-report.json', 'chunk-contents.json', BUILD_FILES]);

/** One file a build produced, as build-files.json records it. */
export interface BuildFile {
  path: string;
  sha256: string;
  bytes: number;
}

/** A version label from a build's recorded content: the same build always gets the same label. */
export function contentVersionOf(files: readonly BuildFile[], packageVersion: string): string {
  const hash = createHash('sha256');
  for (const file of files.toSorted((a, b) => a.path.localeCompare(b.path))) {
    if (DESCRIPTIVE_FILES.has(file.path)) continue;
    hash.update(file.path).update('\0').update(file.sha256).update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}
