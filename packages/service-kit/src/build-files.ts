/**
 * `build-files.json`: the files a build produced, with their SHA-256, written last by
 * `site-build build`. It is the build's own record of itself: a deploy copies exactly these files
 * (a file left in dist/ by an earlier build, a Turborepo cache restore or a hand is not part of
 * it), and a version's id is the hash of exactly these files, so the same source always gets the
 * same id. A listed file that no longer matches its hash refuses the deploy.
 *
 * The build writes the record and the servers and release tooling that store and publish builds
 * read it, so the format (writing and reading it) lives here, where a server may load it without
 * the build tooling (webpack, swc); @site/build re-exports it for the build. How a version is named
 * from the files is ./build-version.ts.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_FILES, type BuildFile } from './build-version.ts';

/** Every file under a folder, as sorted relative paths with forward slashes. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .toSorted();
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The text of a build-files.json listing `files`: what the build writes, and a server writes beside a version it stores. */
export const buildFilesText = (files: readonly BuildFile[]): string => `${JSON.stringify({ files }, null, 2)}\n`;

/** Records what is in `outDir` now: called at the end of a build whose output was cleaned first. */
export async function recordBuildFiles(outDir: string): Promise<BuildFile[]> {
  const files: BuildFile[] = [];
  for (const file of await listFiles(outDir)) {
    if (file === BUILD_FILES) continue;
    const bytes = await readFile(path.join(outDir, file));
    files.push({ path: file, sha256: sha256(bytes), bytes: bytes.length });
  }
  await writeFile(path.join(outDir, BUILD_FILES), buildFilesText(files));
  return files;
}

export interface BuildContents {
  /** The recorded files (their paths relative to the build folder), all present and unchanged. */
  files: BuildFile[];
  /** Files in the folder that the build did not record: never deployed. */
  unrecorded: string[];
}

/** What a build folder holds by its own record; throws, naming the file, when the record is missing or a file changed. */
export async function readBuildFiles(buildDir: string): Promise<BuildContents> {
  let record: { files?: unknown };
  try {
    record = JSON.parse(await readFile(path.join(buildDir, BUILD_FILES), 'utf8')) as { files?: unknown };
  } catch (error) {
    throw new Error(`${buildDir} has no readable ${BUILD_FILES} (${error instanceof Error ? error.message : String(error)}): build it with site-build`, {
      cause: error,
    });
  }
  if (!Array.isArray(record.files)) throw new Error(`${path.join(buildDir, BUILD_FILES)} lists no files`);
  const files = record.files as BuildFile[];
  for (const file of files) {
    if (typeof file.path !== 'string' || file.path.startsWith('/') || file.path.split('/').includes('..'))
      throw new Error(`${BUILD_FILES} names an unsafe path ${JSON.stringify(file.path)}`);
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(buildDir, file.path));
    } catch {
      throw new Error(`${file.path} is recorded by the build but missing from ${buildDir}: rebuild`);
    }
    if (sha256(bytes) !== file.sha256) throw new Error(`${file.path} in ${buildDir} is not what the build wrote (its SHA-256 differs): rebuild`);
  }
  const recorded = new Set([...files.map((file) => file.path), BUILD_FILES]);
  return { files, unrecorded: (await listFiles(buildDir)).filter((file) => !recorded.has(file)) };
}
